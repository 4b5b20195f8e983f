/**
 * One-versus-one esports (StarCraft 2, Warcraft 3, Hearthstone, Street Fighter 5, MMA, FIFA,
 * NBA2K, Rocket League): best of N games.
 *
 * not_started → live (game 1) → half_time (between games, 1-4') → live (game 2) → ... → finished
 * when a player has won (N + 1) / 2 games.
 * Games of strategy, cards and fighting have no score within a game: the game simply ends after a
 * while, won by one side. Games that score (FIFA and Rocket League goals, NBA2K points) score as
 * they go; a game level at the end of regular time goes to overtime (status overtime) until the
 * next score, which wins it. The per-game score row holds the goals/points (1-0 for games without
 * a score). No clock.
 */
import type { Side, SideScore } from '../../../shared/matches/model.ts';
import type { Rng } from '../random.ts';
import {
  applyRule,
  defineEngine,
  type Emit,
  type EngineState,
  expectedGames,
  leader,
  type MatchContext,
  newState,
  periodScore,
  type StepResult,
  seconds,
  seriesProgress,
  sideByChance,
  startBreak,
  startPeriod,
  tilt,
  winSeriesGame,
} from './engine.ts';

export interface DuelRules {
  /** Length of a game (its regular time, for scoring games) in minutes. */
  gameMinutes: readonly [number, number];
  /** Scoring games: the incident, mean seconds between scores and the values a score is worth. */
  scoring?: { incident: 'goal' | 'point'; gap: number; values: readonly number[] };
}

export const DUEL_RULES: Readonly<Record<number, DuelRules>> = {
  9: { gameMinutes: [13, 16], scoring: { incident: 'goal', gap: 240, values: [1] } },
  19: { gameMinutes: [6, 7], scoring: { incident: 'goal', gap: 90, values: [1] } },
  // NBA2K: scoring runs rather than every basket, so a game logs a few dozen lines.
  22: { gameMinutes: [24, 30], scoring: { incident: 'point', gap: 45, values: [2, 3, 4, 5] } },
  15: { gameMinutes: [4, 16] },
  18: { gameMinutes: [9, 24] },
  21: { gameMinutes: [6, 14] },
  23: { gameMinutes: [10, 25] },
  28: { gameMinutes: [2, 4] },
};

export function duelRules(gameId: number): DuelRules {
  return DUEL_RULES[gameId] ?? { gameMinutes: [8, 20] };
}

const GAME_BREAK = [60, 240] as const;

export type DuelPhase = 'not_started' | 'game' | 'overtime' | 'game_break' | 'finished';

export interface DuelMemo {
  phase: DuelPhase;
  /** When the current game's regular time ends, in seconds since the match started. */
  endsAt: number;
  /** When the next score comes (scoring games), in seconds since the match started. */
  nextAt: number;
}

type S = EngineState<DuelMemo>;

export function initialState(_ctx: MatchContext, seed: number): S {
  return newState<DuelMemo>({ phase: 'not_started', endsAt: 0, nextAt: 0 }, seed);
}

function gameScore(s: S): SideScore {
  return periodScore(s.live, 'map', s.live.period?.index ?? 1);
}

function startGame(s: S, ctx: MatchContext, index: number, rng: Rng, emit: Emit): void {
  const { memo } = s;
  memo.phase = 'game';
  memo.endsAt = s.elapsed + rng.int(...duelRules(ctx.gameId).gameMinutes) * 60 + rng.int(0, 59);
  startPeriod(s, 'live', { type: 'map', index }, null, emit);
  schedule(s, ctx, rng);
}

/** Sets the wait until the next score or the end of regular time, whichever comes first. */
function schedule(s: S, ctx: MatchContext, rng: Rng): void {
  const { memo } = s;
  const scoring = duelRules(ctx.gameId).scoring;
  memo.nextAt = scoring ? s.elapsed + seconds(rng.exponential(scoring.gap)) : Number.POSITIVE_INFINITY;
  const until = memo.phase === 'overtime' ? memo.nextAt : Math.min(memo.nextAt, memo.endsAt);
  s.wait = until - s.elapsed;
}

/** `side` scores `value` in the current game; in overtime that wins the game. */
export function scoreInGame(s: S, ctx: MatchContext, side: Side, value: number, emit: Emit): void {
  gameScore(s)[side] += value;
  emit(duelRules(ctx.gameId).scoring?.incident ?? 'point', side, { value, scoreAfter: { ...gameScore(s) } });
}

/** The current game ends, won by `winner`: the next game after a break, or the end of the match. */
export function endGame(s: S, ctx: MatchContext, winner: Side, breakSeconds: number, emit: Emit): void {
  const { live, memo } = s;
  const row = gameScore(s);
  if (!duelRules(ctx.gameId).scoring) row[winner] = 1;
  if (winSeriesGame(s, ctx, winner, 'map_won', live.period?.index, emit)) {
    memo.phase = 'finished';
  } else {
    memo.phase = 'game_break';
    startBreak(s, breakSeconds);
  }
}

function fire(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { memo } = s;
  const rules = duelRules(ctx.gameId);
  switch (memo.phase) {
    case 'not_started':
      startGame(s, ctx, 1, rng, emit);
      return;
    case 'game_break':
      startGame(s, ctx, (s.live.period?.index ?? 0) + 1, rng, emit);
      return;
    case 'game':
    case 'overtime': {
      if (memo.phase === 'game' && s.elapsed >= memo.endsAt) {
        const ahead = rules.scoring ? leader(gameScore(s)) : sideByChance(rng, tilt(ctx, 'home', 0.5, 0.3));
        if (ahead) {
          endGame(s, ctx, ahead, rng.int(...GAME_BREAK), emit);
          return;
        }
        memo.phase = 'overtime';
        s.live.status = 'overtime';
        schedule(s, ctx, rng);
        return;
      }
      const side = sideByChance(rng, tilt(ctx, 'home', 0.5, 0.2));
      scoreInGame(s, ctx, side, rng.pick(rules.scoring?.values ?? [1]), emit);
      if (memo.phase === 'overtime') {
        endGame(s, ctx, side, rng.int(...GAME_BREAK), emit);
        return;
      }
      schedule(s, ctx, rng);
      return;
    }
    case 'finished':
      throw new Error('duel: the match is over');
  }
}

/** Test hook: the current game ends now, won by `winner` (scoring games: by the score). */
export function gameOver(state: S, ctx: MatchContext, winner: Side): StepResult<DuelMemo> {
  return applyRule(state, (s, emit) => endGame(s, ctx, winner, GAME_BREAK[0], emit));
}

export const duelEngine = defineEngine<DuelMemo>({
  family: 'duel',
  format: (ctx) => {
    const [min, max] = duelRules(ctx.gameId).gameMinutes;
    return {
      family: 'duel',
      periodType: 'map',
      regularPeriods: ctx.bestOf,
      clock: null,
      scoreUnit: 'games',
      draws: false,
      typicalMinutes: Math.round(expectedGames(ctx.bestOf) * ((min + max) / 2 + 2.5)),
    };
  },
  initialState,
  fire,
  progress: seriesProgress,
});
