/**
 * The port between live data feeds (`server/feed/`: the simulator, the fixture importer, a commercial
 * feed's adapter) and the matches domain, which alone writes matches (its ingest part implements
 * `FeedSink`). Shapes after industry feeds: fixtures, status + period scores, incidents, odds.
 * `externalId`s are the feed's own identifiers; the matches domain maps them to ours.
 */
import type { FeedCompetitions } from '../competitions/feed.ts';
import type { Lineups, MatchIncident, MatchLiveState, MatchOdds, MatchStats, WinRate } from './contract.ts';
import type { MatchStatus } from './model.ts';

/** What a feed says about a match before and around its play: identity, teams, league and format. */
export interface FeedFixture {
  source: string;
  externalId: string;
  gameId: number;
  league: {
    externalId: string;
    name: string;
    /** Its names in other languages, by product language code (`{ zh_CN: '…' }`; shared/games/names.ts). */
    names?: Record<string, string>;
    shortName?: string;
    logo?: string;
    season?: string;
  };
  /** Stage and round of the tournament ("Group A", "Playoffs"; "Round 12", "Quarter-final"). */
  stage?: string;
  round?: string;
  /** Esports and sets/frames sports: best-of-N (maps, sets, frames). */
  bestOf?: number;
  /** Where it is played: the ground, arena or studio ("Northwick Park", "Online"), as the feed names it. */
  venue?: string;
  startTime: string;
  home?: FeedTeam;
  away?: FeedTeam;
  /** Battle royale: the participating teams (no home/away). */
  participants?: FeedTeam[];
  status: MatchStatus;
  lineups?: Lineups;
}

export interface FeedTeam {
  externalId: string;
  name: string;
  /** Its names in other languages, by product language code (shared/games/names.ts). */
  names?: Record<string, string>;
  shortName?: string;
  logo?: string;
  country?: string;
  /**
   * The team's roster (one-versus-one games: the one person the team is). Stored by
   * `(team, externalId)`: new players are added, known ones updated, absent ones kept.
   */
  players?: FeedPlayer[];
}

/** A player of a `FeedTeam`, named by the feed's own id (unique within the team). */
export interface FeedPlayer {
  externalId: string;
  name: string;
  /** Their name in other languages and scripts, by product language code (`{ ko: '김민준' }`). */
  names?: Record<string, string>;
  /** Shirt number. */
  number?: number;
  /** The sport's position or the esports role ("GK", "PG", "QB", "jungle", "AWPer"...). */
  position?: string;
  /** Two-letter country code. */
  nationality?: string;
}

/** One change of a match's live state, as a feed reports it. */
export interface FeedMatchUpdate {
  source: string;
  externalId: string;
  state: Omit<MatchLiveState, 'matchId'>;
  incidents: Omit<MatchIncident, 'matchId'>[];
  odds?: MatchOdds[];
  winRate?: WinRate;
  /** The sides' technical statistics so far, whole (replaces what was held). */
  stats?: MatchStats;
}

/**
 * What became of one update: applied (stored and published with `seq`), or ignored because the match
 * is unknown or the update is not newer than the last one accepted ("out_of_order": nothing changed).
 */
export type FeedApplyResult =
  | { applied: true; matchId: number; seq: number }
  | { applied: false; reason: 'unknown_match' | 'out_of_order'; matchId?: number };

/** Where a feed provider delivers what it learns; implemented by the matches domain's ingest. */
export interface FeedSink {
  upsertFixtures(fixtures: FeedFixture[]): Promise<void>;
  /**
   * Profiles, transfers, seasons and stages (shared/competitions/feed.ts). Optional: a sink that
   * keeps matches only (a test fake) leaves it out, and feeds call it only when it is there. It may
   * answer what it wrote.
   */
  upsertCompetitions?(data: FeedCompetitions): Promise<unknown>;
  /** The matches service answers with a `FeedApplyResult`; simple sinks (test fakes) may answer nothing. */
  // biome-ignore lint/suspicious/noConfusingVoidType: an `async` sink that returns nothing must still conform
  applyUpdate(update: FeedMatchUpdate): Promise<FeedApplyResult | void>;
}

/**
 * A live data source shaped after industry feeds (fixtures, status + period scores, incidents, odds).
 * The simulator is the development implementation; a commercial feed adapter implements the same.
 */
export interface MatchFeedProvider {
  readonly source: string;
  start(sink: FeedSink): Promise<void>;
  stop(): Promise<void>;
}
