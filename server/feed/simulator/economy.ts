/**
 * Simulated shooter economies (issue 13, "Economy"): each round's team equipment value of both sides
 * on every map played, from the round winners the engine produced and the map's seed, by the money
 * rules of the game (five players a side):
 * - Counter-Strike: $800 each at a pistol round, $3,250 each for a round won, the loss bonus growing
 *   $1,400 → $3,400 with a losing streak, $16,000 each at most, $10,000 each at the start of every
 *   MR3 overtime half;
 * - Valorant: 800 credits each at a pistol round, 3,000 for a round won, 1,900 / 2,400 / 2,900 for
 *   one, two, three or more rounds lost in a row, 9,000 each at most, 5,000 each at the start of
 *   every overtime round (win by two, sides swapping each round).
 * A team buys fully when it can, saves when it cannot, forces in between, and the survivors of a won
 * round keep part of their equipment. Sides follow the shooter's rules (stats.ts `homeDefends`), so
 * the statistics and economy tabs put a side on the same half.
 */
import {
  ECONOMY_GAMES,
  type EconomyMap,
  type EconomyRound,
  type EconomyUnit,
  economyUnit,
} from '../../../shared/matches/economy.ts';
import { createRng, deriveSeed } from '../random.ts';
import { shooterRules } from '../sports/shooter.ts';
import { homeDefends } from './stats.ts';

const PLAYERS = 5;

interface MoneyRules {
  pistol: number;
  win: number;
  /** The loss bonus after `streak` rounds lost in a row (from 1). */
  loss: (streak: number) => number;
  max: number;
  overtime: number;
  /** Team money from which a side buys fully, and what a full buy, a save and a force cost. */
  fullBuyFrom: number;
  fullBuy: readonly [number, number];
  save: readonly [number, number];
  force: readonly [number, number];
  /** The most a team's equipment can be worth. */
  cap: number;
}

const COUNTER_STRIKE: MoneyRules = {
  pistol: 800,
  win: 3_250,
  loss: (streak) => Math.min(1_400 + 500 * Math.max(0, streak - 1), 3_400),
  max: 16_000,
  overtime: 10_000,
  fullBuyFrom: 22_000,
  fullBuy: [21_000, 26_000],
  save: [1_000, 3_500],
  force: [8_000, 16_000],
  cap: 35_000,
};

const VALORANT: MoneyRules = {
  pistol: 800,
  win: 3_000,
  loss: (streak) => (streak <= 1 ? 1_900 : streak === 2 ? 2_400 : 2_900),
  max: 9_000,
  overtime: 5_000,
  fullBuyFrom: 20_000,
  fullBuy: [20_500, 24_500],
  save: [500, 3_000],
  force: [7_000, 15_000],
  cap: 28_000,
};

/** The money rules of each unit the games with an economy count in (shared/matches/economy.ts). */
const RULES_BY_MONEY: Readonly<Record<EconomyUnit['money'], MoneyRules>> = {
  usd: COUNTER_STRIKE,
  credits: VALORANT,
};

export function hasEconomy(gameId: number): boolean {
  return gameId in ECONOMY_GAMES;
}

interface Team {
  money: number;
  streak: number;
  kept: number;
}

/**
 * The economies of the maps played so far: `rounds` are the round winners in order, by map index.
 * A regulation map is (rounds to win − 1) × 2 rounds; overtime follows the game's rules.
 */
export function economyFor(
  seed: number,
  rounds: readonly { map: number; winner: 'home' | 'away' }[],
  gameId = 2,
): EconomyMap[] {
  const money = RULES_BY_MONEY[economyUnit(gameId).money];
  const sides = shooterRules(gameId);
  const regulation = (sides.roundsToWin - 1) * 2;
  const half = regulation / 2;
  const maps = new Map<number, ('home' | 'away')[]>();
  for (const r of rounds) maps.set(r.map, [...(maps.get(r.map) ?? []), r.winner]);
  return [...maps].map(([index, winners]) => {
    const rng = createRng(deriveSeed(seed, 'economy', index));
    const homeStartsCt = rng.chance(0.5);
    const teams: Record<'home' | 'away', Team> = {
      home: { money: money.pistol * PLAYERS, streak: 0, kept: 0 },
      away: { money: money.pistol * PLAYERS, streak: 0, kept: 0 },
    };
    const out: EconomyRound[] = winners.map((winner, i) => {
      const n = i + 1;
      const pistol = n === 1 || n === half + 1;
      // A new half: the pistol round's money, or overtime's (MR3: each half of three rounds; win by
      // two: every round); nothing kept in a new regulation half, no streak.
      const overtimeStart =
        n > regulation && (sides.overtime === 'win_by_2' || (n - regulation - 1) % 3 === 0);
      if (pistol || overtimeStart) {
        for (const team of Object.values(teams)) {
          team.money = (pistol ? money.pistol : money.overtime) * PLAYERS;
          team.streak = 0;
          if (pistol || sides.overtime === 'mr3') team.kept = 0;
        }
      }
      const homeCt = homeDefends(n, sides, homeStartsCt);
      const value = (team: Team) => {
        // A full buy tops up what the survivors kept to a full loadout; a save or a force adds to it.
        const spend = pistol
          ? team.money
          : team.money + team.kept >= money.fullBuyFrom
            ? Math.min(team.money, Math.max(0, rng.between(...money.fullBuy) - team.kept))
            : team.money < 10_000 && team.streak < 3
              ? Math.min(team.money, rng.between(...money.save))
              : Math.min(team.money, rng.between(...money.force));
        team.money -= Math.round(spend);
        return Math.round(Math.min(money.cap, spend + team.kept) / 50) * 50;
      };
      const home = value(teams.home);
      const away = value(teams.away);
      for (const side of ['home', 'away'] as const) {
        const team = teams[side];
        const equipment = side === 'home' ? home : away;
        if (side === winner) {
          team.money = Math.min(money.max * PLAYERS, team.money + money.win * PLAYERS);
          team.streak = 0;
          team.kept = Math.round(equipment * rng.between(0.3, 0.6));
        } else {
          team.streak += 1;
          team.money = Math.min(money.max * PLAYERS, team.money + money.loss(team.streak) * PLAYERS);
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
