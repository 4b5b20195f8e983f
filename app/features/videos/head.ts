/** The heads of the video pages (issue 15): titles, Open Graph, `VideoObject` and breadcrumbs. */
import type { MetaDescriptor } from 'react-router';
import { videoPath } from '../../../shared/videos/model.ts';
import { catalogText, gameName, type HeadArgs, localizedPath, pageHead, rootData } from '../../seo/head.ts';
import { breadcrumbsJsonLd } from '../../seo/json-ld.ts';
import { videoObjectJsonLd } from './json-ld.ts';
import type { VideoPageData } from './videos.server.ts';

/** A video's page: its title and summary, its cover as the Open Graph picture, VideoObject and breadcrumbs. */
export function videoHead(args: HeadArgs, data: VideoPageData | undefined): MetaDescriptor[] {
  const root = rootData(args.matches);
  if (!root || !data) return pageHead(args, { page: 'video' });
  const { video } = data;
  const path = videoPath(video.game, video.id);
  const origin = root.site.origin;
  const at = (p: string) => origin + localizedPath(root, root.language, p);
  const url = at(path);
  const videosTitle = catalogText(root, 'pages', 'videos.title') ?? 'Videos';
  const listName =
    video.gameId !== null
      ? (catalogText(root, 'pages', 'videos.titleWithGame')?.replace(
          '{{game}}',
          gameName(root, video.gameId),
        ) ?? videosTitle)
      : videosTitle;
  const source = video.source.startsWith('/') ? origin + video.source : video.source;
  return pageHead(args, {
    page: 'video',
    title: video.title,
    description: video.summary || undefined,
    path,
    ogType: 'video.other',
    image: video.cover,
    og: {
      ...(video.sourceType === 'mp4' ? { 'og:video': source, 'og:video:type': 'video/mp4' } : {}),
      ...(video.durationSeconds > 0 ? { 'video:duration': String(video.durationSeconds) } : {}),
      'video:release_date': video.publishedAt,
    },
    jsonLd: [
      videoObjectJsonLd(video, {
        url,
        origin,
        languageTag: data.videoTag,
        fallbackThumbnail: '/images/live-cover.svg',
      }),
      breadcrumbsJsonLd([
        { name: catalogText(root, 'common', 'nav.home') ?? root.brand.projectName, url: at('/') },
        {
          name: listName,
          url: at(video.game ? `/videos/${video.game}` : '/videos/videoList'),
        },
        { name: video.title, url },
      ]),
    ],
  });
}
