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
    /**
     * The HLS packaging of an uploaded MP4 (decision 024): `none`, `pending` (the `transcode-videos`
     * job will make it), `ready` (`hlsPath` is served) or `failed`.
     */
    hlsState: text('hls_state').notNull().default('none'),
    /** `/uploads/videos/<name>/index.m3u8` once ready, else null. */
    hlsPath: text('hls_path'),
    /** Until when a job's claim on a pending row holds (a process that died lets it go at this time). */
    hlsLeaseUntil: timestamp('hls_lease_until', { withTimezone: true }),
    /** Packaging attempts of the current file (a file that keeps killing its job ends `failed`). */
    hlsAttempts: integer('hls_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('videos_status', sql`${t.status} in ('draft', 'scheduled', 'published', 'unpublished')`),
    check('videos_source_type', sql`${t.sourceType} in ('mp4', 'hls')`),
    check('videos_hls_state', sql`${t.hlsState} in ('none', 'pending', 'ready', 'failed')`),
    index('videos_list_idx').on(t.language, t.status, t.gameId, t.publishAt),
    index('videos_match_idx').on(t.matchId),
    index('videos_due_idx').on(t.status, t.publishAt),
    // The packaging job's claim reads pending rows only; the file clean-up asks which files rows name.
    index('videos_hls_pending_idx').on(t.id).where(sql`${t.hlsState} = 'pending'`),
    index('videos_source_idx').on(t.source),
  ],
);
