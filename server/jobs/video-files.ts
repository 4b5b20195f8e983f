import type { Database } from '../db/client.ts';
import { deleteOrphanVideoFiles, type VideoFilesResult } from '../domains/videos/index.ts';
import type { JobDefinition } from './runner.ts';

/** The queue of the clean-up of video files no video uses (decision 024). */
export const VIDEO_FILES_QUEUE = 'cleanup-video-files';
/**
 * Every hour at :17 (UTC): unsaved uploads are kept a day and temporaries an hour
 * (`VIDEO_ORPHAN_AGE_MS`, `VIDEO_TEMP_AGE_MS`), so an hour's delay more is nothing.
 */
export const VIDEO_FILES_CRON = '17 * * * *';

/**
 * The clean-up of `<dataDir>/uploads/videos/` and `<dataDir>/tmp/videos/` (unsaved or replaced
 * uploads, their HLS folders, stale temporaries), in bounded batches, stopping between batches when
 * told to. Separate from the rows' clean-up (`cleanup.ts`): it needs the data folder, and a disk
 * error must not stop the expiry of sessions and codes.
 */
export function videoFilesJob(db: Database, dataDir: string): JobDefinition<VideoFilesResult> {
  return {
    queue: VIDEO_FILES_QUEUE,
    cron: VIDEO_FILES_CRON,
    run: (signal) => deleteOrphanVideoFiles(db, dataDir, { signal }),
  };
}
