import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { LocalNames } from '../../../shared/games/names.ts';
import type { SearchKind } from '../../../shared/search/model.ts';
import { hasPairedScript, indexTerms, type QueryTerm, searchKey } from '../../../shared/search/normalize.ts';
import { appSettings } from '../../db/app-settings.schema.ts';
import { type Database, type Executor, queryRows } from '../../db/client.ts';
import { type SearchContext, searchDocuments, searchWords } from './schema.ts';

/** What a domain tells search of one subject (its names in every language it has them). */
export interface SearchDocumentInput {
  kind: SearchKind;
  entityId: number;
  gameId: number | null;
  name: string;
  names: LocalNames;
  shortName?: string | null | undefined;
  logo?: string | null | undefined;
  context?: SearchContext | undefined;
  weight?: number | undefined;
}

/** A stored document as a query finds it, with its trigram similarity to the query. */
export interface SearchCandidate {
  kind: SearchKind;
  entityId: number;
  gameId: number | null;
  name: string;
  names: LocalNames;
  shortName: string | null;
  logo: string | null;
  context: SearchContext;
  keys: string;
  weight: number;
  similarity: number;
}

/** Between two names in `keys`: no trigram spans it, so one name never half-matches the next. */
export const KEY_SEPARATOR = ' | ';

/** Every name of a document (its own, its short name, the other languages'), each once. */
function namesOf(doc: SearchDocumentInput): string[] {
  return [
    ...new Set([doc.name, doc.shortName ?? '', ...Object.values(doc.names)].filter((n): n is string => !!n)),
  ];
}

/** The stored form of a document: its keys and its lexemes (shared/search/normalize.ts). */
export function documentRecord(doc: SearchDocumentInput) {
  const names = namesOf(doc);
  const keys = [...new Set(names.map(searchKey).filter((k) => k.length > 0))];
  return {
    kind: doc.kind,
    entity_id: doc.entityId,
    game_id: doc.gameId,
    name: doc.name,
    names: doc.names,
    short_name: doc.shortName ?? null,
    logo: doc.logo ?? null,
    context: doc.context ?? {},
    keys: keys.join(KEY_SEPARATOR),
    terms: [...new Set(names.flatMap(indexTerms))],
    weight: doc.weight ?? 0,
  };
}

/**
 * The words of spaced scripts in a document's keys, three letters or more and no digit (the typo
 * lexicon's: a number misspelt is another number).
 */
export function lexiconWords(keys: string): string[] {
  return keys.split(/ \| | /).filter((w) => [...w].length >= 3 && !hasPairedScript(w) && !/\d/.test(w));
}

/** Documents per statement: they travel as one JSON parameter. */
const CHUNK = 2000;

const lexeme = (t: QueryTerm) =>
  `'${t.text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${t.prefix ? ':*' : ''}`;

/**
 * A tsquery asking for every group, a group being any one of its terms (a query word, or the stored
 * words it may be a misspelling of); lexemes quoted, so that nothing in them is syntax.
 */
export function tsqueryOf(groups: readonly (readonly QueryTerm[])[]): string {
  return groups
    .filter((g) => g.length > 0)
    .map((g) => (g.length === 1 ? lexeme(g[0] as QueryTerm) : `(${g.map(lexeme).join(' | ')})`))
    .join(' & ');
}

/** Escapes LIKE's wildcards in a key. */
const likeEscape = (key: string) => key.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The app_settings key holding the version of the normaliser the stored documents were built with. */
const VERSION_KEY = 'search_index_version';

/** Inserts or replaces documents by `(kind, entityId)`, inside the caller's transaction. */
export async function upsertDocuments(tx: Executor, docs: readonly SearchDocumentInput[]): Promise<void> {
  for (let i = 0; i < docs.length; i += CHUNK) {
    const records = docs.slice(i, i + CHUNK).map(documentRecord);
    await tx.execute(sql`
      insert into ${searchDocuments} (kind, entity_id, game_id, name, names, short_name, logo, context,
        keys, terms, weight, updated_at)
      select kind, entity_id, game_id, name, names, short_name, logo, context, keys,
        array_to_tsvector(array(select jsonb_array_elements_text(terms))), weight, now()
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(kind text, entity_id int,
        game_id int, name text, names jsonb, short_name text, logo text, context jsonb, keys text,
        terms jsonb, weight int)
      on conflict (kind, entity_id) do update set game_id = excluded.game_id, name = excluded.name,
        names = excluded.names, short_name = excluded.short_name, logo = excluded.logo,
        context = excluded.context, keys = excluded.keys, terms = excluded.terms,
        weight = excluded.weight, updated_at = now()`);
    const words = [...new Set(records.flatMap((r) => lexiconWords(r.keys)))];
    if (words.length > 0)
      await tx.execute(sql`insert into ${searchWords} (word)
        select jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) on conflict do nothing`);
  }
}

/** Forgets the documents of subjects that are gone, inside the caller's transaction. */
export async function removeDocuments(
  tx: Executor,
  kind: SearchKind,
  entityIds: readonly number[],
): Promise<void> {
  if (entityIds.length === 0) return;
  await tx
    .delete(searchDocuments)
    .where(and(eq(searchDocuments.kind, kind), inArray(searchDocuments.entityId, [...entityIds])));
}

export interface CandidateQuery {
  /** The query's `searchKey` (names starting with it come first; similarity is measured to it). */
  key: string;
  tsquery: string;
  kinds: readonly SearchKind[];
  gameId?: number | undefined;
  /** Subjects already found, by kind, that need not be found again. */
  exclude?: ReadonlyMap<SearchKind, readonly number[]>;
  /** At most this many of each kind. */
  limit: number;
}

/** The SQL of `candidates` (the PostgreSQL plan test explains it). */
export function candidatesQuery(query: CandidateQuery): SQL {
  const list = (values: readonly (string | number)[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  const excluded = [...(query.exclude ?? [])].filter(([, ids]) => ids.length > 0);
  const conditions = [
    sql`terms @@ ${query.tsquery}::tsquery`,
    sql`kind in (${list(query.kinds)})`,
    ...(query.gameId === undefined ? [] : [sql`game_id = ${query.gameId}`]),
    ...excluded.map(([kind, ids]) => sql`not (kind = ${kind} and entity_id in (${list(ids)}))`),
  ];
  const starts = likeEscape(query.key);
  return sql`
    select kind, entity_id as "entityId", game_id as "gameId", name, names, short_name as "shortName",
      logo, context, keys, weight, word_similarity(${query.key}, keys) as similarity
    from (
      select *, row_number() over (partition by kind
        order by (keys like ${`${starts}%`} or keys like ${`% | ${starts}%`}) desc, weight desc,
          length(name), entity_id) as place
      from ${searchDocuments} where ${sql.join(conditions, sql` and `)}
    ) d
    where place <= ${query.limit}`;
}

/** Stored words holding `word`, the shortest 20 (`wordsAround`). */
const wordsInsideQuery = (word: string): SQL => sql`
  select word from ${searchWords} where word like ${`%${likeEscape(word)}%`}
  order by length(word), word limit 20`;

/** Stored words spelt like `word` (pg_trgm's `%`), the nearest 40 (`wordsAround`). */
const wordsAlikeQuery = (word: string): SQL => sql`
  select word from ${searchWords} where word % ${word}
  order by similarity(word, ${word}) desc, word limit 40`;

export function createSearchRepository(db: Database) {
  return {
    upsert: upsertDocuments,
    remove: removeDocuments,

    /** Every document of these kinds (a rebuild starts from nothing). */
    async clear(tx: Executor, kinds: readonly SearchKind[]): Promise<void> {
      await tx.delete(searchDocuments).where(inArray(searchDocuments.kind, [...kinds]));
    },

    async count(kind?: SearchKind): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(searchDocuments)
        .where(kind ? eq(searchDocuments.kind, kind) : undefined);
      return row?.n ?? 0;
    },

    /**
     * The documents holding every group of the tsquery (`tsqueryOf`: the query's words as prefixes,
     * its Han/Kana/Hangul characters and pairs, or the stored words a word may be part of or a
     * misspelling of), at most `limit` of each kind, through the GIN index on `terms`.
     * The likeliest of each kind: a name that starts with the query, the heavier subject, the shorter
     * name; only those kept are measured for their trigram similarity to the query.
     */
    candidates(query: CandidateQuery): Promise<SearchCandidate[]> {
      return queryRows<SearchCandidate>(db, candidatesQuery(query));
    },

    /**
     * Stored words that hold `word` (those starting with it are also found as a prefix), the shortest 20, and those spelt somewhat like it (trigram similarity at least 0.2), the nearest 40:
     * the candidates `rules.ts` judges (`spellings`). Both through the trigram index of a table of a
     * few thousand words.
     */
    async wordsAround(word: string): Promise<{ inside: string[]; alike: string[] }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', '0.2', true)`);
        const rows = async (query: SQL) =>
          ((await tx.execute(query)) as unknown as { rows: { word: string }[] }).rows.map((r) => r.word);
        const inside = await rows(wordsInsideQuery(word));
        const alike = await rows(wordsAlikeQuery(word));
        return { inside, alike };
      });
    },

    async storedVersion(): Promise<number | null> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, VERSION_KEY)).limit(1);
      return typeof row?.value === 'number' ? row.value : null;
    },

    async storeVersion(tx: Executor, version: number): Promise<void> {
      await tx
        .insert(appSettings)
        .values({ key: VERSION_KEY, value: version })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: version, updatedAt: sql`now()` } });
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
