/**
 * MOBA (LoL, Dota2, Honor of Kings, Mobile Legends...): best of N maps (bo1, bo3, bo5).
 *
 * not_started → live (map 1) → half_time (between maps, 6-10') → live (map 2) → ... → finished
 * when a side has won (N + 1) / 2 maps.
 * On a map the clock counts up from 0. Kills, towers and the big objectives (dragons, barons;
 * Roshan counts as a baron) come at random, more often for the side that has the upper hand on
 * that map; the first kill is first blood (the only kill logged as an incident). Gold (in thousands) grows with time and with those
 * events. The map ends when a base falls, after 25-45 minutes on PC (shorter on mobile titles),
 * and the side ahead in gold takes it. The per-map score row holds the kills.
 */
import type { Side } from '../../../shared/matches/model.ts';
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
  seconds,
  seriesProgress,
  sideByChance,
  startBreak,
  startPeriod,
  tilt,
  winSeriesGame,
} from './engine.ts';

export interface MobaRules {
  /** Map length range in minutes. */
  mapMinutes: readonly [number, number];
  /** Mean seconds between two events on a map. */
  eventGap: number;
  towersPerSide: number;
  /** Passive gold per side per minute, in thousands. */
  goldPerMinute: number;
}

const PC: MobaRules = { mapMinutes: [26, 42], eventGap: 50, towersPerSide: 11, goldPerMinute: 1.9 };
const MOBILE: MobaRules = { mapMinutes: [13, 22], eventGap: 30, towersPerSide: 9, goldPerMinute: 3.2 };

/** LoL (1), Dota2 (4) and other esports (0) are PC games; the rest are mobile titles. */
export function mobaRules(gameId: number): MobaRules {
  return gameId === 1 || gameId === 4 || gameId === 0 ? PC : MOBILE;
}

const MAP_BREAK = [6 * 60, 10 * 60] as const;
const TOWERS_FROM = 8 * 60;
const DRAGONS_FROM = 5 * 60;
const BARONS_FROM = 20 * 60;
const KILL_GOLD = 0.3;
const TOWER_GOLD = 0.6;
const OBJECTIVE_GOLD = 0.8;

export type MobaPhase = 'not_started' | 'map' | 'map_break' | 'finished';
export type MapEvent = 'kill' | 'tower' | 'dragon' | 'baron';

export interface MobaMemo {
  phase: MobaPhase;
  /** Map clock second at which a base falls. */
  endsAt: number;
  /** The side with the upper hand on this map. */
  upperHand: Side;
  /** Gold from events, in thousands, on top of the passive income. */
  bonusGold: { home: number; away: number };
}

type S = EngineState<MobaMemo>;

export function initialState(_ctx: MatchContext, seed: number): S {
  return newState<MobaMemo>(
    { phase: 'not_started', endsAt: 0, upperHand: 'home', bonusGold: { home: 0, away: 0 } },
    seed,
  );
}

function mapClock(s: S): number {
  return s.live.clock?.seconds ?? 0;
}

function showGold(s: S, ctx: MatchContext): void {
  const passive = (mapClock(s) / 60) * mobaRules(ctx.gameId).goldPerMinute;
  const round1 = (x: number) => Math.round(x * 10) / 10;
  s.live.detail.gold = {
    home: round1(2.5 + passive + s.memo.bonusGold.home),
    away: round1(2.5 + passive + s.memo.bonusGold.away),
  };
}

function startMap(s: S, ctx: MatchContext, index: number, rng: Rng, emit: Emit): void {
  const { memo, live } = s;
  const rules = mobaRules(ctx.gameId);
  memo.phase = 'map';
  memo.endsAt = rng.int(...rules.mapMinutes) * 60 + rng.int(0, 59);
  memo.upperHand = sideByChance(rng, tilt(ctx, 'home', 0.5, 0.25));
  memo.bonusGold = { home: 0, away: 0 };
  startPeriod(s, 'live', { type: 'map', index }, { seconds: 0, running: true, direction: 'up' }, emit);
  live.detail.kills = { home: 0, away: 0 };
  live.detail.towers = { home: 0, away: 0 };
  showGold(s, ctx);
  scheduleNext(s, ctx, rng);
}

function scheduleNext(s: S, ctx: MatchContext, rng: Rng): void {
  const now = mapClock(s);
  const next = now + seconds(rng.exponential(mobaRules(ctx.gameId).eventGap));
  s.wait = Math.min(next, s.memo.endsAt) - now;
}

/** An event of the map for `side`: kills add to the map's score row, towers to the tower count. */
export function mapEvent(s: S, ctx: MatchContext, event: MapEvent, side: Side, emit: Emit): void {
  const { live, memo } = s;
  const kills = live.detail.kills ?? { home: 0, away: 0 };
  live.detail.kills = kills;
  switch (event) {
    case 'kill': {
      const first = kills.home + kills.away === 0;
      kills[side] += 1;
      periodScore(live, 'map', live.period?.index ?? 1)[side] += 1;
      memo.bonusGold[side] += KILL_GOLD;
      showGold(s, ctx);
      // Kills show in the score; only first blood gets a line in the log (a map has dozens of kills).
      if (first) emit('first_blood', side, { scoreAfter: { ...kills } });
      return;
    }
    case 'tower': {
      const towers = live.detail.towers ?? { home: 0, away: 0 };
      live.detail.towers = towers;
      towers[side] += 1;
      memo.bonusGold[side] += TOWER_GOLD;
      showGold(s, ctx);
      emit('tower', side, { scoreAfter: { ...towers } });
      return;
    }
    case 'dragon':
    case 'baron':
      memo.bonusGold[side] += OBJECTIVE_GOLD * (event === 'baron' ? 2 : 1);
      showGold(s, ctx);
      emit(event, side);
      return;
  }
}

/** A base falls: the side ahead in gold (else the side with the upper hand) takes the map. */
export function endMap(s: S, ctx: MatchContext, breakSeconds: number, emit: Emit): void {
  const { live, memo } = s;
  showGold(s, ctx);
  const gold = live.detail.gold ?? { home: 0, away: 0 };
  const winner = gold.home === gold.away ? memo.upperHand : gold.home > gold.away ? 'home' : 'away';
  if (live.clock) live.clock.running = false;
  if (winSeriesGame(s, ctx, winner, 'map_won', live.period?.index, emit)) {
    memo.phase = 'finished';
  } else {
    memo.phase = 'map_break';
    startBreak(s, breakSeconds);
  }
}

function randomEvent(s: S, ctx: MatchContext, rng: Rng): { event: MapEvent; side: Side } {
  const now = mapClock(s);
  const towers = s.live.detail.towers ?? { home: 0, away: 0 };
  const side = rng.chance(0.62) ? s.memo.upperHand : other(s.memo.upperHand);
  const towersLeft = towers[side] < mobaRules(ctx.gameId).towersPerSide;
  const events: MapEvent[] = ['kill', 'tower', 'dragon', 'baron'];
  const pick = rng.weighted([
    70,
    now >= TOWERS_FROM && towersLeft ? 25 : 0,
    now >= DRAGONS_FROM ? 6 : 0,
    now >= BARONS_FROM ? 4 : 0,
  ]);
  return { event: events[pick] ?? 'kill', side };
}

function fire(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { memo } = s;
  switch (memo.phase) {
    case 'not_started':
      startMap(s, ctx, 1, rng, emit);
      return;
    case 'map_break':
      startMap(s, ctx, (s.live.period?.index ?? 0) + 1, rng, emit);
      return;
    case 'map': {
      if (mapClock(s) >= memo.endsAt) {
        endMap(s, ctx, rng.int(...MAP_BREAK), emit);
        return;
      }
      const { event, side } = randomEvent(s, ctx, rng);
      mapEvent(s, ctx, event, side, emit);
      scheduleNext(s, ctx, rng);
      return;
    }
    case 'finished':
      throw new Error('moba: the match is over');
  }
}

/** Test hook: the current map ends now. */
export function mapOver(state: S, ctx: MatchContext): StepResult<MobaMemo> {
  return applyRule(state, (s, emit) => endMap(s, ctx, MAP_BREAK[0], emit));
}

/** Test hook: an event of the map for `side`. */
export function event(state: S, ctx: MatchContext, kind: MapEvent, side: Side): StepResult<MobaMemo> {
  return applyRule(state, (s, emit) => {
    mapEvent(s, ctx, kind, side, emit);
    s.wait = 1;
  });
}

export const mobaEngine = defineEngine<MobaMemo>({
  family: 'moba',
  format: (ctx) => {
    const [min, max] = mobaRules(ctx.gameId).mapMinutes;
    return {
      family: 'moba',
      periodType: 'map',
      regularPeriods: ctx.bestOf,
      clock: 'up',
      scoreUnit: 'maps',
      draws: false,
      typicalMinutes: Math.round(expectedGames(ctx.bestOf) * ((min + max) / 2 + 8)),
    };
  },
  initialState,
  fire,
  progress: seriesProgress,
});
