import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { isStaff } from '../../../shared/console/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import type { RootData } from '../../root-data.ts';
import { useClientState } from '../../store/client-store.ts';
import { Link } from '../../ui/links.tsx';
import { CONSOLE_HOME } from '../console/index.ts';
import { ACCOUNT_MENU, type AccountMenuKey } from '../users/index.ts';
import { useGold } from './account-gold.ts';
import { openLoginModal, refreshAccount, signOut } from './session.ts';
import './auth.css';

/** The user-centre pages the menu leads to (spec section 2, "User centre"), in the centre's order. */
const MENU_PAGES: readonly AccountMenuKey[] = [
  'info',
  'water',
  'vip',
  'focus',
  'send',
  'setting',
  'preferences',
];
const LINKS = ACCOUNT_MENU.filter((entry) => MENU_PAGES.includes(entry.key));

/**
 * The header's sign-in button, or the signed-in user's menu: a button (aria-expanded) opening a panel
 * with who is signed in, the gold balance (read again each time the menu opens), the user-centre
 * pages and "Sign out". Escape, a click elsewhere or focus leaving it closes the panel; the arrow
 * keys move between its entries.
 */
export function AccountMenu() {
  const { t } = useTranslation('auth');
  const { t: tu } = useTranslation('users');
  const stored = useClientState((s) => s.userInfo);
  const known = useClientState((s) => s.sessionKnown);
  const root = useRouteLoaderData<RootData>('root');
  // Until the browser has read its session, the server's view of it renders (no "Sign in" flash).
  const user = known ? stored : (root?.viewer ?? null);
  const gold = useGold(user?.uid);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const uid = user?.uid;

  // A page change (a link of the menu, or any other) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page changes
  useEffect(() => setOpen(false), [pathname]);

  // Opening reads the account again: the balance is the one of now (a purchase, a recharge, a bonus).
  useEffect(() => {
    if (open && uid !== undefined) refreshAccount(uid).catch(() => undefined);
  }, [open, uid]);

  // A press outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  // The keyboard: Escape closes (focus back on the button), the arrows, Home and End move between
  // the entries (opening the panel first), and focus leaving the whole menu closes it.
  useEffect(() => {
    const menu = rootRef.current;
    if (!menu || uid === undefined) return;
    const items = () => [...menu.querySelectorAll<HTMLElement>('[data-menu-item]')];
    const keydown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!open) return;
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
      const list = items();
      if (list.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? list.length - 1
            : event.key === 'ArrowDown'
              ? (at + 1) % list.length
              : (at - 1 + list.length) % list.length;
      // The panel may have just been opened: its entries can take the focus after this render.
      requestAnimationFrame(() => items()[next]?.focus());
    };
    const focusout = (event: FocusEvent) => {
      if (open && !menu.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    menu.addEventListener('keydown', keydown);
    menu.addEventListener('focusout', focusout);
    return () => {
      menu.removeEventListener('keydown', keydown);
      menu.removeEventListener('focusout', focusout);
    };
  }, [open, uid]);

  if (!user) {
    return (
      <button type="button" className="auth-signin" aria-haspopup="dialog" onClick={() => openLoginModal(1)}>
        {t('header.signIn')}
      </button>
    );
  }

  const name = user.username ?? t('header.fallbackName', { uid: user.uid });
  const locale = root?.tag ?? 'en';
  return (
    <div ref={rootRef} className="account-menu" data-open={open || undefined}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Avatar src={user.avatar} name={name} size={28} />
        <span className="account-menu__name">{name}</span>
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <div className="account-menu__who">
          <Avatar src={user.avatar} name={name} size={40} />
          <div className="account-menu__identity">
            <span className="account-menu__full-name">{name}</span>
            {/* Without a username the name already is "User <uid>". */}
            {user.username && <span className="account-menu__uid">{t('header.uid', { uid: user.uid })}</span>}
          </div>
        </div>
        <p className="account-menu__gold" aria-busy={gold === null || undefined}>
          <span className="account-menu__coin" aria-hidden="true" />
          <span>{t('header.gold')}</span>
          <strong className="account-menu__gold-value">
            {gold === null ? '…' : formatNumber(gold, locale)}
          </strong>
        </p>
        <nav aria-label={t('header.accountPages')}>
          <ul className="account-menu__links">
            {LINKS.map((entry) => (
              <li key={entry.key}>
                <Link to={entry.to} data-menu-item="" onClick={() => setOpen(false)}>
                  {tu(`menu.${entry.key}`)}
                </Link>
              </li>
            ))}
            {/* Staff (any console role, as the server rendered the page) reach the console from here. */}
            {root?.viewer?.uid === user.uid && isStaff(root.viewer.roles) && (
              <li>
                <Link to={CONSOLE_HOME} data-menu-item="" onClick={() => setOpen(false)}>
                  {t('header.console')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <button
          type="button"
          className="account-menu__sign-out"
          data-menu-item=""
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={async () => {
            setBusy(true);
            try {
              await signOut();
            } catch {
              // The API client has already shown the failure as a toast; the user stays signed in.
            } finally {
              setBusy(false);
              setOpen(false);
            }
          }}
        >
          {t('header.signOut')}
        </button>
      </div>
    </div>
  );
}

function Avatar({ src, name, size }: { src: string | null; name: string; size: number }) {
  // The panel's picture has a class of its own: `.account-menu__avatar` is the header's one.
  const className = size > 28 ? 'account-menu__picture' : 'account-menu__avatar';
  return src ? (
    <img className={className} src={src} alt="" width={size} height={size} />
  ) : (
    <span className={className} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
