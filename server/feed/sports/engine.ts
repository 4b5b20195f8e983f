/**
 * What every sport engine shares: the engine state, the step driver and small scoring helpers.
 *
 * An engine is an explicit state machine. Its state is the public live state of model.ts plus a
 * little private bookkeeping (`memo`: the phase, the length of the current break, when the next
 * incident is due...). Time is counted in whole simulated seconds. The driver (`stepEngine`) lets
 * time pass and calls the engine's `fire` each time its `wait` runs out; `fire` applies one
 * transition (a point, a goal, the end of a half...) and says how long until the next one.
 *
 * Random draws happen only inside `fire`, from a generator whose state travels in the engine state,
 * so how time is cut into steps never changes what happens: one step of an hour gives exactly the
 * state and incidents of 1,800 steps of two seconds. That is what lets the simulator fast-forward a
 * match to "now" and land where a process running since kick-off would be, `seq` included.
 */
import {
  isLive,
  type Lineups,
  type LiveDetail,
  type MatchClock,
  type MatchIncident,
  type MatchLiveState,
  type Period,
  type PeriodScore,
  type PeriodType,
  type Side,
  type SideScore,
  type SportFamily,
} from '../../../shared/matches/model.ts';
import { createRng, type Rng } from '../random.ts';

/** Fixture facts an engine needs. */
export interface MatchContext {
  gameId: number;
  /** Best-of-N sets, frames, maps or games; battle royale: number of games in the series. */
  bestOf: number;
  /** A draw is not allowed (cup knockout): football goes to extra time and penalties. */
  knockout: boolean;
  /** How much stronger the home side is: the chance it wins an even contest, 0..1 (0.5 = equal). */
  homeEdge: number;
  /** Battle royale: strength of each participant, 0..1; its index is the participant id. */
  participantStrengths?: number[];
  /** Player names for incidents, when the fixture has line-ups. */
  lineups?: Lineups;
}

/** A clock as an engine keeps it; the simulator adds `at` when it publishes the state. */
export type EngineClock = Omit<MatchClock, 'at'>;

/** The public part of an engine state: `MatchLiveState` without the fields the simulator stamps. */
export interface LiveState {
  status: MatchLiveState['status'];
  period: Period | null;
  clock: EngineClock | null;
  score: SideScore | null;
  periodScores: PeriodScore[];
  detail: LiveDetail;
  winner: Side | null;
}

/** An incident as an engine produces it; `at` is the simulated second since the match started. */
export type EngineIncident = Omit<MatchIncident, 'matchId' | 'seq' | 'occurredAt'> & { at: number };

export interface EngineState<M> {
  live: LiveState;
  /** The engine's own bookkeeping (plain data). */
  memo: M;
  /** Seconds until the engine's next transition; Infinity once the match is over. */
  wait: number;
  /** Simulated seconds since the match started (stops growing when it finishes). */
  elapsed: number;
  /** How many times the live state changed: the source of `seq`. */
  changes: number;
  /** Seconds in play since the last change (see SYNC_SECONDS). */
  quiet: number;
  /** The random generator's state. */
  rng: number;
}

export interface StepResult<M> {
  state: EngineState<M>;
  incidents: EngineIncident[];
}

/** How a family is shown and how long it lasts: plain data for the site and the scheduler. */
export interface MatchFormat {
  family: SportFamily;
  /** The period columns of a score table and how many regular ones there are (at most, for best-of). */
  periodType: PeriodType;
  regularPeriods: number;
  /** Periods that may be added when tied (extra time, overtime, extra innings). */
  extraPeriodType?: PeriodType;
  /** Whether the match clock counts up, down, or is not shown. */
  clock: 'up' | 'down' | null;
  /** What the headline score counts (null: battle royale standings). */
  scoreUnit: 'goals' | 'points' | 'sets' | 'runs' | 'frames' | 'maps' | 'games' | 'rounds' | null;
  /** Whether a match may end without a winner. */
  draws: boolean;
  /** Typical real duration from start to finish, breaks included, in minutes. */
  typicalMinutes: number;
}

/** Adds an incident stamped with the current period, clock, score and simulated second. */
export type Emit = (
  type: EngineIncident['type'],
  side: Side | null,
  extra?: Partial<Omit<EngineIncident, 'type' | 'side' | 'at'>>,
) => void;

/** The rules of one family, as written in its file. */
export interface EngineRules<M> {
  family: SportFamily;
  format(ctx: MatchContext): MatchFormat;
  initialState(ctx: MatchContext, seed: number): EngineState<M>;
  /** Applies the transition that is due now and sets `s.wait` (Infinity when finished). */
  fire(s: EngineState<M>, ctx: MatchContext, rng: Rng, emit: Emit): void;
  /** How much of the match has been played, 0..1 (for live odds). */
  progress(s: EngineState<M>, ctx: MatchContext): number;
}

export interface SportEngine<M> extends EngineRules<M> {
  /** Lets `dtSeconds` of simulated time pass; returns the new state and the incidents it produced. */
  step(state: EngineState<M>, ctx: MatchContext, dtSeconds: number): StepResult<M>;
}

/**
 * While a match is in play, a state that did not change for this long is re-sent (a new `seq`, the
 * clock re-synchronised), as real feeds do every match minute; it also tells the service the feed
 * is alive through long quiet spells (a goalless half hour, half-time).
 */
export const SYNC_SECONDS = 60;

export function defineEngine<M>(rules: EngineRules<M>): SportEngine<M> {
  return { ...rules, step: (state, ctx, dt) => stepEngine(rules, state, ctx, dt) };
}

/** A fresh engine state before the start: the first step starts the match at once (`wait` 0). */
export function newState<M>(memo: M, seed: number, live: Partial<LiveState> = {}): EngineState<M> {
  return {
    live: {
      status: 'not_started',
      period: null,
      clock: null,
      score: { home: 0, away: 0 },
      periodScores: [],
      detail: {},
      winner: null,
      ...live,
    },
    memo,
    wait: 0,
    elapsed: 0,
    changes: 0,
    quiet: 0,
    rng: seed >>> 0,
  };
}

export function isOver(s: EngineState<unknown>): boolean {
  return s.live.status === 'finished' || s.live.status === 'cancelled';
}

/** Lets `seconds` pass without a transition: the clock runs, waits shrink. */
function pass(s: EngineState<unknown>, seconds: number): void {
  if (seconds <= 0) return;
  s.elapsed += seconds;
  s.wait -= seconds;
  if (isLive(s.live.status)) s.quiet += seconds;
  const clock = s.live.clock;
  if (clock?.running) clock.seconds += clock.direction === 'up' ? seconds : -seconds;
}

function makeEmitter(s: EngineState<unknown>, out: EngineIncident[]): Emit {
  return (type, side, extra = {}) => {
    const live = s.live;
    out.push({
      type,
      side,
      period: live.period ? { ...live.period } : null,
      clockSeconds: live.clock ? live.clock.seconds : null,
      ...(live.score ? { scoreAfter: { ...live.score } } : {}),
      ...extra,
      at: s.elapsed,
    });
  };
}

/**
 * The step driver: lets time pass up to the next transition (the engine's `wait`) or the next
 * re-sync, applies it, and so on until `dtSeconds` are used up or the match is over. Works on a
 * copy: the given state is never changed.
 */
function stepEngine<M>(
  rules: EngineRules<M>,
  state: EngineState<M>,
  ctx: MatchContext,
  dtSeconds: number,
): StepResult<M> {
  const s = structuredClone(state);
  const incidents: EngineIncident[] = [];
  const emit = makeEmitter(s, incidents);
  const rng = createRng(s.rng);
  let left = Math.max(0, Math.floor(dtSeconds));
  while (!isOver(s)) {
    const untilSync = isLive(s.live.status) ? SYNC_SECONDS - s.quiet : Number.POSITIVE_INFINITY;
    const next = Math.min(s.wait, untilSync);
    if (next > left) break;
    pass(s, next);
    left -= next;
    if (s.wait <= 0) {
      rules.fire(s, ctx, rng, emit);
      if (!(s.wait > 0)) throw new Error(`${rules.family} engine did not schedule its next transition`);
    }
    s.changes += 1;
    s.quiet = 0;
  }
  if (!isOver(s)) pass(s, left);
  s.rng = rng.state();
  return { state: s, incidents };
}

/**
 * Applies one rule function to a copy of a state, as `fire` would: for tests and for engines that
 * expose their transitions ("the home player wins this point") as plain functions.
 */
export function applyRule<M>(
  state: EngineState<M>,
  rule: (s: EngineState<M>, emit: Emit, rng: Rng) => void,
): StepResult<M> {
  const s = structuredClone(state);
  const incidents: EngineIncident[] = [];
  const rng = createRng(s.rng);
  rule(s, makeEmitter(s, incidents), rng);
  s.rng = rng.state();
  s.changes += 1;
  s.quiet = 0;
  return { state: s, incidents };
}

// ---- helpers shared by the families ----

export const SIDES: readonly Side[] = ['home', 'away'];

export function other(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

/** The home side with probability `pHome`, else the away side. */
export function sideByChance(rng: Rng, pHome: number): Side {
  return rng.chance(pHome) ? 'home' : 'away';
}

/** The edge of one side: the chance it wins an even contest. */
export function edgeOf(ctx: MatchContext, side: Side): number {
  return side === 'home' ? ctx.homeEdge : 1 - ctx.homeEdge;
}

/** Moves a probability towards the stronger side: `base` for equal sides, ± `spread` at most. */
export function tilt(ctx: MatchContext, side: Side, base: number, spread: number): number {
  return base + (edgeOf(ctx, side) - 0.5) * 2 * spread;
}

export function leader(score: SideScore): Side | null {
  if (score.home === score.away) return null;
  return score.home > score.away ? 'home' : 'away';
}

/** The score row of a period, created when first needed. */
export function periodScore(live: LiveState, type: PeriodType, index: number): PeriodScore {
  let row = live.periodScores.find((p) => p.type === type && p.index === index);
  if (!row) {
    row = { type, index, home: 0, away: 0 };
    live.periodScores.push(row);
  }
  return row;
}

/** Adds to the headline score and to the current period's row. */
export function addScore(live: LiveState, side: Side, points: number): void {
  if (live.score) live.score[side] += points;
  if (live.period) periodScore(live, live.period.type, live.period.index)[side] += points;
}

/**
 * Starts a period: status, period, clock; the period's score row exists from its first second
 * (unless the family has no side scores, as in battle royale).
 */
export function startPeriod(
  s: EngineState<unknown>,
  status: LiveState['status'],
  period: Period,
  clock: EngineClock | null,
  emit: Emit,
): void {
  s.live.status = status;
  s.live.period = period;
  s.live.clock = clock;
  if (s.live.score) periodScore(s.live, period.type, period.index);
  emit('period_start', null);
}

/** A break between periods: status half_time, clock stopped, next transition after `seconds`. */
export function startBreak(s: EngineState<unknown>, seconds: number): void {
  s.live.status = 'half_time';
  if (s.live.clock) s.live.clock.running = false;
  s.wait = seconds;
}

/** Ends the match; `winner` null is a draw (or no side winner, as in battle royale). */
export function finish(s: EngineState<unknown>, winner: Side | null): void {
  s.live.status = 'finished';
  s.live.winner = winner;
  if (s.live.clock) s.live.clock.running = false;
  s.wait = Number.POSITIVE_INFINITY;
}

/** Wins needed in a best-of-N. */
export function winsNeeded(bestOf: number): number {
  return Math.floor(bestOf / 2) + 1;
}

/**
 * `winner` takes a game of a best-of-N (a set, frame or map): it counts in the headline score and
 * is logged as `incident` with the game's number; when that wins the series the match finishes.
 * Returns whether it did.
 */
export function winSeriesGame(
  s: EngineState<unknown>,
  ctx: MatchContext,
  winner: Side,
  incident: 'set_won' | 'frame_won' | 'map_won',
  index: number | undefined,
  emit: Emit,
): boolean {
  const live = s.live;
  if (live.score) live.score[winner] += 1;
  emit(incident, winner, { value: index });
  if ((live.score?.[winner] ?? 0) < winsNeeded(ctx.bestOf)) return false;
  finish(s, winner);
  return true;
}

/** Games (sets, maps) a best-of-N usually lasts, for its typical duration. */
export function expectedGames(bestOf: number): number {
  return bestOf === 1 ? 1 : bestOf * 0.8;
}

/** Progress of a best-of-N from the sets (frames, maps, games) won: how near the leader is to winning. */
export function seriesProgress(s: EngineState<unknown>, ctx: MatchContext): number {
  if (s.live.status === 'finished') return 1;
  const score = s.live.score;
  return score ? Math.max(score.home, score.away) / winsNeeded(ctx.bestOf) : 0;
}

/** A whole number of seconds, at least one (every transition takes some time). */
export function seconds(value: number): number {
  return Math.max(1, Math.round(value));
}

/** A player of a side from the line-ups, when there are any. */
export function playerOf(ctx: MatchContext, side: Side, rng: Rng, outfieldOnly = true): string | undefined {
  const starters = ctx.lineups?.[side].filter((p) => p.starter && (!outfieldOnly || p.position !== 'GK'));
  if (!starters || starters.length === 0) return undefined;
  return rng.pick(starters).name;
}
