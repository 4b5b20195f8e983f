import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LiveStatus } from '../features/live/LiveStatus.tsx';
import { MAIN_NAV } from './navigation.ts';

export function SiteHeader({ projectName }: { projectName: string }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <NavLink to="/" className="site-header__brand">
          {projectName}
        </NavLink>
        <nav aria-label={t('nav.label')} className="site-nav">
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.key}>
                <NavLink to={item.href} end={item.href === '/'} prefetch="intent">
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LiveStatus />
      </div>
    </header>
  );
}
