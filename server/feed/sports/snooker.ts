/**
 * Snooker: best of N frames (7 to 19). A frame is a series of visits to the table; each visit
 * scores a break of 0 to 147 points, then the other player comes to the table.
 *
 * not_started → live (frame 1) → live (frame 2, after a one-minute pause) ... with a half_time
 * (mid-session interval, 15') after every fourth frame → finished when a player reaches
 * (N + 1) / 2 frames.
 * A frame ends when the table is cleared (147 points at most are on it) or when the player behind
 * needs more points than remain and concedes (147 being odd, a cleared table is never level).
 * Players break off in turn.
 */
import type { Side } from '../../../shared/matches/model.ts';
import type { Rng } from '../random.ts';
import {
  applyRule,
  defineEngine,
  type Emit,
  type EngineState,
  edgeOf,
  type MatchContext,
  newState,
  other,
  periodScore,
  type StepResult,
  seriesProgress,
  sideByChance,
  startBreak,
  startPeriod,
  winSeriesGame,
} from './engine.ts';

export const MAX_BREAK = 147;
const VISIT = [40, 140] as const;
const BETWEEN_FRAMES = 60;
const INTERVAL = 15 * 60;
const FRAMES_PER_SESSION_HALF = 4;
/** Breaks from this size get a line in the log. */
export const NOTABLE_BREAK = 50;

export type SnookerPhase = 'not_started' | 'visit' | 'between_frames' | 'interval' | 'finished';

export interface SnookerMemo {
  phase: SnookerPhase;
  /** Points still on the table. */
  remaining: number;
  /** Who broke off in the current frame. */
  breaker: Side;
}

type S = EngineState<SnookerMemo>;

export function initialState(_ctx: MatchContext, seed: number): S {
  return newState<SnookerMemo>({ phase: 'not_started', remaining: MAX_BREAK, breaker: 'home' }, seed);
}

function startFrame(s: S, index: number, emit: Emit): void {
  const { memo, live } = s;
  memo.phase = 'visit';
  memo.remaining = MAX_BREAK;
  startPeriod(s, 'live', { type: 'frame', index }, null, emit);
  live.detail.framePoints = { home: 0, away: 0 };
  live.detail.serving = memo.breaker;
}

/**
 * The player at the table makes a break of `points`; the frame may end, else the other player
 * comes to the table. Returns the phase it leads to.
 */
export function visit(s: S, ctx: MatchContext, points: number, emit: Emit): SnookerPhase {
  const { memo, live } = s;
  const side = live.detail.serving ?? 'home';
  const fp = live.detail.framePoints ?? { home: 0, away: 0 };
  live.detail.framePoints = fp;
  const scored = Math.min(points, memo.remaining);
  fp[side] += scored;
  memo.remaining -= scored;
  if (scored >= NOTABLE_BREAK) emit('point', side, { value: scored });
  live.detail.serving = other(side);
  const ahead = fp.home > fp.away ? 'home' : 'away';
  const behindBy = Math.abs(fp.home - fp.away);
  if (memo.remaining > 0 && behindBy <= memo.remaining) return memo.phase;
  endFrame(s, ctx, ahead, emit);
  return memo.phase;
}

function endFrame(s: S, ctx: MatchContext, winner: Side, emit: Emit): void {
  const { memo, live } = s;
  const index = live.period?.index ?? 1;
  const row = periodScore(live, 'frame', index);
  row.home = live.detail.framePoints?.home ?? 0;
  row.away = live.detail.framePoints?.away ?? 0;
  memo.breaker = other(memo.breaker);
  if (winSeriesGame(s, ctx, winner, 'frame_won', index, emit)) {
    memo.phase = 'finished';
  } else if (index % FRAMES_PER_SESSION_HALF === 0) {
    memo.phase = 'interval';
    startBreak(s, INTERVAL);
  } else {
    memo.phase = 'between_frames';
    s.wait = BETWEEN_FRAMES;
  }
}

/** The size of a break: mostly small, sometimes big; better players make bigger ones. */
function breakSize(ctx: MatchContext, side: Side, rng: Rng): number {
  const skill = edgeOf(ctx, side) - 0.5;
  const band = rng.weighted([50 - skill * 30, 28, 13 + skill * 10, 7 + skill * 8, 1.2 + skill * 2]);
  const ranges: [number, number][] = [
    [0, 7],
    [8, 30],
    [31, 69],
    [70, 99],
    [100, MAX_BREAK],
  ];
  const [min, max] = ranges[band] ?? [0, 7];
  return rng.int(min, max);
}

function fire(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { memo } = s;
  switch (memo.phase) {
    case 'not_started':
      memo.breaker = sideByChance(rng, 0.5);
      startFrame(s, 1, emit);
      s.wait = rng.int(...VISIT);
      return;
    case 'between_frames':
    case 'interval':
      startFrame(s, (s.live.period?.index ?? 0) + 1, emit);
      s.wait = rng.int(...VISIT);
      return;
    case 'visit':
      if (visit(s, ctx, breakSize(ctx, s.live.detail.serving ?? 'home', rng), emit) === 'visit') {
        s.wait = rng.int(...VISIT);
      }
      return;
    case 'finished':
      throw new Error('snooker: the match is over');
  }
}

/** Test hook: the player at the table makes a break of `points`. */
export function makeBreak(state: S, ctx: MatchContext, points: number): StepResult<SnookerMemo> {
  return applyRule(state, (s, emit) => {
    if (visit(s, ctx, points, emit) === 'visit') s.wait = VISIT[0];
  });
}

/** Test hook: the pause after a frame ends and the next frame starts. */
export function nextFrame(state: S): StepResult<SnookerMemo> {
  return applyRule(state, (s, emit) => {
    startFrame(s, (s.live.period?.index ?? 0) + 1, emit);
    s.wait = VISIT[0];
  });
}

export const snookerEngine = defineEngine<SnookerMemo>({
  family: 'snooker',
  format: (ctx) => ({
    family: 'snooker',
    periodType: 'frame',
    regularPeriods: ctx.bestOf,
    clock: null,
    scoreUnit: 'frames',
    draws: false,
    typicalMinutes: Math.round(ctx.bestOf * 0.8 * 11 + Math.floor(ctx.bestOf / 4) * 9),
  }),
  initialState,
  fire,
  progress: seriesProgress,
});
