import { describe, expect, it } from 'vitest';
import { type Appearance, qualifying, RANKING_DEFS, RANKING_STATS, rankingBoards } from './rankings.ts';

const a = (playerId: number, teamId: number, values: Record<string, number>): Appearance => ({
  playerId,
  teamId,
  values,
});

describe("a league's data rankings, worked by hand", () => {
  // Newest first. Player 1 moved from team 12 to team 10; player 4 played once.
  const football = [
    a(1, 10, { goals: 2, assists: 0, rating: 8 }),
    a(2, 11, { goals: 1, assists: 1, rating: 7 }),
    a(3, 10, { goals: 0, assists: 2, rating: 6.5 }),
    a(1, 12, { goals: 1, assists: 1, rating: 7 }),
    a(2, 11, { goals: 1, assists: 0, rating: 7.5 }),
    a(4, 11, { goals: 3, rating: 9 }),
    a(5, 12, { goals: 0, assists: 0, rating: 6 }),
  ];

  it('football: goals and assists are totals; equal totals share a rank, fewer games listed first', () => {
    const [goals, assists] = rankingBoards(football, 'football');
    // Goals: 4 → 3 in 1 game, 1 → 2 + 1 = 3 in 2 games, 2 → 1 + 1 = 2; 3 and 5 scored none.
    expect(goals).toEqual({
      stat: 'goals',
      kind: 'total',
      format: 'count',
      minGames: 1,
      lines: [
        { rank: 1, playerId: 4, teamId: 11, games: 1, value: 3 },
        { rank: 1, playerId: 1, teamId: 10, games: 2, value: 3 },
        { rank: 3, playerId: 2, teamId: 11, games: 2, value: 2 },
      ],
    });
    // Assists: 3 → 2; 1 → 0 + 1 = 1 and 2 → 1 + 0 = 1 (same games: lower id first); 4 has no figure.
    expect(assists?.lines).toEqual([
      { rank: 1, playerId: 3, teamId: 10, games: 1, value: 2 },
      { rank: 2, playerId: 1, teamId: 10, games: 2, value: 1 },
      { rank: 2, playerId: 2, teamId: 11, games: 2, value: 1 },
    ]);
  });

  it('football: rating is a mean per game; with at most 2 games anyone qualifies from 1 game', () => {
    const rating = rankingBoards(football, 'football', { only: 'rating' });
    expect(rating).toHaveLength(1);
    // 4: 9; 1: (8 + 7) / 2 = 7.5; 2: (7 + 7.5) / 2 = 7.25; 3: 6.5; 5: 6.
    expect(rating[0]?.minGames).toBe(1);
    expect(rating[0]?.lines.map((l) => [l.rank, l.playerId, l.games, l.value])).toEqual([
      [1, 4, 1, 9],
      [2, 1, 2, 7.5],
      [3, 2, 2, 7.25],
      [4, 3, 1, 6.5],
      [5, 5, 1, 6],
    ]);
  });

  it('basketball: points per game rank only players with half the games of the most played', () => {
    const games = [
      ...[20, 20, 20, 20].map((points) => a(1, 10, { points, rebounds: 5, assists: 3 })),
      a(2, 11, { points: 40, rebounds: 10, assists: 1 }),
      a(3, 11, { points: 25, rebounds: 8, assists: 6 }),
      a(3, 11, { points: 27, rebounds: 4, assists: 2 }),
    ];
    const [points, rebounds, assists] = rankingBoards(games, 'basketball');
    // Player 1 played 4: a mean needs ceil(4 / 2) = 2 games, so player 2's one game of 40 is not ranked.
    expect(points?.minGames).toBe(2);
    expect(points?.lines.map((l) => [l.rank, l.playerId, l.value])).toEqual([
      [1, 3, 26],
      [2, 1, 20],
    ]);
    // Rebounds: 3 → (8 + 4) / 2 = 6, 1 → 5; assists: 3 → 4, 1 → 3.
    expect(rebounds?.lines.map((l) => [l.playerId, l.value])).toEqual([
      [3, 6],
      [1, 5],
    ]);
    expect(assists?.lines.map((l) => [l.playerId, l.value])).toEqual([
      [3, 4],
      [1, 3],
    ]);
  });

  it('MOBA: KDA is (kills + assists) / deaths over all games, no death counting as one', () => {
    const games = [
      a(1, 10, { kills: 5, deaths: 2, assists: 3 }),
      a(1, 10, { kills: 3, deaths: 0, assists: 4 }),
      a(1, 10, { kills: 0, deaths: 1, assists: 0 }),
      a(2, 11, { kills: 10, deaths: 0, assists: 0 }),
      a(2, 11, { kills: 0, deaths: 0, assists: 5 }),
      a(3, 11, { kills: 1, deaths: 1, assists: 1 }),
    ];
    const [kda, kills, assists] = rankingBoards(games, 'moba');
    // 1: (8 + 7) / 3 = 5; 2: (10 + 5) / max(1, 0) = 15; 3 played 1 of the most's 3 games (needs 2).
    expect(kda).toMatchObject({ stat: 'kda', minGames: 2 });
    expect(kda?.lines).toEqual([
      { rank: 1, playerId: 2, teamId: 11, games: 2, value: 15, kills: 10, deaths: 0, assists: 5 },
      { rank: 2, playerId: 1, teamId: 10, games: 3, value: 5, kills: 8, deaths: 3, assists: 7 },
    ]);
    // Totals rank everyone with at least one: kills 10, 8, 1; assists 7, 5, 1.
    expect(kills?.lines.map((l) => [l.playerId, l.value])).toEqual([
      [2, 10],
      [1, 8],
      [3, 1],
    ]);
    expect(assists?.lines.map((l) => [l.playerId, l.value])).toEqual([
      [1, 7],
      [2, 5],
      [3, 1],
    ]);
  });

  it('rounds to two decimals before ranking: 22 / 3 and 14.66 / 2 both read 7.33 and share first place', () => {
    const games = [
      a(1, 10, { adr: 7 }),
      a(1, 10, { adr: 7 }),
      a(1, 10, { adr: 8 }),
      a(2, 11, { adr: 7.33 }),
      a(2, 11, { adr: 7.33 }),
    ];
    const [adr] = rankingBoards(games, 'shooter', { only: 'adr' });
    // Means and ratios list the player with more games first among equals.
    expect(adr?.lines.map((l) => [l.rank, l.playerId, l.games, l.value])).toEqual([
      [1, 1, 3, 7.33],
      [1, 2, 2, 7.33],
    ]);
  });

  it('cuts each board at the limit and knows no board outside the family', () => {
    expect(rankingBoards(football, 'football', { only: 'goals', limit: 1 })[0]?.lines).toHaveLength(1);
    expect(rankingBoards(football, 'moba', { only: 'goals' })).toEqual([]);
    expect(rankingBoards(football, 'tennis')).toEqual([]);
    expect(rankingBoards([], 'shooter').map((b) => [b.stat, b.lines.length])).toEqual([
      ['rating', 0],
      ['kda', 0],
      ['kills', 0],
      ['adr', 0],
    ]);
  });

  it('qualifies half the most games, rounded up, at least one', () => {
    expect(qualifying([])).toBe(1);
    expect(qualifying([1])).toBe(1);
    expect(qualifying([5, 2])).toBe(3);
    expect(qualifying([4, 1])).toBe(2);
  });

  it('names every board of every family in RANKING_STATS', () => {
    const named = new Set(Object.values(RANKING_DEFS).flatMap((defs) => defs.map((d) => d.stat)));
    expect([...named].sort()).toEqual([...RANKING_STATS].sort());
  });
});
