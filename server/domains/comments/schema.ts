import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

/**
 * Comments on news, videos and user posts (issue 15): replies one level deep (`parentId` names a
 * top-level comment), likes, pins, and a state a moderator changes without deleting anything:
 * published → hidden | spam | deleted (and back to published when restored). A ban unpublishes a
 * user's comments (hidden, `hiddenBy` the ban); it never deletes them.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    /** `news`, `video` or `post`. */
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    parentId: integer('parent_id'),
    authorUid: integer('author_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** Plain text as written (banned words masked); the page escapes it. */
    body: text('body').notNull(),
    status: text('status').notNull().default('published'),
    pinned: boolean('pinned').notNull().default(false),
    likes: integer('likes').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    /** Who hid it (a moderator's uid) and why (`report`, `ban`, `userHidden`, `moderator`). */
    moderatedBy: integer('moderated_by'),
    moderationReason: text('moderation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('comments_status', sql`${t.status} in ('published', 'hidden', 'spam', 'deleted')`),
    check('comments_target_kind', sql`${t.targetKind} in ('news', 'video', 'post')`),
    // A target's page of top-level comments: pinned first, newest first.
    index('comments_target_idx').on(t.targetKind, t.targetId, t.status, t.parentId, t.createdAt),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    index('comments_author_idx').on(t.authorUid, t.createdAt),
    // The moderators' list of recent comments by state.
    index('comments_status_idx').on(t.status, t.createdAt),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.uid] })],
);
