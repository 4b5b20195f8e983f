/**
 * A player's recent data (spec section 9: "Player recent data: last 20 games"; issue 14: KDA and win
 * rate for esports): over the games given, how many were won, the win rate, each figure's average
 * per game and, where the family counts kills, deaths and assists, the KDA ratio (kills plus assists
 * over deaths, deaths counted at least once, as HLTV and Liquipedia write it).
 */
export interface RecentSummary {
  played: number;
  won: number;
  /** Whole percent, 0–100. */
  winRate: number;
  /** Each figure's mean over the games that have it, to two decimals. */
  averages: Record<string, number>;
  kda: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function recentSummary(
  games: readonly { result: 'W' | 'D' | 'L' | null; values: Readonly<Record<string, number>> }[],
  keys: readonly string[],
): RecentSummary {
  const won = games.filter((g) => g.result === 'W').length;
  const averages: Record<string, number> = {};
  for (const key of keys) {
    const known = games.flatMap((g) => (g.values[key] === undefined ? [] : [g.values[key]]));
    if (known.length > 0) averages[key] = round2(known.reduce((a, b) => a + b, 0) / known.length);
  }
  const total = (key: string) => games.reduce((sum, g) => sum + (g.values[key] ?? 0), 0);
  const kda =
    keys.includes('kills') && keys.includes('deaths') && games.length > 0
      ? round2((total('kills') + total('assists')) / Math.max(1, total('deaths')))
      : null;
  return {
    played: games.length,
    won,
    winRate: games.length === 0 ? 0 : Math.round((won / games.length) * 100),
    averages,
    kda,
  };
}
