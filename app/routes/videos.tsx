import { videoHead } from '../features/videos/head.ts';
import { VideoHubPage, VideoPage } from '../features/videos/index.ts';
import { videoHubLoader, videoPageLoader } from '../features/videos/videos.server.ts';
import { gameName, pageHead, rootData } from '../seo/head.ts';
import type { Route } from './+types/videos.ts';

/**
 * `/videos/{game}`: a game's videos (the newest of each category, the week's hot ones);
 * `/videos/{id}` (the spec's optional game left out) is a video, sent on to its game's address.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (/^\d+$/.test(params.game)) return videoPageLoader(context, null, params.game);
  return videoHubLoader(context, params.game);
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (loaded?.kind === 'video') return videoHead(args, loaded);
  const root = rootData(args.matches);
  if (!loaded?.game || !root) return pageHead(args, { page: 'videos' });
  return pageHead(args, {
    page: 'videos',
    variant: 'titleWithGame',
    values: { game: gameName(root, loaded.game.gameId) },
  });
};

export default function Videos({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'video') return <VideoPage data={loaderData} />;
  return <VideoHubPage data={loaderData} />;
}
