import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openLoginModal } from '../auth/index.ts';

/** What a guest sees instead of the private part of a user-centre page: a way to sign in. */
export function GuestPrompt() {
  const { t } = useTranslation('users');
  const titleId = useId();
  return (
    <section className="user-guest" aria-labelledby={titleId}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40" className="icon user-guest__icon">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
      </svg>
      <h2 id={titleId} className="user-guest__title">
        {t('guest.title')}
      </h2>
      <p>{t('guest.text')}</p>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => openLoginModal(1)}>
        {t('guest.signIn')}
      </button>
    </section>
  );
}
