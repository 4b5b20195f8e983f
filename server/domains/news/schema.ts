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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from '../games/schema.ts';
import { users } from '../users/schema.ts';

/**
 * News articles (issue 15): one row per language; the translations of one story share `storyId`
 * (the id of the first). Status: draft → scheduled (publish_at in the future) → published →
 * unpublished (rules.ts). The body is HTML sanitised on the server before it is stored.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    /** The story this article translates (the first article's id; its own id for the first). */
    storyId: integer('story_id').notNull(),
    language: text('language').notNull(),
    /** The game it is about; null: general news of the site. */
    gameId: integer('game_id').references(() => games.gameId),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** `/uploads/news/…webp` (re-encoded by sharp) or null. */
    cover: text('cover'),
    /** Sanitised HTML (sanitize-html, the allowlist of rules.ts). */
    body: text('body').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    authorUid: integer('author_uid').references(() => users.uid, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    /** When it goes (or went) public; set for scheduled and published articles. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    /** Made by the first start's demo seed, marked as such on the page. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('news_articles_status', sql`${t.status} in ('draft', 'scheduled', 'published', 'unpublished')`),
    uniqueIndex('news_articles_story_language').on(t.storyId, t.language),
    // Lists: published, one language, one game (or all), newest first.
    index('news_articles_list_idx').on(t.language, t.status, t.gameId, t.publishAt),
    index('news_articles_category_idx').on(t.language, t.status, t.category, t.publishAt),
    // The scheduler's due scan.
    index('news_articles_due_idx').on(t.status, t.publishAt),
  ],
);

/** What an article is about: teams, leagues and matches (the article page links them, their pages list it). */
export const newsLinks = pgTable(
  'news_links',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.kind, t.refId] }),
    check('news_links_kind', sql`${t.kind} in ('team', 'league', 'match')`),
    index('news_links_ref_idx').on(t.kind, t.refId),
  ],
);
