/**
 * Simulated esports drafts: real heroes of the game, five picks a side in line-up (role) order, the
 * game's number of bans, no hero twice on a map, the same for the same match and map.
 */
import { describe, expect, it } from 'vitest';
import { DRAFT_RULES, draftFor } from './draft.ts';

const BANS: Record<number, number> = { 1: 5, 3: 5, 4: 7, 7: 5, 14: 0, 17: 1, 24: 4, 25: 5, 27: 3 };

describe('esports drafts', () => {
  it('are the same for the same match and map, and differ between maps and matches', () => {
    expect(draftFor(7, 1, 2)).toEqual(draftFor(7, 1, 2));
    expect(draftFor(7, 1, 2)).not.toEqual(draftFor(7, 1, 3));
    expect(draftFor(7, 1, 2)?.home).not.toEqual(draftFor(8, 1, 2)?.home);
    expect(draftFor(7, 1, 2)?.index).toBe(2);
  });

  it('exist for MOBA titles and Valorant-like shooters with heroes, not for Counter-Strike or "other esports"', () => {
    expect(
      Object.keys(DRAFT_RULES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.keys(BANS).map(Number));
    for (const gameId of [0, 2, 8, 16, 20, 5]) expect(draftFor(1, gameId, 1), String(gameId)).toBeNull();
  });

  it('pick five a side in line-up order from the role’s heroes, ban the game’s number, never a hero twice', () => {
    for (const [id, rules] of Object.entries(DRAFT_RULES)) {
      const gameId = Number(id);
      const heroes = new Set(rules.roles.flat());
      // Enough to leave a choice after both sides' bans and picks.
      expect(heroes.size, `game ${id}`).toBeGreaterThanOrEqual(2 * (5 + rules.bans) + 10);
      for (let seed = 1; seed <= 60; seed++) {
        for (const map of [1, 2, 5]) {
          const draft = draftFor(seed, gameId, map);
          if (!draft) throw new Error(`no draft for game ${id}`);
          const named = [draft.home, draft.away].flatMap((s) => [...s.picks, ...s.bans]);
          expect(new Set(named).size, `game ${id} seed ${seed} map ${map}`).toBe(named.length);
          for (const hero of named) expect(heroes.has(hero), hero).toBe(true);
          for (const side of [draft.home, draft.away]) {
            expect(side.picks).toHaveLength(5);
            expect(side.bans).toHaveLength(BANS[gameId] ?? -1);
            side.picks.forEach((hero, i) => {
              // The i-th player's role; another role's hero only once every hero of the role was taken.
              const role = rules.roles[i] ?? [];
              if (!role.includes(hero)) for (const h of role) expect(named).toContain(h);
            });
          }
        }
      }
    }
  });

  it('keep hero names within the wire contract’s 40 characters', () => {
    for (const rules of Object.values(DRAFT_RULES))
      for (const hero of rules.roles.flat()) {
        expect(hero.length).toBeGreaterThan(0);
        expect(hero.length).toBeLessThanOrEqual(40);
      }
  });
});
