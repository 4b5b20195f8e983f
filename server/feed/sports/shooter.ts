/**
 * Tactical shooters (CS, Valorant, Rainbow Six, CF...): best of N maps, each map a series of rounds.
 *
 * not_started → live (map 1, rounds) → overtime (the same map, once it reaches 12-12)
 * → half_time (between maps, 5-8') → live (map 2) → ... → finished at (N + 1) / 2 maps.
 * A map is won at 13 rounds (Rainbow Six: 7) while the other side has at most 11 (5). From 12-12:
 * - "mr3" (CS and most): overtimes of six rounds, first to four of them; 3-3 starts another one;
 * - "win_by_2" (Valorant, Rainbow Six): play on until a side leads by two.
 * Sides swap at half-time of a map (a slightly longer pause, no status change). No clock; the
 * per-map score row holds the rounds, `detail.rounds` those of the map being played; the memo keeps
 * each map's round winners in order (for the technical statistics' sides and pistol rounds).
 */
import type { Side, SideScore } from '../../../shared/matches/model.ts';
import type { Rng } from '../random.ts';
import {
  applyRule,
  defineEngine,
  type Emit,
  type EngineState,
  expectedGames,
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

export interface ShooterRules {
  roundsToWin: number;
  overtime: 'mr3' | 'win_by_2';
  /** Real seconds a round takes (buy time included). */
  roundSeconds: readonly [number, number];
  maps: readonly string[];
}

const CS_MAPS = ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Dust2', 'Train'];
export const SHOOTER_RULES: Readonly<Record<number, ShooterRules>> = {
  2: { roundsToWin: 13, overtime: 'mr3', roundSeconds: [85, 135], maps: CS_MAPS },
  14: {
    roundsToWin: 13,
    overtime: 'win_by_2',
    roundSeconds: [90, 140],
    maps: ['Ascent', 'Bind', 'Haven', 'Split', 'Lotus', 'Sunset', 'Icebox'],
  },
  20: {
    roundsToWin: 7,
    overtime: 'win_by_2',
    roundSeconds: [150, 220],
    maps: ['Bank', 'Clubhouse', 'Consulate', 'Kafe Dostoyevsky', 'Oregon', 'Chalet', 'Border'],
  },
  16: {
    roundsToWin: 13,
    overtime: 'mr3',
    roundSeconds: [70, 115],
    maps: ['Black Widow', 'Port', 'Ancient Ruins', 'Mexico', 'Sub Base', 'Transit'],
  },
};
const DEFAULT_RULES: ShooterRules = {
  roundsToWin: 13,
  overtime: 'mr3',
  roundSeconds: [80, 130],
  maps: ['Harbor', 'Citadel', 'Foundry', 'Outpost', 'Skyline', 'Canal', 'Quarry'],
};

export function shooterRules(gameId: number): ShooterRules {
  return SHOOTER_RULES[gameId] ?? DEFAULT_RULES;
}

const MAP_BREAK = [5 * 60, 8 * 60] as const;
const SIDE_SWAP = 60;

export type ShooterPhase = 'not_started' | 'rounds' | 'map_break' | 'finished';

export interface ShooterMemo {
  phase: ShooterPhase;
  /** Maps played so far, so none is played twice. */
  mapsPlayed: string[];
  /** The round winners of every map begun, in order. */
  rounds: { index: number; winners: Side[] }[];
}

type S = EngineState<ShooterMemo>;

export function initialState(_ctx: MatchContext, seed: number): S {
  return newState<ShooterMemo>({ phase: 'not_started', mapsPlayed: [], rounds: [] }, seed);
}

/** The winner of a map at `rounds`, if it is over. */
export function mapWinner(
  rounds: SideScore,
  rules: Pick<ShooterRules, 'roundsToWin' | 'overtime'>,
): Side | null {
  const tie = rules.roundsToWin - 1;
  for (const side of ['home', 'away'] as const) {
    if (rounds[side] === rules.roundsToWin && rounds[other(side)] < tie) return side;
  }
  if (rounds.home < tie || rounds.away < tie) return null;
  const lead = rounds.home - rounds.away;
  if (rules.overtime === 'win_by_2') return Math.abs(lead) >= 2 ? (lead > 0 ? 'home' : 'away') : null;
  // MR3: overtime k starts at (tie + 3k)-all; first to four rounds of its six wins.
  const low = Math.min(rounds.home, rounds.away);
  const start = tie + 3 * Math.floor((low - tie) / 3);
  if (rounds.home === start + 4) return 'home';
  if (rounds.away === start + 4) return 'away';
  return null;
}

function startMap(s: S, ctx: MatchContext, index: number, rng: Rng, emit: Emit): void {
  const { memo, live } = s;
  memo.phase = 'rounds';
  const pool = shooterRules(ctx.gameId).maps.filter((m) => !memo.mapsPlayed.includes(m));
  const mapName = rng.pick(pool.length > 0 ? pool : shooterRules(ctx.gameId).maps);
  memo.mapsPlayed.push(mapName);
  startPeriod(s, 'live', { type: 'map', index }, null, emit);
  live.detail.rounds = { home: 0, away: 0 };
  live.detail.mapName = mapName;
}

/** `winner` takes a round: the map may go to overtime or end; returns what comes next. */
export function winRound(s: S, ctx: MatchContext, winner: Side, emit: Emit): 'round' | 'side_swap' | 'map' {
  const { live, memo } = s;
  const rules = shooterRules(ctx.gameId);
  const rounds = live.detail.rounds ?? { home: 0, away: 0 };
  live.detail.rounds = rounds;
  rounds[winner] += 1;
  const index = live.period?.index ?? 1;
  const row = periodScore(live, 'map', index);
  row.home = rounds.home;
  row.away = rounds.away;
  let record = memo.rounds.find((r) => r.index === index);
  if (!record) {
    record = { index, winners: [] };
    memo.rounds.push(record);
  }
  record.winners.push(winner);
  emit('round_won', winner, { value: rounds.home + rounds.away, scoreAfter: { ...rounds } });
  const tie = rules.roundsToWin - 1;
  const mapOver = mapWinner(rounds, rules);
  if (!mapOver) {
    if (rounds.home >= tie && rounds.away >= tie) live.status = 'overtime';
    return rounds.home + rounds.away === tie ? 'side_swap' : 'round';
  }
  memo.phase = winSeriesGame(s, ctx, mapOver, 'map_won', index, emit) ? 'finished' : 'map_break';
  return 'map';
}

function afterRound(s: S, ctx: MatchContext, next: 'round' | 'side_swap' | 'map', rng: Rng): void {
  const rules = shooterRules(ctx.gameId);
  if (next === 'map') {
    if (s.memo.phase === 'map_break') startBreak(s, rng.int(...MAP_BREAK));
    return;
  }
  s.wait = rng.int(...rules.roundSeconds) + (next === 'side_swap' ? SIDE_SWAP : 0);
}

function fire(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { memo } = s;
  switch (memo.phase) {
    case 'not_started':
      startMap(s, ctx, 1, rng, emit);
      s.wait = rng.int(...shooterRules(ctx.gameId).roundSeconds);
      return;
    case 'map_break':
      startMap(s, ctx, (s.live.period?.index ?? 0) + 1, rng, emit);
      s.wait = rng.int(...shooterRules(ctx.gameId).roundSeconds);
      return;
    case 'rounds': {
      const winner = sideByChance(rng, tilt(ctx, 'home', 0.5, 0.15));
      afterRound(s, ctx, winRound(s, ctx, winner, emit), rng);
      return;
    }
    case 'finished':
      throw new Error('shooter: the match is over');
  }
}

/** Test hook: `winner` takes the next round. */
export function round(state: S, ctx: MatchContext, winner: Side): StepResult<ShooterMemo> {
  return applyRule(state, (s, emit, rng) => afterRound(s, ctx, winRound(s, ctx, winner, emit), rng));
}

/** Test hook: the break ends and the next map starts. */
export function nextMap(state: S, ctx: MatchContext): StepResult<ShooterMemo> {
  return applyRule(state, (s, emit, rng) => {
    startMap(s, ctx, (s.live.period?.index ?? 0) + 1, rng, emit);
    s.wait = shooterRules(ctx.gameId).roundSeconds[0];
  });
}

export const shooterEngine = defineEngine<ShooterMemo>({
  family: 'shooter',
  format: (ctx) => {
    const rules = shooterRules(ctx.gameId);
    const [min, max] = rules.roundSeconds;
    const mapMinutes = ((rules.roundsToWin * 1.75 * (min + max)) / 2 + SIDE_SWAP) / 60;
    return {
      family: 'shooter',
      periodType: 'map',
      regularPeriods: ctx.bestOf,
      clock: null,
      scoreUnit: 'maps',
      draws: false,
      typicalMinutes: Math.round(expectedGames(ctx.bestOf) * (mapMinutes + 6)),
    };
  },
  initialState,
  fire,
  progress: seriesProgress,
});
