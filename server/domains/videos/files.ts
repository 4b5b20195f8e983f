/**
 * The clean-up of video files nobody uses (issue 15, decision 024; the `cleanup-video-files` job).
 *
 * An editor's upload is stored at once (`/uploads/videos/<name>.mp4`) and becomes a video only when
 * the editor saves; one who closes the page leaves the file behind, and a replaced file stays too.
 * Under `<dataDir>/uploads/videos/`, an MP4 and an HLS folder (`<name>/`) that no video row names
 * (in any state) are deleted once older than `VIDEO_ORPHAN_AGE_MS` by their modification time;
 * temporaries (uploads being received and packagings under way in `<dataDir>/tmp/videos/`, copies
 * of a folder to another disk) once untouched for `VIDEO_TEMP_AGE_MS`. Covers (`.webp`) are left
 * alone: a news body may show any stored picture.
 *
 * Which files rows name is read, and the files deleted, under the files' exclusive lock
 * (`lockVideoFiles`), which a save naming an uploaded file takes shared while it checks the file and
 * commits: a referenced file is never deleted, even by a save racing the clean-up. Two clean-ups at
 * once take turns per batch; deleting what is already gone is harmless.
 */
import type { Dirent } from 'node:fs';
import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { lockVideoFiles, referencedSources } from './repository.ts';

/** An upload nobody saved (or a replaced file) is kept this long, for an editor still at work. */
export const VIDEO_ORPHAN_AGE_MS = 24 * 3600_000;
/** A temporary nobody has written to for this long is stale (a live one changes every few seconds). */
export const VIDEO_TEMP_AGE_MS = 3600_000;
/** Entries looked at per statement (one lock, one query) and batches per run. */
export const VIDEO_FILES_BATCH = 100;
export const VIDEO_FILES_MAX_BATCHES = 20;

const STORED_FILE = /^([0-9a-z]+-[0-9a-f]{16})\.mp4$/;
const HLS_FOLDER = /^[0-9a-z]+-[0-9a-f]{16}$/;
/** A folder being copied into place from another disk (`server/media/hls.ts`). */
const PARTIAL = /^\.[0-9a-z]+-[0-9a-f]{16}\.[0-9a-f]+\.partial$/;

export interface VideoFilesOptions {
  now?: Date;
  batchSize?: number;
  maxBatches?: number;
  /** Stops between batches. */
  signal?: AbortSignal;
}

export interface VideoFilesResult {
  /** Unreferenced MP4 files deleted. */
  files: number;
  /** Unreferenced HLS folders deleted. */
  folders: number;
  /** Stale temporaries deleted. */
  temporaries: number;
}

async function entriesOf(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Whether the entry was last modified before `cutoff` (ms); false when it is gone or unreadable. */
async function untouchedSince(file: string, cutoff: number): Promise<boolean> {
  try {
    const info = await lstat(file);
    return !info.isSymbolicLink() && info.mtimeMs < cutoff;
  } catch {
    return false;
  }
}

interface Candidate {
  name: string;
  /** The public path of the MP4 the entry belongs to. */
  source: string;
  kind: 'file' | 'folder';
}

/**
 * Deletes unreferenced uploaded videos and HLS folders older than a day and stale temporaries, at
 * most `batchSize × maxBatches` of each kind per run (what is left goes at the next run).
 */
export async function deleteOrphanVideoFiles(
  db: Database,
  dataDir: string,
  options: VideoFilesOptions = {},
): Promise<VideoFilesResult> {
  const now = (options.now ?? new Date()).getTime();
  const batchSize = options.batchSize ?? VIDEO_FILES_BATCH;
  const limit = batchSize * (options.maxBatches ?? VIDEO_FILES_MAX_BATCHES);
  const result: VideoFilesResult = { files: 0, folders: 0, temporaries: 0 };
  const uploads = path.join(dataDir, 'uploads', 'videos');
  const incoming = path.join(dataDir, 'tmp', 'videos');

  // Temporaries: nobody refers to them; only their age counts.
  const stale: string[] = [];
  for (const entry of await entriesOf(incoming)) {
    if (stale.length >= limit) break;
    const full = path.join(incoming, entry.name);
    if (await untouchedSince(full, now - VIDEO_TEMP_AGE_MS)) stale.push(full);
  }
  const uploadEntries = await entriesOf(uploads);
  for (const entry of uploadEntries) {
    if (stale.length >= limit) break;
    if (!entry.isDirectory() || !PARTIAL.test(entry.name)) continue;
    const full = path.join(uploads, entry.name);
    if (await untouchedSince(full, now - VIDEO_TEMP_AGE_MS)) stale.push(full);
  }
  for (const full of stale) {
    if (options.signal?.aborted) return result;
    await rm(full, { recursive: true, force: true });
    result.temporaries += 1;
  }

  // Uploaded files and HLS folders older than a day: deleted when no row names their MP4.
  const candidates: Candidate[] = [];
  for (const entry of uploadEntries) {
    if (candidates.length >= limit) break;
    const file = entry.isFile() ? STORED_FILE.exec(entry.name) : null;
    const folder = entry.isDirectory() && HLS_FOLDER.test(entry.name);
    if (!file && !folder) continue;
    if (!(await untouchedSince(path.join(uploads, entry.name), now - VIDEO_ORPHAN_AGE_MS))) continue;
    const base = file ? (file[1] as string) : entry.name;
    candidates.push({
      name: entry.name,
      source: `/uploads/videos/${base}.mp4`,
      kind: file ? 'file' : 'folder',
    });
  }
  for (let start = 0; start < candidates.length; start += batchSize) {
    if (options.signal?.aborted) break;
    const batch = candidates.slice(start, start + batchSize);
    await db.transaction(async (tx) => {
      await lockVideoFiles(tx, 'exclusive');
      const referenced = await referencedSources(tx, [...new Set(batch.map((c) => c.source))]);
      for (const candidate of batch) {
        if (referenced.has(candidate.source)) continue;
        await rm(path.join(uploads, candidate.name), { recursive: true, force: true });
        if (candidate.kind === 'file') result.files += 1;
        else result.folders += 1;
      }
    });
  }
  return result;
}
