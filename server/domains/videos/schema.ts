import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from '../games/schema.ts';
import { users } from '../users/schema.ts';

/**
 * Videos (issue 15): highlights, replays and interviews per game, with a source that plays in the
 * page: a file the product serves (MP4, or an HLS playlist under /uploads/videos/) or an external URL
 * of an allowed host. `matchId` fills that match page's Playback tab.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    gameId: integer('game_id').references(() => games.gameId),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** `mp4` or `hls`: how the player loads `source`. */
    sourceType: text('source_type').notNull(),
    /** A path under /uploads/videos/ or an https URL of an allowed host. */
    source: text('source').notNull(),
    matchId: integer('match_id'),
    authorUid: integer('author_uid').references(() => users.uid, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('videos_status', sql`${t.status} in ('draft', 'scheduled', 'published', 'unpublished')`),
    check('videos_source_type', sql`${t.sourceType} in ('mp4', 'hls')`),
    index('videos_list_idx').on(t.language, t.status, t.gameId, t.publishAt),
    index('videos_match_idx').on(t.matchId),
    index('videos_due_idx').on(t.status, t.publishAt),
  ],
);
