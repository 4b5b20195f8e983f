import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { matchFavourites } from '../schema.ts';

/** A user's favourite matches (`match/attention`). */
export function createFavouritesRepository(db: Database) {
  return {
    async addFavourite(uid: number, matchId: number): Promise<void> {
      await db.insert(matchFavourites).values({ uid, matchId }).onConflictDoNothing();
    },
    /** True when there was one to remove. */
    async removeFavourite(uid: number, matchId: number): Promise<boolean> {
      const removed = await db
        .delete(matchFavourites)
        .where(and(eq(matchFavourites.uid, uid), eq(matchFavourites.matchId, matchId)))
        .returning({ matchId: matchFavourites.matchId });
      return removed.length > 0;
    },
    async favouriteIds(uid: number, matchIds: readonly number[]): Promise<Set<number>> {
      if (matchIds.length === 0) return new Set();
      const rows = await db
        .select({ matchId: matchFavourites.matchId })
        .from(matchFavourites)
        .where(and(eq(matchFavourites.uid, uid), inArray(matchFavourites.matchId, [...matchIds])));
      return new Set(rows.map((r) => r.matchId));
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
