import { videoHead } from '../features/videos/head.ts';
import { VideoPage } from '../features/videos/index.ts';
import { videoPageLoader } from '../features/videos/videos.server.ts';
import type { Route } from './+types/video.ts';

/** `/videos/{game}/{id}`: a published video of a game, its player and comments; anything else is 404. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  videoPageLoader(context, params.game, params.id);

export const meta: Route.MetaFunction = (args) => videoHead(args, args.loaderData);

export default function Video({ loaderData }: Route.ComponentProps) {
  return <VideoPage data={loaderData} />;
}
