/**
 * American football: four 15-minute quarters, the clock counting down within each.
 *
 * not_started → live (Q1) → half_time (2') → live (Q2) → half_time (halftime, 13') → live (Q3)
 * → half_time (2') → live (Q4) → finished, or, when level: half_time (3') → overtime (10 minutes,
 * the first score wins). A regular-season overtime without a score ends in a tie; in a knockout
 * game overtimes follow one another until someone scores.
 *
 * Play is a series of drives: the clock runs while a side has the ball, the drive ends with a
 * touchdown (6 + the try after it), a field goal (3), rarely a safety (2 for the defence), or
 * nothing; then the clock stops for the change of possession.
 */
import type { Period, Side } from '../../../shared/matches/model.ts';
import type { Rng } from '../random.ts';
import {
  CLOCK_PERIOD_FORMAT,
  type ClockPeriodMemo,
  type ClockPeriodRules,
  clockPeriodProgress,
  endClockPeriod,
  periodAfterBreak,
  startClockPeriod,
} from './clock-periods.ts';
import {
  addScore,
  applyRule,
  defineEngine,
  type Emit,
  type EngineState,
  edgeOf,
  finish,
  type MatchContext,
  newState,
  other,
  type StepResult,
  seconds,
} from './engine.ts';

export type AmericanFootballPhase = 'not_started' | 'drive' | 'stopped' | 'break' | 'finished';

export interface AmericanFootballMemo extends ClockPeriodMemo<AmericanFootballPhase> {
  /** The side with the ball. */
  possession: Side;
}

/** Clock seconds of a quarter and of an overtime; real seconds of the breaks. */
const PERIODS: ClockPeriodRules = {
  name: 'american football',
  quarter: 15 * 60,
  overtime: 10 * 60,
  shortBreak: 2 * 60,
  halftime: 13 * 60,
  beforeOvertime: 3 * 60,
};
export const QUARTER = PERIODS.quarter;
export const OVERTIME = PERIODS.overtime;

/** Mean clock time of a drive, and the real time the clock then stays stopped. */
const DRIVE = 150;
const STOPPAGE = [150, 360] as const;

type S = EngineState<AmericanFootballMemo>;

export function initialState(_ctx: MatchContext, seed: number): S {
  return newState<AmericanFootballMemo>({ phase: 'not_started', possession: 'away', nextPeriod: null }, seed);
}

function begin(s: S, period: Period, rng: Rng, emit: Emit): void {
  startClockPeriod(s, PERIODS, period, emit);
  startDrive(s, rng);
}

function startDrive(s: S, rng: Rng): void {
  s.memo.phase = 'drive';
  if (s.live.clock) s.live.clock.running = true;
  const left = s.live.clock?.seconds ?? 0;
  s.wait = Math.max(1, Math.min(left, seconds(rng.exponential(DRIVE) + 20)));
}

export type DriveResult = 'touchdown' | 'field_goal' | 'safety' | 'none';

/** Points a drive is worth: a touchdown is 6 plus the try (1 kicked, sometimes 2 run in, or missed). */
function touchdownPoints(rng: Rng): number {
  if (rng.chance(0.08)) return rng.chance(0.48) ? 8 : 6;
  return rng.chance(0.94) ? 7 : 6;
}

/**
 * A drive by the side with the ball ends; in overtime the first score ends the game. Otherwise the
 * ball changes sides and the clock stays stopped for `stoppage` seconds.
 */
export function endDrive(s: S, result: DriveResult, points: number, stoppage: number, emit: Emit): void {
  const { memo, live } = s;
  const offence = memo.possession;
  if (result !== 'none') {
    const side = result === 'safety' ? other(offence) : offence;
    addScore(live, side, points);
    emit('point', side, { value: points });
    if (live.period?.type === 'overtime') {
      emit('period_end', null);
      memo.phase = 'finished';
      finish(s, side);
      return;
    }
  }
  memo.possession = other(offence);
  memo.phase = 'stopped';
  if (live.clock) live.clock.running = false;
  s.wait = stoppage;
}

/** The clock reached zero; a level regular-season overtime ends in a tie. */
function endPeriod(s: S, ctx: MatchContext, emit: Emit): void {
  const period = s.live.period;
  // The second half starts with the other side receiving.
  if (period?.type === 'quarter' && period.index === 2) s.memo.possession = 'home';
  endClockPeriod(s, PERIODS, emit, !ctx.knockout);
}

function fire(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { memo, live } = s;
  switch (memo.phase) {
    case 'not_started':
      begin(s, { type: 'quarter', index: 1 }, rng, emit);
      return;
    case 'break':
      begin(s, periodAfterBreak(s, PERIODS), rng, emit);
      return;
    case 'stopped':
      startDrive(s, rng);
      return;
    case 'drive': {
      if ((live.clock?.seconds ?? 0) <= 0) {
        endPeriod(s, ctx, emit);
        return;
      }
      // A stronger offence scores more often.
      const strength = edgeOf(ctx, memo.possession) * 2;
      const result = (['touchdown', 'field_goal', 'safety', 'none'] as const)[
        rng.weighted([0.21 * strength, 0.15 * strength, 0.01, 0.6])
      ];
      const outcome = result ?? 'none';
      const points = outcome === 'touchdown' ? touchdownPoints(rng) : outcome === 'field_goal' ? 3 : 2;
      endDrive(s, outcome, points, rng.int(...STOPPAGE), emit);
      return;
    }
    case 'finished':
      throw new Error('american football: the match is over');
  }
}

/** Test hook: the current drive ends with `result` worth `points`. */
export function drive(state: S, result: DriveResult, points = 0): StepResult<AmericanFootballMemo> {
  return applyRule(state, (s, emit) => endDrive(s, result, points, STOPPAGE[0], emit));
}

/** Test hook: the clock of the current period runs out now. */
export function endPeriodNow(state: S, ctx: MatchContext): StepResult<AmericanFootballMemo> {
  return applyRule(state, (s, emit) => endPeriod(s, ctx, emit));
}

export const americanFootballEngine = defineEngine<AmericanFootballMemo>({
  family: 'american_football',
  format: (ctx) => ({
    family: 'american_football',
    ...CLOCK_PERIOD_FORMAT,
    scoreUnit: 'points',
    draws: !ctx.knockout,
    typicalMinutes: 175,
  }),
  initialState,
  fire,
  progress: (s) => clockPeriodProgress(s, PERIODS),
});
