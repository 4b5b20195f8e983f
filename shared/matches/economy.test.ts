/** Buy types against HLTV's bands and a hand count (issue 13 acceptance). */
import { describe, expect, it } from 'vitest';
import { buyRecord, buyType, type EconomyMap } from './economy.ts';

describe('buy types (HLTV: full eco < $5K, semi-eco $5–10K, semi-buy $10–20K, full buy ≥ $20K)', () => {
  it('classifies a team equipment value at and around each boundary', () => {
    expect([0, 4_999, 5_000, 9_999, 10_000, 19_999, 20_000, 35_000].map(buyType)).toEqual([
      'fullEco',
      'fullEco',
      'semiEco',
      'semiEco',
      'semiBuy',
      'semiBuy',
      'fullBuy',
      'fullBuy',
    ]);
  });

  it('counts the rounds of each buy type a side played and won, as a hand would', () => {
    const round = (n: number, winner: 'home' | 'away', home: number, away: number) => ({
      n,
      winner,
      home: { value: home, side: 'ct' as const },
      away: { value: away, side: 't' as const },
    });
    const map: EconomyMap = {
      index: 1,
      // Home: 4K eco lost, 9K semi-eco won, 24K full buy won, 22K full buy lost, 12K semi-buy won.
      rounds: [
        round(1, 'away', 4_000, 4_200),
        round(2, 'home', 9_000, 21_000),
        round(3, 'home', 24_000, 6_000),
        round(4, 'away', 22_000, 23_000),
        round(5, 'home', 12_000, 3_000),
      ],
    };
    expect(buyRecord(map, 'home')).toEqual({
      fullEco: { played: 1, won: 0 },
      semiEco: { played: 1, won: 1 },
      semiBuy: { played: 1, won: 1 },
      fullBuy: { played: 2, won: 1 },
    });
    expect(buyRecord(map, 'away').fullBuy).toEqual({ played: 2, won: 1 });
  });
});
