import { useId, useState } from 'react';
import type { WalletRecord } from '../../../shared/wallet/contract.ts';
import { CURRENCIES, type Currency } from '../../../shared/wallet/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatAmount, formatNumber, formatTime } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { RemoteState } from '../../ui/RemoteState.tsx';
import { ScrollHint } from '../../ui/ScrollHint.tsx';
import { rawWalletLabel, walletTypeKey } from './format.ts';
import { fetchWalletRecords } from './wallet-api.ts';
import './wallet.css';

/** /userInfo/water for the signed-in user: gold or diamond movements, newest first. */
export function WalletPanel({ uid }: { uid: number }) {
  const { t } = useTranslation('wallet');
  const [currency, setCurrency] = useState<Currency>('gold');
  const records = useRemote(`wallet:${uid}:${currency}`, () => fetchWalletRecords(currency));
  const tableId = useId();

  return (
    <div className="wallet-panel">
      <fieldset className="segmented wallet-panel__tabs">
        <legend className="visually-hidden">{t('currency')}</legend>
        {CURRENCIES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={currency === option}
            aria-controls={tableId}
            onClick={() => setCurrency(option)}
          >
            {t(option)}
          </button>
        ))}
      </fieldset>
      <div id={tableId} className="wallet-panel__records">
        {records.remote.state !== 'ready' ? (
          <RemoteState remote={records.remote} onRetry={records.reload} />
        ) : records.remote.data.length === 0 ? (
          <EmptyState message={t(`empty.${currency}`)} />
        ) : (
          <WalletTable currency={currency} rows={records.remote.data} />
        )}
      </div>
    </div>
  );
}

/**
 * The ledger. Wider than a phone, it scrolls sideways inside the page with a fade and an arrow on
 * the side that has more (ScrollHint, mirrored in Arabic); the time column stays in view.
 */
function WalletTable({ currency, rows }: { currency: Currency; rows: WalletRecord[] }) {
  const { t } = useTranslation('wallet');
  const { locale } = usePageContext();
  const captionId = useId();
  return (
    <ScrollHint className="scroll-hint--table" sticky="thead th:first-child">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboards must reach it */}
      <section className="user-table-scroll wallet-ledger" aria-labelledby={captionId} tabIndex={0}>
        <table className="user-table">
          <caption id={captionId} className="visually-hidden">
            {t(`caption.${currency}`)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('column.time')}</th>
              <th scope="col">{t('column.type')}</th>
              <th scope="col" className="user-table__number">
                {t('column.amount')}
              </th>
              <th scope="col" className="user-table__number">
                {t('column.balance')}
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
                    className={`user-table__number wallet-amount wallet-amount--${row.amount < 0 ? 'out' : 'in'}`}
                  >
                    {formatAmount(row.amount, locale)}
                  </td>
                  <td className="user-table__number">{formatNumber(row.balanceAfter, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </ScrollHint>
  );
}
