/**
 * Simulated technical statistics (issue 13): the same every time for a match, consistent with what
 * was played, and only growing as the match goes on.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import type { LiveState, MatchContext } from '../sports/engine.ts';
import { shooting, statsFor } from './stats.ts';

const ctx: MatchContext = { gameId: 200, bestOf: 1, knockout: false, homeEdge: 0.6 };

function football(minute: number, halves: [number, number][]): LiveState {
  return {
    status: 'live',
    period: { type: 'half', index: minute < 45 ? 1 : 2 },
    clock: { seconds: minute * 60, running: true, direction: 'up' },
    score: { home: halves.reduce((n, h) => n + h[0], 0), away: halves.reduce((n, h) => n + h[1], 0) },
    periodScores: halves.map(([home, away], i) => ({ type: 'half', index: i + 1, home, away })),
    detail: {},
    winner: null,
  } as LiveState;
}

describe('football statistics', () => {
  it('are the same for the same match and state, and differ between matches', () => {
    const state = football(70, [
      [1, 0],
      [0, 2],
    ]);
    expect(statsFor('football', 7, ctx, state)).toEqual(statsFor('football', 7, ctx, state));
    expect(statsFor('football', 7, ctx, state)).not.toEqual(statsFor('football', 8, ctx, state));
  });

  it('never show fewer shots on target than goals, nor fewer shots than those on target; possession adds to 100', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const stats = statsFor(
        'football',
        seed,
        ctx,
        football(90, [
          [3, 0],
          [2, 4],
        ]),
      );
      if (!stats) throw new Error('no stats');
      const goals = [
        { home: 3, away: 0 },
        { home: 2, away: 4 },
      ];
      stats.periods.forEach((p, i) => {
        for (const side of ['home', 'away'] as const) {
          expect(p.values.shotsOnTarget?.[side]).toBeGreaterThanOrEqual(goals[i]?.[side] ?? 0);
          expect(p.values.shots?.[side]).toBeGreaterThanOrEqual(p.values.shotsOnTarget?.[side] ?? 0);
        }
        expect((p.values.possession?.home ?? 0) + (p.values.possession?.away ?? 0)).toBe(100);
      });
      expect(stats.periods.map((p) => `${p.type} ${p.index}`)).toEqual(['half 1', 'half 2']);
      expect(stats.total.shots?.home).toBe(
        (stats.periods[0]?.values.shots?.home ?? 0) + (stats.periods[1]?.values.shots?.home ?? 0),
      );
    }
  });

  it('only grow as the clock runs (a minute played never changes)', () => {
    const early = statsFor('football', 3, ctx, football(30, [[0, 0]]));
    const later = statsFor('football', 3, ctx, football(40, [[0, 0]]));
    for (const key of ['shots', 'corners', 'fouls', 'offsides', 'dangerousAttacks'])
      for (const side of ['home', 'away'] as const)
        expect(later?.total[key]?.[side]).toBeGreaterThanOrEqual(early?.total[key]?.[side] ?? 0);
  });

  it('give every minute played its attack momentum, a minute once played never changing', () => {
    const early = statsFor('football', 3, ctx, football(30, [[0, 0]]));
    const later = statsFor('football', 3, ctx, football(40, [[0, 0]]));
    expect(early?.momentum).toHaveLength(30);
    expect(later?.momentum?.slice(0, 30)).toEqual(early?.momentum);
    for (const value of later?.momentum ?? []) {
      expect(value).toBeGreaterThanOrEqual(-100);
      expect(value).toBeLessThanOrEqual(100);
    }
    // A stronger home side has the upper hand in more minutes than not, over many matches.
    const strong = { ...ctx, homeEdge: 0.8 };
    let ahead = 0;
    let behind = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const v of statsFor(
        'football',
        seed,
        strong,
        football(90, [
          [0, 0],
          [0, 0],
        ]),
      )?.momentum ?? []) {
        if (v > 0) ahead += 1;
        if (v < 0) behind += 1;
      }
    }
    expect(ahead).toBeGreaterThan(behind);
  });

  it('count the first half’s stoppage time with it until the second half begins', () => {
    const stoppage = { ...football(47, [[1, 0]]), period: { type: 'half' as const, index: 1 } };
    expect(statsFor('football', 5, ctx, stoppage)?.periods.map((p) => p.index)).toEqual([1]);
  });

  it('are none before kick-off, and none for a family without statistics', () => {
    expect(statsFor('football', 3, ctx, football(0, []))).toBeUndefined();
    expect(statsFor('moba', 3, { ...ctx, gameId: 1 }, football(30, [[0, 0]]))).toBeUndefined();
  });
});

describe('basketball statistics', () => {
  it('make exactly the points scored from free throws, threes and twos, at plausible percentages', () => {
    for (let points = 0; points <= 45; points++) {
      const shots = shooting(createRng(points + 1), points);
      expect(shots.ft.made + 3 * shots.threes.made + 2 * shots.twos.made, String(points)).toBe(points);
      for (const kind of [shots.ft, shots.threes, shots.twos])
        expect(kind.tried).toBeGreaterThanOrEqual(kind.made);
    }
  });

  it('per quarter from its points, percentages between 0 and 100', () => {
    const live = {
      status: 'live',
      period: { type: 'quarter', index: 2 },
      clock: { seconds: 300, running: true, direction: 'down' },
      score: { home: 51, away: 47 },
      periodScores: [
        { type: 'quarter', index: 1, home: 28, away: 22 },
        { type: 'quarter', index: 2, home: 23, away: 25 },
      ],
      detail: {},
      winner: null,
    } as LiveState;
    const stats = statsFor('basketball', 11, { ...ctx, gameId: 201 }, live);
    expect(stats?.periods.map((p) => p.index)).toEqual([1, 2]);
    for (const key of ['fieldGoals', 'threePointers', 'freeThrows'])
      for (const side of ['home', 'away'] as const) {
        expect(stats?.total[key]?.[side]).toBeGreaterThanOrEqual(0);
        expect(stats?.total[key]?.[side]).toBeLessThanOrEqual(100);
      }
    expect(stats?.total.rebounds?.home).toBe(
      (stats?.periods[0]?.values.rebounds?.home ?? 0) + (stats?.periods[1]?.values.rebounds?.home ?? 0),
    );
  });
});
