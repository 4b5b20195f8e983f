/**
 * The viewer's calendar day as a UTC range. Matches are stored in UTC; "today" is the viewer's local
 * day, given as an IANA zone (`Asia/Shanghai`, daylight saving included) or a fixed offset in minutes
 * east of UTC (UTC+8 = 480, UTC−5 = −300). Neither means UTC.
 */
export type ViewerZone = { tz: string } | { offsetMinutes: number } | null;

export interface DayWindow {
  /** YYYY-MM-DD in the viewer's zone. */
  date: string;
  /** First instant of the day (inclusive), UTC. */
  from: Date;
  /** First instant of the next day (exclusive), UTC. */
  to: Date;
}

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    // Throws RangeError for an unknown zone.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formatters.size > 500) formatters.clear();
    formatters.set(tz, f);
  }
  return f;
}

/** True for a zone name the runtime knows (IANA names, plus "UTC"). */
export function isValidTimeZone(tz: string): boolean {
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** Builds the zone from API input; `tz` wins over `offsetMinutes`. Throws RangeError for an unknown zone. */
export function viewerZone(tz: string | undefined, offsetMinutes: number | undefined): ViewerZone {
  if (tz) {
    formatter(tz);
    return { tz };
  }
  if (offsetMinutes !== undefined) return { offsetMinutes };
  return null;
}

/** Local time minus UTC, in milliseconds, at `instantMs`. */
export function zoneOffsetMs(zone: ViewerZone, instantMs: number): number {
  if (!zone) return 0;
  if ('offsetMinutes' in zone) return zone.offsetMinutes * 60_000;
  const parts: Record<string, number> = {};
  for (const p of formatter(zone.tz).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

/** The viewer's calendar date (YYYY-MM-DD) at `instant`. */
export function localDate(zone: ViewerZone, instant: Date): string {
  return new Date(instant.getTime() + zoneOffsetMs(zone, instant.getTime())).toISOString().slice(0, 10);
}

export function isValidDate(date: string): boolean {
  const m = DATE_PATTERN.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instant at which the viewer's `date` begins (local midnight, daylight saving included). */
export function startOfDay(zone: ViewerZone, date: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(wall)) throw new RangeError(`bad date ${date}`);
  const first = zoneOffsetMs(zone, wall);
  let instant = wall - first;
  const second = zoneOffsetMs(zone, instant);
  if (second !== first) instant = wall - second;
  return new Date(instant);
}

/** The viewer's `date` as a UTC range. */
export function dayWindow(zone: ViewerZone, date: string): DayWindow {
  return { date, from: startOfDay(zone, date), to: startOfDay(zone, addDays(date, 1)) };
}

/** `count` consecutive days starting with `firstDate`. */
export function dayWindows(zone: ViewerZone, firstDate: string, count: number): DayWindow[] {
  const out: DayWindow[] = [];
  for (let i = 0; i < count; i++) out.push(dayWindow(zone, addDays(firstDate, i)));
  return out;
}
