import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { games } from '../schema.ts';

/**
 * Leagues / tournaments of a game (spec section 3: a match has a league). A feed names them by its own
 * id: `(source, externalId)` maps it to ours. `priority` is an operator's weight (0 = ordinary):
 * bigger leagues come first in lists and in the hot-match rule.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    logo: text('logo'),
    season: text('season'),
    country: text('country'),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('leagues_source_external_unique').on(t.source, t.externalId),
    index('leagues_game_idx').on(t.gameId),
  ],
);

/** Teams (or single players in one-versus-one games), per game, mapped from a feed's ids. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    logo: text('logo'),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('teams_source_external_unique').on(t.source, t.externalId),
    index('teams_game_idx').on(t.gameId),
  ],
);

/**
 * A team's players (its roster; in one-versus-one games the one person the "team" is), mapped from
 * the feed's ids by `(teamId, externalId)`. Players who leave a team are kept (line-ups of past
 * matches refer to them); the player library adds statistics later.
 */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    number: integer('number'),
    position: text('position'),
    nationality: text('nationality'),
  },
  // The unique index also serves "the players of a team" (team_id is its first column).
  (t) => [unique('players_team_external_unique').on(t.teamId, t.externalId)],
);
