import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { usePrefetchMode } from '../lib/prefetch.ts';
import { Link } from '../ui/links.tsx';
import { MAIN_NAV } from './navigation.ts';

// useLayoutEffect warns during server rendering; the measurement only runs in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The section the page belongs to: the longest section address the path is, or is under. */
export function currentSection(pathname: string): (typeof MAIN_NAV)[number] | undefined {
  let best: (typeof MAIN_NAV)[number] | undefined;
  for (const item of MAIN_NAV) {
    const inside =
      item.href === '/' ? pathname === '/' : pathname === item.href || pathname.startsWith(`${item.href}/`);
    if (inside && (!best || item.href.length > best.href.length)) best = item;
  }
  return best;
}

/**
 * The main navigation, "priority+": the server renders every section in one bar; the browser
 * measures which of them wrapped out of its single row (a ResizeObserver, so a resize or a longer
 * language re-measures) and those leave the bar for the "More" menu. Measured, never guessed per
 * language; the sections that fit never move, only the "More" button appears or goes, drawn right
 * after the last section that fits (`--nav-shift`: the row's room left over, so no gap).
 *
 * On phones (shell.css) the bar is hidden and the same button, "Menu", opens every section as a
 * sheet under the header. The button carries aria-expanded; Escape, a press elsewhere, focus leaving
 * or a page change close it, and Escape returns the focus to the button. Before the scripts run
 * (or without them) the menu is a <details>: its summary opens the same list of links natively.
 *
 * One section is current (aria-current): the one whose address is the longest prefix of the path
 * ("/expert/allExperts" is Tipster's, not Tips').
 */
export function MainNav() {
  const { t } = useTranslation();
  const prefetch = usePrefetchMode();
  const { pathname } = useLocation();
  const panelId = useId();
  const barRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // False in the server's HTML and until hydrated: the menu is then a native <details>.
  const [enhanced, setEnhanced] = useState(false);
  // Keys of the sections that do not fit the bar; null until measured (server render, first paint).
  const [hidden, setHidden] = useState<readonly string[] | null>(null);
  // The bar's room left after its last visible section, in px: "More" is drawn that much closer.
  const [shift, setShift] = useState(0);

  useBrowserLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const measure = () => {
      const items = [...bar.children] as HTMLElement[];
      // The bar is not laid out on phones (display: none): nothing to measure there.
      if (items.length === 0 || bar.offsetParent === null) {
        setShift(0);
        return;
      }
      const row = items[0]?.offsetTop ?? 0;
      const box = bar.getBoundingClientRect();
      const rtl = getComputedStyle(bar).direction === 'rtl';
      // Out: wrapped to a later row, or (a first section wider than the whole bar) past its end.
      const fits = (item: HTMLElement) => {
        if (item.offsetTop > row) return false;
        const edge = item.getBoundingClientRect();
        return rtl ? edge.left >= box.left - 0.5 : edge.right <= box.right + 0.5;
      };
      const shown = items.filter(fits);
      const out = items.filter((item) => !shown.includes(item)).map((item) => item.dataset.key ?? '');
      setHidden((before) => (before && before.join() === out.join() ? before : out));
      // The sections out leave room at the row's end; "More" moves into it (a translation, so the
      // bar's width, and with it this measurement, stays the same). None fits: "More" stays put.
      const last = shown.at(-1);
      let room = 0;
      if (out.length > 0 && last) {
        const end = last.getBoundingClientRect();
        room = rtl ? end.left - box.left : box.right - end.right;
      }
      setShift(Math.max(0, Math.floor(room)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    // Web fonts and catalogs can change the items' widths without changing the bar's.
    for (const item of bar.children) observer.observe(item);
    return () => observer.disconnect();
  }, []);

  // Hydrated: the <details> becomes the scripted button, keeping an open menu open.
  useEffect(() => {
    const details = detailsRef.current;
    const hadFocus = details?.contains(document.activeElement) ?? false;
    setOpen(details?.open ?? false);
    setEnhanced(true);
    if (hadFocus) requestAnimationFrame(() => buttonRef.current?.focus());
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
  const current = currentSection(pathname);
  // The current section is marked where it is shown: in the bar, or in the menu when it left the bar.
  const link = (item: (typeof MAIN_NAV)[number], marked: boolean) => (
    <Link
      to={item.href}
      prefetch={prefetch}
      className={item === current && marked ? 'active' : undefined}
      aria-current={item === current && marked ? 'page' : undefined}
    >
      {t(`nav.${item.key}`)}
    </Link>
  );
  const toggleContent = (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="icon site-nav__burger">
        <path d="M4 7h16M4 12h16M4 17h16" />
      </svg>
      <span className="site-nav__toggle-menu">{t('nav.menu')}</span>
      <span className="site-nav__toggle-more">{t('nav.more')}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" className="icon site-nav__chevron">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </>
  );
  const panel = (
    <ul id={panelId} className="site-nav__panel" hidden={enhanced && !open}>
      {MAIN_NAV.map((item) => (
        <li key={item.key} data-out={isOut(item.key) ? 'true' : undefined}>
          {link(item, isOut(item.key))}
        </li>
      ))}
    </ul>
  );
  const currentOut = current && hidden?.includes(current.key) ? 'true' : undefined;

  return (
    <nav
      ref={rootRef}
      aria-label={t('nav.label')}
      className="site-nav"
      data-measured={hidden === null ? undefined : 'true'}
      data-overflow={hidden && hidden.length > 0 ? 'true' : undefined}
      style={shift > 0 ? ({ '--nav-shift': `${shift}px` } as CSSProperties) : undefined}
    >
      <ul ref={barRef} className="site-nav__bar">
        {MAIN_NAV.map((item) => (
          <li key={item.key} data-key={item.key} data-out={hidden?.includes(item.key) ? 'true' : undefined}>
            {link(item, !hidden?.includes(item.key))}
          </li>
        ))}
      </ul>
      {enhanced ? (
        <div className="site-nav__more">
          <button
            ref={buttonRef}
            type="button"
            className="site-nav__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            data-current={currentOut}
            onClick={() => setOpen((shown) => !shown)}
          >
            {toggleContent}
          </button>
          {panel}
        </div>
      ) : (
        <details ref={detailsRef} className="site-nav__more">
          <summary className="site-nav__toggle" data-current={currentOut}>
            {toggleContent}
          </summary>
          {panel}
        </details>
      )}
    </nav>
  );
}
