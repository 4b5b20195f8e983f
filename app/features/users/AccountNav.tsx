import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { usePrefetchMode } from '../../lib/prefetch.ts';
import { NavLink } from '../../ui/links.tsx';
import { ACCOUNT_MENU } from './menu.ts';
import './users.css';

/**
 * The account menu of the user area. `NavLink` marks the current page with aria-current="page".
 * In the layout it is a side column on desktop and a horizontally scrolling strip on a phone; on
 * /userInfo/components/menu the same list stands alone as the page's content.
 */
export function AccountNav({ variant = 'side' }: { variant?: 'side' | 'page' }) {
  const { t } = useTranslation('users');
  const prefetch = usePrefetchMode();
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // On a phone the strip scrolls: bring the current page's entry into view (either direction).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page changes
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || nav.scrollWidth <= nav.clientWidth) return;
    const current = nav.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current) return;
    const navBox = nav.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.left < navBox.left || box.right > navBox.right) {
      nav.scrollLeft += box.left + box.width / 2 - (navBox.left + navBox.width / 2);
    }
  }, [pathname]);

  return (
    <nav ref={navRef} className={`account-nav account-nav--${variant}`} aria-label={t('menu.label')}>
      <ul className="account-nav__list">
        {ACCOUNT_MENU.map((entry) => (
          <li key={entry.key}>
            <NavLink to={entry.to} end className="account-nav__link" prefetch={prefetch}>
              {t(`menu.${entry.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
