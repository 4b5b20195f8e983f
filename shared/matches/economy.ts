/**
 * Shooter economies (issue 13, "Economy"): each round's team equipment value of both sides, and the
 * buy type it makes as HLTV counts them: full eco under $5K, semi-eco $5K–10K, semi-buy $10K–20K,
 * full buy from $20K of team equipment value.
 */
/**
 * How a game counts its money: Counter-Strike in dollars, Valorant in credits (VLR.gg sorts its buys
 * by the same thresholds, in credits), with its sides' names: CT and T, or defence and attack.
 */
export interface EconomyUnit {
  money: 'usd' | 'credits';
  sides: 'cs' | 'words';
}

/** The games with a per-round economy (Counter-Strike, Valorant), by game id. */
export const ECONOMY_GAMES: Readonly<Record<number, EconomyUnit>> = {
  2: { money: 'usd', sides: 'cs' },
  14: { money: 'credits', sides: 'words' },
};

export function economyUnit(gameId: number): EconomyUnit {
  return ECONOMY_GAMES[gameId] ?? { money: 'usd', sides: 'cs' };
}

export const BUY_TYPES = ['fullEco', 'semiEco', 'semiBuy', 'fullBuy'] as const;
export type BuyType = (typeof BUY_TYPES)[number];

export function buyType(teamEquipmentValue: number): BuyType {
  if (teamEquipmentValue < 5_000) return 'fullEco';
  if (teamEquipmentValue < 10_000) return 'semiEco';
  if (teamEquipmentValue < 20_000) return 'semiBuy';
  return 'fullBuy';
}

export interface EconomyRound {
  /** The round's number on its map, from 1. */
  n: number;
  winner: 'home' | 'away';
  /** Team equipment values in dollars, and each side's half (CT or T). */
  home: { value: number; side: 'ct' | 't' };
  away: { value: number; side: 'ct' | 't' };
}

export interface EconomyMap {
  index: number;
  rounds: EconomyRound[];
}

/** Rounds of each buy type a side played on a map, and how many of them it won. */
export function buyRecord(
  map: EconomyMap,
  side: 'home' | 'away',
): Record<BuyType, { played: number; won: number }> {
  const out = Object.fromEntries(BUY_TYPES.map((b) => [b, { played: 0, won: 0 }])) as Record<
    BuyType,
    { played: number; won: number }
  >;
  for (const round of map.rounds) {
    const record = out[buyType(round[side].value)];
    record.played += 1;
    if (round.winner === side) record.won += 1;
  }
  return out;
}
