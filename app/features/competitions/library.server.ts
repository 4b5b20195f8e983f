import { data, type RouterContextProvider } from 'react-router';
import { isDomainError } from '../../../shared/errors.ts';
import type { LeagueInfo, PlayerInfo, TeamInfo } from '../../../shared/games/contract.ts';
import type {
  LeagueTable,
  LeagueTableLine,
  MatchItem,
  PlayerGame,
} from '../../../shared/matches/contract.ts';
import type { FormMatch } from '../../../shared/matches/model.ts';
import { resolveTimeZone, TZ_COOKIE } from '../../../shared/time/viewer-day.ts';
import { databaseId } from '../../../shared/wire.ts';
import { appContext } from '../../context.ts';

/** How many results and fixtures a library page lists (a bettor's "last ten"). */
export const LIBRARY_MATCHES = 10;

/** A match as the short lists show it; a match without two sides (battle royale) is left out. */
function formMatch(item: MatchItem): FormMatch[] {
  if (!item.home || !item.away) return [];
  return [
    {
      id: item.id,
      startTime: item.startTime,
      league: item.league.name,
      home: { id: item.home.id, name: item.home.name },
      away: { id: item.away.id, name: item.away.name },
      score: item.score ?? null,
      winner: item.winner ?? null,
    },
  ];
}

/** An id page's entity, or the 404 page: a malformed id or the domain's `notFound`. */
async function found<T>(id: string, find: (id: number) => Promise<T>): Promise<T> {
  const known = databaseId(id);
  if (known === undefined) throw data(null, { status: 404 });
  try {
    return await find(known);
  } catch (error) {
    if (isDomainError(error) && error.kind === 'notFound') throw data(null, { status: 404 });
    throw error;
  }
}

function viewerZone(context: Readonly<RouterContextProvider>) {
  const { ctx } = context.get(appContext);
  return { tz: resolveTimeZone(ctx.cookies[TZ_COOKIE], ctx.brand.timeZone), renderedAt: Date.now() };
}

export interface TeamPageData {
  team: TeamInfo;
  results: FormMatch[];
  fixtures: FormMatch[];
  /** Its line of the table of the league it last played in (or plays next in). */
  standing: { league: { id: number; name: string }; teams: number; line: LeagueTableLine } | null;
  tz: string;
  renderedAt: number;
}

/** `/squadLibrary/{id}`: the team, its last results, its next matches and its league position. */
export async function loadTeamPage(
  context: Readonly<RouterContextProvider>,
  id: string,
): Promise<TeamPageData> {
  const { services } = context.get(appContext);
  const team = await found(id, (n) => services.competitions.team(n));
  const paging = { page: 1, size: LIBRARY_MATCHES, teamId: team.id };
  const [results, fixtures] = await Promise.all([
    services.matches.past(paging),
    services.matches.upcoming(paging),
  ]);
  const league = results.list[0]?.league ?? fixtures.list[0]?.league;
  const table = league ? await services.matches.leagueTable({ leagueId: league.id }) : null;
  const line = table?.lines.find((l) => l.team.id === team.id);
  return {
    team,
    results: results.list.flatMap(formMatch),
    fixtures: fixtures.list.flatMap(formMatch),
    standing:
      league && table && line
        ? { league: { id: league.id, name: league.name }, teams: table.lines.length, line }
        : null,
    ...viewerZone(context),
  };
}

export interface LeaguePageData {
  league: LeagueInfo & { abbr: string | null };
  table: LeagueTable;
  results: FormMatch[];
  fixtures: FormMatch[];
  tz: string;
  renderedAt: number;
}

/** `/leagueLibrary/{id}`: the league, its table with form, its last results and next fixtures. */
export async function loadLeaguePage(
  context: Readonly<RouterContextProvider>,
  id: string,
): Promise<LeaguePageData> {
  const { services } = context.get(appContext);
  const league = await found(id, (n) => services.competitions.league(n));
  const paging = { page: 1, size: LIBRARY_MATCHES, leagueId: league.id };
  const [table, results, fixtures, games] = await Promise.all([
    services.matches.leagueTable({ leagueId: league.id }),
    services.matches.past(paging),
    services.matches.upcoming(paging),
    services.games.list(),
  ]);
  return {
    league: { ...league, abbr: games.find((g) => g.gameId === league.gameId)?.abbr ?? null },
    table,
    results: results.list.flatMap(formMatch),
    fixtures: fixtures.list.flatMap(formMatch),
    ...viewerZone(context),
  };
}

export interface PlayerPageData {
  player: PlayerInfo;
  /** Their last 20 finished games with figures, newest first (spec section 9). */
  games: PlayerGame[];
  tz: string;
  renderedAt: number;
}

/** `/playerLibrary/{id}`: the player, their team and their recent data over the last 20 games. */
export async function loadPlayerPage(
  context: Readonly<RouterContextProvider>,
  id: string,
): Promise<PlayerPageData> {
  const { services } = context.get(appContext);
  const player = await found(id, (n) => services.competitions.player(n));
  const recent = await services.matches.playerRecent({ playerId: player.id });
  return { player, games: recent.games, ...viewerZone(context) };
}
