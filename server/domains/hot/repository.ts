import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { hotCounts } from './schema.ts';

export type HotKind = 'news' | 'video' | 'post';
export type HotPeriod = 'day' | 'week';

/** An interaction (a comment, a like) weighs this many views in the hot score. */
export const INTERACTION_WEIGHT = 5;

/** Today's UTC day, as the table stores it. */
export const utcDay = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/** The first UTC day a period covers: today for `day`, the last seven days for `week`. */
export function periodStart(period: HotPeriod, at: Date = new Date()): string {
  return utcDay(new Date(at.getTime() - (period === 'week' ? 6 : 0) * 86_400_000));
}

/** Adds views and interactions to today's row of an item. */
export async function bump(
  tx: Executor,
  kind: HotKind,
  itemId: number,
  add: { views?: number; interactions?: number },
  at: Date = new Date(),
): Promise<void> {
  const views = add.views ?? 0;
  const interactions = add.interactions ?? 0;
  await tx
    .insert(hotCounts)
    .values({ kind, itemId, day: utcDay(at), views, interactions })
    .onConflictDoUpdate({
      target: [hotCounts.kind, hotCounts.day, hotCounts.itemId],
      set: {
        views: sql`${hotCounts.views} + ${views}`,
        interactions: sql`${hotCounts.interactions} + ${interactions}`,
      },
    });
}

/** The hot score of the rows a query groups: views plus weighted interactions. */
export const hotScore: SQL<number> = sql<number>`sum(${hotCounts.views} + ${INTERACTION_WEIGHT} * ${hotCounts.interactions})::int`;

/** The hottest items of a kind over a period, hottest first (ties: the newer id). */
export async function ranking(
  db: Database,
  kind: HotKind,
  period: HotPeriod,
  limit: number,
  at = new Date(),
) {
  return db
    .select({ itemId: hotCounts.itemId, score: hotScore })
    .from(hotCounts)
    .where(and(eq(hotCounts.kind, kind), gte(hotCounts.day, periodStart(period, at))))
    .groupBy(hotCounts.itemId)
    .orderBy(desc(hotScore), desc(hotCounts.itemId))
    .limit(limit);
}
