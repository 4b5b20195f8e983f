import type { SearchHit } from '../../../shared/search/contract.ts';
import type { SearchKind } from '../../../shared/search/model.ts';

/** The results page of a query (under the language's basename). */
export const searchPath = (text: string) => `/search/${encodeURIComponent(text.trim())}`;

const LIBRARY: Readonly<Record<SearchKind, string>> = {
  team: '/squadLibrary',
  player: '/playerLibrary',
  league: '/leagueLibrary',
};

/** The page a hit opens: its library page. */
export const hitPath = (hit: Pick<SearchHit, 'kind' | 'id'>) => `${LIBRARY[hit.kind]}/${hit.id}`;
