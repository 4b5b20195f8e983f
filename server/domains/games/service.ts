import { GAME_CATALOG, gameLogoPath } from '../../../shared/games/catalog.ts';
import type { Game } from '../../../shared/games/contract.ts';
import { findLanguage, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { gamePosition } from '../../../shared/matches/grouping.ts';
import type { GameRow, GamesRepository } from './repository.ts';

/** A game as pages read it, with the operator's names by language (`names`). */
export type CatalogGame = Game & { names: Record<string, string> };

/** A stored game as pages read it. */
export function toGame(row: GameRow): CatalogGame {
  return {
    gameId: row.gameId,
    kind: row.kind,
    name: row.name,
    abbr: row.abbr,
    logo: row.logo,
    backgroundImgUrl: row.backgroundImgUrl,
    index: row.sortIndex,
    names: row.names,
  };
}

export function createGamesService(repo: GamesRepository) {
  // The catalog is read on every page: keep it in memory; `invalidate` (a sync, an operator's change
  // here or, through the event bus, in another process) makes the next read fetch it again.
  let cache: Promise<CatalogGame[]> | undefined;
  const service = {
    /** Every game in the operator's order. */
    list(): Promise<CatalogGame[]> {
      cache ??= repo.list().then(
        (rows) => rows.map(toGame),
        (error: unknown) => {
          cache = undefined;
          throw error;
        },
      );
      return cache;
    },
    invalidate(): void {
      cache = undefined;
    },
    /**
     * Writes the spec's catalog into the database (first start and every upgrade): a new game comes
     * with the product's logo at its place in the product's order (`GAME_LIST_ORDER`); a known one keeps the operator's logo,
     * order and names.
     */
    async syncCatalog(): Promise<void> {
      await repo.upsert(
        GAME_CATALOG.map((g) => ({
          gameId: g.gameId,
          kind: g.kind,
          name: g.name,
          abbr: g.abbr,
          logo: gameLogoPath(g.abbr),
          backgroundImgUrl: null,
          sortIndex: gamePosition(g.gameId) + 1,
        })),
      );
      service.invalidate();
    },
  };
  return service;
}

export type GamesService = ReturnType<typeof createGamesService>;

/**
 * The operators' game names as texts of the `games` translation namespace, by language
 * (`{ zh_CN: { "1": "英雄联盟" } }`): laid over the catalogs' so every page and script shows them.
 */
export function gameNameTexts(
  games: readonly CatalogGame[],
): Partial<Record<LanguageCode, Record<string, string>>> {
  const texts: Partial<Record<LanguageCode, Record<string, string>>> = {};
  for (const game of games) {
    for (const [code, name] of Object.entries(game.names)) {
      const language = findLanguage(code);
      if (!language || !name) continue;
      texts[language.code] = { ...texts[language.code], [String(game.gameId)]: name };
    }
  }
  return texts;
}
