import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { FeedbackCategory, FeedbackStatus } from '../../../shared/feedback/model.ts';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../users/schema.ts';
import { feedback } from './schema.ts';

export type FeedbackRow = typeof feedback.$inferSelect;

/** Every query of feedback. Methods taking `tx` run inside the service's transaction. */
export function createFeedbackRepository(db: Database) {
  return {
    /** Locks the author's row: one user's messages are counted and written one at a time. */
    async lockAuthor(tx: Executor, uid: number): Promise<void> {
      await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).for('update');
    },

    async countSince(tx: Executor, uid: number, since: Date): Promise<number> {
      const [sent] = await tx
        .select({ n: count() })
        .from(feedback)
        .where(and(eq(feedback.uid, uid), gt(feedback.createdAt, since)));
      return sent?.n ?? 0;
    },

    async insert(
      tx: Executor,
      values: {
        uid: number;
        category: FeedbackCategory;
        content: string;
        contact: string | null;
        createdAt: Date;
      },
    ): Promise<FeedbackRow> {
      const [row] = await tx.insert(feedback).values(values).returning();
      return row as FeedbackRow;
    },

    /** A user's own messages, newest first. */
    findByUser(uid: number, limit: number): Promise<FeedbackRow[]> {
      return db.select().from(feedback).where(eq(feedback.uid, uid)).orderBy(desc(feedback.id)).limit(limit);
    },

    /** Every user's, newest first, optionally by status, paged by `before` (an id), with the author's name. */
    findAllIncludeAuthor(
      filter: { status?: FeedbackStatus | undefined; before?: number | undefined },
      limit: number,
    ): Promise<Array<{ row: FeedbackRow; username: string | null }>> {
      const conditions = [
        filter.status ? eq(feedback.status, filter.status) : undefined,
        filter.before ? lt(feedback.id, filter.before) : undefined,
      ].filter((c) => c !== undefined);
      return db
        .select({ row: feedback, username: users.username })
        .from(feedback)
        .innerJoin(users, eq(users.uid, feedback.uid))
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(feedback.id))
        .limit(limit);
    },

    /** Stores an operator's reply (replacing an earlier one); null when there is no such message. */
    async setReply(
      id: number,
      reply: { text: string; by: number; at: Date },
      tx: Executor = db,
    ): Promise<FeedbackRow | null> {
      const [row] = await tx
        .update(feedback)
        .set({ status: 'replied', reply: reply.text, repliedBy: reply.by, repliedAt: reply.at })
        .where(eq(feedback.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
