/**
 * HLS of uploaded videos (issue 15, decision 024): the `transcode-videos` job's step and the removal
 * of a replaced file's HLS folder.
 *
 * Saving a video whose source is a newly uploaded MP4 sets `hls_state = 'pending'` in the save's
 * transaction; `transcodePendingVideos` claims pending rows one at a time (`claimPendingHls`: one
 * atomic `UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED)`, with a lease a dead process lets
 * go), packages the file with ffmpeg (`server/media/hls.ts`) into `/uploads/videos/<name>/` and writes
 * `ready` (with `hls_path`) or `failed` on every pending row of that file. The MP4 plays meanwhile,
 * and stays the player's fallback.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { hlsPlaylistOf, UPLOADED_VIDEO_PATH } from '../../../shared/videos/model.ts';
import type { Database } from '../../db/client.ts';
import {
  FfmpegUnavailableError,
  HLS_TIMEOUT,
  hasPlaylist,
  type PackagedHls,
  packageHls,
} from '../../media/hls.ts';
import { storedVideoFile } from '../../media/videos.ts';
import { claimPendingHls, finishHls, lockVideoFiles, referencedSources, releaseHls } from './repository.ts';

/** A file that has taken its job down this many times (the process died packaging it) is `failed`. */
export const HLS_MAX_ATTEMPTS = 3;
/** A run stops claiming more videos after this long; the next run (a minute later) goes on. */
export const TRANSCODE_RUN_BUDGET_MS = 10 * 60_000;
/** A claim outlives the longest packaging (`HLS_TIMEOUT`) by this margin before another may take it. */
const LEASE_MARGIN_SECONDS = 5 * 60;

export interface HlsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface TranscodeOptions {
  /** Stops between videos, and kills a running ffmpeg (the claim is let go, not counted). */
  signal?: AbortSignal;
  log?: HlsLog;
  /** The claims' clock (default: now). */
  now?: () => Date;
  budgetMs?: number;
  /** Tests: another ffmpeg binary (a missing one leaves the rows pending). */
  ffmpeg?: string;
  /** Tests: force the re-encode. */
  maxRemuxSegmentSeconds?: number;
}

export interface TranscodeResult {
  /** Files packaged by ffmpeg in this run. */
  packaged: number;
  /** Videos whose file's HLS folder existed already (another row of the same file). */
  reused: number;
  failed: number;
  /** ffmpeg is missing here: pending videos were left pending. */
  ffmpegMissing: boolean;
}

/** The folder of an uploaded file's HLS (`<dataDir>/uploads/videos/<name>/`), or null for another source. */
export function hlsFolderOf(dataDir: string, source: string): string | null {
  if (!UPLOADED_VIDEO_PATH.test(source)) return null;
  return path.join(dataDir, source.replace(/^\//, '').replace(/\.mp4$/, ''));
}

/** Said once per process: the log is not filled every minute on a machine without ffmpeg. */
let ffmpegMissingSaid = false;

/**
 * Packages the pending videos' files one after another, until none is left, the budget is spent or
 * `signal` aborts. A file ffmpeg cannot package ends `failed` (logged with the video's id and
 * ffmpeg's reason, never thrown); without ffmpeg the rows stay pending and it is said once. Safe in
 * several processes at once: each video is claimed by one.
 */
export async function transcodePendingVideos(
  db: Database,
  dataDir: string,
  options: TranscodeOptions = {},
): Promise<TranscodeResult> {
  const { signal, log } = options;
  const now = options.now ?? (() => new Date());
  const started = performance.now();
  const budget = options.budgetMs ?? TRANSCODE_RUN_BUDGET_MS;
  const result: TranscodeResult = { packaged: 0, reused: 0, failed: 0, ffmpegMissing: false };
  const lease = {
    baseSeconds: HLS_TIMEOUT.baseSeconds + LEASE_MARGIN_SECONDS,
    perVideoSecond: HLS_TIMEOUT.perVideoSecond,
    maxSeconds: HLS_TIMEOUT.maxSeconds + LEASE_MARGIN_SECONDS,
  };
  const fail = async (video: { id: number; source: string }, reason: string) => {
    await finishHls(db, video.source, { state: 'failed' });
    result.failed += 1;
    log?.warn({ videoId: video.id, reason }, 'video HLS packaging failed: the MP4 keeps playing');
  };

  while (!signal?.aborted && performance.now() - started < budget) {
    const video = await claimPendingHls(db, now(), lease);
    if (!video) break;
    const playlist = hlsPlaylistOf(video.source);
    const folder = hlsFolderOf(dataDir, video.source);
    if (!playlist || !folder) {
      await fail(video, 'not an uploaded file');
      continue;
    }
    if (video.attempts > HLS_MAX_ATTEMPTS) {
      await fail(video, `stopped after ${HLS_MAX_ATTEMPTS} attempts`);
      continue;
    }
    const input = await storedVideoFile(dataDir, video.source, UPLOADED_VIDEO_PATH);
    if (!input) {
      await fail(video, 'the uploaded file is missing');
      continue;
    }
    let made: PackagedHls | 'existing';
    try {
      made = (await hasPlaylist(folder))
        ? 'existing'
        : await packageHls(input, folder, path.join(dataDir, 'tmp', 'videos'), {
            durationSeconds: video.durationSeconds,
            ...(signal ? { signal } : {}),
            ...(options.ffmpeg ? { ffmpeg: options.ffmpeg } : {}),
            ...(options.maxRemuxSegmentSeconds
              ? { maxRemuxSegmentSeconds: options.maxRemuxSegmentSeconds }
              : {}),
          });
    } catch (err) {
      if (err instanceof FfmpegUnavailableError) {
        await releaseHls(db, video.id, video.source);
        result.ffmpegMissing = true;
        if (!ffmpegMissingSaid) {
          ffmpegMissingSaid = true;
          log?.warn(
            {},
            'ffmpeg is missing: uploaded videos stay MP4 until it is installed (apt-get install ffmpeg)',
          );
        }
        break;
      }
      if (signal?.aborted) {
        await releaseHls(db, video.id, video.source);
        break;
      }
      await fail(video, err instanceof Error ? err.message : 'unknown error');
      continue;
    }
    const written = await finishHls(db, video.source, { state: 'ready', path: playlist });
    if (made === 'existing' || made.mode === 'existing') result.reused += written.length;
    else {
      result.packaged += 1;
      log?.info(
        { videoId: video.id, mode: made.mode, segments: made.segments, longest: made.longestSegmentSeconds },
        'video packaged as HLS',
      );
    }
    // Replaced or gone while it was packaged: what was made serves nobody.
    if (written.length === 0) await removeHlsIfUnreferenced(db, dataDir, video.source);
  }
  return result;
}

/**
 * Deletes the HLS folder of an uploaded file no video names any more (its video took another file),
 * under the files' lock, after the change committed. Answers whether it went.
 */
export async function removeHlsIfUnreferenced(
  db: Database,
  dataDir: string,
  source: string,
): Promise<boolean> {
  const folder = hlsFolderOf(dataDir, source);
  if (!folder) return false;
  return db.transaction(async (tx) => {
    await lockVideoFiles(tx, 'exclusive');
    if ((await referencedSources(tx, [source])).size > 0) return false;
    await rm(folder, { recursive: true, force: true });
    return true;
  });
}
