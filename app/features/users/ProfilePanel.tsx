import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { Link } from '../../ui/links.tsx';
import { RemoteState } from '../../ui/RemoteState.tsx';
import { fetchBalances } from '../wallet/index.ts';
import { AvatarEditor } from './AvatarEditor.tsx';
import { type Account, fetchAccount } from './account-api.ts';
import { CredentialsForm } from './CredentialsForm.tsx';
import { maskEmail, maskPhone } from './format.ts';
import { SignatureEditor } from './SignatureEditor.tsx';

/**
 * /userInfo/info for the signed-in user: avatar, account details, balances and signature. Every
 * value starts beside its label in either direction; left-to-right values (the id, the masked email
 * and phone) are isolated in a `<bdi dir="ltr">`, never by giving the whole cell another direction
 * (which would push it to the far side in Arabic).
 */
export function ProfilePanel({ uid }: { uid: number }) {
  const { t } = useTranslation('users');
  const { locale } = usePageContext();
  const account = useRemote(`account:${uid}`, () => fetchAccount(uid));
  const balances = useRemote(`balances:${uid}`, fetchBalances);
  const detailsId = useId();
  const balancesId = useId();

  if (account.remote.state !== 'ready')
    return <RemoteState remote={account.remote} onRetry={account.reload} />;
  const user = account.remote.data;
  const update = (changes: Partial<Account>) => account.set({ ...user, ...changes });
  const name = user.username ?? t('profile.fallbackName', { uid: user.uid });

  return (
    <div className="user-profile">
      <AvatarEditor avatar={user.avatar} name={name} onChange={(avatar) => update({ avatar })} />

      <section className="user-section" aria-labelledby={detailsId}>
        <h2 id={detailsId} className="user-section__title">
          {t('profile.heading')}
        </h2>
        <dl className="user-facts">
          <div>
            <dt>{t('profile.username')}</dt>
            <dd>
              {user.username ?? (
                <>
                  {t('profile.notSet')}{' '}
                  <a className="user-inline-link" href="#credentials">
                    {t('profile.setUsername')}
                  </a>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('profile.uid')}</dt>
            <dd>
              <bdi className="user-ltr" dir="ltr">
                {user.uid}
              </bdi>
            </dd>
          </div>
          <div>
            <dt>{t('profile.level')}</dt>
            <dd>{t('profile.levelValue', { level: user.level })}</dd>
          </div>
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>
              {user.email ? (
                <bdi className="user-ltr" dir="ltr">
                  {maskEmail(user.email)}
                </bdi>
              ) : (
                t('profile.notBound')
              )}{' '}
              <Link className="user-inline-link" to="/userInfo/setting">
                {user.email ? t('profile.changeEmail') : t('profile.bindEmail')}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('profile.phone')}</dt>
            <dd>
              {user.phone ? (
                <bdi className="user-ltr" dir="ltr">
                  {maskPhone(user.areaCode, user.phone)}
                </bdi>
              ) : (
                t('profile.notBound')
              )}{' '}
              <Link className="user-inline-link" to="/userInfo/setting">
                {user.phone ? t('profile.changePhone') : t('profile.bindPhone')}
              </Link>
            </dd>
          </div>
        </dl>
      </section>

      {user.username === null && (
        <div id="credentials">
          <CredentialsForm onSaved={(saved) => account.set({ ...user, ...saved })} />
        </div>
      )}

      <section className="user-section" aria-labelledby={balancesId}>
        <h2 id={balancesId} className="user-section__title">
          {t('profile.balances')}
        </h2>
        {balances.remote.state === 'ready' ? (
          <dl className="user-balances">
            <div className="user-balance user-balance--gold">
              <dt>{t('profile.gold')}</dt>
              <dd>{formatNumber(balances.remote.data.gold, locale)}</dd>
            </div>
            <div className="user-balance user-balance--diamond">
              <dt>{t('profile.diamond')}</dt>
              <dd>{formatNumber(balances.remote.data.diamond, locale)}</dd>
            </div>
          </dl>
        ) : (
          <RemoteState remote={balances.remote} onRetry={balances.reload} />
        )}
        <Link className="user-inline-link" to="/userInfo/water">
          {t('profile.details')}
        </Link>
      </section>

      <SignatureEditor signature={user.signature} onSaved={(signature) => update({ signature })} />
    </div>
  );
}
