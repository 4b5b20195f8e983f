/**
 * A league's data rankings (spec section 2, "Database: leagues (… data rankings)"; issue 14): its
 * players ranked by the figures the feed stored for each finished match (`stats.players`,
 * `PLAYER_STAT_DEFS`), as FlashScore's and SofaScore's "top scorers" or Liquipedia's statistics do.
 *
 * Per family, the boards (`RANKING_DEFS`):
 * - football: goals and assists (totals), rating (per game);
 * - basketball: points, rebounds and assists per game;
 * - MOBA: KDA, kills and assists (totals);
 * - shooters: rating, KDA, kills (total) and ADR (per game).
 * Other families have no player figures, so no boards.
 *
 * How a board counts:
 * - `total`: the figure summed over the player's games; players at 0 are left out (a scorers' list
 *   names scorers);
 * - `perGame`: the figure's mean over the player's games that have it;
 * - `kda`: kills plus assists over deaths, summed over the player's games (deaths counted at least
 *   once, as `player-recent.ts` writes it).
 * A mean or a ratio is only ranked for players with at least half the games of the player who played
 * the most (`qualifying`), so one good game does not top the table. Values are rounded to two
 * decimals; equal values share a rank (1, 2, 2, 4). Among equals, a total lists who needed fewer
 * games first, a mean or ratio who played more; then the lower player id.
 */
import type { PlayerStatKey, SportFamily } from './model.ts';

export type RankingKind = 'total' | 'perGame' | 'kda';

/** Every board's name, whatever the family (the `stat` a call may ask for). */
export const RANKING_STATS = [
  'goals',
  'assists',
  'rating',
  'points',
  'rebounds',
  'kda',
  'kills',
  'adr',
] as const satisfies readonly (PlayerStatKey | 'kda')[];
export type RankingStat = (typeof RANKING_STATS)[number];

export interface RankingDef {
  /** The board's name in `?stat=`: the figure's key (`PLAYER_STAT_DEFS`), or `kda`. */
  stat: RankingStat;
  kind: RankingKind;
  /** How the value reads: a whole count, or a decimal. */
  format: 'count' | 'decimal';
}

export const RANKING_DEFS = {
  football: [
    { stat: 'goals', kind: 'total', format: 'count' },
    { stat: 'assists', kind: 'total', format: 'count' },
    { stat: 'rating', kind: 'perGame', format: 'decimal' },
  ],
  basketball: [
    { stat: 'points', kind: 'perGame', format: 'decimal' },
    { stat: 'rebounds', kind: 'perGame', format: 'decimal' },
    { stat: 'assists', kind: 'perGame', format: 'decimal' },
  ],
  moba: [
    { stat: 'kda', kind: 'kda', format: 'decimal' },
    { stat: 'kills', kind: 'total', format: 'count' },
    { stat: 'assists', kind: 'total', format: 'count' },
  ],
  shooter: [
    { stat: 'rating', kind: 'perGame', format: 'decimal' },
    { stat: 'kda', kind: 'kda', format: 'decimal' },
    { stat: 'kills', kind: 'total', format: 'count' },
    { stat: 'adr', kind: 'perGame', format: 'decimal' },
  ],
} as const satisfies Partial<Record<SportFamily, readonly RankingDef[]>>;

/** The boards of a family, in the order pages show them (none: the family has no player figures). */
export function rankingDefs(family: SportFamily): readonly RankingDef[] {
  return family in RANKING_DEFS ? RANKING_DEFS[family as keyof typeof RANKING_DEFS] : [];
}

/** Lines a board shows unless asked for another number. */
export const RANKING_LINES = 10;

/** One player's figures in one finished match of the league. */
export interface Appearance {
  playerId: number;
  /** The team the player played that match for. */
  teamId: number;
  values: Readonly<Record<string, number>>;
}

export interface RankedLine {
  rank: number;
  playerId: number;
  /** The team of the player's newest game in the league. */
  teamId: number;
  /** Games of the player in the league (with any figure). */
  games: number;
  value: number;
  /** KDA boards: the sums the ratio is made of. */
  kills?: number;
  deaths?: number;
  assists?: number;
}

export interface Board {
  stat: RankingDef['stat'];
  kind: RankingKind;
  format: RankingDef['format'];
  /** The fewest games a player needs to be ranked (1 for totals). */
  minGames: number;
  lines: RankedLine[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

interface Totals {
  playerId: number;
  teamId: number;
  games: number;
  sums: Map<string, number>;
  /** Games with each figure. */
  counts: Map<string, number>;
}

/** Each player's games and sums, in order of first appearance (appearances come newest first). */
function totalsOf(appearances: readonly Appearance[]): Totals[] {
  const byPlayer = new Map<number, Totals>();
  for (const a of appearances) {
    let totals = byPlayer.get(a.playerId);
    if (!totals) {
      // The newest game names the player's team.
      totals = { playerId: a.playerId, teamId: a.teamId, games: 0, sums: new Map(), counts: new Map() };
      byPlayer.set(a.playerId, totals);
    }
    totals.games += 1;
    for (const [key, value] of Object.entries(a.values)) {
      if (!Number.isFinite(value)) continue;
      totals.sums.set(key, (totals.sums.get(key) ?? 0) + value);
      totals.counts.set(key, (totals.counts.get(key) ?? 0) + 1);
    }
  }
  return [...byPlayer.values()];
}

/** The fewest games a mean or ratio needs: half of the most any player has with `key`, at least 1. */
export function qualifying(gamesWithKey: readonly number[]): number {
  const most = gamesWithKey.reduce((a, b) => Math.max(a, b), 0);
  return Math.max(1, Math.ceil(most / 2));
}

function boardOf(players: readonly Totals[], def: RankingDef, limit: number): Board {
  const key = def.kind === 'kda' ? 'kills' : def.stat;
  const having = players.filter((p) => (p.counts.get(key) ?? 0) > 0);
  const minGames = def.kind === 'total' ? 1 : qualifying(having.map((p) => p.counts.get(key) ?? 0));
  const lines: Omit<RankedLine, 'rank'>[] = [];
  for (const p of having) {
    const games = p.counts.get(key) ?? 0;
    const sum = (k: string) => p.sums.get(k) ?? 0;
    if (def.kind === 'total') {
      const value = round2(sum(key));
      if (value > 0) lines.push({ playerId: p.playerId, teamId: p.teamId, games: p.games, value });
    } else if (games >= minGames) {
      if (def.kind === 'perGame') {
        lines.push({ playerId: p.playerId, teamId: p.teamId, games, value: round2(sum(key) / games) });
      } else {
        const [kills, deaths, assists] = [sum('kills'), sum('deaths'), sum('assists')];
        const value = round2((kills + assists) / Math.max(1, deaths));
        lines.push({ playerId: p.playerId, teamId: p.teamId, games, value, kills, deaths, assists });
      }
    }
  }
  const fewerFirst = def.kind === 'total' ? 1 : -1;
  lines.sort((a, b) => b.value - a.value || fewerFirst * (a.games - b.games) || a.playerId - b.playerId);
  const ranked: RankedLine[] = [];
  lines.slice(0, limit).forEach((line, i) => {
    const previous = ranked[i - 1];
    const rank = previous && previous.value === line.value ? previous.rank : i + 1;
    ranked.push({ rank, ...line });
  });
  return { stat: def.stat, kind: def.kind, format: def.format, minGames, lines: ranked };
}

/**
 * A league's boards from its players' appearances (newest first): every board of `family`, or only
 * `only` when given (an unknown one gives none), each with its first `limit` lines.
 */
export function rankingBoards(
  appearances: readonly Appearance[],
  family: SportFamily,
  options: { limit?: number; only?: string } = {},
): Board[] {
  const defs = rankingDefs(family).filter((d) => options.only === undefined || d.stat === options.only);
  if (defs.length === 0) return [];
  const players = totalsOf(appearances);
  return defs.map((def) => boardOf(players, def, options.limit ?? RANKING_LINES));
}
