import { describe, expect, it } from 'vitest';
import { champion, findMatch } from './brackets.ts';
import { replayBracket } from './replay.ts';

describe('a stage bracket replayed from its seeds and results (the bracket model draws it)', () => {
  it('finds each result its waiting match, in either order of the sides, and advances the winners', () => {
    const { bracket, problems } = replayBracket(
      'single_elim',
      [1, 2, 3, 4],
      [
        { home: 4, away: 1, homeScore: 0, awayScore: 2 },
        { home: 2, away: 3, homeScore: 1, awayScore: 2 },
        { home: 1, away: 3, homeScore: 2, awayScore: 1 },
      ],
      { bestOf: 3 },
    );
    expect(problems).toEqual([]);
    if (bracket?.format !== 'singleElimination') throw new Error('not single elimination');
    // The feed's 4–1 (away won 2–0) is the model's 1 v 4 with the score turned round.
    expect(findMatch(bracket, 'R1-1')).toMatchObject({ home: 1, away: 4, score: { home: 2, away: 0 } });
    expect(findMatch(bracket, 'R2-1')).toMatchObject({ home: 1, away: 3, winner: 'home' });
    expect(champion(bracket)).toBe(1);
  });

  it('plays the final best of more when the stage says so, and a grand-final reset when the lower side wins', () => {
    const { bracket, problems } = replayBracket(
      'double_elim',
      [1, 2, 3, 4],
      [
        { home: 1, away: 4, homeScore: 2, awayScore: 0 },
        { home: 2, away: 3, homeScore: 2, awayScore: 1 },
        { home: 1, away: 2, homeScore: 2, awayScore: 0 },
        { home: 4, away: 3, homeScore: 0, awayScore: 2 },
        { home: 2, away: 3, homeScore: 1, awayScore: 2 },
        { home: 1, away: 3, homeScore: 1, awayScore: 3 },
      ],
      { bestOf: 3, finalBestOf: 5, grandFinalReset: true },
    );
    expect(problems).toEqual([]);
    if (bracket?.format !== 'doubleElimination') throw new Error('not double elimination');
    expect(findMatch(bracket, 'GF-1')).toMatchObject({ bestOf: 5, winner: 'away' });
    expect(findMatch(bracket, 'GF2-1')).toMatchObject({ home: 1, away: 3, winner: null });
  });

  it('counts a level result with its winner (penalties) as a win by one', () => {
    const { bracket, problems } = replayBracket(
      'single_elim',
      [1, 2],
      [{ home: 1, away: 2, homeScore: 2, awayScore: 2, winner: 'away' }],
    );
    expect(problems).toEqual([]);
    expect(bracket?.format === 'singleElimination' && champion(bracket)).toBe(2);
  });

  it('pairs Swiss rounds as the model does and refuses a pairing it would not make', () => {
    const first = [
      { home: 1, away: 4, homeScore: 1, awayScore: 0 },
      { home: 2, away: 3, homeScore: 1, awayScore: 0 },
    ];
    const ok = replayBracket(
      'swiss',
      [1, 2, 3, 4],
      [...first, { home: 1, away: 2, homeScore: 1, awayScore: 0 }],
      {
        swissWins: 2,
        swissLosses: 2,
      },
    );
    expect(ok.problems).toEqual([]);
    // After round one the model pairs 1–2 (both 1–0) and 3–4: a rematch 1–4 waits nowhere.
    const rematch = replayBracket(
      'swiss',
      [1, 2, 3, 4],
      [...first, { home: 1, away: 4, homeScore: 1, awayScore: 0 }],
      {
        swissWins: 2,
        swissLosses: 2,
      },
    );
    expect(rematch.problems).toEqual(['results[2]: no match between "1" and "4" is waiting in the bracket']);
  });

  it('keeps the results up to the first it cannot take, and names why', () => {
    const { bracket, problems } = replayBracket(
      'single_elim',
      [1, 2, 3, 4],
      [{ home: 1, away: 4, homeScore: 2, awayScore: 2 }],
      { bestOf: 3 },
    );
    expect(problems).toEqual(['results[0]: 2–2 does not decide a best-of-3 match (2 wins needed)']);
    expect(bracket?.rounds[0]?.matches.every((m) => m.winner === null)).toBe(true);
    expect(replayBracket('gsl', [1, 2, 3], []).problems).toEqual(['This format needs at least 4 teams']);
    expect(replayBracket('table', [1, 2], []).bracket).toBeNull();
  });
});
