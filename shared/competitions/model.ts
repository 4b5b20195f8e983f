/**
 * The competitions' profile data (issue 14, spec section 2 "Database"): what the libraries say of a
 * team beyond its matches (founded, coaches, prize money, world ranking, honours, transfers), of a
 * player (birth date, power rating, service record) and of a league (seasons, stages, prize pool).
 * Plain values both sides use; the wire shapes are in `contract.ts`, the feed's in `feed.ts`.
 *
 * **Money** is a whole amount of an ISO 4217 currency (`{ amount: 1250000, currency: 'USD' }` is
 * 1,250,000 US dollars): prize money and transfer fees are announced in whole units, never cents.
 *
 * **Power rating** (0–100) is the feed's rating of a player's current level. Commercial feeds send
 * their own (a "player rating", "form"); the simulator derives it from the team's strength (55 %),
 * the player's standing in the squad (a regular or a reserve, 30 %) and age (15 %, best from 24 to
 * 29), so better teams' regulars in their prime rate highest (server/feed/simulator/profiles.ts).
 */

import type { LocalNames } from '../games/names.ts';
import type { StandingLine } from '../matches/standings.ts';

/** How a stage is played (Liquipedia's formats). */
export const STAGE_FORMATS = [
  /** A points table (a league's regular season), with marks for promotion, relegation... */
  'table',
  /** Several tables (a cup's or a world championship's group stage). */
  'groups',
  /** Knock-out, optionally with a match for third place. */
  'single_elim',
  /** Upper and lower brackets; the grand final may be reset when the lower bracket's team wins it. */
  'double_elim',
  /** Groups of four: opening matches, winners' and elimination matches, then the decider. */
  'gsl',
  /** Rounds of teams on the same record, no rematches, Buchholz tie-break. */
  'swiss',
  /** Everyone meets everyone (a group or a whole league without home and away). */
  'round_robin',
] as const;
export type StageFormat = (typeof STAGE_FORMATS)[number];

/** Formats shown as tables (their groups' standings) rather than as a bracket. */
export const TABLE_FORMATS: ReadonlySet<StageFormat> = new Set(['table', 'groups', 'round_robin']);

/**
 * What a table's mark means for the teams in its position range (a legend line each): the title,
 * promotion, a place in a continental competition, the play-offs, a play-off for promotion or
 * against relegation, relegation, elimination. A feed adds a label with the competition's name
 * ("Continental Champions Cup").
 */
export const MARK_KINDS = [
  'champion',
  'promotion',
  'promotion_playoff',
  'continental',
  'playoffs',
  'relegation_playoff',
  'relegation',
  'eliminated',
] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export interface StageMark {
  /** Positions from..to, both included, from 1. */
  from: number;
  to: number;
  kind: MarkKind;
  /** The competition or round it leads to, as the feed names it. */
  label?: string | undefined;
}

/** How a player moved between two teams. */
export const TRANSFER_TYPES = ['transfer', 'loan', 'free', 'end_of_loan'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export const COACH_ROLES = ['head', 'assistant'] as const;
export type CoachRole = (typeof COACH_ROLES)[number];

export interface Money {
  /** Whole units of `currency` (no cents). */
  amount: number;
  /** ISO 4217 code ("USD", "EUR"). */
  currency: string;
}

export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
/** A calendar date as feeds write it (no time, no zone). */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A power rating's bounds. */
export const POWER_RATING_MAX = 100;

/** Transfers a team's page shows each way; the rest are paged with `GET /java/team/transfers`. */
export const PROFILE_TRANSFERS = 10;

/** Heroes (agents, champions) and weapons a player's page lists, most played first. */
export const TOP_PICKS = 5;

/** The subjects an operator may correct, and the fields of each that a correction may set. */
export const CORRECTABLE_FIELDS = {
  league: ['name', 'names', 'shortName', 'country'],
  team: ['name', 'names', 'shortName', 'country', 'founded', 'coaches'],
  player: ['name', 'names', 'number', 'position', 'nationality', 'birthDate'],
} as const;
export type CorrectionKind = keyof typeof CORRECTABLE_FIELDS;
export const CORRECTION_KINDS = Object.keys(CORRECTABLE_FIELDS) as CorrectionKind[];

/** True for a real calendar date "YYYY-MM-DD" (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A person's age in whole years on the calendar day `today` ("YYYY-MM-DD", the viewer's day: a
 * player turns 25 on their birthday where the viewer is). Born on 29 February: a year older on
 * 1 March of common years.
 */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The squad's average age on `today`, to one decimal, over the players whose birth date is known. */
export function averageAge(birthDates: readonly (string | null)[], today: string): number | null {
  const known = birthDates.filter((d): d is string => d !== null);
  if (known.length === 0) return null;
  const total = known.reduce((sum, d) => sum + ageOn(d, today), 0);
  return Math.round((total / known.length) * 10) / 10;
}

/** The mark of a table position, if any (the first that covers it). */
export function markOf(marks: readonly StageMark[], position: number): StageMark | undefined {
  return marks.find((m) => position >= m.from && position <= m.to);
}

// Stored shapes (jsonb columns of server/domains/games/competitions/schema.ts) ----------------------

export interface StoredCoach {
  role: CoachRole;
  name: string;
  names: LocalNames;
  nationality: string | null;
}

/** A spell of a service record the feed gave: a team of ours (`teamId`) or one it only names. */
export interface StoredSpell {
  teamId: number | null;
  team: string;
  from: string | null;
  until: string | null;
}

export interface PrizeShare {
  from: number;
  to: number;
  /** Per team in the range, whole units. */
  amount: number;
}

export interface StoredPrizePool {
  currency: string;
  total: number;
  distribution: PrizeShare[];
}

/** A line of a stage's table: the league table's line (shared/matches/standings.ts). */
export type StandingRow = StandingLine;

/** A stage's match between two of our teams, in playing order. */
export interface StageResult {
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
  winner: 'home' | 'away' | null;
  /** Our match, when the feed sent it as a fixture too. */
  matchId: number | null;
  date: string | null;
}

export interface StoredGroup {
  key: string;
  name: string;
  /** Our team ids in seed order. */
  teamIds: number[];
  /** The feed's table (null: the season under way reads its table from matches). */
  standings: StandingRow[] | null;
  results: StageResult[];
}

/** An operator's corrected fields, or the feed's values of those fields: by field name. */
export type FeedValues = Partial<Record<string, unknown>>;
