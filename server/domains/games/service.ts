import { GAME_CATALOG, gameLogoPath } from '../../../shared/games/catalog.ts';
import type { Game } from '../../../shared/games/contract.ts';
import type { GameRow, GamesRepository } from './repository.ts';

function toGame(row: GameRow): Game {
  return {
    gameId: row.gameId,
    kind: row.kind,
    name: row.name,
    abbr: row.abbr,
    logo: row.logo,
    backgroundImgUrl: row.backgroundImgUrl,
    index: row.sortIndex,
  };
}

export function createGamesService(repo: GamesRepository) {
  // The catalog is read on every page: keep it in memory, refreshed when the catalog is synced.
  let cache: Game[] | undefined;
  return {
    async list(): Promise<Game[]> {
      cache ??= (await repo.list()).map(toGame);
      return cache;
    },
    /** Writes the spec's catalog into the database (first start and every upgrade). */
    async syncCatalog(): Promise<void> {
      await repo.upsert(
        GAME_CATALOG.map((g, i) => ({
          gameId: g.gameId,
          kind: g.kind,
          name: g.name,
          abbr: g.abbr,
          logo: gameLogoPath(g.abbr),
          backgroundImgUrl: null,
          sortIndex: i + 1,
        })),
      );
      cache = undefined;
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
