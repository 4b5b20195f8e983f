/** Videos (issue 15; spec sections 1, 2 and 7): categories, states, sources and limits both sides use. */

/** A video's category (the lists' filter). */
export const VIDEO_CATEGORIES = ['highlights', 'replay', 'interview'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/**
 * A video's life (server/domains/videos/rules.ts):
 *
 *   draft ──schedule──▶ scheduled ──(its time)──▶ published ──unpublish──▶ unpublished
 *     │                    │                          ▲                        │
 *     └──────publish───────┴────────publish───────────┘◀──────publish──────────┘
 *   scheduled | unpublished ──draft──▶ draft
 *
 * A scheduled video whose time has come is published for every viewer at once (queries treat it
 * so); the job on the database then writes the state (`publishDueVideos`).
 */
export const VIDEO_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** How the player loads a source: an MP4 file (native `<video>`) or an HLS playlist (hls.js or native). */
export const VIDEO_SOURCE_TYPES = ['mp4', 'hls'] as const;
export type VideoSourceType = (typeof VIDEO_SOURCE_TYPES)[number];

export const VIDEO_TITLE_MAX = 120;
export const VIDEO_SUMMARY_MAX = 1000;
/** An external source's address. */
export const VIDEO_URL_MAX = 2000;
/** An uploaded MP4 may weigh this many megabytes. */
export const VIDEO_MAX_MB = 200;
export const VIDEO_MAX_BYTES = VIDEO_MAX_MB * 1024 * 1024;
/** The longest video the product takes (a whole replay of a long match). */
export const VIDEO_MAX_SECONDS = 12 * 3600;

/** Videos per list page, related videos on a video's page, a match's videos, hot videos. */
export const VIDEOS_PAGE_SIZE = 24;
export const VIDEOS_RELATED = 8;
export const VIDEOS_BY_MATCH = 12;
export const VIDEOS_HOT = 10;
/** A game's video page shows this many of each category, then links to the whole list. */
export const VIDEOS_HUB_PER_CATEGORY = 8;

/** The spec's `hot/video/{type}`: 1 is today's hot videos, 2 the last seven days'. */
export const HOT_VIDEO_TYPES = { '1': 'day', '2': 'week' } as const;

/** A video uploaded to the product: `/uploads/videos/<time>-<16 hex>.mp4`. */
export const UPLOADED_VIDEO_PATH = /^\/uploads\/videos\/[0-9a-z]+-[0-9a-f]{16}\.mp4$/;

/**
 * Where the product's HLS packaging of an uploaded MP4 stands (server/domains/videos/hls.ts, decision
 * 024): `none` (an external source, or nothing to package), `pending` (saved, waiting for the
 * `transcode-videos` job; the MP4 plays meanwhile), `ready` (the playlist is served) or `failed`
 * (ffmpeg could not package it; the MP4 keeps playing).
 */
export const VIDEO_HLS_STATES = ['none', 'pending', 'ready', 'failed'] as const;
export type VideoHlsState = (typeof VIDEO_HLS_STATES)[number];

/**
 * The HLS playlist the product makes of an uploaded MP4: `/uploads/videos/<name>.mp4` is packaged
 * into the folder `/uploads/videos/<name>/`, whose `index.m3u8` the player loads. Null for any other
 * source.
 */
export function hlsPlaylistOf(source: string): string | null {
  if (!UPLOADED_VIDEO_PATH.test(source)) return null;
  return `${source.slice(0, -'.mp4'.length)}/index.m3u8`;
}

/** The address of a video's page: with its game when it has one (`/videos/lol/12`), else `/videos/12`. */
export function videoPath(game: string | null, id: number): string {
  return game ? `/videos/${game}/${id}` : `/videos/${id}`;
}

/** The type an external source's address plays as, by its path's extension (`.mp4`, `.m3u8`), or null. */
export function sourceTypeOfUrl(url: string): VideoSourceType | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname.toLowerCase();
  } catch {
    return null;
  }
  if (pathname.endsWith('.mp4')) return 'mp4';
  if (pathname.endsWith('.m3u8')) return 'hls';
  return null;
}

/** A duration as ISO 8601 (`PT1M5S`), for structured data. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
}

/** A duration as a player writes it: `0:08`, `12:05`, `1:02:03`. */
export function clockDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
