/**
 * Cached `Intl` formatters: building one costs far more than using it, and a list formats
 * hundreds of times and clocks every second. Numbers and dates follow the page's locale (Arabic
 * digits on the Arabic page) and times the viewer's zone.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    if (cache.size > 200) cache.clear();
    cache.set(key, found);
  }
  return found;
}

/** Whole numbers without grouping (scores, minutes): "12", "١٢". */
export function formatInteger(locale: string, value: number): string {
  return cached(`n:${locale}`, () => new Intl.NumberFormat(locale, { useGrouping: false })).format(value);
}

/** Two digits ("07") for clocks. */
export function formatTwoDigits(locale: string, value: number): string {
  return cached(
    `n2:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }),
  ).format(value);
}

/** "19:30" (or "7:30 PM") in the viewer's zone. */
export function formatTime(locale: string, timeZone: string, iso: string): string {
  return cached(
    `t:${locale}:${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }),
  ).format(new Date(iso));
}

/** "Sun 22 Nov, 19:30": a start time that may not be today. */
export function formatDayAndTime(locale: string, timeZone: string, iso: string): string {
  return cached(
    `dt:${locale}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }),
  ).format(new Date(iso));
}

/** "22/11" (as the calendar writes days): the day of a match that is over, in lists spanning several days. */
export function formatShortDay(locale: string, timeZone: string, iso: string): string {
  return cached(
    `sd:${locale}:${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'numeric' }),
  ).format(new Date(iso));
}

/** "Sunday 22 November 2026, 19:30" for the match page. */
export function formatFullDateTime(locale: string, timeZone: string, iso: string): string {
  return cached(
    `full:${locale}:${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }),
  ).format(new Date(iso));
}

/**
 * Parts of a calendar date (YYYY-MM-DD) for the calendar strip: "Sun" and "22/11". The date is a
 * calendar day already, so it is formatted at noon UTC in UTC: no zone can move it to another day.
 */
export function calendarLabel(locale: string, date: string): { weekday: string; day: string; full: string } {
  const instant = new Date(`${date}T12:00:00Z`);
  return {
    weekday: cached(
      `cw:${locale}`,
      () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }),
    ).format(instant),
    day: cached(
      `cd:${locale}`,
      () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'numeric' }),
    ).format(instant),
    full: cached(
      `cf:${locale}`,
      () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'full' }),
    ).format(instant),
  };
}

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** Two calendar dates as a range: "4–10 Mar", "27 Feb – 5 Mar". */
export function formatDayRange(locale: string, from: string, to: string): string {
  return (
    cached(
      `dr:${locale}`,
      () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' }),
    ) as Intl.DateTimeFormat
  ).formatRange(atNoon(from), atNoon(to));
}

/**
 * A statistic as it reads: a percentage ("62%"), a decimal (`decimals` fraction digits at most, at
 * least `min`), or a whole number.
 */
export function formatStat(
  locale: string,
  kind: 'count' | 'percent' | 'decimal',
  value: number,
  decimals: { min: number; max: number } = { min: 2, max: 2 },
): string {
  if (kind === 'percent')
    return cached(
      `p:${locale}`,
      () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
    ).format(value / 100);
  if (kind === 'decimal')
    return cached(
      `d${decimals.min}${decimals.max}:${locale}`,
      () =>
        new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals.min,
          maximumFractionDigits: decimals.max,
        }),
    ).format(value);
  return formatInteger(locale, value);
}
