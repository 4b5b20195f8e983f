/**
 * A player's statistics beyond their last 20 games (issue 14, spec section 2: "players (stats,
 * heroes, weapons…)"): over every stored game whose statistics name them, grouped by league and
 * season, and all together (their career as far as the data goes), each summed up as the recent data
 * is (player-recent.ts: games, win rate, averages, KDA); the heroes (agents, champions) they played
 * most, and for shooters the weapons they used most (each game's line names the weapon first).
 */
import { type RecentSummary, recentSummary } from './player-recent.ts';

export interface CareerGame {
  leagueId: number;
  league: string;
  season: string | null;
  result: 'W' | 'D' | 'L' | null;
  hero?: string | undefined;
  /** Shooters: the weapon used most in the game. */
  weapon?: string | undefined;
  values: Readonly<Record<string, number>>;
}

export interface SeasonStats extends RecentSummary {
  leagueId: number;
  league: string;
  season: string | null;
}

export interface Pick {
  name: string;
  played: number;
  won: number;
}

export interface CareerStats {
  seasons: SeasonStats[];
  career: RecentSummary;
  heroes: Pick[];
  weapons: Pick[];
}

/** The most played names first (then the most won, then by name), at most `top`. */
function picks(
  games: readonly CareerGame[],
  nameOf: (g: CareerGame) => string | undefined,
  top: number,
): Pick[] {
  const counts = new Map<string, Pick>();
  for (const g of games) {
    const name = nameOf(g);
    if (!name) continue;
    const pick = counts.get(name) ?? { name, played: 0, won: 0 };
    pick.played += 1;
    if (g.result === 'W') pick.won += 1;
    counts.set(name, pick);
  }
  return [...counts.values()]
    .sort((a, b) => b.played - a.played || b.won - a.won || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, top);
}

/** `games` newest first; seasons in the order their newest game was played. */
export function careerStats(games: readonly CareerGame[], keys: readonly string[], top: number): CareerStats {
  const groups = new Map<string, CareerGame[]>();
  for (const g of games) {
    const key = `${g.leagueId}\u0000${g.season ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), g]);
  }
  return {
    seasons: [...groups.values()].map((list) => {
      const first = list[0] as CareerGame;
      return {
        leagueId: first.leagueId,
        league: first.league,
        season: first.season,
        ...recentSummary(list, keys),
      };
    }),
    career: recentSummary(games, keys),
    heroes: picks(games, (g) => g.hero, top),
    weapons: picks(games, (g) => g.weapon, top),
  };
}
