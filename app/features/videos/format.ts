/** Dates of the video pages in the viewer's zone and the page's language. */

/** A publishing date, short (`Nov 29, 2026`, `2026年11月29日`); an unreadable time as it came. */
export function shortDate(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}

/** A publishing time with its hour (the video's own page). */
export function longTime(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}
