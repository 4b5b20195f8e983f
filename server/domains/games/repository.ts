import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { games } from './schema.ts';

export type GameRow = typeof games.$inferSelect;
/** What the product's catalog owns of a game (the rest is the operator's: names, logo, order). */
export type CatalogRow = Omit<GameRow, 'names'>;

export function createGamesRepository(db: Database) {
  return {
    list(): Promise<GameRow[]> {
      return db.select().from(games).orderBy(asc(games.sortIndex), asc(games.gameId));
    },
    /**
     * Inserts the catalog's new games with their logo and place; refreshes only what the catalog owns
     * (kind, name, slug) of the others, so an operator's logo, order and names survive every upgrade.
     */
    async upsert(rows: CatalogRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(games)
        .values(rows)
        .onConflictDoUpdate({
          target: games.gameId,
          set: { kind: sql`excluded.kind`, name: sql`excluded.name`, abbr: sql`excluded.abbr` },
        });
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;

/** One game, locked for an operator's change (inside the caller's transaction). */
export async function lockGame(tx: Executor, gameId: number): Promise<GameRow | undefined> {
  const [row] = await tx.select().from(games).where(eq(games.gameId, gameId)).for('update');
  return row;
}

/** Every game, locked, in display order (a reorder rewrites them all). */
export function lockAllGames(tx: Executor): Promise<GameRow[]> {
  return tx.select().from(games).orderBy(asc(games.sortIndex), asc(games.gameId)).for('update');
}

export async function updateGame(
  tx: Executor,
  gameId: number,
  set: Partial<Pick<GameRow, 'names' | 'logo' | 'sortIndex'>>,
): Promise<void> {
  await tx.update(games).set(set).where(eq(games.gameId, gameId));
}
