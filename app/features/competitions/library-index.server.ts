/**
 * The loaders of the library indexes (`/leagueLibrary`, `/squadLibrary`, `/playerLibrary`) and the
 * data hubs (`/{game}/data`, `/live/data`): the competitions service's pages of subjects, the matches
 * service's tables, leaders and rankings (decision 019), composed here.
 *
 * Addresses: `?game=<abbr>` (the route resolves it), `?league=<id>` (teams), `?team=<id>` (players),
 * `?page=<n>`. A page number that is not canonical digits from 1 to LIBRARY_PAGE_MAX, a page beyond the
 * last one, or an unknown league or team is the 404 page: an address that names nothing (a crawler
 * never learns a second address for the first page, and a stale link says so instead of showing an
 * empty table).
 */
import { data, type RouterContextProvider } from 'react-router';
import { isDomainError } from '../../../shared/errors.ts';
import type {
  LeagueInfo,
  LeagueList,
  LeagueListItem,
  PlayerList,
  TeamInfo,
  TeamList,
} from '../../../shared/games/contract.ts';
import { LIBRARY_PAGE_SIZE, parsePageParam } from '../../../shared/games/library.ts';
import type { LeagueLeader, LeagueRankings, LeagueTable } from '../../../shared/matches/contract.ts';
import { databaseId } from '../../../shared/wire.ts';
import { appContext } from '../../context.ts';

/** A game as the indexes and hubs name it (the route resolves `?game=` or `:game`). */
export interface IndexGame {
  gameId: number;
  abbr: string;
  kind: 'esports' | 'sports';
}

/** Leagues a hub shows per game (`/{game}/data`), and per game card (`/live/data`). */
export const HUB_LEAGUES = 12;
export const HUB_CARD_LEAGUES = 3;
/** Leagues whose top of the table a game's hub shows (two rows of two), and the lines of each. */
export const HUB_TABLES = 4;
export const HUB_TABLE_LINES = 5;
/** Lines of each ranking board on a hub. */
export const HUB_RANKING_LINES = 5;

const notFound = () => data(null, { status: 404 });

/** `?page=`, or the 404 page for anything but a page number. */
function pageOf(search: URLSearchParams): number {
  const page = parsePageParam(search.get('page'));
  if (page === undefined) throw notFound();
  return page;
}

/** A page beyond the last (page 1 always exists, empty or not) names nothing. */
function within<T extends { page: number; pages: number }>(list: T): T {
  if (list.page > list.pages) throw notFound();
  return list;
}

/** The entity an optional filter names: none when absent, the 404 page when malformed or unknown. */
async function filterOf<T>(text: string | null, find: (id: number) => Promise<T>): Promise<T | null> {
  if (text === null) return null;
  const id = databaseId(text);
  if (id === undefined) throw notFound();
  try {
    return await find(id);
  } catch (error) {
    if (isDomainError(error) && (error.kind === 'notFound' || error.kind === 'invalid')) throw notFound();
    throw error;
  }
}

/** A game of the catalog by id (the game of a chosen league or team). */
async function gameOf(context: Readonly<RouterContextProvider>, gameId: number): Promise<IndexGame | null> {
  const game = (await context.get(appContext).services.games.list()).find((g) => g.gameId === gameId);
  return game ? { gameId: game.gameId, abbr: game.abbr, kind: game.kind } : null;
}

export interface LeagueIndexData {
  game: IndexGame | null;
  list: LeagueList;
}

/** `/leagueLibrary`: every league (sports, then esports) or one game's, hot first, a page at a time. */
export async function loadLeagueIndex(
  context: Readonly<RouterContextProvider>,
  game: IndexGame | null,
  search: URLSearchParams,
): Promise<LeagueIndexData> {
  const { services } = context.get(appContext);
  const page = pageOf(search);
  const list = await services.competitions.leagueList({
    gameId: game?.gameId,
    page,
    size: LIBRARY_PAGE_SIZE,
  });
  return { game, list: within(list) };
}

export interface TeamIndexData {
  game: IndexGame | null;
  /** The league chosen (`?league=`), whose teams the page lists. */
  league: LeagueInfo | null;
  /** The game's hot leagues, to choose one (a game chosen only). */
  leagues: Pick<LeagueListItem, 'id' | 'name' | 'names' | 'shortName'>[];
  list: TeamList;
}

/**
 * `/squadLibrary`: teams by name, of every game, one game or one league (`?league=`, whose game is
 * then the page's); each with its league.
 */
export async function loadTeamIndex(
  context: Readonly<RouterContextProvider>,
  chosen: IndexGame | null,
  search: URLSearchParams,
): Promise<TeamIndexData> {
  const { services } = context.get(appContext);
  const page = pageOf(search);
  const league = await filterOf(search.get('league'), (id) => services.competitions.league(id));
  // A league of another game than `?game=` names nothing.
  if (league && chosen && league.gameId !== chosen.gameId) throw notFound();
  const game = chosen ?? (league && (await gameOf(context, league.gameId))) ?? null;
  const [list, hot] = await Promise.all([
    services.competitions.teamList({
      gameId: game?.gameId,
      leagueId: league?.id,
      page,
      size: LIBRARY_PAGE_SIZE,
    }),
    game ? services.competitions.hotLeagues({ perGame: HUB_LEAGUES, gameId: game.gameId }) : [],
  ]);
  const leagues = (hot[0]?.leagues ?? []).map(({ id, name, names, shortName }) => ({
    id,
    name,
    names,
    shortName,
  }));
  return { game, league, leagues, list: within(list) };
}

export interface PlayerIndexData {
  game: IndexGame | null;
  /** The team chosen (`?team=`), whose squad the page lists. */
  team: Pick<TeamInfo, 'id' | 'name' | 'names' | 'logo' | 'shortName'> | null;
  list: PlayerList;
}

/** `/playerLibrary`: players by name, of every game or one; or one team's (`?team=`), by shirt number. */
export async function loadPlayerIndex(
  context: Readonly<RouterContextProvider>,
  chosen: IndexGame | null,
  search: URLSearchParams,
): Promise<PlayerIndexData> {
  const { services } = context.get(appContext);
  const page = pageOf(search);
  const team = await filterOf(search.get('team'), (id) => services.competitions.team(id));
  if (team && chosen && team.game.gameId !== chosen.gameId) throw notFound();
  const game = chosen ?? (team && (await gameOf(context, team.game.gameId))) ?? null;
  const list = await services.competitions.playerList({
    gameId: game?.gameId,
    teamId: team?.id,
    page,
    size: LIBRARY_PAGE_SIZE,
  });
  return {
    game,
    team: team && {
      id: team.id,
      name: team.name,
      names: team.names,
      logo: team.logo,
      shortName: team.shortName,
    },
    list: within(list),
  };
}

/** A league of a hub with its leader (none before its first result of two sides). */
export interface HubLeague extends LeagueListItem {
  leader: LeagueLeader | null;
}

export interface GameHubData {
  game: IndexGame;
  /** Every league of the game. */
  total: number;
  /** Its first leagues, hot first, each with its leader. */
  leagues: HubLeague[];
  /** The top of the table of its first leagues that have one. */
  tables: { league: LeagueListItem; table: LeagueTable }[];
  /** The data rankings of its first league whose players have figures. */
  rankings: { league: LeagueListItem; rankings: LeagueRankings } | null;
}

/** `/{game}/data`: a game's leagues (hot first) with their leaders, tops of tables and rankings. */
export async function loadGameHub(
  context: Readonly<RouterContextProvider>,
  game: IndexGame,
): Promise<GameHubData> {
  const { services } = context.get(appContext);
  const [hot] = await services.competitions.hotLeagues({ perGame: HUB_LEAGUES, gameId: game.gameId });
  const leagues = hot?.leagues ?? [];
  const main = leagues.slice(0, HUB_TABLES);
  const [leaders, tables, rankings] = await Promise.all([
    services.matches.leagueLeaders(leagues.map((l) => l.id)),
    Promise.all(main.map((league) => services.matches.leagueTable({ leagueId: league.id }))),
    Promise.all(
      main.map((league) => services.matches.leagueRankings({ leagueId: league.id, size: HUB_RANKING_LINES })),
    ),
  ]);
  const ranked = rankings.findIndex((r) => r.boards.some((b) => b.lines.length > 0));
  const rankedLeague = main[ranked];
  const rankedBoards = rankings[ranked];
  return {
    game,
    total: hot?.total ?? 0,
    leagues: leagues.map((league) => ({ ...league, leader: leaders.get(league.id) ?? null })),
    tables: main.flatMap((league, i) => {
      const table = tables[i];
      return table && table.lines.length > 0
        ? [{ league, table: { ...table, lines: table.lines.slice(0, HUB_TABLE_LINES) } }]
        : [];
    }),
    rankings: rankedLeague && rankedBoards ? { league: rankedLeague, rankings: rankedBoards } : null,
  };
}

export interface LiveHubData {
  /** Per game with leagues (the game filter's order): its first leagues with their leaders. */
  games: { gameId: number; total: number; leagues: HubLeague[] }[];
}

/** `/live/data`: every game's hot leagues and the leader of each (one query for all the leaders). */
export async function loadLiveHub(context: Readonly<RouterContextProvider>): Promise<LiveHubData> {
  const { services } = context.get(appContext);
  const perGame = await services.competitions.hotLeagues({ perGame: HUB_CARD_LEAGUES });
  const leaders = await services.matches.leagueLeaders(perGame.flatMap((g) => g.leagues.map((l) => l.id)));
  return {
    games: perGame.map((g) => ({
      gameId: g.gameId,
      total: g.total,
      leagues: g.leagues.map((league) => ({ ...league, leader: leaders.get(league.id) ?? null })),
    })),
  };
}
