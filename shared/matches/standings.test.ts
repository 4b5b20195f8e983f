/**
 * League tables from results (issue 14: "Standings recompute correctly from results (points, goal
 * difference, head-to-head tie-breaks) against hand-worked tables").
 */
import { describe, expect, it } from 'vitest';
import { type MatchResult, standings } from './standings.ts';

/** A finished match: `home` `h`–`a` `away`, won by the side that scored more. */
const played = (home: number, h: number, a: number, away: number): MatchResult => ({
  home,
  away,
  homeScore: h,
  awayScore: a,
  winner: h > a ? 'home' : h < a ? 'away' : null,
});
const order = (results: MatchResult[]) => standings(results).map((l) => l.teamId);

describe('a league table', () => {
  it('gives three points a win and one a draw, and counts each record, highest first', () => {
    const table = standings([played(1, 2, 0, 2), played(2, 1, 1, 3), played(3, 1, 0, 1)]);
    // Team 3: a draw and a win, 4 points, 2:1; team 1: 3 points, 2:1; team 2: 1 point, 1:3.
    expect(table).toEqual([
      { teamId: 3, played: 2, won: 1, drawn: 1, lost: 0, scored: 2, conceded: 1, points: 4, position: 1 },
      { teamId: 1, played: 2, won: 1, drawn: 0, lost: 1, scored: 2, conceded: 1, points: 3, position: 2 },
      { teamId: 2, played: 2, won: 0, drawn: 1, lost: 1, scored: 1, conceded: 3, points: 1, position: 3 },
    ]);
  });

  it('breaks a tie on points by score difference, then by goals scored', () => {
    // Every team 3 points: 1 has +2; 4 ±0; 2 and 3 −1, 2 scored two, 3 one.
    expect(order([played(1, 3, 0, 2), played(3, 1, 0, 4), played(2, 2, 0, 3), played(4, 1, 0, 1)])).toEqual([
      1, 4, 2, 3,
    ]);
  });

  it('then by the level teams’ results against each other: 6 beat 5, so 6 is above though 5 has the lower id', () => {
    // 8: 3 points, 2:1. 5 and 6: 3 points, 2:2 each; 6 won their meeting 1–0. 7: 0 points.
    expect(order([played(6, 1, 0, 5), played(5, 2, 1, 7), played(8, 2, 1, 6)])).toEqual([8, 6, 5, 7]);
  });

  it('then by fewer matches played, then by the lower id, when the level teams never met or drew', () => {
    // 11 (one match, 2:1) and 12 (two, 2:1) never met: 11 first. 15 is level on points and difference
    // but scored one: below them. 16 and 17 drew their only match: the lower id first.
    expect(
      order([played(11, 2, 1, 13), played(12, 2, 0, 14), played(15, 1, 0, 12), played(16, 0, 0, 17)]),
    ).toEqual([11, 12, 15, 16, 17, 13, 14]);
  });

  it('counts a draw decided on penalties as the feed says: a win for its winner', () => {
    const table = standings([{ home: 1, away: 2, homeScore: 1, awayScore: 1, winner: 'away' }]);
    expect(table.map((l) => [l.teamId, l.won, l.lost, l.points])).toEqual([
      [2, 1, 0, 3],
      [1, 0, 1, 0],
    ]);
  });
});
