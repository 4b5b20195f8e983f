import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '../../../shared/feedback/model.ts';
import { users } from '../users/schema.ts';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    category: text('category', { enum: FEEDBACK_CATEGORIES }).notNull(),
    content: text('content').notNull(),
    /** How the user would like to be reached besides the reply here (optional). */
    contact: text('contact'),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('open'),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_uid_idx').on(t.uid, t.id),
    index('feedback_status_idx').on(t.status, t.id),
    check(
      'feedback_category_known',
      sql`${t.category} in ('bug', 'suggestion', 'content', 'account', 'payment', 'other')`,
    ),
    check('feedback_status_known', sql`${t.status} in ('open', 'replied')`),
    check('feedback_reply_when_replied', sql`(${t.status} = 'replied') = (${t.reply} is not null)`),
  ],
);
