import { useEffect, useId, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { useRemote } from '../../lib/use-remote.ts';
import type { RootData } from '../../root-data.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { RemoteState } from '../../ui/RemoteState.tsx';
import { fetchInvitations, type InvitationRecord, invitationLink } from './invitations-api.ts';
import '../../ui/form.css';

/** /userInfo/invite: the user's invitation link and who registered through it. */
export function InvitationPanel({ uid }: { uid: number }) {
  const { t } = useTranslation('users');
  const record = useRemote(`invitations:${uid}`, fetchInvitations);
  const listHeading = useId();
  return (
    <div className="user-invite">
      {record.remote.state === 'ready' && <InviteLink code={record.remote.data.inviteCode} />}
      <section className="user-section" aria-labelledby={listHeading}>
        <h2 id={listHeading} className="user-section__title">
          {t('invite.listHeading')}
        </h2>
        {record.remote.state !== 'ready' ? (
          <RemoteState remote={record.remote} onRetry={record.reload} />
        ) : (
          <InvitedList record={record.remote.data} />
        )}
      </section>
    </div>
  );
}

function InviteLink({ code }: { code: string }) {
  const { t } = useTranslation('users');
  const root = useRouteLoaderData<RootData>('root');
  const inputId = useId();
  const [origin, setOrigin] = useState('');
  const [copied, setCopied] = useState<boolean | null>(null);
  // The address the visitor sees (the brand's host behind any proxy) is known in the browser.
  useEffect(() => setOrigin(window.location.origin), []);
  const home = root && root.language !== root.brand.defaultLanguage ? `/${root.language}` : '/';
  const link = origin ? invitationLink(origin, home, code) : '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission: select the text so the user can copy it.
      document.getElementById(inputId)?.focus();
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      setCopied(false);
    }
  }

  return (
    <section className="user-section">
      <p className="user-section__current">{t('invite.intro')}</p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={inputId}>
          {t('invite.linkLabel')}
        </label>
        <div className="user-copy">
          <div className="form-field__control">
            <input id={inputId} className="form-field__input" readOnly value={link} dir="ltr" />
          </div>
          <button type="button" className="button" onClick={copy} disabled={!link}>
            {t('invite.copy')}
          </button>
        </div>
      </div>
      <p className="user-section__current" role="status">
        {copied === true ? t('invite.copied') : copied === false ? t('invite.copyManually') : ''}
      </p>
      <p className="user-section__current">{t('invite.code', { code })}</p>
    </section>
  );
}

function InvitedList({ record }: { record: InvitationRecord }) {
  const { t } = useTranslation('users');
  const { locale } = usePageContext();
  if (record.total === 0) return <EmptyState message={t('invite.empty')} />;
  return (
    <>
      <p className="user-section__current">
        {t('invite.total', { formatted: formatNumber(record.total, locale) })}
      </p>
      <div className="user-table-scroll">
        <table className="user-table">
          <caption className="visually-hidden">{t('invite.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invite.column.user')}</th>
              <th scope="col">{t('invite.column.joined')}</th>
            </tr>
          </thead>
          <tbody>
            {record.invited.map((user) => (
              <tr key={user.uid}>
                <td className="user-table__wrap">
                  {user.username ?? t('invite.anonymous', { uid: user.uid })}
                </td>
                <td>
                  <time dateTime={user.joinedAt}>{formatDate(user.joinedAt, locale)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
