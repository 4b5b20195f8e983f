/**
 * Simulated technical statistics (issue 13, "Data / technical statistics"), a pure function of the
 * match's seed and its live state, so every process and every replay gives the same figures, and
 * consistent with what the engines played:
 * - football, per half from the match clock's minutes (the first half's stoppage time counts with it
 *   until the second half begins): every minute each side may shoot, win a
 *   corner, commit a foul, be caught offside or attack dangerously (drawn from the minute's own
 *   seed, the home side's edge tilting the odds); possession is the minutes' average share. Shots on
 *   target are never fewer than the goals of that half, shots never fewer than those on target, and
 *   xG grows with both. A minute once played never changes, so every count only grows. Each minute
 *   also has its attack momentum (`momentum`, +100 home to −100 away): the ball's share and the
 *   dangerous attacks, shots and corners of each side in it.
 * - basketball, per quarter from its points: made free throws, three- and two-pointers that add up
 *   to the quarter's points exactly, attempts at the quarter's own shooting percentages, rebounds
 *   from the misses, assists from the baskets, turnovers by quarter played.
 * - tennis, per set from the serving record the engine keeps (tennis.ts): break points had and
 *   converted as played; aces among the service points won, double faults among those lost and
 *   first serves in among those played, drawn point by point from the set's and player's own stream
 *   (the n-th point's draw never changes, so counts only grow).
 * - MOBA, per map from the engine's map records (moba.ts): kills (the map's score row), towers,
 *   dragons, barons (Roshan), gold, and the gold difference by map minute (`gold`).
 * - shooters, per map from the round winners the engine keeps (shooter.ts): rounds won, those won on
 *   defence (CT) and attack (T), the side each played as the economy (economy.ts) draws it, and for
 *   CS and Valorant the pistol rounds (the first of each half) won.
 * - battle royale, each finished game's table (`games`): placement, kills and points per team (the
 *   game being played shows in the live standings).
 * - MOBA and shooters with heroes or agents: each begun map's draft (draft.ts).
 * Other families have no statistics here yet (the stats tab is then absent). Everything read from
 * the engine's memo changes only when the engine fires, so how the engine was stepped never
 * changes the figures.
 */
import {
  type MatchStats,
  type PeriodScore,
  type Side,
  type SideScore,
  type SportFamily,
  thinOut,
} from '../../../shared/matches/model.ts';
import { createRng, deriveSeed, type Rng } from '../random.ts';
import { type BattleRoyaleMemo, placementPoints } from '../sports/battle-royale.ts';
import type { LiveState, MatchContext } from '../sports/engine.ts';
import type { MobaMemo } from '../sports/moba.ts';
import { type ShooterMemo, type ShooterRules, shooterRules } from '../sports/shooter.ts';
import type { TennisMemo } from '../sports/tennis.ts';
import { draftFor } from './draft.ts';

type Values = Record<string, SideScore>;

const sides = ['home', 'away'] as const;

function add(values: Values, key: string, home: number, away: number) {
  const held = values[key] ?? { home: 0, away: 0 };
  values[key] = { home: held.home + home, away: held.away + away };
}

/** Football: the match clock's minutes played so far, per half (extra time counts with the second). */
function football(seed: number, ctx: MatchContext, live: LiveState): MatchStats | undefined {
  const seconds = live.clock?.seconds ?? 0;
  const played = Math.floor(seconds / 60);
  if (played <= 0 || !live.score) return undefined;
  const halves: { values: Values; possession: number; minutes: number }[] = [
    { values: {}, possession: 0, minutes: 0 },
    { values: {}, possession: 0, minutes: 0 },
  ];
  const edge = ctx.homeEdge - 0.5;
  // Stoppage time of the first half (and the break after it) belongs to it while the second has
  // not begun.
  const inSecond = live.period !== null && (live.period.type !== 'half' || live.period.index > 1);
  const momentum: number[] = [];
  for (let minute = 0; minute < played; minute++) {
    const half = halves[minute < 45 || !inSecond ? 0 : 1];
    if (!half) continue;
    const rng = createRng(deriveSeed(seed, 'stats', minute));
    const share = Math.min(0.8, Math.max(0.2, rng.normal(0.5 + edge * 0.4, 0.08)));
    half.possession += share;
    half.minutes += 1;
    const draw = (p: number, tilt: number) =>
      [rng.chance(p * (1 + tilt)) ? 1 : 0, rng.chance(p * (1 - tilt)) ? 1 : 0] as const;
    const [shotsH, shotsA] = draw(0.14, edge);
    const [onH, onA] = [shotsH && rng.chance(0.38) ? 1 : 0, shotsA && rng.chance(0.38) ? 1 : 0];
    const [cornersH, cornersA] = draw(0.055, edge);
    add(half.values, 'fouls', ...draw(0.13, -edge));
    add(half.values, 'offsides', ...draw(0.022, edge));
    const [dangerH, dangerA] = draw(0.55, edge);
    add(half.values, 'shots', shotsH, shotsA);
    add(half.values, 'shotsOnTarget', onH, onA);
    add(half.values, 'corners', cornersH, cornersA);
    add(half.values, 'dangerousAttacks', dangerH, dangerA);
    // The minute's attack momentum: the ball's share and the threat each side made of it.
    const threat =
      (share - 0.5) * 1.2 +
      0.25 * (dangerH - dangerA) +
      0.35 * (shotsH - shotsA) +
      0.2 * (onH - onA) +
      0.15 * (cornersH - cornersA);
    momentum.push(Math.max(-100, Math.min(100, Math.round(threat * 100))));
  }
  const goalsOf = (index: number): SideScore => {
    const score = live.periodScores.find((p: PeriodScore) => p.type === 'half' && p.index === index);
    return { home: score?.home ?? 0, away: score?.away ?? 0 };
  };
  const periods: MatchStats['periods'] = [];
  const total: Values = {};
  halves.forEach((half, i) => {
    if (half.minutes === 0) return;
    const goals = goalsOf(i + 1);
    const v = half.values;
    for (const side of sides) {
      const on = v.shotsOnTarget ?? { home: 0, away: 0 };
      const shots = v.shots ?? { home: 0, away: 0 };
      on[side] = Math.max(on[side], goals[side]);
      shots[side] = Math.max(shots[side], on[side]);
      v.shotsOnTarget = on;
      v.shots = shots;
    }
    const xg = (side: 'home' | 'away') =>
      Math.round(
        Math.max((v.shots?.[side] ?? 0) * 0.07 + (v.shotsOnTarget?.[side] ?? 0) * 0.18, goals[side] * 0.45) *
          100,
      ) / 100;
    v.xg = { home: xg('home'), away: xg('away') };
    const home = Math.round((half.possession / half.minutes) * 100);
    const values: Values = { possession: { home, away: 100 - home }, ...v };
    periods.push({ type: 'half', index: i + 1, values });
    for (const [key, value] of Object.entries(values))
      if (key !== 'possession') add(total, key, value.home, value.away);
  });
  const minutes = halves.reduce((n, h) => n + h.minutes, 0);
  const home = Math.round((halves.reduce((n, h) => n + h.possession, 0) / minutes) * 100);
  const xg = total.xg;
  if (xg) total.xg = { home: Math.round(xg.home * 100) / 100, away: Math.round(xg.away * 100) / 100 };
  return { total: { possession: { home, away: 100 - home }, ...total }, periods, momentum };
}

/** One side's shooting in a quarter that scored `points`: made and attempted of each kind, the made adding up to the points. */
export function shooting(rng: Rng, points: number) {
  let ftMade = Math.min(points, Math.round(points * rng.between(0.1, 0.2)));
  const rest = points - ftMade;
  const threesMade = Math.floor((rest * rng.between(0.25, 0.38)) / 3);
  const twosMade = Math.floor((rest - 3 * threesMade) / 2);
  // What is left (0 or 1 point) was a free throw.
  ftMade += rest - 3 * threesMade - 2 * twosMade;
  return {
    ft: { made: ftMade, tried: Math.ceil(ftMade / rng.between(0.7, 0.85)) },
    threes: { made: threesMade, tried: Math.ceil(threesMade / rng.between(0.3, 0.42)) },
    twos: { made: twosMade, tried: Math.ceil(twosMade / rng.between(0.45, 0.58)) },
  };
}

/** Basketball: each quarter (and overtime) from its points. */
function basketball(seed: number, live: LiveState): MatchStats | undefined {
  const played = live.periodScores.filter((p) => p.type === 'quarter' || p.type === 'overtime');
  if (played.length === 0) return undefined;
  const periods: MatchStats['periods'] = [];
  const totals = { fg: [0, 0, 0, 0], three: [0, 0, 0, 0], ft: [0, 0, 0, 0] };
  const total: Values = {};
  for (const period of played) {
    const values: Values = {};
    const per = sides.map((side, s) => {
      const rng = createRng(deriveSeed(seed, 'stats', period.type, period.index, side));
      const points = period[side];
      const shots = shooting(rng, points);
      const fgMade = shots.twos.made + shots.threes.made;
      const fgTried = shots.twos.tried + shots.threes.tried;
      const misses = fgTried - fgMade;
      totals.fg[s * 2] = (totals.fg[s * 2] ?? 0) + fgMade;
      totals.fg[s * 2 + 1] = (totals.fg[s * 2 + 1] ?? 0) + fgTried;
      totals.three[s * 2] = (totals.three[s * 2] ?? 0) + shots.threes.made;
      totals.three[s * 2 + 1] = (totals.three[s * 2 + 1] ?? 0) + shots.threes.tried;
      totals.ft[s * 2] = (totals.ft[s * 2] ?? 0) + shots.ft.made;
      totals.ft[s * 2 + 1] = (totals.ft[s * 2 + 1] ?? 0) + shots.ft.tried;
      return {
        fg: fgTried ? Math.round((fgMade / fgTried) * 100) : 0,
        three: shots.threes.tried ? Math.round((shots.threes.made / shots.threes.tried) * 100) : 0,
        ft: shots.ft.tried ? Math.round((shots.ft.made / shots.ft.tried) * 100) : 0,
        rebounds: Math.round(misses * rng.between(0.55, 0.8)),
        assists: Math.round(fgMade * rng.between(0.45, 0.7)),
        turnovers: points > 0 ? rng.int(1, 5) : 0,
      };
    });
    const [h, a] = per;
    if (!h || !a) continue;
    values.fieldGoals = { home: h.fg, away: a.fg };
    values.threePointers = { home: h.three, away: a.three };
    values.freeThrows = { home: h.ft, away: a.ft };
    values.rebounds = { home: h.rebounds, away: a.rebounds };
    values.assists = { home: h.assists, away: a.assists };
    values.turnovers = { home: h.turnovers, away: a.turnovers };
    periods.push({ type: period.type, index: period.index, values });
    for (const key of ['rebounds', 'assists', 'turnovers']) {
      const v = values[key];
      if (v) add(total, key, v.home, v.away);
    }
  }
  const pct = (made = 0, tried = 0) => (tried ? Math.round((made / tried) * 100) : 0);
  return {
    total: {
      fieldGoals: { home: pct(totals.fg[0], totals.fg[1]), away: pct(totals.fg[2], totals.fg[3]) },
      threePointers: {
        home: pct(totals.three[0], totals.three[1]),
        away: pct(totals.three[2], totals.three[3]),
      },
      freeThrows: { home: pct(totals.ft[0], totals.ft[1]), away: pct(totals.ft[2], totals.ft[3]) },
      ...total,
    },
    periods,
  };
}

/** How many of the first `n` draws of a stream come out true with probability `p`. */
function drawn(seed: number, n: number, p: number, ...parts: (string | number)[]): number {
  const rng = createRng(deriveSeed(seed, 'stats', ...parts));
  let count = 0;
  for (let i = 0; i < n; i++) if (rng.chance(p)) count += 1;
  return count;
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** Tennis: of the service points won this many are aces, of those lost double faults; first serves in. */
const ACE_OF_WON = 0.11;
const DOUBLE_FAULT_OF_LOST = 0.08;
const FIRST_SERVE_IN = 0.62;

/** Tennis: each set begun, from its serving record. */
function tennis(seed: number, memo: Partial<TennisMemo> | undefined): MatchStats | undefined {
  const sets = [...(memo?.sets ?? [])].sort((a, b) => a.index - b.index);
  if (!sets.some((r) => r.served.home + r.served.away > 0)) return undefined;
  const periods: MatchStats['periods'] = [];
  const total: Values = {};
  const firstIn = { home: 0, away: 0 };
  const served = { home: 0, away: 0 };
  for (const r of sets) {
    const values: Values = {};
    for (const side of sides) {
      const won = r.servedWon[side];
      const lost = r.served[side] - won;
      const aces = drawn(seed, won, ACE_OF_WON, 'aces', r.index, side);
      const doubleFaults = drawn(seed, lost, DOUBLE_FAULT_OF_LOST, 'doubleFaults', r.index, side);
      // A double fault is a missed first serve too.
      const first = Math.min(
        drawn(seed, r.served[side], FIRST_SERVE_IN, 'firstServe', r.index, side),
        r.served[side] - doubleFaults,
      );
      firstIn[side] += first;
      served[side] += r.served[side];
      const set = (key: string, value: number) => {
        values[key] = { ...(values[key] ?? { home: 0, away: 0 }), [side]: value };
      };
      set('aces', aces);
      set('doubleFaults', doubleFaults);
      set('firstServe', pct(first, r.served[side]));
      set('breakPointsWon', r.breaks[side]);
      set('breakPoints', r.breakPoints[side]);
    }
    periods.push({ type: 'set', index: r.index, values });
    for (const key of ['aces', 'doubleFaults', 'breakPointsWon', 'breakPoints']) {
      const v = values[key];
      if (v) add(total, key, v.home, v.away);
    }
  }
  total.firstServe = { home: pct(firstIn.home, served.home), away: pct(firstIn.away, served.away) };
  return { total, periods };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
/** The schema's cap on a map's gold points. */
const GOLD_POINTS = 200;

/** MOBA: each map begun, from the engine's map records; the gold difference over each map. */
function moba(memo: Partial<MobaMemo> | undefined): MatchStats | undefined {
  const maps = [...(memo?.maps ?? [])].sort((a, b) => a.index - b.index);
  if (maps.length === 0) return undefined;
  const total: Values = {};
  const periods = maps.map((m) => {
    const values: Values = {
      kills: { ...m.kills },
      towers: { ...m.towers },
      dragons: { ...m.dragons },
      barons: { ...m.barons },
      gold: { ...m.gold },
    };
    for (const [key, v] of Object.entries(values)) add(total, key, v.home, v.away);
    return { type: 'map' as const, index: m.index, values };
  });
  if (total.gold) total.gold = { home: round1(total.gold.home), away: round1(total.gold.away) };
  const gold = maps.map((m) => ({ index: m.index, points: thinOut(m.goldDiff, GOLD_POINTS) }));
  return { total, periods, gold };
}

/** Shooters that start each half with a pistol round: Counter-Strike and Valorant. */
const PISTOL_GAMES: ReadonlySet<number> = new Set([2, 14]);

/**
 * Whether the home side defends (CT) in round `n` of a map: it starts there when `startsDefence`,
 * swaps at half-time; in overtime as the economy has it (economy.ts): MR3 overtime halves of three
 * rounds, the first played as the second half was; win-by-two overtime swaps every round.
 */
export function homeDefends(
  n: number,
  rules: Pick<ShooterRules, 'roundsToWin' | 'overtime'>,
  startsDefence: boolean,
): boolean {
  const regulation = (rules.roundsToWin - 1) * 2;
  const half = regulation / 2;
  let swapped: boolean;
  if (n <= half) swapped = false;
  else if (n <= regulation) swapped = true;
  else if (rules.overtime === 'mr3') swapped = Math.floor((n - regulation - 1) / 3) % 2 === 0;
  else swapped = (n - regulation) % 2 === 0;
  return startsDefence !== swapped;
}

/** Shooters: each map begun, from its round winners. */
function shooter(seed: number, ctx: MatchContext, memo: Partial<ShooterMemo> | undefined) {
  const maps = [...(memo?.rounds ?? [])].sort((a, b) => a.index - b.index);
  if (maps.length === 0) return undefined;
  const rules = shooterRules(ctx.gameId);
  const half = rules.roundsToWin - 1;
  const pistols = PISTOL_GAMES.has(ctx.gameId);
  const total: Values = {};
  const periods = maps.map((m) => {
    // The same draw as the economy's, so both tabs put a side on the same half.
    const startsDefence = createRng(deriveSeed(seed, 'economy', m.index)).chance(0.5);
    const values: Values = {
      rounds: { home: 0, away: 0 },
      ctRounds: { home: 0, away: 0 },
      tRounds: { home: 0, away: 0 },
      ...(pistols && { pistolRounds: { home: 0, away: 0 } }),
    };
    m.winners.forEach((winner: Side, i) => {
      const n = i + 1;
      const defends = homeDefends(n, rules, startsDefence) === (winner === 'home');
      const one = (key: string) => {
        const v = values[key];
        if (v) v[winner] += 1;
      };
      one('rounds');
      one(defends ? 'ctRounds' : 'tRounds');
      if (n === 1 || n === half + 1) one('pistolRounds');
    });
    for (const [key, v] of Object.entries(values)) add(total, key, v.home, v.away);
    return { type: 'map' as const, index: m.index, values };
  });
  return { total, periods };
}

/** Battle royale: each finished game's table, best placed first. */
function battleRoyale(memo: Partial<BattleRoyaleMemo> | undefined): MatchStats | undefined {
  const games = [...(memo?.games ?? [])]
    .filter((g) => g.places.length > 0 && g.places.every((place) => place > 0))
    .sort((a, b) => a.index - b.index)
    .map((g) => ({
      index: g.index,
      teams: g.places
        .map((place, participant) => {
          const kills = g.kills[participant] ?? 0;
          return { participant, place, kills, points: kills + placementPoints(place) };
        })
        .sort((a, b) => a.place - b.place),
    }));
  return games.length > 0 ? { total: {}, periods: [], games } : undefined;
}

/** Adds the draft of every map begun, when the game has drafts. */
function withDraft(
  stats: MatchStats | undefined,
  seed: number,
  ctx: MatchContext,
  live: LiveState,
): MatchStats | undefined {
  const draft = live.periodScores
    .filter((p) => p.type === 'map')
    .sort((a, b) => a.index - b.index)
    .flatMap((p) => draftFor(seed, ctx.gameId, p.index) ?? []);
  if (draft.length === 0) return stats;
  return { ...(stats ?? { total: {}, periods: [] }), draft };
}

/**
 * The statistics of a match in play or over, or undefined when its family has none (or none yet).
 * `memo` is the engine state's memo (tennis, MOBA, shooters and battle royale read their records
 * there; football and basketball need only the live state).
 */
export function statsFor(
  family: SportFamily,
  seed: number,
  ctx: MatchContext,
  live: LiveState,
  memo?: unknown,
): MatchStats | undefined {
  if (family === 'football') return football(seed, ctx, live);
  if (family === 'basketball') return basketball(seed, live);
  if (family === 'tennis') return tennis(seed, memo as Partial<TennisMemo> | undefined);
  if (family === 'moba') return withDraft(moba(memo as Partial<MobaMemo> | undefined), seed, ctx, live);
  if (family === 'shooter')
    return withDraft(shooter(seed, ctx, memo as Partial<ShooterMemo> | undefined), seed, ctx, live);
  if (family === 'battle_royale') return battleRoyale(memo as Partial<BattleRoyaleMemo> | undefined);
  return undefined;
}
