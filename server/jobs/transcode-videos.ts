import type { Database } from '../db/client.ts';
import { type HlsLog, type TranscodeResult, transcodePendingVideos } from '../domains/videos/index.ts';
import type { JobDefinition } from './runner.ts';

/** The queue of the HLS packaging of uploaded videos (decision 024). */
export const TRANSCODE_VIDEOS_QUEUE = 'transcode-videos';
/**
 * Every minute (UTC), as a safety net: a save triggers the job at once (`runner.wake`); the schedule
 * picks up what a trigger missed (a process stopped, ffmpeg installed later, a claim let go).
 */
export const TRANSCODE_VIDEOS_CRON = '* * * * *';

/**
 * The packaging of pending uploaded videos as HLS, on the job runner: one job at a time across
 * processes and one waiting at most (`stately`); a job may run as long as its longest packaging
 * (ffmpeg's own timeout is at most 23 hours), and the heartbeat fails the job of a process that died
 * within a couple of minutes, so the queue does not wait a day for it. A run stops claiming videos
 * after 10 minutes (`TRANSCODE_RUN_BUDGET_MS`) and between videos when told to stop.
 */
export function transcodeVideosJob(
  db: Database,
  dataDir: string,
  log?: HlsLog,
): JobDefinition<TranscodeResult> {
  return {
    queue: TRANSCODE_VIDEOS_QUEUE,
    cron: TRANSCODE_VIDEOS_CRON,
    queueOptions: { policy: 'stately', expireInSeconds: 24 * 3600, heartbeatSeconds: 60 },
    run: (signal) => transcodePendingVideos(db, dataDir, { signal, ...(log ? { log } : {}) }),
  };
}
