import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { AccountMenu } from '../features/auth/AccountMenu.tsx';
import { LanguageSwitcher } from '../features/language/LanguageSwitcher.tsx';
import { LiveStatus } from '../features/live/LiveStatus.tsx';
import { usePrefetchMode } from '../lib/prefetch.ts';
import { MAIN_NAV } from './navigation.ts';
import { TheaterToggle } from './TheaterToggle.tsx';

export function SiteHeader(props: {
  projectName: string;
  logo: string;
  language: LanguageCode;
  languages: LanguageCode[];
}) {
  const { t } = useTranslation();
  const prefetch = usePrefetchMode();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <NavLink to="/" className="site-header__brand" aria-label={props.projectName}>
          <img src={props.logo} alt="" width={28} height={28} />
          <span>{props.projectName}</span>
        </NavLink>
        <nav aria-label={t('nav.label')} className="site-nav">
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.key}>
                <NavLink to={item.href} end={item.href === '/'} prefetch={prefetch}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <LiveStatus />
          <TheaterToggle />
          <LanguageSwitcher current={props.language} languages={props.languages} />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
