/**
 * Simulated technical statistics of tennis, MOBA, shooters and battle royale (issue 13): consistent
 * with what the engine played (hand-counted here from the states and incidents it went through),
 * only growing while the match is live, and the same however the engine was stepped.
 */
import { describe, expect, it } from 'vitest';
import {
  type MatchStats,
  type Side,
  type SideScore,
  SPORT_FAMILY_BY_GAME,
  type SportFamily,
} from '../../../shared/matches/model.ts';
import { battleRoyaleEngine, battleRoyaleRules, placementPoints } from '../sports/battle-royale.ts';
import { context } from '../sports/engine.test-support.ts';
import type { EngineIncident, EngineState, MatchContext, SportEngine } from '../sports/engine.ts';
import { mobaEngine, mobaRules } from '../sports/moba.ts';
import { shooterEngine } from '../sports/shooter.ts';
import { tennisEngine } from '../sports/tennis.ts';
import { DRAFT_RULES } from './draft.ts';
import { economyFor } from './economy.ts';
import { homeDefends, statsFor } from './stats.ts';

const sides = ['home', 'away'] as const;

/** Steps a match `seconds` long in steps of `step` seconds, keeping every state and incident. */
function run<M>(engine: SportEngine<M>, ctx: MatchContext, seed: number, seconds: number, step: number) {
  let state = engine.step(engine.initialState(ctx, seed), ctx, 0).state;
  const states: EngineState<M>[] = [state];
  const incidents: EngineIncident[] = [];
  for (let t = 0; t < seconds && state.live.status !== 'finished'; t += step) {
    const result = engine.step(state, ctx, Math.min(step, seconds - t));
    state = result.state;
    states.push(state);
    incidents.push(...result.incidents);
  }
  return { state, states, incidents };
}

function stats(family: SportFamily, seed: number, ctx: MatchContext, state: EngineState<unknown>) {
  return statsFor(family, seed, ctx, state.live, state.memo);
}

/** One step of `seconds` gives the statistics of many small steps, at several instants. */
function sameHoweverStepped(
  family: SportFamily,
  engine: SportEngine<unknown>,
  ctx: MatchContext,
  seed: number,
) {
  for (const seconds of [25 * 60, 70 * 60, 24 * 3600]) {
    const big = run(engine, ctx, seed, seconds, seconds).state;
    const small = run(engine, ctx, seed, seconds, 17).state;
    expect(big.live).toEqual(small.live);
    const figures = stats(family, seed, ctx, big);
    if (seconds === 24 * 3600) expect(figures, `${family} at the end`).toBeDefined();
    expect(figures, `${family} at ${seconds} s`).toEqual(stats(family, seed, ctx, small));
  }
}

/** Count statistics never fall while the match is in play, nor do periods (maps, sets) disappear. */
function onlyGrow(family: SportFamily, states: EngineState<unknown>[], seed: number, ctx: MatchContext) {
  let before: MatchStats | undefined;
  let compared = 0;
  for (const state of states) {
    const now = stats(family, seed, ctx, state);
    if (before && now) {
      for (const [key, v] of Object.entries(before.total)) {
        if (key === 'firstServe') continue; // a percentage goes up and down
        for (const side of sides) expect(now.total[key]?.[side], key).toBeGreaterThanOrEqual(v[side]);
      }
      expect(now.periods.length).toBeGreaterThanOrEqual(before.periods.length);
      for (const p of before.periods.slice(0, -1)) expect(now.periods).toContainEqual(p);
      expect((now.games ?? []).slice(0, before.games?.length ?? 0)).toEqual(before.games ?? []);
      expect((now.draft ?? []).slice(0, before.draft?.length ?? 0)).toEqual(before.draft ?? []);
      compared += 1;
    }
    before = now ?? before;
  }
  expect(compared).toBeGreaterThan(10);
}

describe('tennis statistics', () => {
  const ctx = context({ gameId: 203, bestOf: 3, homeEdge: 0.55 });

  it('count break points as played: a player who broke serve N times in a set converted N break points', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      // Points are at least 22 s apart: steps of 10 s see every point.
      const { state, states } = run(tennisEngine, ctx, seed, 6 * 3600, 10);
      expect(state.live.status).toBe('finished');
      const breaks = new Map<number, SideScore>();
      const served = new Map<number, { served: SideScore; won: SideScore }>();
      for (let i = 1; i < states.length; i++) {
        const a = states[i - 1];
        const b = states[i];
        if (!a || !b || a.memo.phase !== 'play') continue;
        const set = a.live.period?.index ?? 1;
        const rowA = a.live.periodScores.find((p) => p.index === set) ?? { home: 0, away: 0 };
        const rowB = b.live.periodScores.find((p) => p.index === set) ?? { home: 0, away: 0 };
        const gameTo = sides.find((side) => rowB[side] > rowA[side]);
        const pointTo = gameTo ?? sides.find((side) => b.memo.points[side] > a.memo.points[side]);
        if (!pointTo) continue;
        const server = a.live.detail.serving ?? a.memo.server;
        const count = served.get(set) ?? { served: { home: 0, away: 0 }, won: { home: 0, away: 0 } };
        count.served[server] += 1;
        if (pointTo === server) count.won[server] += 1;
        served.set(set, count);
        if (gameTo && !a.memo.tiebreak && gameTo !== a.memo.server) {
          const row = breaks.get(set) ?? { home: 0, away: 0 };
          row[gameTo] += 1;
          breaks.set(set, row);
        }
      }
      const figures = stats('tennis', seed, ctx, state);
      expect(figures?.periods.map((p) => p.index)).toEqual(state.live.periodScores.map((p) => p.index));
      for (const p of figures?.periods ?? []) {
        const row = state.live.periodScores.find((r) => r.index === p.index) ?? { home: 0, away: 0 };
        const count = served.get(p.index);
        for (const side of sides) {
          const v = (key: string) => p.values[key]?.[side] ?? -1;
          expect(v('breakPointsWon'), `seed ${seed} set ${p.index} ${side}`).toBe(
            breaks.get(p.index)?.[side] ?? 0,
          );
          expect(v('breakPoints')).toBeGreaterThanOrEqual(v('breakPointsWon'));
          expect(v('breakPointsWon')).toBeLessThanOrEqual(row[side]);
          const won = count?.won[side] ?? 0;
          const lost = (count?.served[side] ?? 0) - won;
          expect(v('aces')).toBeLessThanOrEqual(won);
          expect(v('doubleFaults')).toBeLessThanOrEqual(lost);
          expect(v('firstServe')).toBeGreaterThan(30);
          expect(v('firstServe')).toBeLessThanOrEqual(100);
        }
      }
      for (const key of ['aces', 'doubleFaults', 'breakPointsWon', 'breakPoints'])
        for (const side of sides)
          expect(figures?.total[key]?.[side]).toBe(
            figures?.periods.reduce((n, p) => n + (p.values[key]?.[side] ?? 0), 0),
          );
    }
  });

  it('show a realistic number of aces and double faults over a match', () => {
    let aces = 0;
    let doubleFaults = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const { state } = run(tennisEngine, ctx, seed, 6 * 3600, 3600);
      const total = stats('tennis', seed, ctx, state)?.total;
      aces += (total?.aces?.home ?? 0) + (total?.aces?.away ?? 0);
      doubleFaults += (total?.doubleFaults?.home ?? 0) + (total?.doubleFaults?.away ?? 0);
    }
    // About 5-15 aces and 3-8 double faults a best-of-3 match, both players together.
    expect(aces / 20).toBeGreaterThan(4);
    expect(aces / 20).toBeLessThan(20);
    expect(doubleFaults / 20).toBeGreaterThan(1.5);
    expect(doubleFaults / 20).toBeLessThan(10);
  });

  it('only grow while the match is live, and are the same however the engine is stepped', () => {
    const { states } = run(tennisEngine, ctx, 8, 6 * 3600, 300);
    onlyGrow('tennis', states as EngineState<unknown>[], 8, ctx);
    sameHoweverStepped('tennis', tennisEngine as SportEngine<unknown>, ctx, 8);
  });

  it('are none before the first point', () => {
    const start = tennisEngine.step(tennisEngine.initialState(ctx, 1), ctx, 0).state;
    expect(stats('tennis', 1, ctx, start)).toBeUndefined();
  });
});

describe('MOBA statistics', () => {
  for (const gameId of [1, 4, 25]) {
    const ctx = context({ gameId, bestOf: 5, homeEdge: 0.6 });

    it(`game ${gameId}: kills are the map's score row; towers, dragons and barons as logged; gold as shown`, () => {
      for (const seed of [1, 2, 3]) {
        const { state, states, incidents } = run(mobaEngine, ctx, seed, 24 * 3600, 60);
        const figures = stats('moba', seed, ctx, state);
        const maps = state.live.periodScores.filter((p) => p.type === 'map');
        expect(figures?.periods.map((p) => p.index)).toEqual(maps.map((p) => p.index));
        // The gold of each map as the live state last showed it on that map.
        const shown = new Map<number, SideScore>();
        for (const s of states)
          if (s.live.period && s.live.detail.gold) shown.set(s.live.period.index, s.live.detail.gold);
        for (const p of figures?.periods ?? []) {
          const row = maps.find((m) => m.index === p.index);
          expect(p.values.kills).toEqual({ home: row?.home, away: row?.away });
          for (const [key, type] of [
            ['towers', 'tower'],
            ['dragons', 'dragon'],
            ['barons', 'baron'],
          ] as const) {
            const logged = (side: Side) =>
              incidents.filter((i) => i.type === type && i.side === side && i.period?.index === p.index)
                .length;
            expect(p.values[key], `${key} map ${p.index}`).toEqual({
              home: logged('home'),
              away: logged('away'),
            });
          }
          expect(p.values.towers?.home).toBeLessThanOrEqual(mobaRules(gameId).towersPerSide);
          expect(p.values.gold).toEqual(shown.get(p.index));
          // The side ahead in gold when the base fell took the map.
          const won = incidents.find((i) => i.type === 'map_won' && i.value === p.index);
          const gold = p.values.gold ?? { home: 0, away: 0 };
          if (won && gold.home !== gold.away) expect(won.side).toBe(gold.home > gold.away ? 'home' : 'away');
          // Its gold difference: from minute 0, minute by minute, ending at the map's final gold.
          const series = figures?.gold?.find((g) => g.index === p.index)?.points ?? [];
          expect(series[0]).toEqual({ minute: 0, diff: 0 });
          expect(series.length).toBeLessThanOrEqual(200);
          for (let i = 1; i < series.length; i++)
            expect(series[i]?.minute).toBeGreaterThan(series[i - 1]?.minute ?? 0);
          expect(series.at(-1)?.diff).toBe(Math.round((gold.home - gold.away) * 10) / 10);
        }
        expect(figures?.total.kills).toEqual({
          home: maps.reduce((n, m) => n + m.home, 0),
          away: maps.reduce((n, m) => n + m.away, 0),
        });
        expect(figures?.draft?.map((d) => d.index)).toEqual(maps.map((m) => m.index));
      }
    });
  }

  const lol = context({ gameId: 1, bestOf: 3, homeEdge: 0.45 });

  it('keep the maps played after the next one starts, only grow, and are the same however the engine is stepped', () => {
    const { states } = run(mobaEngine, lol, 9, 24 * 3600, 120);
    onlyGrow('moba', states as EngineState<unknown>[], 9, lol);
    expect(stats('moba', 9, lol, states.at(-1) as EngineState<unknown>)?.periods.length).toBeGreaterThan(1);
    sameHoweverStepped('moba', mobaEngine as SportEngine<unknown>, lol, 9);
  });

  it('give a draft only to titles with heroes (not "other esports")', () => {
    const other = context({ gameId: 0, bestOf: 1 });
    const { state } = run(mobaEngine, other, 2, 3600, 3600);
    const figures = stats('moba', 2, other, state);
    expect(figures?.periods).toHaveLength(1);
    expect(figures?.draft).toBeUndefined();
  });
});

describe('shooter statistics', () => {
  it.each([
    ['CS', 2],
    ['Valorant', 14],
  ])(
    '%s: rounds are the map score, split into defence and attack rounds as the economy plays the sides; a pistol round per half',
    (_, gameId) => {
      const ctx = context({ gameId, bestOf: 3, homeEdge: 0.55 });
      for (const seed of [1, 2, 3, 4]) {
        const { state, incidents } = run(shooterEngine, ctx, seed, 24 * 3600, 45);
        const figures = stats('shooter', seed, ctx, state);
        const winners = incidents.flatMap((i) =>
          i.type === 'round_won' && i.side ? [{ map: i.period?.index ?? 1, winner: i.side }] : [],
        );
        const economy = economyFor(seed, winners, gameId);
        const maps = state.live.periodScores.filter((p) => p.type === 'map');
        expect(figures?.periods.map((p) => p.index)).toEqual(maps.map((m) => m.index));
        for (const p of figures?.periods ?? []) {
          const row = maps.find((m) => m.index === p.index);
          expect(p.values.rounds).toEqual({ home: row?.home, away: row?.away });
          const rounds = economy.find((m) => m.index === p.index)?.rounds ?? [];
          for (const side of sides) {
            const ct = rounds.filter((r) => r.winner === side && r[side].side === 'ct').length;
            expect(p.values.ctRounds?.[side], `map ${p.index} ${side}`).toBe(ct);
            expect((p.values.ctRounds?.[side] ?? 0) + (p.values.tRounds?.[side] ?? 0)).toBe(row?.[side]);
          }
          const pistols = rounds.filter((r) => r.n === 1 || r.n === 13);
          for (const side of sides)
            expect(p.values.pistolRounds?.[side]).toBe(pistols.filter((r) => r.winner === side).length);
          expect((p.values.pistolRounds?.home ?? 0) + (p.values.pistolRounds?.away ?? 0)).toBe(2);
        }
        // Counter-Strike has map vetoes, not a draft; Valorant's agents are its draft.
        expect(figures?.draft === undefined).toBe(gameId === 2);
      }
    },
  );

  it('Valorant: the same keys, plus each map’s agents; overtime swaps sides every round', () => {
    const ctx = context({ gameId: 14, bestOf: 3 });
    const { state } = run(shooterEngine, ctx, 5, 24 * 3600, 600);
    const figures = stats('shooter', 5, ctx, state);
    expect(figures?.total.pistolRounds).toBeDefined();
    expect(figures?.draft?.map((d) => d.index)).toEqual(figures?.periods.map((p) => p.index));
    expect(figures?.draft?.[0]?.home.bans).toEqual([]);
    const rules = { roundsToWin: 13, overtime: 'win_by_2' } as const;
    expect([25, 26, 27, 28].map((n) => homeDefends(n, rules, true))).toEqual([true, false, true, false]);
    expect([1, 12, 13, 24].map((n) => homeDefends(n, rules, true))).toEqual([true, true, false, false]);
  });

  it('Rainbow Six: no pistol rounds, no draft; sides swap after six rounds', () => {
    const ctx = context({ gameId: 20, bestOf: 1 });
    const { state } = run(shooterEngine, ctx, 3, 24 * 3600, 600);
    const figures = stats('shooter', 3, ctx, state);
    expect(figures?.total.pistolRounds).toBeUndefined();
    expect(figures?.draft).toBeUndefined();
    const row = state.live.periodScores[0];
    expect(figures?.total.rounds).toEqual({ home: row?.home, away: row?.away });
    expect(homeDefends(6, { roundsToWin: 7, overtime: 'win_by_2' }, true)).toBe(true);
    expect(homeDefends(7, { roundsToWin: 7, overtime: 'win_by_2' }, true)).toBe(false);
  });

  it('only grow, and are the same however the engine is stepped', () => {
    const ctx = context({ gameId: 2, bestOf: 3 });
    const { states } = run(shooterEngine, ctx, 6, 24 * 3600, 300);
    onlyGrow('shooter', states as EngineState<unknown>[], 6, ctx);
    sameHoweverStepped('shooter', shooterEngine as SportEngine<unknown>, ctx, 6);
  });
});

describe('battle royale statistics', () => {
  const ctx = context({
    gameId: 5,
    bestOf: 4,
    participantStrengths: Array.from({ length: 16 }, (_, i) => 0.2 + i * 0.04),
  });

  it('table every finished game: placements 1..N once each, kills and points as the standings counted', () => {
    for (const seed of [1, 2]) {
      const { state, incidents } = run(battleRoyaleEngine, ctx, seed, 24 * 3600, 30);
      expect(state.live.status).toBe('finished');
      const figures = stats('battle_royale', seed, ctx, state);
      expect(figures?.total).toEqual({});
      expect(figures?.games?.map((g) => g.index)).toEqual([1, 2, 3, 4]);
      const perTeam = new Map<number, number>();
      for (const game of figures?.games ?? []) {
        expect(game.teams.map((t) => t.place)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
        expect(new Set(game.teams.map((t) => t.participant)).size).toBe(16);
        for (const t of game.teams) {
          expect(t.points).toBe(t.kills + placementPoints(t.place));
          perTeam.set(t.participant, (perTeam.get(t.participant) ?? 0) + t.points);
          const out = incidents.find(
            (i) =>
              i.type === 'elimination' && i.participantId === t.participant && i.period?.index === game.index,
          );
          if (t.place > 1) expect(out?.value).toBe(t.place);
        }
        // Every player but the winners' survivors was knocked out: one kill each.
        const knocked = incidents.filter((i) => i.type === 'elimination' && i.period?.index === game.index);
        expect(knocked).toHaveLength(15);
        const kills = game.teams.reduce((n, t) => n + t.kills, 0);
        const players = battleRoyaleRules(5).playersPerTeam;
        expect(kills).toBeGreaterThanOrEqual(15 * players);
        expect(kills).toBeLessThan(16 * players);
      }
      for (const row of state.live.detail.standings ?? [])
        expect(perTeam.get(row.participantId)).toBe(row.points);
    }
  });

  it('keep the games played, only grow, and are the same however the engine is stepped', () => {
    const { states } = run(battleRoyaleEngine, ctx, 7, 24 * 3600, 120);
    onlyGrow('battle_royale', states as EngineState<unknown>[], 7, ctx);
    // No table while the first game is played.
    const first = run(battleRoyaleEngine, ctx, 7, 600, 600).state;
    expect(first.live.period?.index).toBe(1);
    expect(stats('battle_royale', 7, ctx, first)).toBeUndefined();
    sameHoweverStepped('battle_royale', battleRoyaleEngine as SportEngine<unknown>, ctx, 7);
  });
});

describe('the drafts of the statistics', () => {
  it('cover every game with heroes, of the MOBA and shooter families', () => {
    for (const id of Object.keys(DRAFT_RULES).map(Number))
      expect(['moba', 'shooter'], String(id)).toContain(SPORT_FAMILY_BY_GAME[id]);
  });
});
