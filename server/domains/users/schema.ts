import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** User (spec section 3). The accounts issue adds credentials, contact fields and VIP. */
export const users = pgTable('users', {
  uid: integer('uid').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
  username: text('username').unique(),
  avatar: text('avatar'),
  signature: text('signature'),
  level: integer('level').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

/** Sessions: the opaque token is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_uid_idx').on(t.uid)],
);
