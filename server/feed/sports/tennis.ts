/**
 * Tennis: best of 3 sets (bestOf), a set is won at 6 games with a two-game lead or 7-6 after a
 * tie-break at 6-6 (first to 7 points, two clear). A game is won at 4 points with a two-point lead:
 * 0, 15, 30, 40, then deuce (40-40) and advantage (A).
 *
 * not_started → live (set 1) → half_time (set break, 2') → live (set 2) → ... → finished.
 * No clock. The serve changes hands after every game; in a tie-break the first point is served by
 * the player whose turn it is, then each player serves two points in turn, and the other player
 * serves the first game of the next set. Players change ends after odd games with a 90 s rest.
 * The memo keeps, per set, each player's service points (played, won) and break points (chances as
 * receiver, converted): what the technical statistics (simulator/stats.ts) are drawn from.
 */
import type { PeriodScore, Side, SideScore } from '../../../shared/matches/model.ts';
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

export type TennisPhase = 'not_started' | 'play' | 'set_break' | 'finished';

/** A set's serving record: by player, service points played and won, break points had and converted. */
export interface TennisSetRecord {
  index: number;
  served: SideScore;
  servedWon: SideScore;
  /** Break points a player had as receiver (points that would win the game on the other's serve). */
  breakPoints: SideScore;
  /** Those won: the games the player broke serve in. */
  breaks: SideScore;
}

export interface TennisMemo {
  phase: TennisPhase;
  /** The serving record of each set begun, in order. */
  sets: TennisSetRecord[];
  /** Points of the current game (or tie-break) as numbers. */
  points: SideScore;
  tiebreak: boolean;
  /** Who serves the current game (in a tie-break: who served its first point). */
  server: Side;
}

const POINT_GAP = [22, 50] as const;
const AFTER_GAME = 15;
const CHANGEOVER = 90;
const SET_BREAK = 120;

type S = EngineState<TennisMemo>;

export function initialState(_ctx: MatchContext, seed: number): S {
  return newState<TennisMemo>(
    { phase: 'not_started', sets: [], points: { home: 0, away: 0 }, tiebreak: false, server: 'home' },
    seed,
  );
}

/** How the points of a game read: 0/15/30/40, deuce as 40-40, advantage as A; tie-break digits. */
export function pointLabels(points: SideScore, tiebreak: boolean): { home: string; away: string } {
  if (tiebreak) return { home: String(points.home), away: String(points.away) };
  if (points.home >= 3 && points.away >= 3) {
    if (points.home === points.away) return { home: '40', away: '40' };
    return points.home > points.away ? { home: 'A', away: '40' } : { home: '40', away: 'A' };
  }
  const names = ['0', '15', '30', '40'];
  return { home: names[points.home] ?? '40', away: names[points.away] ?? '40' };
}

/** Who serves the next point of a tie-break in which `played` points were played. */
export function tiebreakServer(first: Side, played: number): Side {
  if (played === 0) return first;
  return Math.floor((played - 1) / 2) % 2 === 0 ? other(first) : first;
}

function games(s: S): PeriodScore {
  const index = s.live.period?.index ?? 1;
  return periodScore(s.live, 'set', index);
}

/** The serving record of the current set, created when first needed. */
function setRecord(s: S): TennisSetRecord {
  const index = s.live.period?.index ?? 1;
  let record = s.memo.sets.find((r) => r.index === index);
  if (!record) {
    const zero = () => ({ home: 0, away: 0 });
    record = { index, served: zero(), servedWon: zero(), breakPoints: zero(), breaks: zero() };
    s.memo.sets.push(record);
  }
  return record;
}

/** Notes a point of the serving record before it counts: who served, a break point, who won it. */
function recordPoint(s: S, winner: Side): void {
  const { memo } = s;
  const p = memo.points;
  const server = memo.tiebreak ? tiebreakServer(memo.server, p.home + p.away) : memo.server;
  const receiver = other(server);
  const record = setRecord(s);
  record.served[server] += 1;
  if (winner === server) record.servedWon[server] += 1;
  // A break point: the receiver wins the game with this point (never in a tie-break).
  if (!memo.tiebreak && p[receiver] >= 3 && p[receiver] > p[server]) {
    record.breakPoints[receiver] += 1;
    if (winner === receiver) record.breaks[receiver] += 1;
  }
}

function showPoints(s: S): void {
  const { memo, live } = s;
  live.detail.points = pointLabels(memo.points, memo.tiebreak);
  live.detail.serving = memo.tiebreak
    ? tiebreakServer(memo.server, memo.points.home + memo.points.away)
    : memo.server;
}

function startSet(s: S, index: number, emit: Emit): void {
  s.memo.phase = 'play';
  s.memo.points = { home: 0, away: 0 };
  s.memo.tiebreak = false;
  startPeriod(s, 'live', { type: 'set', index }, null, emit);
  showPoints(s);
}

/** What the point just won led to, which decides the pause before the next one. */
type PointOutcome = 'point' | 'game' | 'changeover' | 'set' | 'match';

/** `winner` wins a point: maybe the game, the set, the match. */
export function winPoint(s: S, ctx: MatchContext, winner: Side, emit: Emit): PointOutcome {
  const { memo, live } = s;
  recordPoint(s, winner);
  memo.points[winner] += 1;
  const p = memo.points;
  const lead = p[winner] - p[other(winner)];
  const gameWon = memo.tiebreak ? p[winner] >= 7 && lead >= 2 : p[winner] >= 4 && lead >= 2;
  if (!gameWon) {
    showPoints(s);
    return 'point';
  }
  const set = games(s);
  set[winner] += 1;
  if (memo.tiebreak) set.tiebreak = { ...p };
  memo.points = { home: 0, away: 0 };
  memo.server = other(memo.server);
  const setWon = memo.tiebreak || (set[winner] >= 6 && set[winner] - set[other(winner)] >= 2);
  if (!setWon) {
    memo.tiebreak = set.home === 6 && set.away === 6;
    showPoints(s);
    return (set.home + set.away) % 2 === 1 && set.home + set.away > 1 ? 'changeover' : 'game';
  }
  memo.tiebreak = false;
  if (winSeriesGame(s, ctx, winner, 'set_won', live.period?.index, emit)) {
    live.detail.points = undefined;
    memo.phase = 'finished';
    return 'match';
  }
  memo.phase = 'set_break';
  showPoints(s);
  return 'set';
}

function afterPoint(s: S, outcome: PointOutcome, rng: Rng): void {
  switch (outcome) {
    case 'point':
      s.wait = rng.int(...POINT_GAP);
      return;
    case 'game':
      s.wait = rng.int(...POINT_GAP) + AFTER_GAME;
      return;
    case 'changeover':
      s.wait = CHANGEOVER;
      return;
    case 'set':
      startBreak(s, SET_BREAK);
      return;
    case 'match':
      return;
  }
}

function fire(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { memo } = s;
  switch (memo.phase) {
    case 'not_started':
      memo.server = sideByChance(rng, 0.5);
      startSet(s, 1, emit);
      s.wait = rng.int(...POINT_GAP);
      return;
    case 'set_break':
      startSet(s, (s.live.period?.index ?? 0) + 1, emit);
      s.wait = rng.int(...POINT_GAP);
      return;
    case 'play': {
      // The server wins most points; the stronger player a few more.
      const server = s.live.detail.serving ?? memo.server;
      const pServer = tilt(ctx, server, 0.63, 0.08);
      const winner = rng.chance(pServer) ? server : other(server);
      afterPoint(s, winPoint(s, ctx, winner, emit), rng);
      return;
    }
    case 'finished':
      throw new Error('tennis: the match is over');
  }
}

/** Test hook: `winner` wins the next point. */
export function point(state: S, ctx: MatchContext, winner: Side): StepResult<TennisMemo> {
  return applyRule(state, (s, emit, rng) => afterPoint(s, winPoint(s, ctx, winner, emit), rng));
}

export const tennisEngine = defineEngine<TennisMemo>({
  family: 'tennis',
  format: (ctx) => ({
    family: 'tennis',
    periodType: 'set',
    regularPeriods: ctx.bestOf,
    clock: null,
    scoreUnit: 'sets',
    draws: false,
    typicalMinutes: ctx.bestOf >= 5 ? 180 : 110,
  }),
  initialState,
  fire,
  progress: seriesProgress,
});

/** Test hook: sets the games of the current set (to start from 5-5 or 6-6 without playing them). */
export function withGames(state: S, gamesWon: SideScore): S {
  const s = structuredClone(state);
  const row = games(s);
  row.home = gamesWon.home;
  row.away = gamesWon.away;
  s.memo.tiebreak = row.home === 6 && row.away === 6;
  showPoints(s);
  return s;
}
