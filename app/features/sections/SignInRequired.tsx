import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useClientState } from '../../store/client-store.ts';
import { Link } from '../../ui/links.tsx';
import { openLoginModal } from '../auth/index.ts';
import './sections.css';

/**
 * What a guest sees on a page only some members may open (401; app/middleware/access.ts): a way to
 * sign in, as the user centre asks its guests. Once the dialog has signed them in, the page is asked
 * for again: the server then shows it, or the no-permission page to an account without the role.
 */
export function SignInRequired() {
  const { t } = useTranslation();
  const signedIn = useClientState((s) => s.userInfo !== null);
  const revalidator = useRevalidator();
  // Only a sign-in on this page counts: a visitor the browser already thought signed in (a stale
  // cookie the server did not accept) is not sent round again.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (signedIn && !wasSignedIn.current) void revalidator.revalidate();
    wasSignedIn.current = signedIn;
  }, [signedIn, revalidator]);

  return (
    <section className="error-page sign-in-required" data-status={401}>
      <img src="/images/sign-in.svg" alt="" width={160} height={120} />
      <h1>{t('signInRequired.title')}</h1>
      <p className="sign-in-required__text">{t('signInRequired.text')}</p>
      <div className="sign-in-required__actions">
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => openLoginModal(1)}>
          {t('signInRequired.signIn')}
        </button>
        <Link to="/" className="button button--quiet">
          {t('errorPage.backHome')}
        </Link>
      </div>
    </section>
  );
}
