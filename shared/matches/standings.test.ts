/** The league table the preview reads a side's position from: hand-counted on a small league. */
import { describe, expect, it } from 'vitest';
import { standings, type TeamRecord } from './standings.ts';

const team = (teamId: number, won: number, drawn: number, lost: number, scored: number, conceded: number) =>
  ({ teamId, played: won + drawn + lost, won, drawn, lost, scored, conceded }) satisfies TeamRecord;

describe('a league table', () => {
  it('gives three points a win and one a draw, highest first', () => {
    const table = standings([team(1, 1, 0, 2, 3, 5), team(2, 2, 1, 0, 6, 2), team(3, 0, 4, 0, 4, 4)]);
    // Team 2: 2 × 3 + 1 = 7; team 3: 4 draws = 4; team 1: 3.
    expect(table.map((l) => [l.teamId, l.points, l.position])).toEqual([
      [2, 7, 1],
      [3, 4, 2],
      [1, 3, 3],
    ]);
  });

  it('breaks ties by score difference, then scored, then fewer played, then the lower id', () => {
    const table = standings([
      team(9, 1, 0, 1, 3, 3), // 3 points, ±0, 3 scored, 2 played
      team(4, 1, 0, 0, 2, 0), // 3 points, +2
      team(7, 1, 0, 1, 5, 5), // 3 points, ±0, 5 scored
      team(8, 1, 0, 2, 3, 3), // 3 points, ±0, 3 scored, 3 played
      team(5, 1, 0, 2, 3, 3), // as team 8, lower id
    ]);
    expect(table.map((l) => l.teamId)).toEqual([4, 7, 9, 5, 8]);
    expect(table.map((l) => l.position)).toEqual([1, 2, 3, 4, 5]);
  });
});
