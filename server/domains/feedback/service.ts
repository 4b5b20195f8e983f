import { DomainError } from '../../../shared/errors.ts';
import type {
  FeedbackItem,
  OperatorFeedbackItem,
  SubmitFeedback,
} from '../../../shared/feedback/contract.ts';
import type { FeedbackStatus } from '../../../shared/feedback/model.ts';
import type { Database } from '../../db/client.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { createFeedbackRepository, type FeedbackRow } from './repository.ts';
import { checkDailyAllowance, checkReply, checkSubmission } from './rules.ts';

const DAY_MS = 24 * 3600_000;

function toItem(row: FeedbackRow): FeedbackItem {
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
  const repo = createFeedbackRepository(db);
  return {
    async submit(uid: number, input: SubmitFeedback): Promise<FeedbackItem> {
      const { content, contact } = checkSubmission(input);
      return db.transaction(async (tx) => {
        // Counted and written under the author's row lock: parallel submissions cannot pass the
        // daily limit together.
        await repo.lockAuthor(tx, uid);
        checkDailyAllowance(await repo.countSince(tx, uid, new Date(now().getTime() - DAY_MS)));
        const row = await repo.insert(tx, {
          uid,
          category: input.category,
          content,
          contact,
          createdAt: now(),
        });
        return toItem(row);
      });
    },

    /** The user's own messages, newest first. */
    async mine(uid: number, limit = 50): Promise<FeedbackItem[]> {
      return (await repo.findByUser(uid, limit)).map(toItem);
    },

    /** For operators: newest first, optionally by status, paged by `before` (an id). */
    async list(
      filter: { status?: FeedbackStatus | undefined; before?: number | undefined },
      limit = 50,
    ): Promise<OperatorFeedbackItem[]> {
      const rows = await repo.findAllIncludeAuthor(filter, limit);
      return rows.map(({ row, username }) => ({ ...toItem(row), uid: row.uid, username }));
    },

    /** An operator answers; answering again replaces the reply. */
    async reply(id: number, actor: Actor, text: string | undefined): Promise<FeedbackItem> {
      const reply = checkReply(text);
      return db.transaction(async (tx) => {
        const row = await repo.setReply(id, { text: reply, by: actor.uid, at: now() }, tx);
        if (!row) throw new DomainError('notFound', 'feedbackNotFound');
        await recordAudit(tx, actor, {
          action: 'feedback.reply',
          subjectType: 'feedback',
          subjectId: id,
          after: { reply },
        });
        return toItem(row);
      });
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
