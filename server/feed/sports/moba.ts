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
 * The memo keeps a record of every map begun (kills, towers, dragons, barons, gold and the gold
 * difference by map minute), so the maps played stay known after the next one starts (the
 * technical statistics of simulator/stats.ts are read from it).
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

/** A map as it went: the sides' counts, gold (thousands) and gold difference (home − away) by minute. */
export interface MobaMapRecord {
  index: number;
  kills: SideScore;
  towers: SideScore;
  dragons: SideScore;
  barons: SideScore;
  /** The sides' gold at the map's last event (its end once over), as `detail.gold` showed it. */
  gold: SideScore;
  /** The difference after each map minute with an event (minute 0: the start, even), to the map's end. */
  goldDiff: { minute: number; diff: number }[];
}

export interface MobaMemo {
  phase: MobaPhase;
  /** Map clock second at which a base falls. */
  endsAt: number;
  /** The side with the upper hand on this map. */
  upperHand: Side;
  /** Gold from events, in thousands, on top of the passive income. */
  bonusGold: { home: number; away: number };
  /** Every map begun, in order. */
  maps: MobaMapRecord[];
}

type S = EngineState<MobaMemo>;

export function initialState(_ctx: MatchContext, seed: number): S {
  return newState<MobaMemo>(
    { phase: 'not_started', endsAt: 0, upperHand: 'home', bonusGold: { home: 0, away: 0 }, maps: [] },
    seed,
  );
}

function mapClock(s: S): number {
  return s.live.clock?.seconds ?? 0;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The record of the map being played, created when first needed. */
function mapRecord(s: S): MobaMapRecord {
  const index = s.live.period?.index ?? 1;
  let record = s.memo.maps.find((m) => m.index === index);
  if (!record) {
    const zero = () => ({ home: 0, away: 0 });
    record = {
      index,
      kills: zero(),
      towers: zero(),
      dragons: zero(),
      barons: zero(),
      gold: zero(),
      goldDiff: [],
    };
    s.memo.maps.push(record);
  }
  return record;
}

/** Shows the gold of this instant and notes it in the map's record (one point per map minute). */
function showGold(s: S, ctx: MatchContext): void {
  const passive = (mapClock(s) / 60) * mobaRules(ctx.gameId).goldPerMinute;
  const gold = {
    home: round1(2.5 + passive + s.memo.bonusGold.home),
    away: round1(2.5 + passive + s.memo.bonusGold.away),
  };
  s.live.detail.gold = gold;
  const record = mapRecord(s);
  record.gold = { ...gold };
  // By the minute under way: an event at 4:10 gives minute 5's point (the start alone is minute 0).
  const point = { minute: Math.ceil(mapClock(s) / 60), diff: round1(gold.home - gold.away) };
  const last = record.goldDiff.at(-1);
  if (last && last.minute === point.minute) last.diff = point.diff;
  else record.goldDiff.push(point);
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
      mapRecord(s).kills[side] += 1;
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
      mapRecord(s).towers[side] += 1;
      memo.bonusGold[side] += TOWER_GOLD;
      showGold(s, ctx);
      emit('tower', side, { scoreAfter: { ...towers } });
      return;
    }
    case 'dragon':
    case 'baron':
      mapRecord(s)[event === 'baron' ? 'barons' : 'dragons'][side] += 1;
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
