/**
 * What every console page's loader sends besides its own data: the part of the `console` catalog
 * the page shows (the namespace is in no page script: decision 011, as `legal`), the viewer's roles
 * (the navigation shows only the sections they open) and the zone the page writes times in.
 */
export interface ConsoleView {
  /** Top-level sections of `locales/<lang>/console.json` this page uses. */
  catalog: Record<string, unknown>;
  /** The viewer's uid and roles (`admin` from ADMIN_EMAILS included). */
  uid: number;
  roles: string[];
  /** The viewer's IANA time zone (the `tz` cookie, else the brand's), on the server and in the browser alike. */
  timeZone: string;
}

/** The catalog sections every console page uses (its navigation, role names, tables and filters). */
export const BASE_SECTIONS = ['nav', 'roles', 'table'] as const;
