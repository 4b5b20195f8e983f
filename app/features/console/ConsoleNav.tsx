import { useTranslation } from '../../i18n/use-translation.ts';
import { NavLink } from '../../ui/links.tsx';
import { ScrollHint } from '../../ui/ScrollHint.tsx';
import { CONSOLE_HOME, sectionsFor } from './model.ts';

/**
 * The console's navigation: its home and the sections `roles` open, nothing else (the server checks
 * each page again). One row: wider than a phone, it scrolls sideways with a hint (ScrollHint).
 */
export function ConsoleNav({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('console');
  return (
    <nav className="console-nav" aria-label={t('nav.label')}>
      <ScrollHint>
        <ul className="console-nav__list">
          <li>
            <NavLink to={CONSOLE_HOME} end className="console-nav__link">
              {t('nav.home')}
            </NavLink>
          </li>
          {sectionsFor(roles).map((section) => (
            <li key={section.key}>
              <NavLink to={section.path} className="console-nav__link">
                {t(`nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </ScrollHint>
    </nav>
  );
}
