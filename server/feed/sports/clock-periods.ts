/**
 * What the quarter-based sports (basketball, American football) share: four quarters on a clock
 * counting down, breaks between them (a longer one at halftime), then overtimes while level.
 */
import type { Period } from '../../../shared/matches/model.ts';
import {
  type Emit,
  type EngineState,
  finish,
  leader,
  type MatchFormat,
  startBreak,
  startPeriod,
} from './engine.ts';

/** The memo fields the shared rules use; `P` is the family's own in-play phases. */
export interface ClockPeriodMemo<P extends string> {
  phase: P | 'not_started' | 'break' | 'finished';
  /** During a break: the period that starts when it ends. */
  nextPeriod: Period | null;
}

export interface ClockPeriodRules {
  /** For error messages. */
  name: string;
  /** Lengths in seconds of a quarter and of an overtime. */
  quarter: number;
  overtime: number;
  /** Breaks in real seconds: between quarters, at halftime and before an overtime. */
  shortBreak: number;
  halftime: number;
  beforeOvertime: number;
}

/** How the families show their periods: four quarters, then overtimes, the clock counting down. */
export const CLOCK_PERIOD_FORMAT = {
  periodType: 'quarter',
  regularPeriods: 4,
  extraPeriodType: 'overtime',
  clock: 'down',
} as const satisfies Partial<MatchFormat>;

/** Starts a quarter or an overtime with its full clock running down. */
export function startClockPeriod(
  s: EngineState<unknown>,
  rules: ClockPeriodRules,
  period: Period,
  emit: Emit,
): void {
  const overtime = period.type === 'overtime';
  startPeriod(
    s,
    overtime ? 'overtime' : 'live',
    period,
    {
      seconds: overtime ? rules.overtime : rules.quarter,
      running: true,
      direction: 'down',
    },
    emit,
  );
}

/**
 * The clock reached zero: a break before the next quarter, the end when someone leads after the
 * fourth quarter or an overtime (or, with `levelMayEnd`, after an overtime whatever the score), else
 * a break before another overtime.
 */
export function endClockPeriod<P extends string>(
  s: EngineState<ClockPeriodMemo<P>>,
  rules: ClockPeriodRules,
  emit: Emit,
  levelMayEnd = false,
): void {
  const { live, memo } = s;
  const period = live.period;
  if (!period) throw new Error(`${rules.name}: no period to end`);
  if (live.clock) {
    live.clock.seconds = 0;
    live.clock.running = false;
  }
  emit('period_end', null);
  if (period.type === 'quarter' && period.index < 4) {
    memo.phase = 'break';
    memo.nextPeriod = { type: 'quarter', index: period.index + 1 };
    startBreak(s, period.index === 2 ? rules.halftime : rules.shortBreak);
    return;
  }
  const winner = live.score ? leader(live.score) : null;
  if (winner || (period.type === 'overtime' && levelMayEnd)) {
    memo.phase = 'finished';
    finish(s, winner);
    return;
  }
  memo.phase = 'break';
  memo.nextPeriod = { type: 'overtime', index: period.type === 'overtime' ? period.index + 1 : 1 };
  startBreak(s, rules.beforeOvertime);
}

/** The period that starts when the current break ends. */
export function periodAfterBreak(s: EngineState<ClockPeriodMemo<string>>, rules: ClockPeriodRules): Period {
  if (!s.memo.nextPeriod) throw new Error(`${rules.name}: a break without a next period`);
  return s.memo.nextPeriod;
}

/** How much of the four quarters has been played, 0..1 (1 from the first overtime). */
export function clockPeriodProgress(s: EngineState<unknown>, rules: ClockPeriodRules): number {
  const p = s.live.period;
  if (s.live.status === 'finished') return 1;
  if (!p) return 0;
  if (p.type === 'overtime') return 1;
  const quarter = rules.quarter;
  return Math.min(
    1,
    ((p.index - 1) * quarter + quarter - (s.live.clock?.seconds ?? quarter)) / (4 * quarter),
  );
}
