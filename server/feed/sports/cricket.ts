/**
 * Cricket, Twenty20: each side bats one innings of at most 20 overs (six legal balls each) or
 * until ten wickets fall.
 *
 * not_started → live (1st innings) → half_time (innings break, 20') → live (2nd innings) → finished.
 * The side batting second chases the target (first-innings runs + 1): the game ends the moment it
 * gets there. Otherwise the side with more runs wins; equal runs is a tie (no super over here).
 * Wides and no-balls give a run and are bowled again. Overs read "12.3": 12 overs and 3 balls.
 * The headline score is the runs of each side; `detail.cricket` holds runs/wickets/overs per side.
 */
import type { CricketInnings, Side } from '../../../shared/matches/model.ts';
import type { Rng } from '../random.ts';
import {
  addScore,
  applyRule,
  defineEngine,
  type Emit,
  type EngineState,
  finish,
  type MatchContext,
  newState,
  other,
  type StepResult,
  sideByChance,
  startBreak,
  startPeriod,
  tilt,
} from './engine.ts';

export const OVERS = 20;
export const BALLS_PER_OVER = 6;
export const WICKETS = 10;
const BALL_GAP = [30, 45] as const;
const OVER_CHANGE = 45;
const INNINGS_BREAK = 20 * 60;

export type CricketPhase = 'not_started' | 'innings' | 'innings_break' | 'finished';

export interface CricketMemo {
  phase: CricketPhase;
  /** Who bats first (won the toss and chose to bat, or was put in). */
  battingFirst: Side;
  /** Legal balls bowled in the current innings. */
  balls: number;
}

/** What one delivery produced. */
export type Ball = 0 | 1 | 2 | 3 | 4 | 6 | 'wicket' | 'wide' | 'no_ball';

type S = EngineState<CricketMemo>;

export function initialState(_ctx: MatchContext, seed: number): S {
  return newState<CricketMemo>({ phase: 'not_started', battingFirst: 'home', balls: 0 }, seed);
}

export function oversText(balls: number): string {
  return `${Math.floor(balls / BALLS_PER_OVER)}.${balls % BALLS_PER_OVER}`;
}

function batting(s: S): Side {
  return s.live.period?.index === 2 ? other(s.memo.battingFirst) : s.memo.battingFirst;
}

function innings(s: S): CricketInnings {
  const side = batting(s);
  const cricket = s.live.detail.cricket ?? {};
  s.live.detail.cricket = cricket;
  const current = cricket[side] ?? { runs: 0, wickets: 0, overs: '0.0' };
  cricket[side] = current;
  return current;
}

function startInnings(s: S, index: 1 | 2, emit: Emit): void {
  s.memo.phase = 'innings';
  s.memo.balls = 0;
  startPeriod(s, 'live', { type: 'inning', index }, null, emit);
  const side = batting(s);
  s.live.detail.cricket = {
    ...s.live.detail.cricket,
    [side]: { runs: 0, wickets: 0, overs: '0.0' },
    batting: side,
  };
}

/** The runs the side batting second needs to win (null during the first innings). */
export function target(s: S): number | null {
  if (s.live.period?.index !== 2) return null;
  return (s.live.detail.cricket?.[s.memo.battingFirst]?.runs ?? 0) + 1;
}

/** One delivery; returns true when it ended the innings (or the match). */
export function bowl(s: S, ball: Ball, emit: Emit): boolean {
  const side = batting(s);
  const current = innings(s);
  const runs = ball === 'wicket' ? 0 : ball === 'wide' || ball === 'no_ball' ? 1 : ball;
  const legal = ball !== 'wide' && ball !== 'no_ball';
  if (runs > 0) {
    current.runs += runs;
    addScore(s.live, side, runs);
  }
  if (legal) s.memo.balls += 1;
  current.overs = oversText(s.memo.balls);
  if (ball === 'wicket') {
    current.wickets += 1;
    // The side that takes a wicket is the fielding side.
    emit('wicket', other(side), { value: current.wickets });
  } else if (ball === 4 || ball === 6) {
    emit('run', side, { value: ball });
  }
  const chase = target(s);
  if (chase !== null && current.runs >= chase) {
    emit('period_end', null);
    s.memo.phase = 'finished';
    finish(s, side);
    return true;
  }
  if (current.wickets < WICKETS && s.memo.balls < OVERS * BALLS_PER_OVER) return false;
  emit('period_end', null);
  if (chase === null) {
    s.memo.phase = 'innings_break';
    startBreak(s, INNINGS_BREAK);
  } else {
    // The chase fell short: the side batting first wins, or it is a tie.
    s.memo.phase = 'finished';
    finish(s, current.runs === chase - 1 ? null : other(side));
  }
  return true;
}

function delivery(ctx: MatchContext, side: Side, rng: Rng): Ball {
  const balls: Ball[] = [0, 1, 2, 3, 4, 6, 'wicket', 'wide', 'no_ball'];
  const w = rng.weighted([
    35,
    34,
    9,
    0.5,
    tilt(ctx, side, 11, 2),
    tilt(ctx, side, 5, 1.5),
    tilt(ctx, side, 5, -1.2),
    3,
    1,
  ]);
  return balls[w] ?? 0;
}

function fire(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { memo } = s;
  switch (memo.phase) {
    case 'not_started':
      memo.battingFirst = sideByChance(rng, 0.5);
      startInnings(s, 1, emit);
      s.wait = rng.int(...BALL_GAP);
      return;
    case 'innings_break':
      startInnings(s, 2, emit);
      s.wait = rng.int(...BALL_GAP);
      return;
    case 'innings': {
      const overEnded = (b: number) => b > 0 && b % BALLS_PER_OVER === 0;
      const before = memo.balls;
      if (bowl(s, delivery(ctx, batting(s), rng), emit)) return;
      s.wait = rng.int(...BALL_GAP) + (memo.balls !== before && overEnded(memo.balls) ? OVER_CHANGE : 0);
      return;
    }
    case 'finished':
      throw new Error('cricket: the match is over');
  }
}

/** Test hook: the next delivery produces `ball`. */
export function ballBowled(state: S, ball: Ball): StepResult<CricketMemo> {
  return applyRule(state, (s, emit) => {
    if (!bowl(s, ball, emit)) s.wait = BALL_GAP[0];
  });
}

/** Test hook: the innings break ends. */
export function secondInnings(state: S): StepResult<CricketMemo> {
  return applyRule(state, (s, emit) => {
    startInnings(s, 2, emit);
    s.wait = BALL_GAP[0];
  });
}

export const cricketEngine = defineEngine<CricketMemo>({
  family: 'cricket',
  format: () => ({
    family: 'cricket',
    periodType: 'inning',
    regularPeriods: 2,
    clock: null,
    scoreUnit: 'runs',
    draws: true,
    typicalMinutes: 200,
  }),
  initialState,
  fire,
  progress: (s) => {
    if (s.live.status === 'finished') return 1;
    const index = s.live.period?.index ?? 0;
    if (index === 0) return 0;
    return Math.min(1, ((index - 1) * OVERS * BALLS_PER_OVER + s.memo.balls) / (2 * OVERS * BALLS_PER_OVER));
  },
});
