/** Trends against hand counts (issue 13 acceptance: "The trends percentages ... match hand counts"). */
import { describe, expect, it } from 'vitest';
import { type TrendMatch, trendsFor } from './trends.ts';

const team = (id: number) => ({ id, name: `T${id}` });
const match = (
  home: number,
  away: number,
  score: [number, number],
  maps: [number, number][] = [],
): TrendMatch => ({
  home: team(home),
  away: team(away),
  score: { home: score[0], away: score[1] },
  winner: score[0] > score[1] ? 'home' : score[0] < score[1] ? 'away' : null,
  periodScores: maps.map(([h, a], i) => ({ type: 'map', index: i + 1, home: h, away: a })),
});

describe('trends', () => {
  // Team 1's last five football matches: 3-1 W, 0-0 D, 1-2 L (away), 2-2 D (away), 4-0 W.
  const football = [
    match(1, 2, [3, 1]),
    match(1, 3, [0, 0]),
    match(4, 1, [2, 1]),
    match(5, 1, [2, 2]),
    match(1, 6, [4, 0]),
  ];

  it('counts wins, totals over the line and the handicap covered, as a hand would', () => {
    const asHome = trendsFor(football, 1, 'football', { total: 2.5, homeHandicap: -0.5, asHome: true });
    // Wins: 3-1, 4-0 → 2 of 5. Over 2.5 goals: 3-1 (4), 2-1 (3), 2-2 (4), 4-0 (4) → 4 of 5.
    // Handicap -0.5 for team 1: own - 0.5 > other → the two wins only → 2 of 5.
    expect(asHome).toEqual({
      played: 5,
      wins: { count: 2, of: 5 },
      over: { line: 2.5, count: 4, of: 5 },
      handicap: { line: -0.5, count: 2, of: 5 },
    });
    // Viewed as the away side of a match whose home line is -0.5: team 1 gets +0.5: wins and draws → 4 of 5.
    expect(
      trendsFor(football, 1, 'football', { total: 2.5, homeHandicap: -0.5, asHome: false }).handicap,
    ).toEqual({
      line: 0.5,
      count: 4,
      of: 5,
    });
  });

  it('counts MOBA or shooter maps over 26.5 kills or rounds, both sides together', () => {
    const moba = [
      match(
        1,
        2,
        [2, 1],
        [
          [18, 9],
          [10, 12],
          [20, 15],
        ],
      ),
      match(
        3,
        1,
        [0, 2],
        [
          [5, 21],
          [14, 13],
        ],
      ),
    ];
    // Maps: 27 ✓, 22, 35 ✓, 26, 27 ✓ → 3 of 5.
    expect(trendsFor(moba, 1, 'moba', { asHome: true }).mapsOver).toEqual({ line: 26.5, count: 3, of: 5 });
    expect(trendsFor(moba, 1, 'moba', { asHome: true }).wins).toEqual({ count: 2, of: 2 });
    expect(trendsFor(moba, 1, 'football', { asHome: true }).mapsOver).toBeUndefined();
  });

  it('counts MOBA maps longer than 33 minutes among those whose length is known', () => {
    const moba = [
      { ...match(1, 2, [2, 1]), mapMinutes: [31, 34, 40] },
      { ...match(3, 1, [0, 2]), mapMinutes: [33, 28] },
      match(1, 4, [1, 0]), // no lengths: not counted
    ];
    // Maps: 31, 34 ✓, 40 ✓, 33 (not over), 28 → 2 of 5.
    expect(trendsFor(moba, 1, 'moba', { asHome: true }).longMaps).toEqual({ line: 33, count: 2, of: 5 });
    expect(trendsFor([match(1, 4, [1, 0])], 1, 'moba', { asHome: true }).longMaps).toBeUndefined();
    expect(trendsFor(moba, 1, 'shooter', { asHome: true }).longMaps).toBeUndefined();
  });

  it('leaves out matches of other teams and matches without a score', () => {
    const list = [...football, match(7, 8, [1, 0]), { ...match(1, 9, [0, 0]), score: null }];
    expect(trendsFor(list, 1, 'football', { asHome: true }).played).toBe(5);
  });
});
