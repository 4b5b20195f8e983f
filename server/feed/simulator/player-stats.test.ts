/**
 * Simulated player statistics (issue 13, "Player statistics"): consistent with what the engine
 * played (goals, points and kills add up to the score), only growing while the match is played, and
 * the same however the engine was stepped.
 */
import { describe, expect, it } from 'vitest';
import type { LineupPlayer, Lineups, PlayerLine, SportFamily } from '../../../shared/matches/model.ts';
import type { EngineIncident, EngineState, MatchContext } from '../sports/engine.ts';
import { ENGINES } from '../sports/engines.ts';
import {
  emptyEvents,
  mobaItems,
  type PlayerEvents,
  playerStatsFor,
  recordEvents,
  shooterWeapon,
} from './player-stats.ts';

function squad(side: string, positions: readonly string[], starters: number): LineupPlayer[] {
  return positions.map((position, i) => ({
    name: `${side} ${i + 1}`,
    position,
    starter: i < starters,
    playerExternalId: `${side}-${i + 1}`,
  }));
}

const FOOTBALL = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW'];
const FOOTBALL_BENCH = ['GK', 'DF', 'DF', 'MF', 'MF', 'FW', 'FW'];
const lineupsOf: Record<'football' | 'basketball' | 'moba' | 'shooter', Lineups> = {
  football: {
    home: squad('H', [...FOOTBALL, ...FOOTBALL_BENCH], 11),
    away: squad('A', [...FOOTBALL, ...FOOTBALL_BENCH], 11),
  },
  basketball: {
    home: squad('H', ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'G', 'F', 'F', 'C', 'G', 'F'], 5),
    away: squad('A', ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'G', 'F', 'F', 'C', 'G', 'F'], 5),
  },
  moba: { home: squad('H', ['', '', '', '', ''], 5), away: squad('A', ['', '', '', '', ''], 5) },
  shooter: { home: squad('H', ['', '', '', '', ''], 5), away: squad('A', ['', '', '', '', ''], 5) },
};
const gameOf = { football: 200, basketball: 201, moba: 1, shooter: 2 } as const;

interface Played {
  state: EngineState<unknown>;
  incidents: EngineIncident[];
  events: PlayerEvents;
  /** The players' figures after each step. */
  snapshots: { home: PlayerLine[]; away: PlayerLine[] }[];
}

/** Plays a match to its end in steps of `step` seconds, reading the players' figures after each. */
function playMatch(family: keyof typeof lineupsOf, seed: number, step: number, knockout = false): Played {
  const engine = ENGINES[family];
  const ctx: MatchContext = {
    gameId: gameOf[family],
    bestOf: family === 'moba' || family === 'shooter' ? 3 : 1,
    knockout,
    homeEdge: 0.55,
    lineups: lineupsOf[family],
  };
  let state = engine.initialState(ctx, seed);
  const events: PlayerEvents = emptyEvents();
  const incidents: EngineIncident[] = [];
  const snapshots: Played['snapshots'] = [];
  for (let t = 0; t < 12 * 3600 && state.live.status !== 'finished'; t += step) {
    const result = engine.step(state, ctx, step);
    state = result.state;
    incidents.push(...result.incidents);
    recordEvents(events, family as SportFamily, result.incidents);
    const lines = playerStatsFor(family, seed, ctx.lineups, state.live, events);
    if (lines) snapshots.push(lines);
  }
  return { state, incidents, events, snapshots };
}

const sum = (lines: readonly PlayerLine[], key: string) =>
  lines.reduce((n, p) => n + (p.values[key] ?? 0), 0);
const last = (p: Played) => {
  const l = p.snapshots.at(-1);
  if (!l) throw new Error('no player statistics');
  return l;
};

/** Every figure except the ratios never shrinks from one snapshot to the next. */
function expectOnlyGrowing(p: Played, ratios: readonly string[]) {
  for (let i = 1; i < p.snapshots.length; i++) {
    for (const side of ['home', 'away'] as const) {
      for (const line of p.snapshots[i - 1]?.[side] ?? []) {
        const now = p.snapshots[i]?.[side].find((l) => l.name === line.name);
        expect(now, `${line.name} vanished`).toBeDefined();
        for (const [key, value] of Object.entries(line.values)) {
          if (!ratios.includes(key)) expect(now?.values[key] ?? 0).toBeGreaterThanOrEqual(value);
        }
      }
    }
  }
}

describe('football player statistics', () => {
  it('credit every goal but own goals and shoot-out kicks to its scorer, and list only who played', () => {
    for (const seed of [3, 17, 29]) {
      const played = playMatch('football', seed, 30);
      const lines = last(played);
      for (const side of ['home', 'away'] as const) {
        const goals = played.incidents.filter(
          (i) =>
            i.side === side &&
            (i.type === 'goal' || i.type === 'penalty_goal') &&
            i.period?.type !== 'penalties',
        ).length;
        expect(sum(lines[side], 'goals')).toBe(goals);
        const subs = played.incidents.filter((i) => i.type === 'substitution' && i.side === side).length;
        expect(lines[side].length).toBe(11 + subs);
        for (const line of lines[side]) {
          expect(line.values.shots ?? 0).toBeGreaterThanOrEqual(line.values.goals ?? 0);
          expect(line.values.rating).toBeGreaterThanOrEqual(3);
          expect(line.values.rating).toBeLessThanOrEqual(10);
          expect(line.playerExternalId).toMatch(/^[HA]-\d+$/);
        }
        // Goals have an assistant at most once each, never the scorer.
        expect(sum(lines[side], 'assists')).toBeLessThanOrEqual(goals);
      }
    }
  });

  it('do not count a shoot-out’s kicks as goals', () => {
    const shootOut = [...Array(60).keys()]
      .map((seed) => playMatch('football', seed, 60, true))
      .find((p) => p.incidents.some((i) => i.period?.type === 'penalties' && i.type === 'penalty_goal'));
    if (!shootOut) throw new Error('no knockout match of these seeds went to penalties');
    const lines = last(shootOut);
    for (const side of ['home', 'away'] as const) {
      const inPlay = shootOut.incidents.filter(
        (i) =>
          i.side === side &&
          (i.type === 'goal' || i.type === 'penalty_goal') &&
          i.period?.type !== 'penalties',
      );
      expect(sum(lines[side], 'goals')).toBe(inPlay.length);
    }
  });

  it('only grow while the match is played, and do not depend on how the engine was stepped', () => {
    const small = playMatch('football', 41, 15);
    expectOnlyGrowing(small, ['rating', 'passAccuracy']);
    expect(last(playMatch('football', 41, 600))).toEqual(last(small));
  });
});

describe('basketball player statistics', () => {
  it('add up to the team’s points exactly, and three-pointers to its scoring plays of three', () => {
    const played = playMatch('basketball', 8, 20);
    const lines = last(played);
    for (const side of ['home', 'away'] as const) {
      expect(sum(lines[side], 'points')).toBe(played.state.live.score?.[side]);
      const threes = played.incidents.filter((i) => i.type === 'point' && i.side === side && i.value === 3);
      expect(sum(lines[side], 'threesMade')).toBe(threes.length);
      for (const line of lines[side]) expect(line.values.fieldGoals ?? 0).toBeLessThanOrEqual(100);
    }
    expectOnlyGrowing(played, ['fieldGoals']);
    expect(last(playMatch('basketball', 8, 900))).toEqual(lines);
  });
});

describe('basketball player statistics at the tip-off', () => {
  it('list the five starters before a minute is played, the bench once it plays', () => {
    const live = {
      status: 'live',
      period: { type: 'quarter', index: 1 },
      clock: { seconds: 700, running: true, direction: 'down' },
      score: { home: 0, away: 0 },
      periodScores: [{ type: 'quarter', index: 1, home: 0, away: 0 }],
      detail: {},
      winner: null,
    } as never;
    const lines = playerStatsFor('basketball', 4, lineupsOf.basketball, live, emptyEvents());
    expect(lines?.home.map((l) => l.name)).toEqual(['H 1', 'H 2', 'H 3', 'H 4', 'H 5']);
    expect(lines?.away).toHaveLength(5);
  });
});

describe('esports player statistics', () => {
  it('MOBA: kills add up to the maps’ score rows, and each side’s deaths to the other’s kills', () => {
    const played = playMatch('moba', 5, 30);
    const lines = last(played);
    const maps = played.state.live.periodScores.filter((p) => p.type === 'map');
    for (const side of ['home', 'away'] as const) {
      const other = side === 'home' ? 'away' : 'home';
      expect(sum(lines[side], 'kills')).toBe(maps.reduce((n, m) => n + m[side], 0));
      expect(sum(lines[side], 'deaths')).toBe(maps.reduce((n, m) => n + m[other], 0));
      expect(lines[side]).toHaveLength(5);
    }
    expectOnlyGrowing(played, []);
    expect(last(playMatch('moba', 5, 1200))).toEqual(lines);
  });

  it('shooters: deaths of one side are the kills of the other, at most five a round, rated by HLTV 1.0', () => {
    const played = playMatch('shooter', 12, 30);
    const lines = last(played);
    const rounds = played.incidents.filter((i) => i.type === 'round_won').length;
    for (const side of ['home', 'away'] as const) {
      const other = side === 'home' ? 'away' : 'home';
      expect(sum(lines[side], 'deaths')).toBe(sum(lines[other], 'kills'));
      expect(sum(lines[side], 'kills')).toBeLessThanOrEqual(5 * rounds);
      for (const line of lines[side]) {
        // Survival alone gives a rating: (0.7 × (rounds − deaths) / rounds / 0.317) / 2.7 at least.
        const survival = (0.7 * ((rounds - (line.values.deaths ?? 0)) / rounds / 0.317)) / 2.7;
        expect(line.values.rating ?? 0).toBeGreaterThanOrEqual(Math.floor(survival * 100) / 100);
        expect((line.values.adr ?? 0) * rounds).toBeGreaterThanOrEqual(
          85 * (line.values.kills ?? 0) - rounds,
        );
      }
    }
    expect(last(playMatch('shooter', 12, 1200))).toEqual(lines);
  });

  it('esports: each map’s lines once a second map began, adding up to the match’s, with that map’s hero', () => {
    for (const family of ['moba', 'shooter'] as const) {
      const played = playMatch(family, 7, 60);
      const maps = played.state.live.periodScores.filter((p) => p.type === 'map');
      expect(maps.length, family).toBeGreaterThan(1);
      const lines = playerStatsFor(family, 7, lineupsOf[family], played.state.live, played.events, {
        heroOf: (side, i, map) => `${side} ${i} on ${map ?? 'latest'}`,
        gameId: gameOf[family],
      });
      expect(
        lines?.maps?.map((m) => m.index),
        family,
      ).toEqual(maps.map((m) => m.index));
      for (const side of ['home', 'away'] as const) {
        const other = side === 'home' ? 'away' : 'home';
        for (const key of ['kills', 'deaths', 'assists'])
          expect(
            (lines?.maps ?? []).reduce((n, m) => n + sum(m[side], key), 0),
            `${family} ${side} ${key}`,
          ).toBe(sum(lines?.[side] ?? [], key));
        for (const m of lines?.maps ?? []) {
          // A map's deaths are the other side's kills on it; MOBA kills are its score row.
          expect(sum(m[side], 'deaths')).toBe(sum(m[other], 'kills'));
          const row = maps.find((r) => r.index === m.index);
          if (family === 'moba') expect(sum(m[side], 'kills')).toBe(row?.[side]);
          expect(m[side].map((l) => l.hero)).toEqual(m[side].map((_, i) => `${side} ${i} on ${m.index}`));
        }
        expect(lines?.[side].map((l) => l.hero)).toEqual(
          lines?.[side].map((_, i) => `${side} ${i} on latest`),
        );
      }
    }
    // One map begun: no map lines (the match's are the map's).
    const early = playMatch('moba', 7, 60);
    const first = structuredClone(early.state.live);
    first.periodScores = first.periodScores.filter((p) => p.type === 'map' && p.index === 1);
    first.period = { type: 'map', index: 1 };
    expect(playerStatsFor('moba', 7, lineupsOf.moba, first, early.events)?.maps).toBeUndefined();
  });

  it('names the hero each player played when the caller knows the draft', () => {
    const ctxLineups = lineupsOf.moba;
    const events = emptyEvents();
    const live = {
      status: 'live',
      period: { type: 'map', index: 1 },
      clock: { seconds: 600, running: true, direction: 'up' },
      score: { home: 0, away: 0 },
      periodScores: [{ type: 'map', index: 1, home: 2, away: 1 }],
      detail: {},
      winner: null,
    } as const;
    const lines = playerStatsFor('moba', 1, ctxLineups, structuredClone(live) as never, events, {
      heroOf: (side, i) => (side === 'home' ? `Hero ${i}` : undefined),
      gameId: 1,
    });
    expect(lines?.home.map((l) => l.hero)).toEqual(['Hero 0', 'Hero 1', 'Hero 2', 'Hero 3', 'Hero 4']);
    expect(lines?.away.every((l) => l.hero === undefined)).toBe(true);
    // Ten minutes into the map: two items each (one every five minutes), none twice.
    for (const line of [...(lines?.home ?? []), ...(lines?.away ?? [])]) {
      expect(line.items).toHaveLength(2);
      expect(new Set(line.items).size).toBe(2);
    }
  });

  it('arm shooters by role: Counter-Strike’s AWPer with the AWP, others with a rifle; none for unnamed games', () => {
    expect(shooterWeapon(3, 2, 'home', 1, 'AWPer')).toBe('AWP');
    expect(['AK-47', 'M4A1-S', 'M4A4', 'Galil AR']).toContain(shooterWeapon(3, 2, 'home', 0, 'IGL'));
    expect(['Vandal', 'Phantom', 'Operator']).toContain(shooterWeapon(3, 14, 'away', 3, 'sentinel'));
    expect(shooterWeapon(3, 17, 'away', 3, 'tank')).toBeUndefined();
    expect(mobaItems(3, 1, 1, 'home', 0, 45)).toHaveLength(6);
    expect(mobaItems(3, 3, 1, 'home', 0, 45)).toEqual([]);
  });

  it('are absent for families without them and before anything was played', () => {
    const live = {
      status: 'not_started',
      period: null,
      clock: null,
      score: null,
      periodScores: [],
      detail: {},
      winner: null,
    } as never;
    expect(playerStatsFor('tennis', 1, lineupsOf.moba, live, emptyEvents())).toBeUndefined();
    expect(playerStatsFor('football', 1, lineupsOf.football, live, emptyEvents())).toBeUndefined();
    expect(playerStatsFor('shooter', 1, lineupsOf.shooter, live, emptyEvents())).toBeUndefined();
    expect(playerStatsFor('football', 1, undefined, live, emptyEvents())).toBeUndefined();
  });
});
