import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

/**
 * User posts (issue 15): text and up to 9 images (re-encoded by sharp after a content check), shown on
 * the author's profile and in "my posts". Hidden by moderators (not deleted) like comments.
 */
export const userPosts = pgTable(
  'user_posts',
  {
    id: serial('id').primaryKey(),
    authorUid: integer('author_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('published'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('user_posts_status', sql`${t.status} in ('published', 'hidden', 'deleted')`),
    index('user_posts_author_idx').on(t.authorUid, t.status, t.createdAt),
    index('user_posts_recent_idx').on(t.status, t.createdAt),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => userPosts.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.uid] })],
);
