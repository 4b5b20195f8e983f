import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { games } from './schema.ts';

export type GameRow = typeof games.$inferSelect;

export function createGamesRepository(db: Database) {
  return {
    list(): Promise<GameRow[]> {
      return db.select().from(games).orderBy(asc(games.sortIndex));
    },
    /** Inserts or refreshes catalog rows; ids never change meaning. */
    async upsert(rows: GameRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(games)
        .values(rows)
        .onConflictDoUpdate({
          target: games.gameId,
          set: {
            kind: sql`excluded.kind`,
            name: sql`excluded.name`,
            abbr: sql`excluded.abbr`,
            logo: sql`excluded.logo`,
            backgroundImgUrl: sql`excluded.background_img_url`,
            sortIndex: sql`excluded.sort_index`,
          },
        });
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
