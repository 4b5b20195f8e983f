import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { RemoteState } from '../../ui/RemoteState.tsx';
import { signOut } from '../auth/index.ts';
import { fetchAccount } from './account-api.ts';
import { CancelAccount } from './CancelAccount.tsx';
import { CredentialsForm } from './CredentialsForm.tsx';
import { BindEmailForm, BindPhoneForm, ChangePasswordForm, SecuritySection } from './SecurityForms.tsx';

/**
 * /userInfo/setting for the signed-in user: username and first password (while the account has no
 * username), password, email, phone, sign out, cancellation.
 */
export function SecurityPanel({ uid }: { uid: number }) {
  const { t } = useTranslation('users');
  const account = useRemote(`account:${uid}`, () => fetchAccount(uid));
  const [signingOut, setSigningOut] = useState(false);

  if (account.remote.state !== 'ready')
    return <RemoteState remote={account.remote} onRetry={account.reload} />;
  const user = account.remote.data;

  return (
    <div className="user-security">
      {user.username === null && <CredentialsForm onSaved={account.set} />}
      <ChangePasswordForm />
      <BindEmailForm account={user} onBound={account.set} />
      <BindPhoneForm account={user} onBound={account.set} />
      <SecuritySection title={t('security.signOut.heading')} current={t('security.signOut.text')}>
        <button
          type="button"
          className="button button--quiet"
          disabled={signingOut}
          aria-busy={signingOut || undefined}
          onClick={async () => {
            setSigningOut(true);
            try {
              // The page then shows the sign-in prompt: the store no longer has a user.
              await signOut();
            } catch {
              // The API client has already shown the failure as a toast; the user stays signed in.
            } finally {
              setSigningOut(false);
            }
          }}
        >
          {t('security.signOut.submit')}
        </button>
      </SecuritySection>
      <SecuritySection title={t('security.cancel.heading')}>
        <CancelAccount />
      </SecuritySection>
    </div>
  );
}
