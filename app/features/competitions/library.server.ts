import { data, type RouterContextProvider } from 'react-router';
import { isDomainError } from '../../../shared/errors.ts';
import type { LeagueInfo, PlayerInfo, TeamInfo } from '../../../shared/games/contract.ts';
import type {
  LeagueRankings,
  LeagueTable,
  LeagueTableLine,
  MatchItem,
  PlayerGame,
} from '../../../shared/matches/contract.ts';
import { type FormMatch, formMatchOfItem } from '../../../shared/matches/model.ts';
import { resolveTimeZone, TZ_COOKIE } from '../../../shared/time/viewer-day.ts';
import { databaseId } from '../../../shared/wire.ts';
import { appContext } from '../../context.ts';

/** How many results and fixtures a library page lists (a bettor's "last ten"). */
export const LIBRARY_MATCHES = 10;

/**
 * The league a team's line is shown of: the one most of its recent and next matches are in (its
 * league, not the cup it played last), the latest of those at a tie.
 */
export function homeLeague(list: readonly MatchItem[]): MatchItem['league'] | undefined {
  const counts = new Map<number, { league: MatchItem['league']; n: number }>();
  for (const item of list) {
    const seen = counts.get(item.league.id);
    if (seen) seen.n += 1;
    else counts.set(item.league.id, { league: item.league, n: 1 });
  }
  let best: { league: MatchItem['league']; n: number } | undefined;
  for (const entry of counts.values()) if (!best || entry.n > best.n) best = entry;
  return best?.league;
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
  const league = homeLeague([...results.list, ...fixtures.list]);
  const table = league ? await services.matches.leagueTable({ leagueId: league.id }) : null;
  const line = table?.lines.find((l) => l.team.id === team.id);
  return {
    team,
    results: results.list.flatMap(formMatchOfItem),
    fixtures: fixtures.list.flatMap(formMatchOfItem),
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
  /** Its data rankings (players' figures; no boards for families without them). */
  rankings: LeagueRankings;
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
  const [table, results, fixtures, games, rankings] = await Promise.all([
    services.matches.leagueTable({ leagueId: league.id }),
    services.matches.past(paging),
    services.matches.upcoming(paging),
    services.games.list(),
    services.matches.leagueRankings({ leagueId: league.id }),
  ]);
  return {
    league: { ...league, abbr: games.find((g) => g.gameId === league.gameId)?.abbr ?? null },
    table,
    rankings,
    results: results.list.flatMap(formMatchOfItem),
    fixtures: fixtures.list.flatMap(formMatchOfItem),
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
