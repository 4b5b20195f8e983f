/**
 * The viewer's day, one owner for the site and the services. Match times are stored in UTC; pages show
 * them in the viewer's zone and "today" is the viewer's calendar day. The browser writes its IANA zone
 * to the `tz` cookie on its first page; a server render without it uses the brand's zone (or UTC).
 * API calls name the zone (`tz`) or a fixed offset (`offsetMinutes`); neither means UTC.
 */
import { DomainError } from '../errors.ts';
import {
  type DayWindow,
  dayWindow,
  isValidDate,
  isValidTimeZone,
  localDate,
  type ViewerZone,
  viewerZone,
} from './zones.ts';

/** The cookie carrying the browser's IANA zone name. */
export const TZ_COOKIE = 'tz';

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

/** The viewer's calendar date (YYYY-MM-DD) at `at` in the IANA zone `tz`. */
export function viewerToday(tz: string, at: Date | number = Date.now()): string {
  return localDate({ tz }, typeof at === 'number' ? new Date(at) : at);
}

/** The viewer's day as an API caller gives it: `date` (default today) in `tz` or `offsetMinutes` east of UTC. */
export interface ViewerDayInput {
  date?: string | undefined;
  tz?: string | undefined;
  offsetMinutes?: number | undefined;
}

/**
 * The viewer's zone, today in it, and the chosen day (default today) as a UTC range. An unknown zone
 * or an impossible date is the caller's mistake (`invalid`, naming the field).
 */
export function viewerDay(
  input: ViewerDayInput,
  now: Date,
): { zone: ViewerZone; today: string; day: DayWindow } {
  let zone: ViewerZone;
  try {
    zone = viewerZone(input.tz, input.offsetMinutes);
  } catch {
    throw new DomainError('invalid', 'validation', { field: 'tz' });
  }
  const today = localDate(zone, now);
  const date = input.date ?? today;
  if (!isValidDate(date)) throw new DomainError('invalid', 'validation', { field: 'date' });
  return { zone, today, day: dayWindow(zone, date) };
}
