import { data, type RouterContextProvider } from 'react-router';
import type { LocalNames } from '../../../shared/games/names.ts';
import { type FormMatch, formMatchOfItem } from '../../../shared/matches/model.ts';
import type { SearchResult } from '../../../shared/search/contract.ts';
import {
  SEARCH_KINDS,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_PAGE,
  SEARCH_MIN_LETTERS,
  type SearchKind,
  searchTextProblem,
} from '../../../shared/search/model.ts';
import { resolveTimeZone, TZ_COOKIE } from '../../../shared/time/viewer-day.ts';
import { appContext } from '../../context.ts';

/** The matches a search shows of its best team: in play or next, and the latest results. */
export const SEARCH_MATCHES = 3;

export interface SearchPageData {
  /** The query as typed (the address's text, decoded). */
  text: string;
  /** Why nothing was searched (shared/search/model.ts), with the limit to name. */
  problem: { reason: 'empty' | 'short' | 'long'; min: number; max: number } | null;
  result: SearchResult | null;
  /** One kind browsed page by page, or null for the overview of every kind. */
  kind: SearchKind | null;
  page: number;
  /** The best team hit's matches, when the best team matched its name's start or whole. */
  matches: {
    team: { id: number; name: string; names: LocalNames; abbr: string | null };
    next: FormMatch[];
    results: FormMatch[];
  } | null;
  tz: string;
  renderedAt: number;
}

/** `?kind=` and `?page=` of a results page; anything else is the 404 page (nothing is searched). */
function browsing(url: URL): { kind: SearchKind | null; page: number } {
  const kindParam = url.searchParams.get('kind');
  const pageParam = url.searchParams.get('page');
  const kind = kindParam === null ? null : SEARCH_KINDS.find((k) => k === kindParam);
  if (kind === undefined) throw data(null, { status: 404 });
  if (pageParam === null) return { kind, page: 1 };
  const page = /^[1-9]\d{0,2}$/.test(pageParam) ? Number(pageParam) : 0;
  if (!kind || page < 1 || page > SEARCH_MAX_PAGE) throw data(null, { status: 404 });
  return { kind, page };
}

/**
 * `/search/{text}` and `/s/{text}` (and `/search?text=`, the header box without scripts): the hits
 * of every kind (or of `?kind=`, page `?page=`), and the matches of the best team.
 */
export async function loadSearchPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  text: string,
): Promise<SearchPageData> {
  const { services, ctx } = context.get(appContext);
  const { kind, page } = browsing(new URL(request.url));
  const zone = { tz: resolveTimeZone(ctx.cookies[TZ_COOKIE], ctx.brand.timeZone), renderedAt: Date.now() };
  const reason = searchTextProblem(text);
  if (reason) {
    const problem = { reason, min: SEARCH_MIN_LETTERS, max: SEARCH_MAX_LENGTH };
    return { text, problem, result: null, kind, page, matches: null, ...zone };
  }
  const result = await services.search.search({ text, kind: kind ?? undefined, page });
  const teams = result.groups.find((g) => g.kind === 'team')?.hits ?? [];
  const best = teams[0];
  let matches: SearchPageData['matches'] = null;
  if (!kind && best && (best.match === 'exact' || best.match === 'prefix')) {
    const paging = { page: 1, size: SEARCH_MATCHES, teamId: best.id };
    const [live, next, past, games] = await Promise.all([
      services.matches.byCondition({ ...paging, statusGroup: 'live' }),
      services.matches.upcoming(paging),
      services.matches.past(paging),
      services.games.list(),
    ]);
    matches = {
      team: {
        id: best.id,
        name: best.name,
        names: best.names,
        abbr: games.find((g) => g.gameId === best.gameId)?.abbr ?? null,
      },
      next: [...live.list, ...next.list].slice(0, SEARCH_MATCHES).flatMap(formMatchOfItem),
      results: past.list.flatMap(formMatchOfItem),
    };
  }
  return { text, problem: null, result, kind, page, matches, ...zone };
}
