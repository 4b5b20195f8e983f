/**
 * How search ranks what it found (issue 14: "ranked exact > prefix > partial > similar"):
 *
 *   exact    a name, whole, is the query                    `ashbridge united` → Ashbridge United
 *   prefix   a name starts with the query, or each query    `ashb`, `united ash`, `龙城` → 龙城飞龙
 *            word starts a word of one name
 *   partial  a name holds the query (or all its pairs of    `bridge`, `城飞`
 *            Han/Kana/Hangul characters) elsewhere
 *   similar  only spelt like it (trigram word similarity)   `ashbrige` → Ashbridge United
 *
 * Within a tier: more similar first, then the heavier subject (a league's priority, an active
 * team), then the shorter name, then the older id. Pure: the repository finds, this orders.
 */
import type { SearchTier } from '../../../shared/search/model.ts';
import { hasPairedScript, indexTerms, queryTerms } from '../../../shared/search/normalize.ts';

export const TIER_ORDER: Readonly<Record<SearchTier, number>> = {
  exact: 0,
  prefix: 1,
  partial: 2,
  similar: 3,
};

/** The tier of a document whose names' keys are `keys` for the query key `query` (both normalised). */
export function tierOf(query: string, keys: readonly string[]): SearchTier {
  if (keys.includes(query)) return 'exact';
  const queryWords = query.split(' ');
  for (const key of keys) {
    if (key.startsWith(query)) return 'prefix';
    const words = key.split(' ');
    if (queryWords.every((q) => words.some((w) => w.startsWith(q)))) return 'prefix';
  }
  if (keys.some((key) => key.includes(query))) return 'partial';
  if (hasPairedScript(query)) {
    // Every pair (or the single character) of the query among one name's lexemes.
    const wanted = queryTerms(query);
    for (const key of keys) {
      const lexemes = new Set(indexTerms(key));
      if (
        wanted.every((t) => (t.prefix ? [...lexemes].some((l) => l.startsWith(t.text)) : lexemes.has(t.text)))
      )
        return 'partial';
    }
  }
  return 'similar';
}

export interface Rankable {
  match: SearchTier;
  similarity: number;
  weight: number;
  name: string;
  id: number;
}

/** The order of hits (see the file's header). */
export function compareHits(a: Rankable, b: Rankable): number {
  return (
    TIER_ORDER[a.match] - TIER_ORDER[b.match] ||
    b.similarity - a.similarity ||
    b.weight - a.weight ||
    a.name.length - b.name.length ||
    a.id - b.id
  );
}

/**
 * How many typos a query word may hold and still mean a stored word: none up to four letters (`jinl`
 * is not `jin`), one up to seven (`untied` → `united`, `reutre` → `reuter`), two beyond
 * (`ashbrigde` → `ashbridge`).
 */
export function typosAllowed(word: string): number {
  const letters = [...word].length;
  return letters <= 4 ? 0 : letters <= 7 ? 1 : 2;
}

/**
 * The optimal string alignment distance (Damerau–Levenshtein: insertions, deletions, substitutions
 * and swaps of two neighbours, each 1), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current[j] = d;
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length] ?? limit + 1;
}

/** The stored words a query word may mean: those within its typos, nearest first (at most `max`). */
export function spellings(word: string, candidates: readonly string[], max = 5): string[] {
  const limit = typosAllowed(word);
  if (limit === 0) return [];
  return candidates
    .map((c) => ({ c, d: editDistance(word, c, limit) }))
    .filter(({ c, d }) => d <= limit && c !== word)
    .sort((p, q) => p.d - q.d || p.c.localeCompare(q.c))
    .slice(0, max)
    .map(({ c }) => c);
}
