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
