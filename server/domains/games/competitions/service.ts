import { DomainError } from '../../../../shared/errors.ts';
import type { LeagueInfo, PlayerInfo, RosterPlayer, TeamInfo } from '../../../../shared/games/contract.ts';
import type { Database } from '../../../db/client.ts';
import type { GamesService } from '../service.ts';
import { createLibraryLists, type LibraryFigures } from './lists.ts';
import {
  findLeague,
  findTeam,
  type LibraryKind,
  libraryCount,
  libraryIds,
  type PlayerRow,
  playerById,
  playersOfTeam,
} from './repository.ts';

function rosterPlayer(row: PlayerRow): RosterPlayer {
  return {
    id: row.id,
    name: row.name,
    names: row.names,
    number: row.number,
    position: row.position,
    nationality: row.nationality,
  };
}

/**
 * Reading the competitions: leagues, teams with their rosters, players. The feed writes them (through
 * the matches domain's ingest); the data libraries read them here.
 */
export function createCompetitionsService(deps: {
  db: Database;
  games: GamesService;
  /** The matches domain's figures the library indexes need (lists.ts). */
  figures: LibraryFigures;
}) {
  const { db, games } = deps;
  return {
    // The library indexes: pages of leagues, teams and players (lists.ts).
    ...createLibraryLists(deps),

    async league(id: number): Promise<LeagueInfo> {
      const row = await findLeague(db, id);
      if (!row) throw new DomainError('notFound', 'leagueNotFound');
      return {
        id: row.id,
        gameId: row.gameId,
        name: row.name,
        names: row.names,
        shortName: row.shortName,
        logo: row.logo,
        season: row.season,
        country: row.country,
      };
    },

    async team(id: number): Promise<TeamInfo> {
      const row = await findTeam(db, id);
      if (!row) throw new DomainError('notFound', 'teamNotFound');
      const [catalog, roster] = await Promise.all([games.list(), playersOfTeam(db, id)]);
      const game = catalog.find((g) => g.gameId === row.gameId);
      if (!game) throw new DomainError('notFound', 'teamNotFound');
      return {
        id: row.id,
        name: row.name,
        names: row.names,
        shortName: row.shortName,
        logo: row.logo,
        country: row.country,
        game: { gameId: game.gameId, kind: game.kind, name: game.name, abbr: game.abbr },
        players: roster.map(rosterPlayer),
      };
    },

    /** How many leagues, teams or players the libraries hold (each has its page). */
    libraryCount(kind: LibraryKind): Promise<number> {
      return libraryCount(db, kind);
    },

    /** A page of a library's ids, by id. */
    async libraryIds(kind: LibraryKind, page: { limit: number; offset: number }): Promise<number[]> {
      return (await libraryIds(db, kind, page)).map((r) => r.id);
    },

    async player(id: number): Promise<PlayerInfo> {
      const row = await playerById(db, id);
      if (!row) throw new DomainError('notFound', 'playerNotFound');
      return { ...rosterPlayer(row), team: row.team, game: row.game };
    },
  };
}

export type CompetitionsService = ReturnType<typeof createCompetitionsService>;
