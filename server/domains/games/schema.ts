import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Game / sport category (spec section 3): gameId, name, logo, abbr (slug), backgroundImgUrl, index. */
export const games = pgTable('games', {
  gameId: integer('game_id').primaryKey(),
  kind: text('kind', { enum: ['esports', 'sports'] }).notNull(),
  name: text('name').notNull(),
  abbr: text('abbr').notNull().unique(),
  logo: text('logo').notNull(),
  backgroundImgUrl: text('background_img_url'),
  sortIndex: integer('sort_index').notNull(),
});
