import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  type IncidentType,
  LIVE_STATUSES,
  type Lineups,
  type LiveDetail,
  MATCH_STATUSES,
  type MatchClock,
  type MatchStats,
  type MatchStatus,
  type OddsMarket,
  type OddsPrices,
  type Period,
  type PeriodScore,
  type Side,
  type SideScore,
  type WinRate,
} from '../../../shared/matches/model.ts';
import { leagues, teams } from '../games/competitions/schema.ts';
import { games } from '../games/schema.ts';
import { users } from '../users/schema.ts';

/** `'a', 'b'` from code constants (never user input), for CHECK constraints and partial indexes. */
function literalList(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
}

export const RESERVATION_STORED_STATES = ['reserved', 'cancelled'] as const;
export type ReservationStoredState = (typeof RESERVATION_STORED_STATES)[number];

/**
 * A match (spec section 3) with its whole live state (`MatchLiveState` of model.ts). Times are UTC.
 * `seq` is the sequence of the state this server publishes; `feedSeq` the last sequence accepted from
 * the feed. They are equal except after the staleness guard suspended the match, which bumps `seq` on
 * its own: the feed's next update is then still newer than `feedSeq` and resumes the match.
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    stage: text('stage'),
    round: text('round'),
    bestOf: integer('best_of'),
    /** Where it is played, as the feed names it. */
    venue: text('venue'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    homeTeamId: integer('home_team_id').references(() => teams.id),
    awayTeamId: integer('away_team_id').references(() => teams.id),
    status: text('status').$type<MatchStatus>().notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    feedSeq: bigint('feed_seq', { mode: 'number' }).notNull().default(0),
    period: jsonb('period').$type<Period | null>(),
    clock: jsonb('clock').$type<MatchClock | null>(),
    score: jsonb('score').$type<SideScore | null>(),
    periodScores: jsonb('period_scores').$type<PeriodScore[]>().notNull().default(sql`'[]'::jsonb`),
    detail: jsonb('detail').$type<LiveDetail>().notNull().default(sql`'{}'::jsonb`),
    winner: text('winner').$type<Side | null>(),
    winRate: jsonb('win_rate').$type<WinRate | null>(),
    lineups: jsonb('lineups').$type<Lineups | null>(),
    /** The sides' technical statistics as the feed last sent them (the stats tab). */
    stats: jsonb('stats').$type<MatchStats | null>(),
    /** The instant of the live state (`MatchLiveState.updatedAt`). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** When the feed last updated this match; the staleness guard reads it. */
    lastFeedAt: timestamp('last_feed_at', { withTimezone: true }),
  },
  (t) => [
    unique('matches_source_external_unique').on(t.source, t.externalId),
    check('matches_status_check', sql`${t.status} in (${literalList(MATCH_STATUSES)})`),
    check('matches_winner_check', sql`${t.winner} in ('home', 'away')`),
    // Upcoming from now / past until now of every game, soonest or newest first, across several
    // statuses: an ordered scan of start times (the status index would have to sort every match).
    index('matches_start_idx').on(t.startTime),
    index('matches_status_start_idx').on(t.status, t.startTime),
    index('matches_game_start_idx').on(t.gameId, t.startTime),
    index('matches_game_status_start_idx').on(t.gameId, t.status, t.startTime),
    index('matches_league_start_idx').on(t.leagueId, t.startTime),
    // A team's last matches and two teams' meetings (the match page's preview), newest first.
    index('matches_home_team_start_idx').on(t.homeTeamId, t.startTime),
    index('matches_away_team_start_idx').on(t.awayTeamId, t.startTime),
    // The live tab and the staleness guard read only the few matches in play.
    index('matches_live_idx')
      .on(t.gameId, t.startTime)
      .where(sql`${t.status} in (${literalList(LIVE_STATUSES)})`),
  ],
);

/** Battle royale: the teams of a match (no home/away), in the feed's order. */
export const matchParticipants = pgTable(
  'match_participants',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    order: integer('order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.teamId] })],
);

/** The match log: append-only, each incident stamped with the `seq` of the state it came with. */
export const matchIncidents = pgTable(
  'match_incidents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').$type<IncidentType>().notNull(),
    side: text('side').$type<Side | null>(),
    period: jsonb('period').$type<Period | null>(),
    clockSeconds: integer('clock_seconds'),
    /** player, playerOut, participantId, value, scoreAfter when known. */
    payload: jsonb('payload').$type<IncidentPayload>().notNull().default(sql`'{}'::jsonb`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('match_incidents_match_idx').on(t.matchId, t.id)],
);

export interface IncidentPayload {
  player?: string;
  playerOut?: string;
  /** Battle royale: the team's position in the match's participants (`match_participants.order`). */
  participantId?: number;
  value?: number;
  scoreAfter?: SideScore;
}

/** Odds per market and bookmaker (spec: European, handicap, over/under), opening and current prices. */
export const matchOdds = pgTable(
  'match_odds',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    market: text('market').$type<OddsMarket>().notNull(),
    bookmaker: text('bookmaker').notNull(),
    opening: jsonb('opening').$type<OddsPrices>().notNull(),
    current: jsonb('current').$type<OddsPrices>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.market, t.bookmaker] }),
    check('match_odds_market_check', sql`${t.market} in ('europe', 'handicap', 'over_under')`),
  ],
);

/**
 * How each market's current prices moved (the odds tab's chart): a row per bookmaker and market each
 * time its current prices arrived, at the instant the feed stamped them. The opening prices are in
 * `match_odds`; a repeated instant is kept once.
 */
export const matchOddsHistory = pgTable(
  'match_odds_history',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    market: text('market').$type<OddsMarket>().notNull(),
    bookmaker: text('bookmaker').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    prices: jsonb('prices').$type<OddsPrices>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.market, t.bookmaker, t.at] }),
    check('match_odds_history_market_check', sql`${t.market} in ('europe', 'handicap', 'over_under')`),
  ],
);

/** Favourite matches of a user (`match/attention`), kept on the server. */
export const matchFavourites = pgTable(
  'match_favourites',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.uid, t.matchId] }), index('match_favourites_match_idx').on(t.matchId)],
);

/**
 * Match reservations (spec section 4: reserve, cancel). Only what the user did is stored (`reserved` or
 * `cancelled`); the shown state (not started, in progress, ended, cancelled) follows from it and the
 * match status (see reservations.ts). One active reservation per user and match.
 */
export const matchReservations = pgTable(
  'match_reservations',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    state: text('state').$type<ReservationStoredState>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('match_reservations_state_check', sql`${t.state} in (${literalList(RESERVATION_STORED_STATES)})`),
    uniqueIndex('match_reservations_active_unique').on(t.uid, t.matchId).where(sql`${t.state} = 'reserved'`),
    index('match_reservations_uid_idx').on(t.uid, t.id),
    index('match_reservations_match_idx').on(t.matchId),
  ],
);
