/**
 * The game catalog in the operator console (editors): a game's name in any language (over the
 * translation catalogs' `games:<id>`), its logo, and the order pages list games in. Each change is
 * one transaction with its audit line; `changed` then tells every process (caches, catalogs).
 */

import { DomainError } from '../../../shared/errors.ts';
import { gameLogoPath } from '../../../shared/games/catalog.ts';
import type { GameSettings } from '../../../shared/games/contract.ts';
import type { Database, Executor } from '../../db/client.ts';
import { storeImage } from '../../media/images.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { type GameRow, lockAllGames, lockGame, updateGame } from './repository.ts';
import { type GamesService, toGame } from './service.ts';

/** The event-bus channel of a change (payload empty): every process reloads the catalog and its names. */
export const GAMES_CHANGED = 'games:changed';

/** A game logo is stored at most this wide (pages show it at 14 to 22 px, twice that on dense screens). */
export const GAME_LOGO_WIDTH = 128;

export interface GameSettingsDeps {
  db: Database;
  dataDir: string;
  games: GamesService;
  /** Runs after each committed change (the composition root refreshes this process and tells the others). */
  changed: () => Promise<void>;
}

function settings(row: GameRow): GameSettings {
  return { ...toGame(row), defaultLogo: gameLogoPath(row.abbr) };
}

export function createGameSettingsService({ db, dataDir, games, changed }: GameSettingsDeps) {
  async function change<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    games.invalidate();
    await changed();
    return result;
  }

  async function locked(tx: Executor, gameId: number): Promise<GameRow> {
    const row = await lockGame(tx, gameId);
    if (!row) throw new DomainError('notFound', 'gameNotFound');
    return row;
  }

  return {
    /** Every game with what operators set over the catalog, in display order. */
    async list(): Promise<GameSettings[]> {
      games.invalidate();
      return (await games.list()).map((game) => ({ ...game, defaultLogo: gameLogoPath(game.abbr) }));
    },

    /** Replaces a game's operator names (an empty one gives that language back to the catalogs). */
    setNames(actor: Actor, input: { gameId: number; names: Partial<Record<string, string>> }) {
      const names = Object.fromEntries(
        Object.entries(input.names).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      return change(async (tx) => {
        const row = await locked(tx, input.gameId);
        await updateGame(tx, row.gameId, { names });
        await recordAudit(tx, actor, {
          action: 'game.names',
          subjectType: 'game',
          subjectId: row.gameId,
          before: row.names,
          after: names,
        });
        return settings({ ...row, names });
      });
    },

    /** Puts the games in `gameIds`' order: every game exactly once. */
    setOrder(actor: Actor, input: { gameIds: number[] }) {
      return change(async (tx) => {
        const rows = await lockAllGames(tx);
        const known = new Set(rows.map((r) => r.gameId));
        const given = new Set(input.gameIds);
        if (
          given.size !== input.gameIds.length ||
          given.size !== known.size ||
          input.gameIds.some((id) => !known.has(id))
        ) {
          throw new DomainError('invalid', 'gameOrder');
        }
        const before = rows.map((r) => r.gameId);
        for (const [i, gameId] of input.gameIds.entries()) {
          const row = rows.find((r) => r.gameId === gameId);
          if (row && row.sortIndex !== i + 1) await updateGame(tx, gameId, { sortIndex: i + 1 });
        }
        await recordAudit(tx, actor, {
          action: 'game.order',
          subjectType: 'game',
          subjectId: 'all',
          before,
          after: input.gameIds,
        });
        return input.gameIds;
      });
    },

    /** Stores an uploaded logo (checked by content and pixel count) as the game's logo. */
    async uploadLogo(actor: Actor, gameId: number, bytes: Buffer): Promise<GameSettings> {
      // Refused early (before the image work) when the game does not exist.
      if (!(await games.list()).some((g) => g.gameId === gameId)) {
        throw new DomainError('notFound', 'gameNotFound');
      }
      const image = await storeImage(dataDir, 'games', bytes, { maxWidth: GAME_LOGO_WIDTH });
      return setLogo(actor, gameId, image.path);
    },

    /** Gives a game back the product's own logo. */
    resetLogo(actor: Actor, input: { gameId: number }): Promise<GameSettings> {
      return setLogo(actor, input.gameId, null);
    },
  };

  function setLogo(actor: Actor, gameId: number, path: string | null): Promise<GameSettings> {
    return change(async (tx) => {
      const row = await locked(tx, gameId);
      const logo = path ?? gameLogoPath(row.abbr);
      await updateGame(tx, row.gameId, { logo });
      await recordAudit(tx, actor, {
        action: 'game.logo',
        subjectType: 'game',
        subjectId: row.gameId,
        before: row.logo,
        after: logo,
      });
      return settings({ ...row, logo });
    });
  }
}

export type GameSettingsService = ReturnType<typeof createGameSettingsService>;
