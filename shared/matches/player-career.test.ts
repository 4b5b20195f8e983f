import { describe, expect, it } from 'vitest';
import { type CareerGame, careerStats } from './player-career.ts';

const game = (over: Partial<CareerGame>): CareerGame => ({
  leagueId: 1,
  league: 'League',
  season: '2026',
  result: 'W',
  values: { kills: 10, deaths: 5, assists: 5 },
  ...over,
});

describe('a player’s career statistics', () => {
  it('groups games by league and season in the order of their newest game', () => {
    const stats = careerStats(
      [
        game({ leagueId: 2, league: 'Cup' }),
        game({ season: '2025', result: 'L' }),
        game({ leagueId: 2, league: 'Cup', result: 'L' }),
        game({}),
      ],
      ['kills', 'deaths', 'assists'],
      5,
    );
    expect(stats.seasons.map((s) => [s.league, s.season, s.played, s.won])).toEqual([
      ['Cup', '2026', 2, 1],
      ['League', '2025', 1, 0],
      ['League', '2026', 1, 1],
    ]);
    expect(stats.career).toMatchObject({ played: 4, won: 2, winRate: 50, kda: 3 });
  });

  it('ranks heroes by games, then wins, then name, keeping the top ones', () => {
    const stats = careerStats(
      [
        game({ hero: 'Zed', result: 'L' }),
        game({ hero: 'Ahri' }),
        game({ hero: 'Zed' }),
        game({ hero: 'Lux', result: 'L' }),
        game({ hero: 'Ahri', result: 'L' }),
        game({ hero: 'Jinx' }),
        game({}),
      ],
      [],
      3,
    );
    expect(stats.heroes).toEqual([
      { name: 'Ahri', played: 2, won: 1 },
      { name: 'Zed', played: 2, won: 1 },
      { name: 'Jinx', played: 1, won: 1 },
    ]);
    expect(stats.weapons).toEqual([]);
  });
});
