import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  CorrectionKind,
  FeedValues,
  StageMark,
  StoredCoach,
  StoredGroup,
  StoredPrizePool,
  StoredSpell,
} from '../../../../shared/competitions/model.ts';
import type { LocalNames } from '../../../../shared/games/names.ts';
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
    /** Its names in other languages, by product language code (shared/games/names.ts). */
    names: jsonb('names').$type<LocalNames>().notNull().default({}),
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
    names: jsonb('names').$type<LocalNames>().notNull().default({}),
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
    names: jsonb('names').$type<LocalNames>().notNull().default({}),
    number: integer('number'),
    position: text('position'),
    nationality: text('nationality'),
  },
  // The unique index also serves "the players of a team" (team_id is its first column).
  (t) => [unique('players_team_external_unique').on(t.teamId, t.externalId)],
);

// Profiles (issue 14: the libraries' data beyond matches; shared/competitions/feed.ts) ------------

/**
 * A team's profile as the feed gives it: founding year, coaches (head first, with their names in
 * other languages), all prize money won (whole units of an ISO 4217 currency) and, for esports, its
 * world ranking. One row per team that has a profile.
 */
export const teamProfiles = pgTable(
  'team_profiles',
  {
    teamId: integer('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    founded: smallint('founded'),
    coaches: jsonb('coaches').$type<StoredCoach[]>().notNull().default(sql`'[]'::jsonb`),
    prizeMoney: bigint('prize_money', { mode: 'number' }),
    prizeCurrency: text('prize_currency'),
    rankingPosition: integer('ranking_position'),
    rankingPoints: integer('ranking_points'),
    rankingDate: date('ranking_date', { mode: 'string' }),
  },
  (t) => [
    check('team_profiles_founded_check', sql`${t.founded} between 1800 and 2100`),
    check(
      'team_profiles_prize_check',
      sql`(${t.prizeMoney} is null and ${t.prizeCurrency} is null) or (${t.prizeMoney} >= 0 and ${t.prizeCurrency} ~ '^[A-Z]{3}$')`,
    ),
    check('team_profiles_ranking_check', sql`${t.rankingPosition} >= 1`),
  ],
);

/** What a team won or where it placed (1 = winner), by season; replaced whole when the feed's change. */
export const teamHonours = pgTable(
  'team_honours',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    competition: text('competition').notNull(),
    names: jsonb('names').$type<LocalNames>().notNull().default({}),
    /** The league of ours it is, when the feed named one. */
    leagueId: integer('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    season: text('season').notNull(),
    placement: smallint('placement').notNull(),
  },
  (t) => [
    index('team_honours_team_idx').on(t.teamId),
    check('team_honours_placement_check', sql`${t.placement} >= 1`),
  ],
);

/**
 * Players' moves between teams. Either side is a team of ours (`*_team_id`) or one the feed only
 * names (`*_team_name`); the player is ours when the feed named them in a roster. Fees are whole
 * units of `currency`; none when undisclosed, free or a loan's end.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    playerName: text('player_name').notNull(),
    playerNames: jsonb('player_names').$type<LocalNames>().notNull().default({}),
    nationality: text('nationality'),
    fromTeamId: integer('from_team_id').references(() => teams.id, { onDelete: 'cascade' }),
    fromTeamName: text('from_team_name'),
    toTeamId: integer('to_team_id').references(() => teams.id, { onDelete: 'cascade' }),
    toTeamName: text('to_team_name'),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    fee: bigint('fee', { mode: 'number' }),
    currency: text('currency'),
  },
  (t) => [
    unique('transfers_source_external_unique').on(t.source, t.externalId),
    index('transfers_from_team_idx').on(t.fromTeamId, t.date),
    index('transfers_to_team_idx').on(t.toTeamId, t.date),
    index('transfers_player_idx').on(t.playerId, t.date),
    check('transfers_type_check', sql`${t.type} in ('transfer', 'loan', 'free', 'end_of_loan')`),
    check(
      'transfers_fee_check',
      sql`(${t.fee} is null and ${t.currency} is null) or (${t.fee} >= 0 and ${t.currency} ~ '^[A-Z]{3}$')`,
    ),
    check(
      'transfers_sides_check',
      sql`coalesce(${t.fromTeamId}::text, ${t.fromTeamName}, ${t.toTeamId}::text, ${t.toTeamName}) is not null`,
    ),
  ],
);

/** A player's profile: birth date, power rating (0–100), and a service record when the feed gave one. */
export const playerProfiles = pgTable(
  'player_profiles',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    birthDate: date('birth_date', { mode: 'string' }),
    powerRating: smallint('power_rating'),
    career: jsonb('career').$type<StoredSpell[]>(),
  },
  (t) => [check('player_profiles_rating_check', sql`${t.powerRating} between 0 and 100`)],
);

/**
 * A league's seasons: dates and prize pool (whole units). The season under way is the league's
 * `season`; the others are its history.
 */
export const leagueSeasons = pgTable(
  'league_seasons',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    season: text('season').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    prizePool: jsonb('prize_pool').$type<StoredPrizePool>(),
  },
  (t) => [unique('league_seasons_league_season_unique').on(t.leagueId, t.season)],
);

/**
 * A season's stages in order, each with a format (shared/competitions/model.ts STAGE_FORMATS),
 * marks for table positions, and its groups: teams (our ids) in seed order with the feed's standings
 * (tables) or results (brackets: the bracket model replays them from the seeds when read; a result's
 * `matchId` is our match, linked by the matches ingest from the feed's fixture id).
 */
export const leagueStages = pgTable(
  'league_stages',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => leagueSeasons.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalNames>().notNull().default({}),
    format: text('format').notNull(),
    bestOf: smallint('best_of'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    marks: jsonb('marks').$type<StageMark[]>().notNull().default(sql`'[]'::jsonb`),
    options: jsonb('options').$type<Record<string, boolean | number>>().notNull().default({}),
    groups: jsonb('groups').$type<StoredGroup[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    unique('league_stages_season_external_unique').on(t.seasonId, t.externalId),
    check(
      'league_stages_format_check',
      sql`${t.format} in ('table', 'groups', 'single_elim', 'double_elim', 'gsl', 'swiss', 'round_robin')`,
    ),
  ],
);

/**
 * Operators' corrections of leagues, teams and players (`kind`, `subject_id`): the fields they set
 * (`fields`) win over the feed, which keeps writing its own; `feed` holds the feed's latest values of
 * those fields, shown again when the correction is removed. The subjects' columns hold what is shown
 * (the correction where there is one), so every read (lists, match rows, search) sees it.
 */
export const competitionCorrections = pgTable(
  'competition_corrections',
  {
    kind: text('kind').$type<CorrectionKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    fields: jsonb('fields').$type<FeedValues>().notNull(),
    feed: jsonb('feed').$type<FeedValues>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** The administrator who made it (uid), kept when the account goes. */
    updatedBy: integer('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subjectId] }),
    check('competition_corrections_kind_check', sql`${t.kind} in ('league', 'team', 'player')`),
  ],
);
