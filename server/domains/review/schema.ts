import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Review queues (issue 15): one row per item a reviewer decides, for every queue the domains plug in
 * (`REVIEW_QUEUES`: user reports now; comments, posts, streamers, experts, goods as they land).
 * `version` is the optimistic lock: every change bumps it, and a decision names the version it saw.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: serial('id').primaryKey(),
    queue: text('queue').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** What the reviewer needs to decide, written by the owning domain (a name, a text, a picture...). */
    summary: jsonb('summary').notNull().default(sql`'{}'::jsonb`),
    /** The user who reported it (null: the item was queued by the system, e.g. a new application). */
    reportedBy: integer('reported_by'),
    reason: text('reason'),
    state: text('state').notNull().default('pending'),
    assigneeUid: integer('assignee_uid'),
    decisionReason: text('decision_reason'),
    note: text('note'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    check('review_items_state', sql`${t.state} in ('pending', 'approved', 'rejected')`),
    index('review_items_queue_idx').on(t.state, t.queue, t.createdAt),
    index('review_items_assignee_idx').on(t.assigneeUid, t.state),
    index('review_items_reporter_idx').on(t.reportedBy, t.createdAt),
    // One pending report of one subject per reporter: reporting it again changes nothing.
    uniqueIndex('review_items_pending_once')
      .on(t.queue, t.subjectType, t.subjectId, sql`coalesce(${t.reportedBy}, 0)`)
      .where(sql`${t.state} = 'pending'`),
  ],
);
