/**
 * Football (also "other sports": women's and youth football).
 *
 * not_started → live (1st half, 45' + added time) → half_time (15') → live (2nd half) → finished.
 * Knockout fixtures level after 90': half_time (5') → overtime (extra time 1st half, 15' + added)
 * → half_time (1') → overtime (2nd half) → penalties (shoot-out) → finished.
 *
 * The clock counts up from kick-off in seconds and keeps running into added time (47:12 is "45+2");
 * the second half starts at 45:00, extra time at 90:00 and 105:00. Goals, cards and substitutions
 * come at random (about 2.7 goals, 4 cards and up to 5 substitutions a side per match).
 */
import type { Side, SideScore } from '../../../shared/matches/model.ts';
import type { Rng } from '../random.ts';
import {
  addScore,
  applyRule,
  defineEngine,
  type Emit,
  type EngineState,
  finish,
  leader,
  type MatchContext,
  newState,
  other,
  periodScore,
  playerOf,
  type StepResult,
  seconds,
  sideByChance,
  startBreak,
  startPeriod,
  tilt,
} from './engine.ts';

export type FootballPhase =
  | 'not_started'
  | 'first_half'
  | 'half_time'
  | 'second_half'
  | 'before_extra_time'
  | 'extra_first'
  | 'extra_half_time'
  | 'extra_second'
  | 'penalties'
  | 'finished';

export interface Shootout {
  kicks: SideScore;
  goals: SideScore;
  /** Who takes the next kick. */
  next: Side;
}

export interface FootballMemo {
  phase: FootballPhase;
  /** Clock second at which the current half ends: its regular end plus added time. */
  endsAt: number;
  /** Clock second of the next goal, card or substitution. */
  nextAt: number;
  substitutions: SideScore;
  redCards: SideScore;
  /** Players already substituted off (they do not come back). */
  off: string[];
  shootout: Shootout | null;
}

const HALF = 45 * 60;
const EXTRA_HALF = 15 * 60;
const HALF_TIME_BREAK = 15 * 60;
const BEFORE_EXTRA_TIME = 5 * 60;
const EXTRA_HALF_TIME = 60;
/** Between the end of extra time and the first kick of the shoot-out. */
const BEFORE_SHOOTOUT = 3 * 60;
const SECONDS_PER_KICK = 60;
/** Mean wait between two incidents of play (goals, cards, substitutions): about 15 per match. */
const INCIDENT_GAP = 6 * 60;
const MAX_SUBSTITUTIONS = 5;
const PENALTY_CONVERSION = 0.76;

export function initialState(_ctx: MatchContext, seed: number): EngineState<FootballMemo> {
  return newState<FootballMemo>(
    {
      phase: 'not_started',
      endsAt: 0,
      nextAt: 0,
      substitutions: { home: 0, away: 0 },
      redCards: { home: 0, away: 0 },
      off: [],
      shootout: null,
    },
    seed,
  );
}

type S = EngineState<FootballMemo>;

function clockNow(s: S): number {
  return s.live.clock?.seconds ?? 0;
}

/** Kick-off of a half: the clock starts at the half's regular start and added time is drawn. */
function startHalf(s: S, phase: FootballPhase, rng: Rng, emit: Emit): void {
  const extra = phase === 'extra_first' || phase === 'extra_second';
  const index = phase === 'first_half' || phase === 'extra_first' ? 1 : 2;
  const from = extra ? 2 * HALF + (index - 1) * EXTRA_HALF : (index - 1) * HALF;
  const length = extra ? EXTRA_HALF : HALF;
  const added = extra ? rng.int(0, 2) : index === 1 ? rng.int(1, 4) : rng.int(3, 8);
  s.memo.phase = phase;
  s.memo.endsAt = from + length + added * 60;
  startPeriod(
    s,
    extra ? 'overtime' : 'live',
    { type: extra ? 'extra_time' : 'half', index },
    { seconds: from, running: true, direction: 'up' },
    emit,
  );
  scheduleNext(s, rng);
}

function scheduleNext(s: S, rng: Rng): void {
  const now = clockNow(s);
  s.memo.nextAt = now + seconds(rng.exponential(INCIDENT_GAP));
  s.wait = Math.min(s.memo.nextAt, s.memo.endsAt) - now;
}

/** A goal for `side` (own goals count for the side that benefits; the player is the opponent's). */
export function scoreGoal(s: S, ctx: MatchContext, side: Side, rng: Rng, emit: Emit): void {
  addScore(s.live, side, 1);
  const kind = rng.weighted([88, 8, 4]);
  if (kind === 2) emit('own_goal', side, { player: playerOf(ctx, other(side), rng) });
  else emit(kind === 1 ? 'penalty_goal' : 'goal', side, { player: playerOf(ctx, side, rng) });
}

/** One random incident of play: a goal (more likely for the stronger side), a card or a substitution. */
function playIncident(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { memo } = s;
  const subsAllowed = memo.phase !== 'first_half';
  const canSub = (side: Side) => subsAllowed && memo.substitutions[side] < MAX_SUBSTITUTIONS;
  const kind = rng.weighted([2.7, 3.8, 0.15, canSub('home') || canSub('away') ? 8 : 0]);
  if (kind === 0) {
    // A red card weakens a side: its chance of scoring drops.
    const pHome = ctx.homeEdge - 0.1 * memo.redCards.home + 0.1 * memo.redCards.away;
    scoreGoal(s, ctx, sideByChance(rng, Math.min(0.9, Math.max(0.1, pHome))), rng, emit);
  } else if (kind === 1 || kind === 2) {
    // Cards go a little more often to the weaker side.
    const side = sideByChance(rng, tilt(ctx, 'home', 0.5, -0.1));
    if (kind === 2 && memo.redCards[side] === 0) {
      memo.redCards[side] += 1;
      emit('red_card', side, { player: playerOf(ctx, side, rng) });
    } else {
      emit('yellow_card', side, { player: playerOf(ctx, side, rng) });
    }
  } else {
    const side = canSub('home') && (!canSub('away') || rng.chance(0.5)) ? 'home' : 'away';
    memo.substitutions[side] += 1;
    const bench = ctx.lineups?.[side].filter((p) => !p.starter && !memo.off.includes(p.name)) ?? [];
    const on = bench[memo.substitutions[side] - 1]?.name;
    const starters = ctx.lineups?.[side].filter(
      (p) => p.starter && p.position !== 'GK' && !memo.off.includes(p.name),
    );
    const offPlayer = starters && starters.length > 0 ? rng.pick(starters).name : undefined;
    if (offPlayer) memo.off.push(offPlayer);
    emit('substitution', side, { player: on, playerOut: offPlayer });
  }
}

/** The end of a half: what follows depends on the half, the score and whether a draw is allowed. */
function endHalf(s: S, ctx: MatchContext, emit: Emit): void {
  const { memo, live } = s;
  if (live.clock) live.clock.running = false;
  emit('period_end', null);
  const level = live.score !== null && leader(live.score) === null;
  switch (memo.phase) {
    case 'first_half':
      memo.phase = 'half_time';
      startBreak(s, HALF_TIME_BREAK);
      return;
    case 'second_half':
      if (level && ctx.knockout) {
        memo.phase = 'before_extra_time';
        startBreak(s, BEFORE_EXTRA_TIME);
      } else {
        memo.phase = 'finished';
        finish(s, live.score ? leader(live.score) : null);
      }
      return;
    case 'extra_first':
      memo.phase = 'extra_half_time';
      startBreak(s, EXTRA_HALF_TIME);
      return;
    case 'extra_second':
      if (level) {
        memo.phase = 'penalties';
        memo.shootout = { kicks: { home: 0, away: 0 }, goals: { home: 0, away: 0 }, next: 'home' };
        live.status = 'penalties';
        live.period = { type: 'penalties', index: 1 };
        periodScore(live, 'penalties', 1);
        emit('period_start', null);
        s.wait = BEFORE_SHOOTOUT;
      } else {
        memo.phase = 'finished';
        finish(s, live.score ? leader(live.score) : null);
      }
      return;
    default:
      throw new Error(`football: no half ends in phase ${memo.phase}`);
  }
}

/** Who has won the shoot-out, if anyone yet: five kicks each, then sudden death by pairs. */
export function shootoutWinner(so: Shootout): Side | null {
  const { kicks, goals } = so;
  if (kicks.home <= 5 && kicks.away <= 5) {
    if (goals.home > goals.away + (5 - kicks.away)) return 'home';
    if (goals.away > goals.home + (5 - kicks.home)) return 'away';
    return null;
  }
  if (kicks.home === kicks.away && goals.home !== goals.away)
    return goals.home > goals.away ? 'home' : 'away';
  return null;
}

/** One kick of the shoot-out by the side whose turn it is. `scored` decides the outcome. */
export function takeKick(s: S, scored: boolean, emit: Emit): void {
  const so = s.memo.shootout;
  if (!so) throw new Error('football: no shoot-out in progress');
  const side = so.next;
  so.kicks[side] += 1;
  if (scored) {
    so.goals[side] += 1;
    periodScore(s.live, 'penalties', 1)[side] += 1;
  }
  emit(scored ? 'penalty_goal' : 'penalty_miss', side, { scoreAfter: { ...so.goals } });
  so.next = other(side);
  const winner = shootoutWinner(so);
  if (winner) {
    emit('period_end', null);
    s.memo.phase = 'finished';
    finish(s, winner);
  } else {
    s.wait = SECONDS_PER_KICK;
  }
}

function fire(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { memo } = s;
  switch (memo.phase) {
    case 'not_started':
      startHalf(s, 'first_half', rng, emit);
      return;
    case 'half_time':
      startHalf(s, 'second_half', rng, emit);
      return;
    case 'before_extra_time':
      startHalf(s, 'extra_first', rng, emit);
      return;
    case 'extra_half_time':
      startHalf(s, 'extra_second', rng, emit);
      return;
    case 'first_half':
    case 'second_half':
    case 'extra_first':
    case 'extra_second':
      if (clockNow(s) >= memo.endsAt) {
        endHalf(s, ctx, emit);
        return;
      }
      playIncident(s, ctx, rng, emit);
      scheduleNext(s, rng);
      return;
    case 'penalties':
      takeKick(s, rng.chance(PENALTY_CONVERSION), emit);
      return;
    case 'finished':
      throw new Error('football: the match is over');
  }
}

/** Test hook: ends the current half now, whatever its clock says. */
export function endHalfNow(state: S, ctx: MatchContext): StepResult<FootballMemo> {
  return applyRule(state, (s, emit) => endHalf(s, ctx, emit));
}

/** Test hook: a goal for `side` now. */
export function goal(state: S, ctx: MatchContext, side: Side): StepResult<FootballMemo> {
  return applyRule(state, (s, emit, rng) => scoreGoal(s, ctx, side, rng, emit));
}

/** Test hook: the next shoot-out kick, scored or missed. */
export function kick(state: S, scored: boolean): StepResult<FootballMemo> {
  return applyRule(state, (s, emit) => takeKick(s, scored, emit));
}

export const footballEngine = defineEngine<FootballMemo>({
  family: 'football',
  format: (ctx) => ({
    family: 'football',
    periodType: 'half',
    regularPeriods: 2,
    extraPeriodType: ctx.knockout ? 'extra_time' : undefined,
    clock: 'up',
    scoreUnit: 'goals',
    draws: !ctx.knockout,
    typicalMinutes: 112,
  }),
  initialState,
  fire,
  progress: (s) => (s.live.status === 'finished' ? 1 : Math.min(1, clockNow(s) / (2 * HALF))),
});
