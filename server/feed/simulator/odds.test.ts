import { describe, expect, it } from 'vitest';
import { context } from '../sports/engine.test-support.ts';
import type { LiveState } from '../sports/engine.ts';
import { oddsFor, winRateFor } from './odds.ts';

const before: LiveState = {
  status: 'not_started',
  period: null,
  clock: null,
  score: { home: 0, away: 0 },
  periodScores: [],
  detail: {},
  winner: null,
};
const at = '2026-03-14T15:00:00.000Z';
const favourite = context({ gameId: 202, homeEdge: 0.65 });

function live(score: { home: number; away: number }, status: LiveState['status'] = 'live'): LiveState {
  return { ...before, status, score };
}

describe('simulated odds and win rates', () => {
  it('opens with the stronger side as favourite, a draw price for football, lines for handicap and totals', () => {
    const [europe, handicap, totals] = oddsFor('football', favourite, before, before, 0, at);
    expect(europe?.opening.home).toBeLessThan(europe?.opening.away ?? 0);
    expect(europe?.opening.draw).toBeGreaterThan(2);
    expect(handicap?.opening.line).toBe(-0.5);
    expect(totals?.opening.line).toBe(2.5);
    expect(europe?.current).toEqual(europe?.opening);
    expect(europe?.bookmaker).toBeTruthy();
  });

  it('moves the current prices with the score, more so late in the match', () => {
    const early = oddsFor('football', favourite, before, live({ home: 0, away: 1 }), 0.1, at)[0];
    const late = oddsFor('football', favourite, before, live({ home: 0, away: 1 }), 0.9, at)[0];
    expect(early?.current.away).toBeLessThan(early?.opening.away ?? 0);
    expect(late?.current.away).toBeLessThan(early?.current.away ?? 0);
    const overs = oddsFor('football', favourite, before, live({ home: 2, away: 1 }), 0.5, at)[2];
    expect(overs?.current.over).toBeLessThan(overs?.opening.over ?? 0);
  });

  it('has no draw where the sport has none, and no markets for battle royale', () => {
    const [europe] = oddsFor('basketball', context({ gameId: 201 }), before, before, 0, at);
    expect(europe?.opening.draw).toBeUndefined();
    expect(
      oddsFor(
        'battle_royale',
        context({ gameId: 5 }),
        { ...before, score: null },
        { ...before, score: null },
        0,
        at,
      ),
    ).toEqual([]);
  });

  it('gives win rates in percent summing to 100, certain once finished', () => {
    const rate = winRateFor('football', favourite, before, 0);
    expect(rate && rate.home + rate.draw + rate.away).toBe(100);
    expect(rate?.home).toBeGreaterThan(rate?.away ?? 100);
    expect(
      winRateFor(
        'tennis',
        context({ gameId: 203, bestOf: 3 }),
        { ...live({ home: 2, away: 1 }, 'finished'), winner: 'home' },
        1,
      ),
    ).toEqual({
      home: 100,
      draw: 0,
      away: 0,
    });
    expect(winRateFor('football', favourite, live({ home: 1, away: 1 }, 'finished'), 1)).toEqual({
      home: 0,
      draw: 100,
      away: 0,
    });
  });
});
