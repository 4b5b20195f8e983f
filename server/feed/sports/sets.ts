/**
 * Sports of sets of points, every rally scoring: volleyball, badminton, table tennis.
 *
 * not_started → live (set 1) → half_time (set break) → live (set 2) → ... → finished.
 * A set is won on reaching its target with a two-point lead:
 * - volleyball (206): best of 5, sets to 25, the deciding fifth set to 15;
 * - badminton (207): best of 3, games to 21, at 29-29 the next point wins (30 caps a game);
 * - table tennis (208): best of 5 (7 in finals), games to 11.
 * Volleyball and badminton: the winner of a rally serves the next; table tennis: the serve changes
 * every two points, and every point from 10-10. The first server alternates from set to set.
 */
import type { Side, SideScore } from '../../../shared/matches/model.ts';
import type { Rng } from '../random.ts';
import {
  applyRule,
  defineEngine,
  type Emit,
  type EngineState,
  type MatchContext,
  newState,
  other,
  periodScore,
  type StepResult,
  seriesProgress,
  sideByChance,
  startBreak,
  startPeriod,
  tilt,
  winSeriesGame,
} from './engine.ts';

export interface SetsRules {
  /** Points that win a set, and the deciding set when it differs. */
  target: number;
  decidingTarget: number;
  /** A score at which the next point wins whatever the lead (badminton 30), if any. */
  cap: number | null;
  serve: 'rally_winner' | 'every_two';
  /** Real seconds between two points, and the break between sets. */
  pointGap: readonly [number, number];
  setBreak: number;
}

export const SETS_RULES: Readonly<Record<number, SetsRules>> = {
  206: {
    target: 25,
    decidingTarget: 15,
    cap: null,
    serve: 'rally_winner',
    pointGap: [18, 32],
    setBreak: 180,
  },
  207: { target: 21, decidingTarget: 21, cap: 30, serve: 'rally_winner', pointGap: [16, 30], setBreak: 120 },
  208: { target: 11, decidingTarget: 11, cap: null, serve: 'every_two', pointGap: [12, 22], setBreak: 60 },
};

export function setsRules(gameId: number): SetsRules {
  const rules = SETS_RULES[gameId] ?? SETS_RULES[206];
  if (!rules) throw new Error('sets: no rules');
  return rules;
}

export type SetsPhase = 'not_started' | 'play' | 'set_break' | 'finished';

export interface SetsMemo {
  phase: SetsPhase;
  /** Who served first in the current set. */
  firstServer: Side;
}

type S = EngineState<SetsMemo>;

export function initialState(_ctx: MatchContext, seed: number): S {
  return newState<SetsMemo>({ phase: 'not_started', firstServer: 'home' }, seed);
}

/** The winner of a set at `points`, if it is over. */
export function setWinner(points: SideScore, target: number, cap: number | null): Side | null {
  for (const side of ['home', 'away'] as const) {
    const mine = points[side];
    const theirs = points[other(side)];
    if (cap !== null && mine === cap) return side;
    if (mine >= target && mine - theirs >= 2) return side;
  }
  return null;
}

/** Table tennis: who serves after `played` points of a game whose first server is `first`. */
export function tableTennisServer(first: Side, played: number): Side {
  const turn = played < 20 ? Math.floor(played / 2) : played - 10;
  return turn % 2 === 0 ? first : other(first);
}

function currentSet(s: S): SideScore {
  return periodScore(s.live, 'set', s.live.period?.index ?? 1);
}

function startSet(s: S, index: number, emit: Emit): void {
  s.memo.phase = 'play';
  startPeriod(s, 'live', { type: 'set', index }, null, emit);
  s.live.detail.serving = s.memo.firstServer;
}

/** `winner` wins a rally; returns whether that ended the set. */
export function winRally(s: S, ctx: MatchContext, winner: Side, emit: Emit): boolean {
  const rules = setsRules(ctx.gameId);
  const { live, memo } = s;
  const set = currentSet(s);
  set[winner] += 1;
  const deciding = (live.period?.index ?? 1) === ctx.bestOf;
  const setOver = setWinner(set, deciding ? rules.decidingTarget : rules.target, rules.cap);
  live.detail.serving =
    rules.serve === 'rally_winner' ? winner : tableTennisServer(memo.firstServer, set.home + set.away);
  if (!setOver) return false;
  memo.firstServer = other(memo.firstServer);
  if (winSeriesGame(s, ctx, setOver, 'set_won', live.period?.index, emit)) {
    memo.phase = 'finished';
  } else {
    memo.phase = 'set_break';
    startBreak(s, rules.setBreak);
  }
  return true;
}

function fire(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const rules = setsRules(ctx.gameId);
  const { memo } = s;
  switch (memo.phase) {
    case 'not_started':
      memo.firstServer = sideByChance(rng, 0.5);
      startSet(s, 1, emit);
      s.wait = rng.int(...rules.pointGap);
      return;
    case 'set_break':
      startSet(s, (s.live.period?.index ?? 0) + 1, emit);
      s.wait = rng.int(...rules.pointGap);
      return;
    case 'play': {
      const winner = sideByChance(rng, tilt(ctx, 'home', 0.5, 0.12));
      if (!winRally(s, ctx, winner, emit)) s.wait = rng.int(...rules.pointGap);
      return;
    }
    case 'finished':
      throw new Error('sets: the match is over');
  }
}

/** Test hook: `winner` wins the next rally. */
export function rally(state: S, ctx: MatchContext, winner: Side): StepResult<SetsMemo> {
  return applyRule(state, (s, emit) => {
    if (!winRally(s, ctx, winner, emit)) s.wait = setsRules(ctx.gameId).pointGap[0];
  });
}

export const setsEngine = defineEngine<SetsMemo>({
  family: 'sets',
  format: (ctx) => ({
    family: 'sets',
    periodType: 'set',
    regularPeriods: ctx.bestOf,
    clock: null,
    scoreUnit: 'sets',
    draws: false,
    typicalMinutes: ctx.gameId === 206 ? 85 : ctx.gameId === 207 ? 40 : ctx.bestOf >= 7 ? 35 : 25,
  }),
  initialState,
  fire,
  progress: seriesProgress,
});
