import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { users } from '../users/schema.ts';
import { type FeedbackCategory, type FeedbackStatus, feedback } from './schema.ts';

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 1000;
export const FEEDBACK_CONTACT_MAX_LENGTH = 100;
export const FEEDBACK_REPLY_MAX_LENGTH = 2000;
/** A user may send this many messages a day: enough for real reports, too few for flooding. */
export const FEEDBACK_PER_DAY = 5;

export interface FeedbackItem {
  id: number;
  category: FeedbackCategory;
  content: string;
  contact: string | null;
  status: FeedbackStatus;
  reply: string | null;
  createdAt: string;
  repliedAt: string | null;
}

export interface FeedbackForOperator extends FeedbackItem {
  uid: number;
  username: string | null;
}

type Row = typeof feedback.$inferSelect;

function toItem(row: Row): FeedbackItem {
  return {
    id: row.id,
    category: row.category,
    content: row.content,
    contact: row.contact,
    status: row.status,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/** Feedback from signed-in users and the operator's replies (spec section 2, "feedback"). */
export function createFeedbackService(db: Database, now: () => Date = () => new Date()) {
  return {
    async submit(
      uid: number,
      input: { category: FeedbackCategory; content?: string | undefined; contact?: string | undefined },
    ): Promise<FeedbackItem> {
      const content = input.content?.trim() ?? '';
      if (!content) throw new ApiError(400, 'feedbackEmpty');
      if (content.length < FEEDBACK_MIN_LENGTH || content.length > FEEDBACK_MAX_LENGTH) {
        throw new ApiError(400, 'feedbackLength', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH });
      }
      const contact = input.contact?.trim() || null;
      if (contact && contact.length > FEEDBACK_CONTACT_MAX_LENGTH) {
        throw new ApiError(400, 'feedbackContactLength', { max: FEEDBACK_CONTACT_MAX_LENGTH });
      }
      return db.transaction(async (tx) => {
        // One user's messages are counted and written in one transaction, locked on the user row, so
        // parallel submissions cannot pass the daily limit together.
        await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).for('update');
        const since = new Date(now().getTime() - 24 * 3600_000);
        const [sent] = await tx
          .select({ n: count() })
          .from(feedback)
          .where(and(eq(feedback.uid, uid), gt(feedback.createdAt, since)));
        if ((sent?.n ?? 0) >= FEEDBACK_PER_DAY) {
          throw new ApiError(429, 'feedbackTooMany', { max: FEEDBACK_PER_DAY });
        }
        const [row] = await tx
          .insert(feedback)
          .values({ uid, category: input.category, content, contact, createdAt: now() })
          .returning();
        return toItem(row as Row);
      });
    },

    /** The user's own messages, newest first. */
    async mine(uid: number, limit = 50): Promise<FeedbackItem[]> {
      const rows = await db
        .select()
        .from(feedback)
        .where(eq(feedback.uid, uid))
        .orderBy(desc(feedback.id))
        .limit(limit);
      return rows.map(toItem);
    },

    /** For operators: newest first, optionally by status, paged by `before` (an id). */
    async list(
      filter: { status?: FeedbackStatus | undefined; before?: number | undefined },
      limit = 50,
    ): Promise<FeedbackForOperator[]> {
      const conditions = [
        filter.status ? eq(feedback.status, filter.status) : undefined,
        filter.before ? lt(feedback.id, filter.before) : undefined,
      ].filter((c) => c !== undefined);
      const rows = await db
        .select({ row: feedback, username: users.username })
        .from(feedback)
        .innerJoin(users, eq(users.uid, feedback.uid))
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(feedback.id))
        .limit(limit);
      return rows.map(({ row, username }) => ({ ...toItem(row), uid: row.uid, username }));
    },

    /** An operator answers; answering again replaces the reply. */
    async reply(id: number, operatorUid: number, text: string | undefined): Promise<FeedbackItem> {
      const reply = text?.trim() ?? '';
      if (!reply) throw new ApiError(400, 'feedbackReplyEmpty');
      if (reply.length > FEEDBACK_REPLY_MAX_LENGTH) {
        throw new ApiError(400, 'feedbackReplyLength', { max: FEEDBACK_REPLY_MAX_LENGTH });
      }
      const [row] = await db
        .update(feedback)
        .set({ status: 'replied', reply, repliedBy: operatorUid, repliedAt: now() })
        .where(eq(feedback.id, id))
        .returning();
      if (!row) throw new ApiError(404, 'feedbackNotFound');
      return toItem(row);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
