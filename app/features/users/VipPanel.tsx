import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDate } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { RemoteState } from '../../ui/RemoteState.tsx';
import { askToSignIn } from '../auth/index.ts';
import { fetchAccount } from './account-api.ts';

/** The signed-in user's membership: VIP or SVIP until a date, or none (from `GET user/info`). */
export function VipStatus({ uid }: { uid: number }) {
  const { t } = useTranslation('users');
  const { locale } = usePageContext();
  const account = useRemote(`account:${uid}`, () => fetchAccount(uid));
  if (account.remote.state !== 'ready')
    return <RemoteState remote={account.remote} onRetry={account.reload} />;
  const { vipExpiresAt, svipExpiresAt } = account.remote.data;
  const now = Date.now();
  const active = (iso: string | null): iso is string => iso !== null && Date.parse(iso) > now;
  return (
    <p className="user-vip__status">
      {active(svipExpiresAt)
        ? t('vip.statusSvip', { date: formatDate(svipExpiresAt, locale) })
        : active(vipExpiresAt)
          ? t('vip.statusVip', { date: formatDate(vipExpiresAt, locale) })
          : t('vip.statusNone')}
    </p>
  );
}

const PLANS = [
  { id: 'vip', benefits: ['vip.vipNoDelay', 'vip.vipExclusive', 'vip.vipBadge'] },
  { id: 'svip', benefits: ['vip.svipEverything', 'vip.svipFaster', 'vip.svipBadge'] },
] as const;

/**
 * What VIP and SVIP give (spec section 6) and "Activate VIP". A guest is asked to sign in first
 * (spec section 5: 'Please Log in Before Activating VIP'); purchase itself arrives with the wallet.
 */
export function VipBenefits({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('users');
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();

  const activate = () => {
    if (!signedIn) {
      askToSignIn(t('vip.loginFirst'));
      return;
    }
    setNotice(t('vip.purchaseLater'));
  };

  return (
    <section className="user-section user-vip" aria-labelledby={headingId}>
      <h2 id={headingId} className="user-section__title">
        {t('vip.heading')}
      </h2>
      <div className="user-vip__plans">
        {PLANS.map((plan) => (
          <div key={plan.id} className={`user-vip__plan user-vip__plan--${plan.id}`}>
            <h3>{t(`vip.${plan.id}Title`)}</h3>
            <ul>
              {plan.benefits.map((benefit) => (
                <li key={benefit}>{t(benefit)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <button type="button" className="button user-vip__activate" onClick={activate}>
        {t('vip.activate')}
      </button>
      <p className="user-message" role="status">
        {notice}
      </p>
    </section>
  );
}
