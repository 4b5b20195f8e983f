import { VideoListPage } from '../features/videos/index.ts';
import { videoListLoader } from '../features/videos/videos.server.ts';
import { gameName, pageHead, rootData } from '../seo/head.ts';
import type { Route } from './+types/video-list.ts';

/** `/videos/{game?}/videoList`: every video of a game (of every game without one), by category, paged. */
export const loader = ({ params, context, request }: Route.LoaderArgs) =>
  videoListLoader(context, request, params.game);

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const game = args.loaderData?.game;
  // Each category and page of the list is its own address (as the loader read them).
  const query = new URLSearchParams();
  if (args.loaderData?.category) query.set('category', args.loaderData.category);
  if ((args.loaderData?.list.page ?? 1) > 1) query.set('page', String(args.loaderData?.list.page));
  const keep = query.size > 0 ? `?${query}` : '';
  if (!game || !root) return pageHead(args, { page: 'videoList', query: keep });
  return pageHead(args, {
    page: 'videoList',
    variant: 'titleWithGame',
    values: { game: gameName(root, game.gameId) },
    query: keep,
  });
};

export default function VideoList({ loaderData }: Route.ComponentProps) {
  return <VideoListPage data={loaderData} />;
}
