import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { usePrefetchMode } from '../lib/prefetch.ts';
import { MAIN_NAV } from './navigation.ts';

// useLayoutEffect warns during server rendering; the measurement only runs in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The main navigation, "priority+": the server renders every section in one bar; the browser
 * measures which of them wrapped out of its single row (a ResizeObserver, so a resize or a longer
 * language re-measures) and those leave the bar for the "More" menu. Measured, never guessed per
 * language; the sections that fit never move, only the "More" button appears or goes.
 *
 * On phones (shell.css) the bar is hidden and the same button, "Menu", opens every section as a
 * sheet under the header. The button carries aria-expanded; Escape, a press elsewhere, focus leaving
 * or a page change close it, and Escape returns the focus to the button.
 */
export function MainNav() {
  const { t } = useTranslation();
  const prefetch = usePrefetchMode();
  const { pathname } = useLocation();
  const panelId = useId();
  const barRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Keys of the sections that do not fit the bar; null until measured (server render, first paint).
  const [hidden, setHidden] = useState<readonly string[] | null>(null);

  useBrowserLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const measure = () => {
      const items = [...bar.children] as HTMLElement[];
      // The bar is not laid out on phones (display: none): nothing to measure there.
      if (items.length === 0 || bar.offsetParent === null) return;
      const row = items[0]?.offsetTop ?? 0;
      const out = items.filter((item) => item.offsetTop > row).map((item) => item.dataset.key ?? '');
      setHidden((before) => (before && before.join() === out.join() ? before : out));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    // Web fonts and catalogs can change the items' widths without changing the bar's.
    for (const item of bar.children) observer.observe(item);
    return () => observer.disconnect();
  }, []);

  // A page change closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const outside = (event: PointerEvent) => {
      if (!root?.contains(event.target as Node)) setOpen(false);
    };
    const keydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const focusout = (event: FocusEvent) => {
      if (!root?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', keydown);
    root?.addEventListener('focusout', focusout);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', keydown);
      root?.removeEventListener('focusout', focusout);
    };
  }, [open]);

  const isOut = (key: string) => hidden === null || hidden.includes(key);
  const current = MAIN_NAV.find((item) =>
    item.href === '/' ? pathname === '/' : pathname === item.href || pathname.startsWith(`${item.href}/`),
  );
  const link = (item: (typeof MAIN_NAV)[number]) => (
    <NavLink to={item.href} end={item.href === '/'} prefetch={prefetch}>
      {t(`nav.${item.key}`)}
    </NavLink>
  );

  return (
    <nav
      ref={rootRef}
      aria-label={t('nav.label')}
      className="site-nav"
      data-measured={hidden === null ? undefined : 'true'}
      data-overflow={hidden && hidden.length > 0 ? 'true' : undefined}
    >
      <ul ref={barRef} className="site-nav__bar">
        {MAIN_NAV.map((item) => (
          <li key={item.key} data-key={item.key} data-out={hidden?.includes(item.key) ? 'true' : undefined}>
            {link(item)}
          </li>
        ))}
      </ul>
      <div className="site-nav__more">
        <button
          ref={buttonRef}
          type="button"
          className="site-nav__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          data-current={current && isOut(current.key) ? 'true' : undefined}
          onClick={() => setOpen((shown) => !shown)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            className="icon site-nav__burger"
          >
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          <span className="site-nav__toggle-menu">{t('nav.menu')}</span>
          <span className="site-nav__toggle-more">{t('nav.more')}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="14"
            height="14"
            className="icon site-nav__chevron"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
        <ul id={panelId} className="site-nav__panel" hidden={!open}>
          {MAIN_NAV.map((item) => (
            <li key={item.key} data-out={isOut(item.key) ? 'true' : undefined}>
              {link(item)}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
