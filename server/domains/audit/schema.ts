import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log: one row per privileged action, written in the transaction of the action itself.
 * Append-only: a trigger (migration 0016) refuses UPDATE, DELETE and TRUNCATE for every role.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
    /** Who acted (null: the system, e.g. a scheduled job). No foreign key: the log outlives accounts. */
    actorUid: integer('actor_uid'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The client address the action came from (the proxy-aware one Fastify resolved). */
    address: text('address'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorUid, t.at),
    index('audit_log_subject_idx').on(t.subjectId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
