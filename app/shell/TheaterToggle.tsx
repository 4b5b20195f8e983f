import { useTranslation } from '../i18n/use-translation.ts';
import { toggleTheater, useClientState } from '../store/client-store.ts';

/** Theater mode: the page content takes the whole width on a dark stage (state in the client store). */
export function TheaterToggle() {
  const { t } = useTranslation();
  const isTheater = useClientState((s) => s.isTheater);
  return (
    <button type="button" className="icon-button" aria-pressed={isTheater} onClick={toggleTheater}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="icon">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M7 9v6M17 9v6" />
      </svg>
      <span className="visually-hidden">{isTheater ? t('theater.exit') : t('theater.enter')}</span>
    </button>
  );
}
