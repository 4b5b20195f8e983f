import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletRecord } from '../../../shared/wallet/contract.ts';
import type { Currency } from '../../../shared/wallet/model.ts';
import { formatAmount, formatNumber, formatTime } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { RemoteState } from '../../ui/RemoteState.tsx';
import { fetchWalletRecords } from './account-api.ts';
import { rawWalletLabel, walletTypeKey } from './format.ts';
import { useRemoteText } from './remote-text.ts';

const CURRENCIES: readonly Currency[] = ['gold', 'diamond'];

/** /userInfo/water for the signed-in user: gold or diamond movements, newest first. */
export function WalletPanel({ uid }: { uid: number }) {
  const { t } = useTranslation('user');
  const remoteText = useRemoteText();
  const [currency, setCurrency] = useState<Currency>('gold');
  const records = useRemote(`wallet:${uid}:${currency}`, () => fetchWalletRecords(currency));
  const tableId = useId();

  return (
    <div className="user-wallet">
      <fieldset className="segmented user-wallet__tabs">
        <legend className="visually-hidden">{t('water.currency')}</legend>
        {CURRENCIES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={currency === option}
            aria-controls={tableId}
            onClick={() => setCurrency(option)}
          >
            {t(`water.${option}`)}
          </button>
        ))}
      </fieldset>
      <div id={tableId} className="user-wallet__records">
        {records.remote.state !== 'ready' ? (
          <RemoteState remote={records.remote} onRetry={records.reload} text={remoteText} />
        ) : records.remote.data.length === 0 ? (
          <EmptyState message={t(`water.empty.${currency}`)} />
        ) : (
          <WalletTable currency={currency} rows={records.remote.data} />
        )}
      </div>
    </div>
  );
}

function WalletTable({ currency, rows }: { currency: Currency; rows: WalletRecord[] }) {
  const { t } = useTranslation('user');
  const { locale } = usePageContext();
  return (
    <div className="user-table-scroll">
      <table className="user-table">
        <caption className="visually-hidden">{t(`water.caption.${currency}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('water.column.time')}</th>
            <th scope="col">{t('water.column.type')}</th>
            <th scope="col" className="user-table__number">
              {t('water.column.amount')}
            </th>
            <th scope="col" className="user-table__number">
              {t('water.column.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = walletTypeKey(row.type);
            return (
              <tr key={row.id}>
                <td className="user-table__wrap">
                  <time dateTime={row.time}>{formatTime(row.time, locale)}</time>
                </td>
                <td className="user-table__wrap">{key ? t(key) : rawWalletLabel(row.type, row.detail)}</td>
                <td
                  className={`user-table__number user-amount user-amount--${row.amount < 0 ? 'out' : 'in'}`}
                >
                  {formatAmount(row.amount, locale)}
                </td>
                <td className="user-table__number">{formatNumber(row.balanceAfter, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
