import { useId } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { findLanguage } from '../../../shared/i18n/languages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { RootData } from '../../root-data.ts';
import { setClientState, useClientState } from '../../store/client-store.ts';

/**
 * The settings this device keeps, open to guests too: theater mode (localStorage, through the
 * client store) and the site's language (each language is a plain link under its own prefix; the
 * server remembers the choice in the `lang` cookie).
 */
export function PreferencesPanel() {
  const { t } = useTranslation('users');
  const root = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const isTheater = useClientState((s) => s.isTheater);
  const displayId = useId();
  const languageId = useId();
  const theaterId = useId();
  const path = location.pathname === '/' ? '' : location.pathname;

  return (
    <div className="user-preferences">
      <section className="user-section" aria-labelledby={displayId}>
        <h2 id={displayId} className="user-section__title">
          {t('preferences.display')}
        </h2>
        <div className="user-switch">
          <input
            id={theaterId}
            type="checkbox"
            checked={isTheater}
            aria-describedby={`${theaterId}-hint`}
            onChange={(event) => setClientState({ isTheater: event.target.checked })}
          />
          <label htmlFor={theaterId}>{t('preferences.theater')}</label>
          <p id={`${theaterId}-hint`} className="user-hint">
            {t('preferences.theaterHint')}
          </p>
        </div>
      </section>
      {root && (
        <section className="user-section" aria-labelledby={languageId}>
          <h2 id={languageId} className="user-section__title">
            {t('preferences.language')}
          </h2>
          <p className="user-hint">{t('preferences.languageHint')}</p>
          <ul className="user-languages">
            {root.brand.languages.map((code) => {
              const language = findLanguage(code);
              return (
                <li key={code}>
                  <a
                    href={`/${code}${path}${location.search}`}
                    hrefLang={language?.tag}
                    lang={language?.tag}
                    aria-current={code === root.language ? 'true' : undefined}
                  >
                    {language?.nativeName ?? code}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
