/**
 * Baseball: nine innings, each a top half (the away side bats) and a bottom half (the home side
 * bats); a half ends at three outs.
 *
 * not_started → live (top 1st, bottom 1st, ... bottom 9th) → finished, with these rules:
 * - the home side does not bat in the bottom of the 9th (or later) when it already leads;
 * - in the bottom of the 9th or later the game ends the moment the home side takes the lead
 *   (a walk-off);
 * - level after nine: extra innings (status overtime), each half starting with a runner on second,
 *   up to the 12th; still level after the 12th, the game ends tied.
 * The changeover between halves is a short pause in play, not a break: the status stays live.
 * No clock.
 */
import type { Side } from '../../../shared/matches/model.ts';
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
  type StepResult,
  startPeriod,
  tilt,
} from './engine.ts';

export const REGULATION_INNINGS = 9;
export const MAX_INNINGS = 12;
const PLATE_APPEARANCE = [60, 140] as const;
const CHANGEOVER = 100;

export type BaseballPhase = 'not_started' | 'at_bat' | 'changeover' | 'finished';

export interface BaseballMemo {
  phase: BaseballPhase;
}

export type PlateOutcome = 'out' | 'walk' | 'single' | 'double' | 'triple' | 'home_run';

type S = EngineState<BaseballMemo>;
type Bases = [boolean, boolean, boolean];

export function initialState(_ctx: MatchContext, seed: number): S {
  return newState<BaseballMemo>({ phase: 'not_started' }, seed);
}

function battingSide(s: S): Side {
  return s.live.period?.half === 'bottom' ? 'home' : 'away';
}

function startHalf(s: S, inning: number, half: 'top' | 'bottom', emit: Emit): void {
  s.memo.phase = 'at_bat';
  startPeriod(
    s,
    inning > REGULATION_INNINGS ? 'overtime' : 'live',
    { type: 'inning', index: inning, half },
    null,
    emit,
  );
  s.live.detail.outs = 0;
  // Extra innings start with a runner on second base.
  s.live.detail.bases = inning > REGULATION_INNINGS ? [false, true, false] : [false, false, false];
}

/** Moves the runners for a hit of `bases` bases (4: home run) or a walk; returns the runs scored. */
export function advanceRunners(
  bases: Bases,
  outcome: Exclude<PlateOutcome, 'out'>,
): { bases: Bases; runs: number } {
  if (outcome === 'walk') {
    // Only forced runners move.
    const [first, second, third] = bases;
    if (!first) return { bases: [true, second, third], runs: 0 };
    if (!second) return { bases: [true, true, third], runs: 0 };
    if (!third) return { bases: [true, true, true], runs: 0 };
    return { bases: [true, true, true], runs: 1 };
  }
  const hit = { single: 1, double: 2, triple: 3, home_run: 4 }[outcome];
  const next: Bases = [false, false, false];
  let runs = 0;
  bases.forEach((occupied, i) => {
    if (!occupied) return;
    // Runners take one base more than the batter on a single from second (they usually score).
    const to = i + 1 + hit + (outcome === 'single' && i === 1 ? 1 : 0);
    if (to >= 4) runs += 1;
    else next[to - 1] = true;
  });
  if (hit >= 4) runs += 1;
  else next[hit - 1] = true;
  return { bases: next, runs };
}

/** One plate appearance of the batting side; returns the phase it leads to. */
export function plateAppearance(s: S, outcome: PlateOutcome, emit: Emit): BaseballPhase {
  const { live } = s;
  const side = battingSide(s);
  const inning = live.period?.index ?? 1;
  if (outcome === 'out') {
    live.detail.outs = (live.detail.outs ?? 0) + 1;
    if (live.detail.outs >= 3) endHalf(s, emit);
    return s.memo.phase;
  }
  const moved = advanceRunners(live.detail.bases ?? [false, false, false], outcome);
  live.detail.bases = moved.bases;
  if (moved.runs > 0) {
    addScore(live, side, moved.runs);
    emit('run', side, { value: moved.runs });
    // Walk-off: the home side takes the lead in the bottom of the 9th or later.
    if (side === 'home' && inning >= REGULATION_INNINGS && live.score && live.score.home > live.score.away) {
      emit('period_end', null);
      s.memo.phase = 'finished';
      finish(s, 'home');
    }
  }
  return s.memo.phase;
}

/** Three outs: the other side bats, or the game is over. */
function endHalf(s: S, emit: Emit): void {
  const { live, memo } = s;
  const inning = live.period?.index ?? 1;
  const score = live.score ?? { home: 0, away: 0 };
  emit('period_end', null);
  live.detail.bases = [false, false, false];
  const lateInning = inning >= REGULATION_INNINGS;
  if (live.period?.half === 'top') {
    if (lateInning && score.home > score.away) {
      // The home side leads: the bottom half is not needed.
      memo.phase = 'finished';
      finish(s, 'home');
      return;
    }
  } else if (lateInning && (leader(score) !== null || inning >= MAX_INNINGS)) {
    memo.phase = 'finished';
    finish(s, leader(score));
    return;
  }
  memo.phase = 'changeover';
}

function plateOutcome(ctx: MatchContext, side: Side, rng: Rng): PlateOutcome {
  const outs = tilt(ctx, side, 68, 4);
  const outcomes: PlateOutcome[] = ['out', 'walk', 'single', 'double', 'triple', 'home_run'];
  return outcomes[rng.weighted([outs, 9, 15, 4.5, 0.5, 3])] ?? 'out';
}

function fire(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { memo, live } = s;
  switch (memo.phase) {
    case 'not_started':
      startHalf(s, 1, 'top', emit);
      s.wait = rng.int(...PLATE_APPEARANCE);
      return;
    case 'changeover': {
      const inning = live.period?.index ?? 1;
      if (live.period?.half === 'top') startHalf(s, inning, 'bottom', emit);
      else startHalf(s, inning + 1, 'top', emit);
      s.wait = rng.int(...PLATE_APPEARANCE);
      return;
    }
    case 'at_bat': {
      const next = plateAppearance(s, plateOutcome(ctx, battingSide(s), rng), emit);
      if (next === 'changeover') s.wait = CHANGEOVER;
      else if (next === 'at_bat') s.wait = rng.int(...PLATE_APPEARANCE);
      return;
    }
    case 'finished':
      throw new Error('baseball: the match is over');
  }
}

/** Test hook: the batter's plate appearance ends with `outcome`. */
export function bat(state: S, outcome: PlateOutcome): StepResult<BaseballMemo> {
  return applyRule(state, (s, emit) => {
    const next = plateAppearance(s, outcome, emit);
    if (next === 'changeover') s.wait = CHANGEOVER;
    else if (next === 'at_bat') s.wait = PLATE_APPEARANCE[0];
  });
}

/** Test hook: the changeover ends and the next half starts. */
export function nextHalf(state: S): StepResult<BaseballMemo> {
  return applyRule(state, (s, emit) => {
    const inning = s.live.period?.index ?? 0;
    if (s.live.period?.half === 'top') startHalf(s, inning, 'bottom', emit);
    else startHalf(s, inning + 1, 'top', emit);
    s.wait = PLATE_APPEARANCE[0];
  });
}

export const baseballEngine = defineEngine<BaseballMemo>({
  family: 'baseball',
  format: () => ({
    family: 'baseball',
    periodType: 'inning',
    regularPeriods: REGULATION_INNINGS,
    extraPeriodType: 'inning',
    clock: null,
    scoreUnit: 'runs',
    draws: true,
    typicalMinutes: 160,
  }),
  initialState,
  fire,
  progress: (s) => {
    if (s.live.status === 'finished') return 1;
    const p = s.live.period;
    if (!p) return 0;
    const halves = (p.index - 1) * 2 + (p.half === 'bottom' ? 1 : 0) + (s.live.detail.outs ?? 0) / 3;
    return Math.min(1, halves / (REGULATION_INNINGS * 2));
  },
});
