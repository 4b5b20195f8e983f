import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Game / sport category (spec section 3): gameId, name, logo, abbr (slug), backgroundImgUrl, index.
 * The product's catalog (shared/games/catalog.ts) owns `kind`, `name` and `abbr`; operators own
 * `names` (a language's name instead of the translation catalog's), `logo` and `sort_index`, which
 * the catalog's sync sets only for a new game.
 */
export const games = pgTable('games', {
  gameId: integer('game_id').primaryKey(),
  kind: text('kind', { enum: ['esports', 'sports'] }).notNull(),
  name: text('name').notNull(),
  abbr: text('abbr').notNull().unique(),
  logo: text('logo').notNull(),
  backgroundImgUrl: text('background_img_url'),
  sortIndex: integer('sort_index').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
});
