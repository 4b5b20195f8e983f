/**
 * Basketball: four 12-minute quarters, the clock counting down within each.
 *
 * not_started → live (Q1) → half_time (2') → live (Q2) → half_time (halftime, 15') → live (Q3)
 * → half_time (2') → live (Q4) → finished, or, when level after Q4: half_time (2') → overtime
 * (5 minutes) → ... as many overtimes as it takes to break the tie.
 *
 * The clock runs in stretches: after a scoring play it often stops for a while (free throws,
 * fouls, time-outs), which is why 48 minutes of play take about two and a quarter hours.
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
  type MatchContext,
  newState,
  type StepResult,
  seconds,
  sideByChance,
  tilt,
} from './engine.ts';

export type BasketballPhase = 'not_started' | 'running' | 'stopped' | 'break' | 'finished';

export interface BasketballMemo extends ClockPeriodMemo<BasketballPhase> {
  /** Clock reading (seconds left) at which the next scoring play happens. */
  nextPlayAt: number;
}

/** Clock seconds of a quarter and of an overtime; real seconds of the breaks. */
const PERIODS: ClockPeriodRules = {
  name: 'basketball',
  quarter: 12 * 60,
  overtime: 5 * 60,
  shortBreak: 2 * 60,
  halftime: 15 * 60,
  beforeOvertime: 2 * 60,
};
export const QUARTER = PERIODS.quarter;
export const OVERTIME = PERIODS.overtime;

/** Mean clock time between two scoring plays (about 100 plays, 220 points a match). */
const PLAY_GAP = 29;
/** How often the clock stops after a scoring play, and for how long (real seconds). */
const STOPPAGE_CHANCE = 0.7;
const STOPPAGE = [15, 100] as const;

type S = EngineState<BasketballMemo>;

export function initialState(_ctx: MatchContext, seed: number): S {
  return newState<BasketballMemo>({ phase: 'not_started', nextPlayAt: 0, nextPeriod: null }, seed);
}

function begin(s: S, period: Period, rng: Rng, emit: Emit): void {
  startClockPeriod(s, PERIODS, period, emit);
  s.memo.phase = 'running';
  scheduleNext(s, rng);
}

function scheduleNext(s: S, rng: Rng): void {
  const left = s.live.clock?.seconds ?? 0;
  s.memo.nextPlayAt = Math.max(0, left - seconds(rng.exponential(PLAY_GAP)));
  s.wait = Math.max(1, left - s.memo.nextPlayAt);
}

/** A scoring play: 2 or 3 points from the field, or free throws. */
export function scorePoints(s: S, side: Side, points: number, emit: Emit): void {
  addScore(s.live, side, points);
  emit('point', side, { value: points });
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
      memo.phase = 'running';
      if (live.clock) live.clock.running = true;
      scheduleNext(s, rng);
      return;
    case 'running': {
      if ((live.clock?.seconds ?? 0) <= 0) {
        endClockPeriod(s, PERIODS, emit);
        return;
      }
      const points = [2, 3, 1, 2][rng.weighted([58, 30, 5, 7])] ?? 2;
      // Each basket is close to a coin toss: even a big favourite wins about 57 % of them
      // (a 115–85 game), not `homeEdge` of them (which made 4-to-1 scores).
      scorePoints(s, sideByChance(rng, tilt(ctx, 'home', 0.5, 0.12)), points, emit);
      if (rng.chance(STOPPAGE_CHANCE)) {
        memo.phase = 'stopped';
        if (live.clock) live.clock.running = false;
        s.wait = rng.int(...STOPPAGE);
      } else {
        scheduleNext(s, rng);
      }
      return;
    }
    case 'finished':
      throw new Error('basketball: the match is over');
  }
}

/** Test hook: the clock of the current period runs out now. */
export function endPeriodNow(state: S): StepResult<BasketballMemo> {
  return applyRule(state, (s, emit) => endClockPeriod(s, PERIODS, emit));
}

/** Test hook: `side` scores `points` now. */
export function score(state: S, side: Side, points: number): StepResult<BasketballMemo> {
  return applyRule(state, (s, emit) => scorePoints(s, side, points, emit));
}

export const basketballEngine = defineEngine<BasketballMemo>({
  family: 'basketball',
  format: () => ({
    family: 'basketball',
    ...CLOCK_PERIOD_FORMAT,
    scoreUnit: 'points',
    draws: false,
    typicalMinutes: 135,
  }),
  initialState,
  fire,
  progress: (s) => clockPeriodProgress(s, PERIODS),
});
