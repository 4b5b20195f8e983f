/**
 * The console's pure rules for its screens (no React): which sections a viewer's roles open, the
 * mute durations offered, the pager's window and how an audit value is written compactly.
 */
import { actsAs, type StaffRole } from '../../../shared/console/model.ts';

export interface ConsoleSection {
  /** `console:nav.<key>` names it; `console:home.<key>` describes it on the console's home. */
  key:
    | 'users'
    | 'review'
    | 'comments'
    | 'posts'
    | 'news'
    | 'videos'
    | 'words'
    | 'games'
    | 'corrections'
    | 'audit'
    | 'outbox'
    | 'brand';
  /** Its route path (app/routes.ts); app/middleware/access.ts guards it with the same role. */
  path: string;
  /** The staff role that opens it (an administrator acts as every role). */
  role: StaffRole;
}

/** The console's sections, in the navigation's order. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { key: 'users', path: '/admin/users', role: 'support' },
  { key: 'review', path: '/admin/review', role: 'reviewer' },
  { key: 'comments', path: '/admin/comments', role: 'reviewer' },
  { key: 'posts', path: '/admin/posts', role: 'reviewer' },
  { key: 'news', path: '/admin/news', role: 'editor' },
  { key: 'videos', path: '/admin/videos', role: 'editor' },
  { key: 'words', path: '/admin/words', role: 'editor' },
  { key: 'games', path: '/admin/games', role: 'editor' },
  { key: 'corrections', path: '/admin/corrections', role: 'editor' },
  { key: 'audit', path: '/admin/audit', role: 'admin' },
  { key: 'outbox', path: '/admin/outbox', role: 'admin' },
  { key: 'brand', path: '/admin/brand', role: 'admin' },
];

/** The console's home, open to any staff role. */
export const CONSOLE_HOME = '/admin';

/** The sections `roles` open, in order. */
export function sectionsFor(roles: readonly string[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => actsAs(roles, section.role));
}

/** The mute durations the user page offers, in hours (the server takes any from 1 hour to a year). */
export const MUTE_HOURS = [1, 24, 72, 168, 720] as const;

/** How many pages `total` rows make at `size` a page (at least one). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/**
 * The page numbers a pager links to: the first, the last, and two either side of the current one;
 * `null` where numbers are left out (shown as an ellipsis).
 */
export function pagerWindow(page: number, pages: number, reach = 2): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= reach) out.push(n);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

/** The address of page `page` of the list at `pathname?search`: the other parameters kept, page 1 without `page`. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** An audit line's before or after value on one line (`{"bannedAt":null}`), or an empty string. */
export function compactJson(value: unknown): string {
  if (value === undefined || value === null) return '';
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

/** The state badges of an account: banned, muted, cancelled (none: active). */
export function accountBadges(account: {
  bannedAt: string | null;
  mutedUntil: string | null;
  cancelledAt: string | null;
}): ('banned' | 'muted' | 'cancelled')[] {
  const badges: ('banned' | 'muted' | 'cancelled')[] = [];
  if (account.bannedAt) badges.push('banned');
  if (account.mutedUntil) badges.push('muted');
  if (account.cancelledAt) badges.push('cancelled');
  return badges;
}
