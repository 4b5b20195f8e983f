import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { ReviewQueue, ReviewState } from '../../../shared/console/model.ts';
import type { Database, Executor } from '../../db/client.ts';
import { reviewItems } from './schema.ts';

export type ReviewRow = typeof reviewItems.$inferSelect;

export interface NewReviewItem {
  queue: ReviewQueue;
  subjectType: string;
  subjectId: string;
  summary: Record<string, unknown>;
  reportedBy: number | null;
  reason: string | null;
}

/** Queues an item; null when the same reporter's report of the subject is already pending. */
export async function insertItem(tx: Executor, item: NewReviewItem): Promise<number | null> {
  const [row] = await tx
    .insert(reviewItems)
    .values(item)
    .onConflictDoNothing()
    .returning({ id: reviewItems.id });
  return row?.id ?? null;
}

export async function findItem(tx: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviewItems).where(eq(reviewItems.id, id)).limit(1);
  return row;
}

/** The conditional write of the optimistic lock: changes the item only at `version` and pending. */
export async function updateIfCurrent(
  tx: Executor,
  id: number,
  version: number,
  changes: Partial<
    Pick<ReviewRow, 'state' | 'assigneeUid' | 'decisionReason' | 'note' | 'decidedBy' | 'decidedAt'>
  >,
): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .update(reviewItems)
    .set({ ...changes, version: sql`${reviewItems.version} + 1` })
    .where(and(eq(reviewItems.id, id), eq(reviewItems.version, version), eq(reviewItems.state, 'pending')))
    .returning();
  return row;
}

export interface ReviewFilter {
  queue?: ReviewQueue | undefined;
  state: ReviewState;
  assignee?: number | undefined;
}

export async function listItems(db: Database, filter: ReviewFilter, offset: number, limit: number) {
  const parts: SQL[] = [eq(reviewItems.state, filter.state)];
  if (filter.queue) parts.push(eq(reviewItems.queue, filter.queue));
  if (filter.assignee !== undefined) parts.push(eq(reviewItems.assigneeUid, filter.assignee));
  const condition = and(...parts);
  // Pending items oldest first (first come, first decided); decided ones newest decision first.
  const order =
    filter.state === 'pending'
      ? [asc(reviewItems.createdAt), asc(reviewItems.id)]
      : [sql`${reviewItems.decidedAt} desc`, sql`${reviewItems.id} desc`];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(reviewItems)
      .where(condition)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(reviewItems).where(condition),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Pending items per queue. */
export async function pendingCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ queue: reviewItems.queue, count: sql<number>`count(*)::int` })
    .from(reviewItems)
    .where(eq(reviewItems.state, 'pending'))
    .groupBy(reviewItems.queue);
  return Object.fromEntries(rows.map((r) => [r.queue, r.count]));
}

/** How many items a reporter queued since `since` (their daily report limit). */
export async function reportsSince(tx: Executor, reporter: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(reviewItems)
    .where(and(eq(reviewItems.reportedBy, reporter), sql`${reviewItems.createdAt} >= ${since}`));
  return row?.count ?? 0;
}
