/**
 * A simulated Counter-Strike economy (issue 13, "Economy"): each round's team equipment value of both
 * sides on every map played, from the round winners the engine produced and the map's seed. Money as
 * the game gives it (five players): $800 each at a pistol round, $3,250 each for a round won, the
 * loss bonus growing $1,400 → $3,400 with a losing streak, $16,000 each at most, $10,000 each at
 * the start of every overtime half; a team buys fully when it can, saves when it cannot, forces
 * in between, and the survivors of a won round keep part of their equipment.
 */
import type { EconomyMap, EconomyRound } from '../../../shared/matches/economy.ts';
import { createRng, deriveSeed } from '../random.ts';

const PLAYERS = 5;
const PISTOL = 800 * PLAYERS;
const WIN = 3_250 * PLAYERS;
const MAX = 16_000 * PLAYERS;
const OVERTIME = 10_000 * PLAYERS;
const lossBonus = (streak: number) => Math.min(1_400 + 500 * Math.max(0, streak - 1), 3_400) * PLAYERS;

interface Team {
  money: number;
  streak: number;
  kept: number;
}

/** The games whose economy is Counter-Strike's. */
export const CS_ECONOMY_GAMES: ReadonlySet<number> = new Set([2]);

/**
 * The economies of the maps played so far: `rounds` are the round winners in order, by map index.
 * `regulation` is the rounds of a regulation map (24 in MR12); overtime halves are three rounds.
 */
export function economyFor(
  seed: number,
  rounds: readonly { map: number; winner: 'home' | 'away' }[],
  regulation = 24,
): EconomyMap[] {
  const maps = new Map<number, ('home' | 'away')[]>();
  for (const r of rounds) maps.set(r.map, [...(maps.get(r.map) ?? []), r.winner]);
  return [...maps].map(([index, winners]) => {
    const rng = createRng(deriveSeed(seed, 'economy', index));
    const homeStartsCt = rng.chance(0.5);
    const teams: Record<'home' | 'away', Team> = {
      home: { money: PISTOL, streak: 0, kept: 0 },
      away: { money: PISTOL, streak: 0, kept: 0 },
    };
    const half = regulation / 2;
    const out: EconomyRound[] = winners.map((winner, i) => {
      const n = i + 1;
      // A new half: the pistol round's money, or overtime's; nothing kept, no streak.
      const overtimeStart = n > regulation && (n - regulation - 1) % 3 === 0;
      if (n === 1 || n === half + 1 || overtimeStart) {
        for (const team of Object.values(teams)) {
          team.money = n > regulation ? OVERTIME : PISTOL;
          team.streak = 0;
          team.kept = 0;
        }
      }
      const swapped = n > half && (n <= regulation ? true : Math.floor((n - regulation - 1) / 3) % 2 === 0);
      const homeCt = homeStartsCt !== swapped;
      const value = (team: Team) => {
        const pistol = n === 1 || n === half + 1;
        const spend = pistol
          ? team.money
          : team.money >= 22_000
            ? Math.min(team.money, rng.between(21_000, 26_000))
            : team.money < 10_000 && team.streak < 3
              ? Math.min(team.money, rng.between(1_000, 3_500))
              : Math.min(team.money, rng.between(8_000, 16_000));
        team.money -= Math.round(spend);
        return Math.round(Math.min(35_000, spend + team.kept) / 50) * 50;
      };
      const home = value(teams.home);
      const away = value(teams.away);
      for (const side of ['home', 'away'] as const) {
        const team = teams[side];
        const equipment = side === 'home' ? home : away;
        if (side === winner) {
          team.money = Math.min(MAX, team.money + WIN);
          team.streak = 0;
          team.kept = Math.round(equipment * rng.between(0.3, 0.6));
        } else {
          team.streak += 1;
          team.money = Math.min(MAX, team.money + lossBonus(team.streak));
          team.kept = Math.round(equipment * rng.between(0, 0.15));
        }
      }
      return {
        n,
        winner,
        home: { value: home, side: homeCt ? 'ct' : 't' },
        away: { value: away, side: homeCt ? 't' : 'ct' },
      };
    });
    return { index, rounds: out };
  });
}
