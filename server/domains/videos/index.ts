/**
 * Videos' public entry: the service (composition root), the comments target, the scheduler's step,
 * the HLS packaging and unused files' clean-up steps (decision 024) and the demo seed.
 */

export {
  deleteOrphanVideoFiles,
  VIDEO_ORPHAN_AGE_MS,
  VIDEO_TEMP_AGE_MS,
  type VideoFilesOptions,
  type VideoFilesResult,
} from './files.ts';
export {
  HLS_MAX_ATTEMPTS,
  type HlsLog,
  hlsFolderOf,
  removeHlsIfUnreferenced,
  type TranscodeOptions,
  type TranscodeResult,
  transcodePendingVideos,
} from './hls.ts';
export { videos } from './schema.ts';
export { type DemoVideosResult, seedDemoVideos } from './seed.ts';
export {
  createVideosService,
  publishDueVideos,
  VIDEOS_FALLBACK_LANGUAGE,
  type VideosService,
  videoCommentTarget,
} from './service.ts';
