import { describe, expect, it } from 'vitest';
import { recentSummary } from './player-recent.ts';

describe('a player\'s recent data (spec section 9; issue 14: "KDA and win rate for esports")', () => {
  it("counts wins, the win rate and each figure's average per game, by hand", () => {
    const summary = recentSummary(
      [
        { result: 'W', values: { kills: 10, deaths: 2, assists: 4 } },
        { result: 'L', values: { kills: 3, deaths: 6, assists: 5 } },
        { result: 'W', values: { kills: 8, deaths: 4, assists: 0 } },
        { result: 'D', values: { kills: 0, deaths: 0, assists: 1 } },
      ],
      ['kills', 'deaths', 'assists'],
    );
    // 2 of 4 won; kills 21/4, deaths 12/4, assists 10/4; KDA (21 + 10) / 12.
    expect(summary).toEqual({
      played: 4,
      won: 2,
      winRate: 50,
      averages: { kills: 5.25, deaths: 3, assists: 2.5 },
      kda: 2.58,
    });
  });

  it('has no KDA where the family counts no kills, counts no death as one, and is empty without games', () => {
    const football = recentSummary([{ result: 'W', values: { goals: 1, rating: 7.4 } }], ['rating', 'goals']);
    expect(football.kda).toBeNull();
    expect(football.averages).toEqual({ rating: 7.4, goals: 1 });
    expect(
      recentSummary([{ result: 'W', values: { kills: 5, deaths: 0, assists: 1 } }], ['kills', 'deaths']).kda,
    ).toBe(6);
    expect(recentSummary([], ['kills', 'deaths'])).toEqual({
      played: 0,
      won: 0,
      winRate: 0,
      averages: {},
      kda: null,
    });
  });
});
