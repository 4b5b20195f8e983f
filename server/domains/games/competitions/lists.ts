/**
 * The library indexes' use cases (issue 14: `/leagueLibrary`, `/squadLibrary`, `/playerLibrary`, the
 * data hubs), part of the competitions service: pages of leagues, teams and players.
 *
 * What only matches know (a league's teams and how busy it is, a team's league) is a figure of the
 * matches domain (decision 019): competitions never imports matches, so the composition root passes
 * the matches service in as the `LibraryFigures` port, and the SQL here joins what it answers as
 * parameters.
 */
import { DomainError } from '../../../../shared/errors.ts';
import type { LeagueList, LeagueListItem, PlayerList, TeamList } from '../../../../shared/games/contract.ts';
import { pageCount } from '../../../../shared/games/library.ts';
import type { Database } from '../../../db/client.ts';
import type { GamesService } from '../service.ts';
import {
  findLeague,
  findTeam,
  hotLeaguesPerGame,
  type LeagueActivity,
  leagueList,
  leagueRefs,
  playerList,
  teamList,
} from './repository.ts';

/** What the indexes ask of the matches domain (the matches service answers all of it). */
export interface LibraryFigures {
  /** Each league's matches starting within a week before or after now (its hotness). */
  leagueActivity(gameIds: readonly number[] | undefined): Promise<LeagueActivity[]>;
  /** How many teams played or will play in each league. */
  leagueTeamCounts(leagueIds: readonly number[]): Promise<Map<number, number>>;
  /** The teams that played or will play in a league. */
  leagueTeamIds(leagueId: number): Promise<number[]>;
  /** Each team's league: of its latest match, else of its next one. */
  teamLeagues(teamIds: readonly number[]): Promise<Map<number, number>>;
}

export interface ListInput {
  page: number;
  size: number;
}

/** A game's leagues in the data hubs: the first few, hot first, and how many it has. */
export interface GameLeagues {
  gameId: number;
  /** Every league of the game. */
  total: number;
  leagues: LeagueListItem[];
}

const emptyPage = (input: ListInput) => ({
  list: [],
  page: input.page,
  size: input.size,
  total: 0,
  pages: 1,
});

export function createLibraryLists(deps: { db: Database; games: GamesService; figures: LibraryFigures }) {
  const { db, games, figures } = deps;

  /** The games a list is of: one known game, or all (undefined). An unknown game is a 400. */
  async function gameIdsOf(gameId: number | undefined): Promise<number[] | undefined> {
    if (gameId === undefined) return undefined;
    if (!(await games.list()).some((g) => g.gameId === gameId)) {
      throw new DomainError('invalid', 'validation', { field: 'gameId' });
    }
    return [gameId];
  }

  return {
    /**
     * A page of leagues of every game (the game filter's order: sports, then esports) or of one;
     * each game's hot first: the operator's priority, then the most matches in the week before and
     * after now, then by name.
     */
    async leagueList(input: ListInput & { gameId?: number | undefined }): Promise<LeagueList> {
      const gameIds = await gameIdsOf(input.gameId);
      const activity = await figures.leagueActivity(gameIds);
      const { rows, total } = await leagueList(db, {
        gameIds,
        activity,
        limit: input.size,
        offset: (input.page - 1) * input.size,
      });
      const teams = await figures.leagueTeamCounts(rows.map((r) => r.id));
      return {
        list: rows.map((r) => ({ ...r, teams: teams.get(r.id) ?? 0 })),
        page: input.page,
        size: input.size,
        total,
        pages: pageCount(total, input.size),
      };
    },

    /**
     * A page of teams by name (of every game in the game filter's order, or of one), each with the
     * league of its latest match; or only the teams of a league (404 for an unknown league).
     */
    async teamList(
      input: ListInput & { gameId?: number | undefined; leagueId?: number | undefined },
    ): Promise<TeamList> {
      const gameIds = await gameIdsOf(input.gameId);
      let teamIds: number[] | undefined;
      if (input.leagueId !== undefined) {
        if (!(await findLeague(db, input.leagueId))) throw new DomainError('notFound', 'leagueNotFound');
        teamIds = await figures.leagueTeamIds(input.leagueId);
        if (teamIds.length === 0) return emptyPage(input);
      }
      const { rows, total } = await teamList(db, {
        gameIds,
        teamIds,
        limit: input.size,
        offset: (input.page - 1) * input.size,
      });
      const leagueOf =
        input.leagueId === undefined
          ? await figures.teamLeagues(rows.map((r) => r.id))
          : new Map(rows.map((r) => [r.id, input.leagueId as number]));
      const refs = new Map((await leagueRefs(db, [...new Set(leagueOf.values())])).map((l) => [l.id, l]));
      return {
        list: rows.map((r) => {
          const league = leagueOf.get(r.id);
          return { ...r, league: (league !== undefined && refs.get(league)) || null };
        }),
        page: input.page,
        size: input.size,
        total,
        pages: pageCount(total, input.size),
      };
    },

    /**
     * A page of players with their team: of every game (in the game filter's order) or of one, by
     * name; or of one team, by shirt number (404 for an unknown team).
     */
    async playerList(
      input: ListInput & { gameId?: number | undefined; teamId?: number | undefined },
    ): Promise<PlayerList> {
      const gameIds = await gameIdsOf(input.gameId);
      if (input.teamId !== undefined && !(await findTeam(db, input.teamId))) {
        throw new DomainError('notFound', 'teamNotFound');
      }
      const { rows, total } = await playerList(db, {
        gameIds,
        teamId: input.teamId,
        limit: input.size,
        offset: (input.page - 1) * input.size,
      });
      return { list: rows, page: input.page, size: input.size, total, pages: pageCount(total, input.size) };
    },

    /**
     * The data hubs: each game's first `perGame` leagues, hot first, with how many it has, in the game
     * filter's order (games without a league are left out).
     */
    async hotLeagues(input: { perGame: number; gameId?: number | undefined }): Promise<GameLeagues[]> {
      const gameIds = await gameIdsOf(input.gameId);
      const rows = await hotLeaguesPerGame(db, {
        gameIds,
        activity: await figures.leagueActivity(gameIds),
        perGame: input.perGame,
      });
      const teams = await figures.leagueTeamCounts(rows.map((r) => r.id));
      const out: GameLeagues[] = [];
      for (const { leagues: total, r: _place, ...row } of rows) {
        const league = { ...row, teams: teams.get(row.id) ?? 0 };
        const last = out.at(-1);
        if (last?.gameId === row.gameId) last.leagues.push(league);
        else out.push({ gameId: row.gameId, total, leagues: [league] });
      }
      return out;
    },
  };
}
