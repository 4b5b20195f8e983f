/** Spec section 3, "Mobile-link name to id map": the mobile site addresses games by id. */
export const MOBILE_GAME_IDS: Record<string, number> = {
  basketball: 201,
  soccer: 202,
  lol: 1,
  'cs:go': 2,
  csgo: 2,
  valorant: 14,
  dota2: 4,
  cricket: 210,
  kog: 3,
  lolmobile: 7,
  tennis: 203,
  snooker: 204,
  baseball: 205,
  americanfootball: 209,
  volleyball: 206,
  tabletennis: 208,
  badminton: 207,
  naraka: 26,
  mobilelegends: 25,
  aov: 24,
  codmw: 8,
  pubgmobile: 6,
  pubg: 5,
};

/**
 * The configured mobile site as a base URL without a trailing slash, or undefined when the brand
 * configures none for this environment (an empty value, or anything but an absolute http(s) URL:
 * a path would resolve against this site, which is not the mobile site).
 */
export function mobileSiteBase(configured: string | undefined): string | undefined {
  if (!configured || !URL.canParse(configured)) return undefined;
  const url = new URL(configured);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.search || url.hash) return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/$/, '');
}

/**
 * The mobile site's equivalent of a path (language prefix already removed): `/match/{game}` and
 * `/{game}/{id}` use the game's id, `/anchor/{id}` keeps the id; any other page opens the mobile home.
 * `languagePrefix` is the page language's prefix (`/ar`; empty for the brand's default language), so
 * the mobile page is in the same language (spec section 1: non-default languages are prefixed).
 */
export function mobileUrl(mobileBase: string, pathname: string, languagePrefix = ''): string {
  const base = mobileBase.replace(/\/$/, '') + languagePrefix;
  const home = languagePrefix ? base : `${base}/`;
  const parts = pathname.split('/').filter(Boolean);
  const [first, second] = parts;
  if (first === 'match') {
    const id = second ? MOBILE_GAME_IDS[second] : undefined;
    return id === undefined ? `${base}/match` : `${base}/match/${id}`;
  }
  if (first === 'anchor') return second ? `${base}/anchor/${encodeURIComponent(second)}` : `${base}/anchor`;
  const gameId = first ? MOBILE_GAME_IDS[first] : undefined;
  if (gameId !== undefined && parts.length <= 2) {
    return second ? `${base}/${gameId}/${encodeURIComponent(second)}` : `${base}/${gameId}`;
  }
  return home;
}
