import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root-data.ts';
import { useClientState } from '../../store/client-store.ts';
import { openLoginModal, signOut } from './session.ts';
import './auth.css';

/** The header's sign-in button, or the signed-in user's avatar and name with a "Sign out" menu. */
export function AccountMenu() {
  const { t } = useTranslation('auth');
  const stored = useClientState((s) => s.userInfo);
  const known = useClientState((s) => s.sessionKnown);
  // Until the browser has read its session, the server's view of it renders (no "Sign in" flash).
  const viewer = useRouteLoaderData<RootData>('root')?.viewer ?? null;
  const user = known ? stored : viewer;
  const [busy, setBusy] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);

  if (!user) {
    return (
      <button type="button" className="auth-signin" aria-haspopup="dialog" onClick={() => openLoginModal(1)}>
        {t('header.signIn')}
      </button>
    );
  }

  const name = user.username ?? t('header.fallbackName', { uid: user.uid });
  return (
    <details ref={menuRef} className="account-menu">
      <summary>
        {user.avatar ? (
          <img className="account-menu__avatar" src={user.avatar} alt="" width={28} height={28} />
        ) : (
          <span className="account-menu__avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="account-menu__name">{name}</span>
      </summary>
      <div className="account-menu__panel">
        <button
          type="button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={async () => {
            setBusy(true);
            try {
              await signOut();
            } catch {
              // The API client has already shown the failure as a toast; the user stays signed in.
            } finally {
              setBusy(false);
              if (menuRef.current) menuRef.current.open = false;
            }
          }}
        >
          {t('header.signOut')}
        </button>
      </div>
    </details>
  );
}
