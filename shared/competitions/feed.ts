/**
 * What a feed says about competitions beyond fixtures (`FeedSink.upsertCompetitions`, shared/matches/
 * feed.ts), shaped after the profile, season and standings calls of industry feeds (Sportradar's
 * competitor profile, season info, season standings and cup brackets):
 *
 * - `teams`: each team's profile (founded, coaches, prize money, world ranking, honours) and its
 *   players' (birth date, power rating, a service record when the feed has one);
 * - `transfers`: players' moves between teams, ours or others the feed only names;
 * - `leagues`: seasons with their dates and prize pool, and each season's stages: a format, marks
 *   for table positions, and groups of teams with their standings (tables) or results (brackets,
 *   which our bracket model replays from the seeds: the bracket is never sent as a drawing).
 *
 * Everything is named by the feed's own ids (`externalId`s, within `source` and the game), like
 * fixtures; teams a profile or stage names are stored when new. Money is whole units of an ISO 4217
 * currency; dates are calendar dates "YYYY-MM-DD". A batch carries whole profiles: a team's honours,
 * coaches or a season's stages replace what was stored for it; absent optional fields keep it.
 */
import type { StandingLine } from '../matches/standings.ts';
import type { CoachRole, MarkKind, Money, StageFormat, TransferType } from './model.ts';

export interface FeedCompetitions {
  source: string;
  teams?: FeedTeamProfile[];
  transfers?: FeedTransfer[];
  leagues?: FeedLeagueProfile[];
}

/** A team of the feed by its id, or a team outside the feed's coverage by its name only. */
export interface FeedTeamRef {
  externalId?: string;
  name: string;
}

export interface FeedCoach {
  role: CoachRole;
  name: string;
  names?: Record<string, string>;
  /** Two-letter country code. */
  nationality?: string;
}

export interface FeedHonour {
  /** The competition won or placed in, as the feed names it. */
  competition: string;
  names?: Record<string, string>;
  /** The league of the feed it is, when it is one. */
  leagueExternalId?: string;
  season: string;
  /** 1 = winner, 2 = runner-up, 3 = third... */
  placement: number;
}

export interface FeedRanking {
  /** Position in the world ranking, from 1. */
  position: number;
  points: number;
  /** The ranking's publication date. */
  date: string;
}

/**
 * A player of a team profile: a roster entry (as fixtures' rosters give it; a player no fixture named
 * yet is stored with it) and what the profile adds.
 */
export interface FeedPlayerProfile {
  /** The player's id within the team, as fixtures' rosters name them. */
  externalId: string;
  name: string;
  names?: Record<string, string>;
  number?: number;
  position?: string;
  /** Two-letter country code. */
  nationality?: string;
  birthDate?: string;
  /** 0–100 (shared/competitions/model.ts). */
  powerRating?: number;
  /** The teams they played for, oldest first; absent: derived from their transfers. */
  career?: Array<{ team: FeedTeamRef; from?: string; until?: string }>;
}

export interface FeedTeamProfile {
  gameId: number;
  externalId: string;
  name: string;
  names?: Record<string, string>;
  shortName?: string;
  country?: string;
  founded?: number;
  coaches?: FeedCoach[];
  /** All prize money won, whole units. */
  prizeMoney?: Money;
  /** Esports: the world ranking (sports have none). */
  ranking?: FeedRanking;
  honours?: FeedHonour[];
  players?: FeedPlayerProfile[];
}

export interface FeedTransfer {
  /** The feed's id of the move, unique within the source. */
  externalId: string;
  gameId: number;
  date: string;
  type: TransferType;
  /** Undisclosed or free: absent. */
  fee?: Money;
  player: {
    name: string;
    names?: Record<string, string>;
    nationality?: string;
    /** The player's id within `teamExternalId`'s roster (their team now, or the one they left). */
    externalId?: string;
    teamExternalId?: string;
  };
  from?: FeedTeamRef;
  to?: FeedTeamRef;
}

/** A line of a stage's table as a feed gives it: the team by the feed's id. */
export interface FeedStandingRow extends Omit<StandingLine, 'teamId'> {
  team: string;
}

/** A match of a bracket (or a round-robin group): its two teams and result, in playing order. */
export interface FeedStageResult {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** Who went through when the score is level (penalties, a tie-break). */
  winner?: 'home' | 'away';
  /** The fixture of the feed it was, when the feed sent it as one (linked to our match). */
  matchExternalId?: string;
  date?: string;
}

export interface FeedStageGroup {
  /** Unique within the stage ("A", "upper", "main"). */
  key: string;
  name: string;
  /** The group's teams by external id, in seed order (brackets are drawn from it). */
  teams: string[];
  /** Tables: the feed's standings; absent for the season under way (read from its matches). */
  standings?: FeedStandingRow[];
  /** Brackets, Swiss and round robin: the results so far, in playing order. */
  results?: FeedStageResult[];
}

export interface FeedStageOptions {
  /** Single elimination: a match for third place. */
  thirdPlace?: boolean;
  /** Double elimination: a second grand final when the lower bracket's team wins the first. */
  grandFinalReset?: boolean;
  /** Swiss: wins that qualify and losses that eliminate (3 and 3 by default). */
  swissWins?: number;
  swissLosses?: number;
  /** Best of what the final (and the grand finals) are, when not the stage's `bestOf`. */
  finalBestOf?: number;
  /** Swiss: best of what a match is where a side can advance or be eliminated. */
  decisiveBestOf?: number;
}

export interface FeedStage {
  /** Unique within the season. */
  externalId: string;
  /** As fixtures name their stage ("Regular season", "Playoffs"): it links them. */
  name: string;
  names?: Record<string, string>;
  format: StageFormat;
  /** Best-of-N of its matches (the final's may be more: the results say). */
  bestOf?: number;
  startDate?: string;
  endDate?: string;
  marks?: Array<{ from: number; to: number; kind: MarkKind; label?: string }>;
  options?: FeedStageOptions;
  groups: FeedStageGroup[];
}

export interface FeedPrizePool {
  currency: string;
  total: number;
  /** Per team in each place range ("3rd–4th: 50,000 each"). */
  distribution: Array<{ from: number; to: number; amount: number }>;
}

export interface FeedSeason {
  /** As fixtures name it ("2025/26", "2026"). */
  season: string;
  startDate: string;
  endDate: string;
  prizePool?: FeedPrizePool;
  stages: FeedStage[];
}

export interface FeedLeagueProfile {
  gameId: number;
  externalId: string;
  name: string;
  seasons: FeedSeason[];
}
