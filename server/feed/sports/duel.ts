/**
 * One-versus-one esports, each in the format `gameFormat` gives it (shared/matches/model.ts):
 *
 * - best-of-N games (StarCraft 2, Warcraft 3, Hearthstone, Street Fighter 5, NBA2K, Rocket League):
 *   not_started → live (game 1) → half_time (between games, 1-4') → live (game 2) → ... → finished
 *   when a player has won (N + 1) / 2 games. Games of strategy, cards and fighting have no score
 *   within a game: the game simply ends after a while, won by one side. Games that score (Rocket
 *   League goals, NBA2K points) score as they go; a game level at the end of regular time goes to
 *   overtime (status overtime) until the next score, which wins it. The per-game score row holds the
 *   goals/points (1-0 for games without a score).
 * - MMA: a bout of N rounds (`bestOf`: 3, or 5 for title fights) of five minutes with a minute's
 *   break between them ("End of round 1"). A finish (knock-out, submission) ends the bout at once;
 *   otherwise the judges give each round to one fighter (its row reads 1-0) and the bout goes to the
 *   fighter with more rounds. A bout has no running score: the headline is the result, 1-0 to the
 *   winner, once it is over.
 * - FIFA: one football match of two halves with half-time between them; goals count in the
 *   headline and the half's row; a match level after the second half goes to golden-goal extra time.
 *
 * No clock.
 */
import { gameFormat, type PeriodType, type Side, type SideScore } from '../../../shared/matches/model.ts';
import type { Rng } from '../random.ts';
import {
  addScore,
  applyRule,
  defineEngine,
  type Emit,
  type EngineState,
  expectedGames,
  finish,
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
/** MMA: five-minute rounds, a minute between them, and the chance a round ends in a finish. */
export const ROUND_SECONDS = 5 * 60;
export const ROUND_BREAK = 60;
const FINISH_CHANCE = 0.16;
/** FIFA: the break between the halves. */
const HALF_TIME = [60, 120] as const;

/** The period a duel game plays: a game of a best-of-N, an MMA round or a FIFA half. */
export function duelPeriod(gameId: number): Extract<PeriodType, 'game' | 'round' | 'half'> {
  const type = gameFormat(gameId).periodType;
  return type === 'round' || type === 'half' ? type : 'game';
}

export type DuelPhase = 'not_started' | 'game' | 'overtime' | 'game_break' | 'finished';

export interface DuelMemo {
  phase: DuelPhase;
  /** When the current game's regular time ends, in seconds since the match started. */
  endsAt: number;
  /** When the next score comes (scoring games), in seconds since the match started. */
  nextAt: number;
  /** MMA: when the current round ends in a finish (null: it goes the distance). */
  finishAt?: number | null;
  /** MMA: rounds each fighter won on the judges' cards. */
  cards?: SideScore;
}

type S = EngineState<DuelMemo>;

export function initialState(ctx: MatchContext, seed: number): S {
  // MMA has no running score: the result (1-0 to the winner) comes with the end of the bout.
  if (duelPeriod(ctx.gameId) === 'round')
    return newState<DuelMemo>(
      { phase: 'not_started', endsAt: 0, nextAt: 0, cards: { home: 0, away: 0 } },
      seed,
      { score: null },
    );
  return newState<DuelMemo>({ phase: 'not_started', endsAt: 0, nextAt: 0 }, seed);
}

function gameScore(s: S): SideScore {
  const period = s.live.period;
  return periodScore(s.live, period?.type ?? 'game', period?.index ?? 1);
}

function startGame(s: S, ctx: MatchContext, index: number, rng: Rng, emit: Emit): void {
  const { memo } = s;
  const type = duelPeriod(ctx.gameId);
  memo.phase = 'game';
  if (type === 'round') {
    memo.endsAt = s.elapsed + ROUND_SECONDS;
    memo.finishAt = rng.chance(FINISH_CHANCE) ? s.elapsed + rng.int(5, ROUND_SECONDS - 1) : null;
  } else {
    const minutes = rng.int(...duelRules(ctx.gameId).gameMinutes) * 60 + rng.int(0, 59);
    memo.endsAt = s.elapsed + (type === 'half' ? Math.round(minutes / 2) : minutes);
  }
  startPeriod(s, 'live', { type, index }, null, emit);
  schedule(s, ctx, rng);
}

/** Sets the wait until the next score or the end of regular time, whichever comes first. */
function schedule(s: S, ctx: MatchContext, rng: Rng): void {
  const { memo } = s;
  const scoring = duelRules(ctx.gameId).scoring;
  memo.nextAt = scoring ? s.elapsed + seconds(rng.exponential(scoring.gap)) : Number.POSITIVE_INFINITY;
  const until =
    memo.phase === 'overtime' ? memo.nextAt : Math.min(memo.nextAt, memo.endsAt, memo.finishAt ?? Infinity);
  s.wait = until - s.elapsed;
}

/** `side` scores `value` in the current game (FIFA: in the match); in overtime that wins the game. */
export function scoreInGame(s: S, ctx: MatchContext, side: Side, value: number, emit: Emit): void {
  const incident = duelRules(ctx.gameId).scoring?.incident ?? 'point';
  if (duelPeriod(ctx.gameId) === 'half') {
    addScore(s.live, side, value);
    emit(incident, side, { value });
    return;
  }
  gameScore(s)[side] += value;
  emit(incident, side, { value, scoreAfter: { ...gameScore(s) } });
}

/** MMA: `winner` takes the round (a finish or the judges' card); the bout ends after a finish or the last round. */
function endRound(s: S, ctx: MatchContext, winner: Side, finished: boolean, emit: Emit): void {
  const { live, memo } = s;
  const index = live.period?.index ?? 1;
  gameScore(s)[winner] = 1;
  const cards = memo.cards ?? { home: 0, away: 0 };
  cards[winner] += 1;
  memo.cards = cards;
  emit('round_won', winner, { value: index });
  emit('period_end', null);
  if (finished || index >= ctx.bestOf) {
    const result = finished ? winner : (leader(cards) ?? winner);
    memo.phase = 'finished';
    live.score = result === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 };
    finish(s, result);
    return;
  }
  memo.phase = 'game_break';
  startBreak(s, ROUND_BREAK);
}

/** FIFA: the end of a half: half-time, the result, or golden-goal extra time when level. */
function endHalf(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { live, memo } = s;
  emit('period_end', null);
  if ((live.period?.index ?? 1) < 2) {
    memo.phase = 'game_break';
    startBreak(s, rng.int(...HALF_TIME));
    return;
  }
  const ahead = live.score ? leader(live.score) : null;
  if (ahead) {
    memo.phase = 'finished';
    finish(s, ahead);
    return;
  }
  memo.phase = 'overtime';
  startPeriod(s, 'overtime', { type: 'extra_time', index: 1 }, null, emit);
  schedule(s, ctx, rng);
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
      const type = duelPeriod(ctx.gameId);
      if (type === 'round') {
        const finished = memo.finishAt !== null && memo.finishAt !== undefined && s.elapsed >= memo.finishAt;
        endRound(s, ctx, sideByChance(rng, tilt(ctx, 'home', 0.5, finished ? 0.35 : 0.3)), finished, emit);
        return;
      }
      if (type === 'half' && memo.phase === 'game' && s.elapsed >= memo.endsAt) {
        endHalf(s, ctx, rng, emit);
        return;
      }
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
      if (memo.phase === 'overtime' && type === 'half') {
        memo.phase = 'finished';
        finish(s, side);
        return;
      }
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

/** Test hook: the current game ends now, won by `winner` (scoring games: by the score; MMA: on the cards). */
export function gameOver(state: S, ctx: MatchContext, winner: Side): StepResult<DuelMemo> {
  return applyRule(state, (s, emit) =>
    duelPeriod(ctx.gameId) === 'round'
      ? endRound(s, ctx, winner, false, emit)
      : endGame(s, ctx, winner, GAME_BREAK[0], emit),
  );
}

/** Progress: FIFA by the time played, MMA by the rounds fought, best-of-N by the games won. */
function progress(s: S, ctx: MatchContext): number {
  if (s.live.status === 'finished') return 1;
  const type = duelPeriod(ctx.gameId);
  if (type === 'half') {
    const [min, max] = duelRules(ctx.gameId).gameMinutes;
    return Math.min(0.99, s.elapsed / (((min + max) / 2) * 60 + HALF_TIME[0]));
  }
  if (type === 'round') return Math.min(0.99, ((s.live.period?.index ?? 1) - 1) / Math.max(1, ctx.bestOf));
  return seriesProgress(s, ctx);
}

export const duelEngine = defineEngine<DuelMemo>({
  family: 'duel',
  format: (ctx) => {
    const [min, max] = duelRules(ctx.gameId).gameMinutes;
    const type = duelPeriod(ctx.gameId);
    if (type === 'half')
      return {
        family: 'duel',
        periodType: 'half',
        regularPeriods: 2,
        extraPeriodType: 'extra_time',
        clock: null,
        scoreUnit: 'goals',
        draws: false,
        typicalMinutes: Math.round((min + max) / 2 + 2),
      };
    if (type === 'round')
      return {
        family: 'duel',
        periodType: 'round',
        regularPeriods: ctx.bestOf,
        clock: null,
        scoreUnit: 'rounds',
        draws: false,
        typicalMinutes: Math.round(ctx.bestOf * 0.8 * ((ROUND_SECONDS + ROUND_BREAK) / 60)),
      };
    return {
      family: 'duel',
      periodType: 'game',
      regularPeriods: ctx.bestOf,
      clock: null,
      scoreUnit: 'games',
      draws: false,
      typicalMinutes: Math.round(expectedGames(ctx.bestOf) * ((min + max) / 2 + 2.5)),
    };
  },
  initialState,
  fire,
  progress,
});
