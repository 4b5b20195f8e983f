/**
 * Simulated technical statistics (issue 13, "Data / technical statistics"), a pure function of the
 * match's seed and its live state, so every process and every replay gives the same figures, and
 * consistent with what the engines played:
 * - football, per half from the match clock's minutes (the first half's stoppage time counts with it
 *   until the second half begins): every minute each side may shoot, win a
 *   corner, commit a foul, be caught offside or attack dangerously (drawn from the minute's own
 *   seed, the home side's edge tilting the odds); possession is the minutes' average share. Shots on
 *   target are never fewer than the goals of that half, shots never fewer than those on target, and
 *   xG grows with both. A minute once played never changes, so every count only grows.
 * - basketball, per quarter from its points: made free throws, three- and two-pointers that add up
 *   to the quarter's points exactly, attempts at the quarter's own shooting percentages, rebounds
 *   from the misses, assists from the baskets, turnovers by quarter played.
 * Other families have no statistics here yet (the stats tab is then absent).
 */
import type { MatchStats, PeriodScore, SideScore, SportFamily } from '../../../shared/matches/model.ts';
import { createRng, deriveSeed, type Rng } from '../random.ts';
import type { LiveState, MatchContext } from '../sports/engine.ts';

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
    add(half.values, 'shots', shotsH, shotsA);
    add(half.values, 'shotsOnTarget', onH, onA);
    add(half.values, 'corners', ...draw(0.055, edge));
    add(half.values, 'fouls', ...draw(0.13, -edge));
    add(half.values, 'offsides', ...draw(0.022, edge));
    add(half.values, 'dangerousAttacks', ...draw(0.55, edge));
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
  return { total: { possession: { home, away: 100 - home }, ...total }, periods };
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

/** The statistics of a match in play or over, or undefined when its family has none (or none yet). */
export function statsFor(
  family: SportFamily,
  seed: number,
  ctx: MatchContext,
  live: LiveState,
): MatchStats | undefined {
  if (family === 'football') return football(seed, ctx, live);
  if (family === 'basketball') return basketball(seed, live);
  return undefined;
}
