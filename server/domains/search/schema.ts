import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalNames } from '../../../shared/games/names.ts';
import { SEARCH_KINDS } from '../../../shared/search/model.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What a hit shows besides its names: a player's team, a subject's country, a league's season. */
export interface SearchContext {
  team?: { id: number; name: string; names: LocalNames };
  country?: string | null;
  season?: string | null;
}

/**
 * One document per searchable subject (decision 020): its names in every language the feed gave,
 * normalised by `shared/search/normalize.ts` into `keys` (trigram similarity and infix matching) and
 * `terms` (words, and single characters and pairs of Han/Kana/Hangul runs). Domains push their
 * subjects here through `search/index.ts`; search reads no other domain's tables.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind', { enum: SEARCH_KINDS }).notNull(),
    entityId: integer('entity_id').notNull(),
    gameId: integer('game_id'),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalNames>().notNull().default({}),
    shortName: text('short_name'),
    logo: text('logo'),
    context: jsonb('context').$type<SearchContext>().notNull().default({}),
    /** Every name's `searchKey`, joined by " | ": what a hit's tier and similarity are judged by. */
    keys: text('keys').notNull(),
    terms: tsvector('terms').notNull(),
    /** Orders hits that match alike: a league's priority, a team's or player's activity. */
    weight: integer('weight').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ name: 'search_documents_pk', columns: [t.kind, t.entityId] }),
    index('search_documents_terms_idx').using('gin', t.terms),
  ],
);

/**
 * Every word of a spaced script that a document's names hold (three letters or more), once: where a
 * query's misspelt word finds the words it may mean (trigram GIN on a few thousand words, then the
 * edit distance in `rules.ts`), before the documents are asked for those words (decision 020).
 * Words are only added; one no document holds any more is harmless.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
