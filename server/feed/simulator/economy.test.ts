/** The simulated Counter-Strike economy (issue 13): the game's money rules, the same every time. */
import { describe, expect, it } from 'vitest';
import { buyType } from '../../../shared/matches/economy.ts';
import { economyFor } from './economy.ts';

const winners = (pattern: string, map = 1) =>
  [...pattern].map((c) => ({ map, winner: c === 'h' ? ('home' as const) : ('away' as const) }));

describe('a simulated CS economy', () => {
  it('is the same for the same map and rounds', () => {
    const rounds = winners('hhahaaahhhhahahaahhhhah');
    expect(economyFor(4, rounds)).toEqual(economyFor(4, rounds));
  });

  it('starts each half with pistol money, so both sides are on a full eco in rounds 1 and 13', () => {
    const [map] = economyFor(9, winners('hhhhhhhhhhhhaaaaaaaaaaaa'));
    for (const n of [1, 13]) {
      const round = map?.rounds[n - 1];
      expect(buyType(round?.home.value ?? 0), `round ${n}`).toBe('fullEco');
      expect(buyType(round?.away.value ?? 0), `round ${n}`).toBe('fullEco');
    }
  });

  it('lets a side that keeps winning buy fully, and swaps sides at the half', () => {
    const [map] = economyFor(2, winners('hhhhhhhhhhhh'));
    // After two wins in a row a side has money for a full buy.
    expect(map?.rounds.slice(3).every((r) => buyType(r.home.value) === 'fullBuy')).toBe(true);
    const [both] = economyFor(2, winners('hhhhhhhhhhhhh'));
    expect(both?.rounds[12]?.home.side).not.toBe(both?.rounds[0]?.home.side);
    expect(both?.rounds[0]?.home.side).not.toBe(both?.rounds[0]?.away.side);
  });

  it('keeps each map apart, in map order', () => {
    const maps = economyFor(3, [...winners('hha', 1), ...winners('aah', 2)]);
    expect(maps.map((m) => [m.index, m.rounds.length])).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });
});

describe('a simulated Valorant economy', () => {
  // Valorant: 800 credits each at a pistol round, 3,000 a round won, 1,900/2,400/2,900 lost,
  // 9,000 each at most, 5,000 each at every overtime round (win by two, sides swap every round).
  const valorant = (pattern: string, seed = 3) => economyFor(seed, winners(pattern), 14);

  it('starts both halves on pistol money (4,000 credits a team: a full eco), sides swapping at 13', () => {
    const [map] = valorant('hhhhhhhhhhhhaaaaaaaaaaaa');
    for (const n of [1, 13]) {
      expect(map?.rounds[n - 1]?.home.value, `round ${n}`).toBe(4_000);
      expect(map?.rounds[n - 1]?.away.value, `round ${n}`).toBe(4_000);
    }
    expect(map?.rounds[12]?.home.side).not.toBe(map?.rounds[11]?.home.side);
  });

  it('cannot field more than a team of nine thousand credits each could buy', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const [map] = valorant('hhhhhhhhhhhhhhhhhhhhhhhh', seed);
      // 45,000 credits a team at most, plus what survivors kept: never beyond the cap.
      expect(Math.max(...(map?.rounds.map((r) => r.home.value) ?? []))).toBeLessThanOrEqual(28_000);
      expect(map?.rounds.slice(3, 11).every((r) => buyType(r.home.value) === 'fullBuy')).toBe(true);
    }
  });

  it('gives both sides overtime money every overtime round and swaps sides each round', () => {
    // 12-12, then two rounds shared before home wins two in a row.
    const pattern = `${'ha'.repeat(12)}hahh`;
    const [map] = valorant(pattern);
    const overtime = map?.rounds.slice(24) ?? [];
    expect(overtime.map((r) => r.n)).toEqual([25, 26, 27, 28]);
    for (const [i, r] of overtime.entries()) {
      // 5,000 credits each: 25,000 a team to spend, never a full eco.
      expect(buyType(r.away.value), `round ${r.n}`).not.toBe('fullEco');
      if (i > 0) expect(r.home.side).not.toBe(overtime[i - 1]?.home.side);
    }
  });

  it('differs from Counter-Strike’s money on the same rounds', () => {
    const pattern = 'hhahaaahhhhahahaahhhhah';
    expect(valorant(pattern, 4)).not.toEqual(economyFor(4, winners(pattern)));
  });
});
