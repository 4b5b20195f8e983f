/** Search's kinds, limits and the rule for a query it refuses, for the header box and the service alike. */
import { hasPairedScript, searchKey, spacedLength } from './normalize.ts';

/** What search finds (news, streamers and experts join as their domains land). */
export const SEARCH_KINDS = ['team', 'player', 'league'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** How a hit matched the query, best first: the whole name, its start, a part, or only a similar spelling. */
export const SEARCH_TIERS = ['exact', 'prefix', 'partial', 'similar'] as const;
export type SearchTier = (typeof SEARCH_TIERS)[number];

/** The longest query read (characters). */
export const SEARCH_MAX_LENGTH = 64;
/** Fewest letters or digits of a Latin (spaced-script) query: one letter would match half the library. */
export const SEARCH_MIN_LETTERS = 2;
/** Hits per kind on the results page's overview (and the header box's suggestions). */
export const SEARCH_GROUP_SIZE = 8;
/** Hits per page when one kind is browsed. */
export const SEARCH_PAGE_SIZE = 30;
/** The last page one kind can be browsed to. */
export const SEARCH_MAX_PAGE = 20;

/**
 * Why a query is not searched, or null: nothing but spaces and punctuation (`empty`), one Latin letter
 * (`short`; one Han, Kana or Hangul character is a word and is searched), or over the limit (`long`).
 */
export function searchTextProblem(text: string): 'empty' | 'short' | 'long' | null {
  if ([...text].length > SEARCH_MAX_LENGTH) return 'long';
  const key = searchKey(text);
  if (!key) return 'empty';
  if (!hasPairedScript(key) && spacedLength(key) < SEARCH_MIN_LETTERS) return 'short';
  return null;
}
