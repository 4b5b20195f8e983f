import { DomainError } from '../../../shared/errors.ts';
import type { SearchHit, SearchResult } from '../../../shared/search/contract.ts';
import {
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LETTERS,
  SEARCH_PAGE_SIZE,
  SEARCH_TIERS,
  type SearchKind,
  searchTextProblem,
} from '../../../shared/search/model.ts';
import { queryTerms, searchKey, spacedLength } from '../../../shared/search/normalize.ts';
import type { Database, Executor } from '../../db/client.ts';
import {
  createSearchRepository,
  KEY_SEPARATOR,
  type SearchCandidate,
  type SearchDocumentInput,
  tsqueryOf,
} from './repository.ts';
import { compareHits, spellings, TIER_ORDER, tierOf } from './rules.ts';

/**
 * The version of what stored documents are made of (the normaliser, the names a document holds).
 * Raise it when either changes: the next start rebuilds every document (`needsRebuild`).
 */
export const SEARCH_INDEX_VERSION = 1;

/** Candidates read per kind beyond what is shown: room for the re-ranking to reorder. */
const HEADROOM = 40;

export interface SearchQuery {
  text: string;
  /** One kind, paged; all kinds' best `SEARCH_GROUP_SIZE` otherwise. */
  kind?: SearchKind | undefined;
  gameId?: number | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

function hitOf(c: SearchCandidate, key: string): SearchHit & { similarity: number; weight: number } {
  return {
    kind: c.kind,
    id: c.entityId,
    gameId: c.gameId,
    name: c.name,
    names: c.names,
    shortName: c.shortName,
    logo: c.logo,
    team: c.context.team ?? null,
    country: c.context.country ?? null,
    season: c.context.season ?? null,
    match: tierOf(key, c.keys.split(KEY_SEPARATOR)),
    similarity: c.similarity,
    weight: c.weight,
  };
}

/**
 * Search over the subjects other domains index here (teams, players, leagues; news, streamers and
 * experts as they land): by any of their names in any language, tolerant of case, accents, typos and
 * partial words (decision 020).
 */
export function createSearchService(db: Database) {
  const repo = createSearchRepository(db);

  /**
   * The query's terms as tsquery groups where each word of three letters or more also stands for the
   * stored words that hold it inside (`bridge`: ashbridge) and those it may be a misspelling of
   * (`untied`: united); null when no word stands for anything more (nothing new to find).
   */
  async function widened(text: string): Promise<string | null> {
    let more = false;
    const groups = await Promise.all(
      queryTerms(text).map(async (term) => {
        if (!term.prefix || [...term.text].length < 3) return [term];
        const around = await repo.wordsAround(term.text);
        const words = [...new Set([...around.inside, ...spellings(term.text, around.alike)])];
        if (words.length > 0) more = true;
        return [term, ...words.map((w) => ({ text: w, prefix: false }))];
      }),
    );
    return more ? tsqueryOf(groups) : null;
  }

  /**
   * The best `want` hits of each of `kinds`, best first: those holding the query's words as they are
   * typed (prefixes; Han/Kana/Hangul characters and pairs); for kinds with too few, those holding
   * words the query's words are part of or misspellings of (`widened`). One query for every kind.
   */
  async function hitsByKind(
    kinds: readonly SearchKind[],
    query: SearchQuery,
    key: string,
    want: number,
  ): Promise<Map<SearchKind, ReturnType<typeof hitOf>[]>> {
    const found = new Map<SearchKind, SearchCandidate[]>(kinds.map((k) => [k, []]));
    const short = () => kinds.filter((k) => (found.get(k)?.length ?? 0) < want);
    const ask = async (tsquery: string) => {
      const rows = await repo.candidates({
        key,
        tsquery,
        kinds: short(),
        gameId: query.gameId,
        exclude: new Map([...found].map(([k, list]) => [k, list.map((c) => c.entityId)])),
        limit: want + HEADROOM,
      });
      for (const row of rows) found.get(row.kind)?.push(row);
    };
    await ask(tsqueryOf(queryTerms(query.text).map((t) => [t])));
    if (short().length > 0 && spacedLength(key) >= 3) {
      const wider = await widened(query.text);
      if (wider) await ask(wider);
    }
    return new Map(
      [...found].map(([kind, list]) => [kind, list.map((c) => hitOf(c, key)).sort(compareHits)]),
    );
  }

  return {
    /**
     * The hits for a query, grouped by kind, best first. A query of nothing, of one Latin letter or
     * over `SEARCH_MAX_LENGTH` characters is refused with a translated reason (nothing is read).
     */
    async search(query: SearchQuery): Promise<SearchResult> {
      const problem = searchTextProblem(query.text);
      if (problem === 'empty') throw new DomainError('invalid', 'searchEmpty');
      if (problem === 'short') throw new DomainError('invalid', 'searchShort', { min: SEARCH_MIN_LETTERS });
      if (problem === 'long') throw new DomainError('invalid', 'searchLong', { max: SEARCH_MAX_LENGTH });
      const key = searchKey(query.text);
      const strip = ({ similarity: _s, weight: _w, ...hit }: ReturnType<typeof hitOf>): SearchHit => hit;
      if (query.kind) {
        const page = query.page ?? 1;
        const size = query.size ?? SEARCH_PAGE_SIZE;
        const hits = (await hitsByKind([query.kind], query, key, page * size + 1)).get(query.kind) ?? [];
        const shown = hits.slice((page - 1) * size, page * size);
        return {
          text: query.text,
          groups: [{ kind: query.kind, hits: shown.map(strip), more: hits.length > page * size }],
          page,
          size,
        };
      }
      const byKind = await hitsByKind(SEARCH_KINDS, query, key, SEARCH_GROUP_SIZE + 1);
      const groups: SearchResult['groups'] = SEARCH_KINDS.map((kind) => {
        const hits = byKind.get(kind) ?? [];
        return {
          kind,
          hits: hits.slice(0, SEARCH_GROUP_SIZE).map(strip),
          more: hits.length > SEARCH_GROUP_SIZE,
        };
      });
      // Kinds whose best hit is better come first (a team found exactly before players found alike).
      const best = (g: (typeof groups)[number]) =>
        g.hits[0] ? TIER_ORDER[g.hits[0].match] : SEARCH_TIERS.length;
      groups.sort((a, b) => best(a) - best(b));
      return { text: query.text, groups, page: 1, size: SEARCH_GROUP_SIZE };
    },

    /** True when the stored documents were built by another version (or never): `rebuild` them. */
    async needsRebuild(): Promise<boolean> {
      return (await repo.storedVersion()) !== SEARCH_INDEX_VERSION;
    },

    /**
     * Replaces every document of `kinds` with what `produce` yields (pages of documents, read by the
     * domain that owns them), in one transaction, and records this version.
     */
    async rebuild(
      kinds: readonly SearchKind[],
      produce: (tx: Executor) => AsyncIterable<readonly SearchDocumentInput[]>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await repo.clear(tx, kinds);
        let n = 0;
        for await (const page of produce(tx)) {
          await repo.upsert(tx, page);
          n += page.length;
        }
        await repo.storeVersion(tx, SEARCH_INDEX_VERSION);
        return n;
      });
    },

    count: (kind?: SearchKind) => repo.count(kind),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
