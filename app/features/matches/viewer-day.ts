/**
 * The viewer's day. Match times are UTC; pages show them in the viewer's zone and "today" is the
 * viewer's calendar day. The server learns the zone from the `tz` cookie the browser writes on its
 * first page; until then it renders with the brand's zone (or UTC) and the page corrects itself.
 * Used by loaders and by the browser alike (no Node or DOM dependency at import).
 */
import {
  addDays,
  isValidDate,
  isValidTimeZone,
  localDate,
  startOfDay,
} from '../../../server/domains/matches/time.ts';

export { addDays, isValidDate };

/** The cookie carrying the browser's IANA zone name. */
export const TZ_COOKIE = 'tz';
const ONE_YEAR_S = 365 * 24 * 3600;
/** IANA names only (`Asia/Shanghai`, `America/Argentina/Buenos_Aires`, `UTC`): no offsets such as `+08:00`. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** True for a zone name of the IANA database that this runtime knows. */
export function isIanaZone(name: string | null | undefined): name is string {
  return typeof name === 'string' && name.length <= 64 && IANA_NAME.test(name) && isValidTimeZone(name);
}

/** The zone to render with: the cookie's when it is a real IANA zone, else the brand's, else UTC. */
export function resolveTimeZone(cookieValue: string | undefined, brandZone?: string | undefined): string {
  if (isIanaZone(cookieValue)) return cookieValue;
  if (isIanaZone(brandZone)) return brandZone;
  return 'UTC';
}

/** The viewer's calendar date (YYYY-MM-DD) at `at`. */
export function viewerToday(tz: string, at: Date | number = Date.now()): string {
  return localDate({ tz }, typeof at === 'number' ? new Date(at) : at);
}

/** The home page's day tabs: three calendar days and the matches in play now. */
export const DAY_TABS = ['today', 'yesterday', 'tomorrow', 'live'] as const;
export type DayTab = (typeof DAY_TABS)[number];

export function parseDayTab(value: string | null | undefined): DayTab {
  return DAY_TABS.includes(value as DayTab) ? (value as DayTab) : 'today';
}

/** The calendar date a day tab stands for ("live" is today's date: in play now). */
export function dateOfTab(tab: DayTab, today: string): string {
  return tab === 'yesterday' ? addDays(today, -1) : tab === 'tomorrow' ? addDays(today, 1) : today;
}

/** The match list's calendar: `before` days before `today`, today, `after` days after. */
export function calendarDays(today: string, before = 3, after = 3): string[] {
  const days: string[] = [];
  for (let i = -before; i <= after; i++) days.push(addDays(today, i));
  return days;
}

/** A `?date=` value if it is a real calendar date, else undefined. */
export function parseDate(value: string | null | undefined): string | undefined {
  return value && isValidDate(value) ? value : undefined;
}

/** Milliseconds from `now` until the viewer's next local midnight (daylight saving included). */
export function msUntilNextMidnight(tz: string, now: number = Date.now()): number {
  const tomorrow = addDays(viewerToday(tz, now), 1);
  return Math.max(0, startOfDay({ tz }, tomorrow).getTime() - now);
}

/** The UTC instant at which the viewer's `date` begins. */
export function startOfViewerDay(tz: string, date: string): Date {
  return startOfDay({ tz }, date);
}

/** The browser's IANA zone, when it reports a usable one. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isIanaZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** The `Set-Cookie`-style string the browser writes (readable by the server on the next request). */
export function timeZoneCookie(zone: string, secure: boolean): string {
  return `${TZ_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure ? '; secure' : ''}`;
}

/**
 * In the browser: writes the `tz` cookie when it is missing or names another zone than the
 * browser's, so that the server renders the next page in the viewer's zone. Returns the zone.
 */
export function rememberBrowserTimeZone(doc: Pick<Document, 'cookie'> = document): string | undefined {
  const zone = browserTimeZone();
  if (!zone) return undefined;
  const current = doc.cookie
    .split('; ')
    .find((part) => part.startsWith(`${TZ_COOKIE}=`))
    ?.slice(TZ_COOKIE.length + 1);
  if (current === undefined || decodeURIComponent(current) !== zone) {
    doc.cookie = timeZoneCookie(zone, typeof location !== 'undefined' && location.protocol === 'https:');
  }
  return zone;
}
