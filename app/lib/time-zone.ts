/**
 * The browser's time zone, told to the server in the `tz` cookie so the next page renders in it
 * (the rules are in shared/time/viewer-day.ts).
 */
import { isIanaZone, TZ_COOKIE } from '../../shared/time/viewer-day.ts';

const ONE_YEAR_S = 365 * 24 * 3600;

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
