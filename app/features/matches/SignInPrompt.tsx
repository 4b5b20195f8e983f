import { useTranslation } from '../../i18n/use-translation.ts';
import { openLoginModal } from '../auth/index.ts';

/** What a guest sees instead of the favourites tab: the reason and a way to sign in. */
export function SignInPrompt() {
  const { t } = useTranslation('matches');
  return (
    <div className="sign-in-prompt">
      <p>{t('loginToFollow')}</p>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => openLoginModal(1, t('loginToFollow'))}
      >
        {t('signIn')}
      </button>
    </div>
  );
}
