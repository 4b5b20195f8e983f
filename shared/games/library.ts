/**
 * The data libraries' indexes (`/leagueLibrary`, `/squadLibrary`, `/playerLibrary` and their list
 * calls, issue 14): how many rows a page holds and how a page number is read. Plain values, used by
 * the contract, the service and the pages alike.
 */

/** Rows a page of an index shows (a dense table: about 3,600 px of 36 px rows). */
export const LIBRARY_PAGE_SIZE = 100;

/** The most rows one list call or one page may answer (`size`). */
export const LIBRARY_SIZE_MAX = 200;

/** The highest page number a list call accepts (`page`); beyond it a caller is walking, not reading. */
export const LIBRARY_PAGE_MAX = 10_000;

/** How many pages `total` rows fill at `size` a page; an empty list still has its first page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * A page's `?page=` parameter: absent is the first page; otherwise decimal digits written the one
 * canonical way (no sign, no leading zero), 1 to `LIBRARY_PAGE_MAX`. Anything else is undefined
 * (the page answers 404: an address that names no page).
 */
export function parsePageParam(text: string | null): number | undefined {
  if (text === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(text)) return undefined;
  const page = Number(text);
  return page <= LIBRARY_PAGE_MAX ? page : undefined;
}
