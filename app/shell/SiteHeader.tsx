import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { AccountMenu } from '../features/auth/AccountMenu.tsx';
import { LanguageSwitcher } from '../features/language/LanguageSwitcher.tsx';
import { LiveStatus } from '../features/live/LiveStatus.tsx';
import { SearchBox } from '../features/search/SearchBox.tsx';
import { NavLink } from '../ui/links.tsx';
import { MainNav } from './MainNav.tsx';
import { TheaterToggle } from './TheaterToggle.tsx';

export function SiteHeader(props: {
  projectName: string;
  logo: string;
  language: LanguageCode;
  languages: LanguageCode[];
}) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <NavLink to="/" className="site-header__brand" aria-label={props.projectName}>
          <img src={props.logo} alt="" width={28} height={28} />
          <span>{props.projectName}</span>
        </NavLink>
        <MainNav />
        <div className="site-header__tools">
          <SearchBox />
          <LiveStatus />
          <TheaterToggle />
          <LanguageSwitcher current={props.language} languages={props.languages} />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
