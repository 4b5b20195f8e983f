/** schema.org `VideoObject` of a video page (issue 15): what search engines show of a video. */
import type { VideoDetail } from '../../../shared/videos/contract.ts';
import { isoDuration } from '../../../shared/videos/model.ts';

/** An address as structured data needs it: absolute (the site's own paths get its origin). */
const absolute = (address: string, origin: string) => (address.startsWith('/') ? origin + address : address);

export function videoObjectJsonLd(
  video: Pick<
    VideoDetail,
    'title' | 'summary' | 'cover' | 'publishedAt' | 'durationSeconds' | 'source' | 'views'
  >,
  page: { url: string; origin: string; languageTag: string; fallbackThumbnail: string },
): Record<string, unknown> {
  return {
    '@type': 'VideoObject',
    name: video.title,
    description: video.summary || video.title,
    thumbnailUrl: [absolute(video.cover ?? page.fallbackThumbnail, page.origin)],
    uploadDate: video.publishedAt,
    ...(video.durationSeconds > 0 ? { duration: isoDuration(video.durationSeconds) } : {}),
    contentUrl: absolute(video.source, page.origin),
    embedUrl: page.url,
    url: page.url,
    inLanguage: page.languageTag,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'WatchAction' },
      userInteractionCount: video.views,
    },
  };
}
