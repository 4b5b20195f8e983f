/**
 * How match lists are organised (issue 12, "Density and organisation"): by sport, then by league,
 * each header once. The order, applied the same way by the server's SQL (so pages of a list follow
 * on) and by the site (home sections, and the viewer's own pins after hydration):
 * 1. sports holding a pinned league first, then every other sport, each part in the order of the
 *    game filter (`GAME_LIST_ORDER`: the catalogue's sports, then its esports);
 * 2. within a sport, its pinned leagues first (in the order they were pinned), then the rest in the
 *    order the list came in (the server's: bigger leagues first, then by name);
 * 3. within a league, the list's own order (kick-off).
 * Pins are the brand's (`pinnedLeagues` of config/brands/*.json, known on the server, so a guest's
 * cached page is already right) and the viewer's own (kept in the browser, applied after hydration).
 */
import { GAME_CATALOG } from '../games/catalog.ts';
import { isLive, type MatchStatus } from './model.ts';

/**
 * The product's order of games: the catalogue's sports, then its esports. Operators reorder games in
 * the console (the games' `index`); pages pass that order (the layout's games) to the functions here.
 */
export const GAME_LIST_ORDER: readonly number[] = [
  ...GAME_CATALOG.filter((g) => g.kind === 'sports').map((g) => g.gameId),
  ...GAME_CATALOG.filter((g) => g.kind !== 'sports').map((g) => g.gameId),
];

/** A brand's pinned league: the game and the league's name as the feed gives it. */
export interface PinnedLeague {
  gameId: number;
  name: string;
}

export interface LeaguePins {
  /** The brand's, in its order. */
  brand: readonly PinnedLeague[];
  /** The viewer's own, by league id, in the order pinned. */
  user: readonly number[];
}

export const NO_PINS: LeaguePins = { brand: [], user: [] };

interface GroupableRow {
  gameId: number;
  league: { id: number; name: string };
}

export interface LeagueBlock<R extends GroupableRow> {
  league: R['league'];
  /** Pinned by the brand or the viewer. */
  pinned: boolean;
  rows: R[];
}

export interface SportBlock<R extends GroupableRow> {
  gameId: number;
  leagues: LeagueBlock<R>[];
}

/** The rank of a league among the pins (lower first), or undefined when it is not pinned. */
export function pinRank(pins: LeaguePins, gameId: number, league: { id: number; name: string }) {
  const user = pins.user.indexOf(league.id);
  if (user >= 0) return user;
  const brand = pins.brand.findIndex((p) => p.gameId === gameId && p.name === league.name);
  return brand >= 0 ? pins.user.length + brand : undefined;
}

/** The ids of the games in the order the site lists them (the operator's). */
export type GameOrder = readonly number[];

/** The position of a game in `order` (unknown games last). */
export function gamePosition(gameId: number, order: GameOrder = GAME_LIST_ORDER): number {
  const at = order.indexOf(gameId);
  return at >= 0 ? at : order.length;
}

/**
 * Rows grouped by sport, then league, in the order above. Rows of one league stay in the order they
 * came in; a league met twice (a later page continuing it) is one block.
 */
export function groupBySportAndLeague<R extends GroupableRow>(
  rows: readonly R[],
  pins: LeaguePins = NO_PINS,
  order: GameOrder = GAME_LIST_ORDER,
): SportBlock<R>[] {
  const sports = new Map<
    number,
    { first: number; leagues: Map<number, LeagueBlock<R> & { first: number }> }
  >();
  rows.forEach((row, index) => {
    let sport = sports.get(row.gameId);
    if (!sport) {
      sport = { first: index, leagues: new Map() };
      sports.set(row.gameId, sport);
    }
    const block = sport.leagues.get(row.league.id);
    if (block) block.rows.push(row);
    else
      sport.leagues.set(row.league.id, {
        league: row.league,
        pinned: pinRank(pins, row.gameId, row.league) !== undefined,
        rows: [row],
        first: index,
      });
  });
  const out: (SportBlock<R> & { hasPin: boolean })[] = [];
  for (const [gameId, sport] of sports) {
    const leagues = [...sport.leagues.values()].sort((a, b) => {
      const ra = pinRank(pins, gameId, a.league) ?? Number.POSITIVE_INFINITY;
      const rb = pinRank(pins, gameId, b.league) ?? Number.POSITIVE_INFINITY;
      return ra === rb ? a.first - b.first : ra - rb;
    });
    out.push({
      gameId,
      hasPin: leagues.some((l) => l.pinned),
      leagues: leagues.map(({ league, pinned, rows }) => ({ league, pinned, rows })),
    });
  }
  out.sort(
    (a, b) =>
      Number(b.hasPin) - Number(a.hasPin) || gamePosition(a.gameId, order) - gamePosition(b.gameId, order),
  );
  return out.map(({ gameId, leagues }) => ({ gameId, leagues }));
}

/** The matches in play, by game: `[gameId, match ids]` (what the game filter counts). */
export type LiveIdsByGame = [gameId: number, ids: number[]][];

/** The matches in play among `rows`, by game (the list order of the games). */
export function liveIdsOf(
  rows: readonly { id: number; gameId: number; status: MatchStatus }[],
  order: GameOrder = GAME_LIST_ORDER,
): LiveIdsByGame {
  const byGame = new Map<number, number[]>();
  for (const row of rows) {
    if (!isLive(row.status)) continue;
    const ids = byGame.get(row.gameId);
    if (ids) ids.push(row.id);
    else byGame.set(row.gameId, [row.id]);
  }
  return [...byGame].sort((a, b) => gamePosition(a[0], order) - gamePosition(b[0], order));
}
