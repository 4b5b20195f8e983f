import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * `Idempotency-Key`s of money POSTs (issue 16; decision 026): per user and key, the request's hash and,
 * once answered, its status and body, replayed for the same key for 24 hours. `lockedUntil` holds a
 * key in flight; a process that died with it lets it go at that time.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    uid: integer('uid').notNull(),
    key: text('key').notNull(),
    /** The call (`POST /java/...`) and a SHA-256 of its canonical body: a reuse must match both. */
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while in flight. */
    status: integer('status'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.uid, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
