/**
 * Videos' public entry: the service (composition root), the comments target, the scheduler's step
 * and the demo seed.
 */

export { videos } from './schema.ts';
export { type DemoVideosResult, seedDemoVideos } from './seed.ts';
export {
  createVideosService,
  publishDueVideos,
  VIDEOS_FALLBACK_LANGUAGE,
  type VideosService,
  videoCommentTarget,
} from './service.ts';
