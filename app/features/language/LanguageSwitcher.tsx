import { useLocation } from 'react-router';
import { findLanguage, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './language.css';

/**
 * The header's language menu. Each entry is a plain link to the same page under the other
 * language's prefix: the server saves the choice in the `lang` cookie and, for the brand's default
 * language, redirects to the unprefixed address. Works before hydration too.
 */
export function LanguageSwitcher({
  current,
  languages,
}: {
  current: LanguageCode;
  languages: LanguageCode[];
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const path = location.pathname === '/' ? '' : location.pathname;
  const here = findLanguage(current);
  return (
    <details className="lang-switch">
      <summary aria-label={t('language.label')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="icon">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        {here?.nativeName}
      </summary>
      <ul>
        {languages.map((code) => {
          const language = findLanguage(code);
          return (
            <li key={code}>
              <a
                href={`/${code}${path}${location.search}`}
                hrefLang={language?.tag}
                lang={language?.tag}
                aria-current={code === current ? 'true' : undefined}
                title={t('language.switchTo', { language: language?.nativeName })}
              >
                {language?.nativeName}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
