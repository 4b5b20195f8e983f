import type { ReviewItem, ReviewPage } from '../../../shared/console/contract.ts';
import type { ReviewDecision, ReviewQueue, ReviewState } from '../../../shared/console/model.ts';
import type { Database, Executor } from '../../db/client.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import {
  findItem,
  insertItem,
  listItems,
  type NewReviewItem,
  pendingCounts,
  type ReviewRow,
  reportsSince,
  updateIfCurrent,
} from './repository.ts';
import { checkDecisionReason, lostRace, STATE_OF } from './rules.ts';

/**
 * What the domain owning a queue does when one of its items is decided, inside the decision's
 * transaction (hide the comment, approve the streamer...): if it throws, the decision is not stored.
 */
export type DecisionHandler = (tx: Executor, item: ReviewItem, decision: ReviewDecision) => Promise<void>;

export function toItem(row: ReviewRow): ReviewItem {
  return {
    id: row.id,
    queue: row.queue as ReviewQueue,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    summary: (row.summary ?? {}) as Record<string, unknown>,
    reportedBy: row.reportedBy,
    reason: row.reason,
    state: row.state as ReviewState,
    assignee: row.assigneeUid,
    decisionReason: row.decisionReason,
    note: row.note,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** Queues an item inside the caller's transaction (a domain's report or application); null if already pending. */
export const submitForReview = (tx: Executor, item: NewReviewItem): Promise<number | null> =>
  insertItem(tx, item);

/** How many items a user reported since `since`, for the reporting domain's daily limit. */
export const reportedSince = (tx: Executor, reporter: number, since: Date): Promise<number> =>
  reportsSince(tx, reporter, since);

export function createReviewService(db: Database, handlers: Partial<Record<ReviewQueue, DecisionHandler>>) {
  return {
    async list(
      query: {
        queue?: ReviewQueue | undefined;
        state: ReviewState;
        mine: '0' | '1';
        page: number;
        size: number;
      },
      viewer: number,
    ): Promise<ReviewPage> {
      const [{ rows, total }, pending] = await Promise.all([
        listItems(
          db,
          { queue: query.queue, state: query.state, assignee: query.mine === '1' ? viewer : undefined },
          (query.page - 1) * query.size,
          query.size,
        ),
        pendingCounts(db),
      ]);
      return { list: rows.map(toItem), page: query.page, size: query.size, total, pending };
    },

    async get(id: number): Promise<ReviewItem | null> {
      const row = await findItem(db, id);
      return row ? toItem(row) : null;
    },

    /**
     * Decides an item at the version the reviewer saw: exactly one of two reviewers deciding at once
     * succeeds (the conditional update is atomic); the other is told it was decided already.
     */
    async decide(
      actor: Actor,
      input: {
        id: number;
        version: number;
        decision: ReviewDecision;
        reason: string;
        note?: string | undefined;
      },
    ): Promise<ReviewItem> {
      checkDecisionReason(input.decision, input.reason);
      return db.transaction(async (tx) => {
        const row = await updateIfCurrent(tx, input.id, input.version, {
          state: STATE_OF[input.decision],
          decisionReason: input.reason,
          note: input.note || null,
          decidedBy: actor.uid,
          decidedAt: new Date(),
        });
        if (!row) lostRace(await findItem(tx, input.id), input.version);
        const item = toItem(row);
        await handlers[item.queue]?.(tx, item, input.decision);
        await recordAudit(tx, actor, {
          action: 'review.decide',
          subjectType: 'review',
          subjectId: item.id,
          before: { state: 'pending', version: input.version },
          after: { state: item.state, reason: input.reason, note: item.note, queue: item.queue },
        });
        return item;
      });
    },

    /** Takes an item (or gives it back with `release`), so other reviewers see it is being handled. */
    async assign(
      actor: Actor,
      input: { id: number; version: number; release: boolean },
    ): Promise<ReviewItem> {
      return db.transaction(async (tx) => {
        const before = await findItem(tx, input.id);
        const row = await updateIfCurrent(tx, input.id, input.version, {
          assigneeUid: input.release ? null : actor.uid,
        });
        if (!row) lostRace(before, input.version);
        await recordAudit(tx, actor, {
          action: 'review.assign',
          subjectType: 'review',
          subjectId: row.id,
          before: { assignee: before?.assigneeUid ?? null },
          after: { assignee: row.assigneeUid },
        });
        return toItem(row);
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
