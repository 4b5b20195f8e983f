/** Videos' wire contract (docs/api/videos.md): lists, one video, hot videos, a match's videos, the console's calls. */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { bodyId, bodyInt, queryId, queryInt, text } from '../wire.ts';
import {
  VIDEO_CATEGORIES,
  VIDEO_HLS_STATES,
  VIDEO_MAX_SECONDS,
  VIDEO_SOURCE_TYPES,
  VIDEO_STATUSES,
  VIDEO_SUMMARY_MAX,
  VIDEO_TITLE_MAX,
  VIDEO_URL_MAX,
} from './model.ts';

/** A video in a list: what a card shows. */
export const videoCardSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  gameId: z.number().int().nullable(),
  /** The game's URL slug (`lol`), or null. */
  game: z.string().nullable(),
  category: z.enum(VIDEO_CATEGORIES),
  title: z.string(),
  /** `/uploads/videos/…webp`, or null. */
  cover: z.string().nullable(),
  durationSeconds: z.number().int(),
  /** When it was (or is to be) published: ISO 8601, UTC. */
  publishedAt: z.string(),
  views: z.number().int(),
  comments: z.number().int(),
  /** Demo content written by the product's seed (the page says so). */
  demo: z.boolean(),
});
export type VideoCard = z.infer<typeof videoCardSchema>;

/** The match a video belongs to (its replay, its highlights). */
export const videoMatchSchema = z.object({
  id: z.number().int(),
  /** The match's game slug: its page is `/{game}/{id}`. */
  game: z.string(),
  home: z.string().nullable(),
  away: z.string().nullable(),
  startTime: z.string(),
});
export type VideoMatch = z.infer<typeof videoMatchSchema>;

/** One video as its page plays it. */
export const videoDetailSchema = videoCardSchema.extend({
  summary: z.string(),
  sourceType: z.enum(VIDEO_SOURCE_TYPES),
  /** `/uploads/videos/…mp4` (served by the product) or an https address of an allowed host. */
  source: z.string(),
  /**
   * An uploaded MP4's HLS packaging once the product made it (`/uploads/videos/<name>/index.m3u8`),
   * which the player prefers; null while it is not ready (or for an external source): play `source`.
   */
  hls: z.string().nullable(),
  match: videoMatchSchema.nullable(),
  updatedAt: z.string(),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

export const videoPageSchema = z.object({
  list: z.array(videoCardSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** The language shown: the viewer's, or English while the viewer's has no video. */
  language: z.string(),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

/** A game slug in a query or a path. */
const gameSlug = text(40).refine((v) => /^[A-Za-z0-9_-]{1,40}$/.test(v), 'must be a game slug');

export const videoListQuerySchema = z.object({
  /** A game slug; absent: every game. */
  game: gameSlug.optional(),
  category: z.enum(VIDEO_CATEGORIES).optional(),
  page: queryInt(1, 1000).default(1),
});

/** The spec's `GET {game}/video{id}`. */
export const videoParamsSchema = z.object({ game: gameSlug, id: z.string().max(11) });

/** The spec's `GET hot/video/{type}` (1: today, 2: the last seven days), optionally of one game. */
export const hotVideoParamsSchema = z.object({ type: z.enum(['1', '2']) });
export const hotVideoQuerySchema = z.object({ game: gameSlug.optional() });

export const videoIdQuerySchema = z.object({ id: queryId() });
export const videoMatchQuerySchema = z.object({ matchId: queryId() });

// The console ---------------------------------------------------------------------------------

export const editorVideoQuerySchema = z.object({
  status: z.enum(VIDEO_STATUSES).optional(),
  language: z.enum(LANGUAGE_CODES).optional(),
  /** A game slug. */
  game: gameSlug.optional(),
  /** Words of the title. */
  q: text(100).default(''),
  page: queryInt(1, 10_000).default(1),
  size: queryInt(1, 200).default(50),
});

export const editorVideoRowSchema = videoCardSchema.extend({
  status: z.enum(VIDEO_STATUSES),
  publishAt: z.string().nullable(),
  matchId: z.number().int().nullable(),
  sourceType: z.enum(VIDEO_SOURCE_TYPES),
  /** The HLS packaging of an uploaded file: `none`, `pending`, `ready` or `failed` (decision 024). */
  hlsState: z.enum(VIDEO_HLS_STATES),
  updatedAt: z.string(),
});
export type EditorVideoRow = z.infer<typeof editorVideoRowSchema>;

export const editorVideoSchema = editorVideoRowSchema.extend({
  summary: z.string(),
  source: z.string(),
  author: z.string().nullable(),
});
export type EditorVideo = z.infer<typeof editorVideoSchema>;

/** A time with its zone (the console sends UTC). */
const zonedTime = text(40).refine(
  (v) => /T\d\d:\d\d/.test(v) && /(Z|[+-]\d\d:?\d\d)$/i.test(v) && !Number.isNaN(Date.parse(v)),
  { message: 'must be a date and time with its zone' },
);

export const saveVideoBodySchema = z.object({
  /** Absent: a new video (a draft unless `status` says otherwise). */
  id: bodyId().optional(),
  language: z.enum(LANGUAGE_CODES),
  gameId: bodyInt(0),
  category: z.enum(VIDEO_CATEGORIES),
  title: text(VIDEO_TITLE_MAX).trim().min(1),
  summary: text(VIDEO_SUMMARY_MAX).trim().default(''),
  /** A path the cover upload answered, or null. */
  cover: text(200).nullable().default(null),
  /** A path the video upload answered, or an https address of an allowed host (`.mp4` or `.m3u8`). */
  source: text(VIDEO_URL_MAX).trim().min(1),
  /** An external source's length (an uploaded file's is read from the file). */
  durationSeconds: bodyInt(0, VIDEO_MAX_SECONDS).optional(),
  /** The match this video belongs to (its page's Playback tab lists it), or null. */
  matchId: bodyId().nullable().default(null),
  /** What happens on saving: a new video is a draft unless told; an existing one keeps its state. */
  status: z.enum(['draft', 'scheduled', 'published']).optional(),
  /** Required with `scheduled`: ISO 8601 with a zone, in the future. */
  publishAt: zonedTime.optional(),
});
export type SaveVideo = z.infer<typeof saveVideoBodySchema>;

export const videoIdBodySchema = z.object({ id: bodyId() });

/** What an upload answers: the stored file's path and what was read from it. */
export const uploadedVideoSchema = z.object({
  source: z.string(),
  durationSeconds: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;

export const uploadedCoverSchema = z.object({
  cover: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedCover = z.infer<typeof uploadedCoverSchema>;
