import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { VideoConsoleList } from '../../features/console/videos/VideoConsoleList.tsx';
import { videosConsoleLoader } from '../../features/console/videos/videos-console.server.ts';
import { WithCatalogs } from '../../i18n/WithCatalogs.tsx';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/videos.ts';

/** /admin/videos: every video in any state (editors and administrators). */
export const loader = ({ context, request }: Route.LoaderArgs) => videosConsoleLoader(context, request);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consoleVideos' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleVideosPage({ loaderData }: Route.ComponentProps) {
  return (
    <WithCatalogs catalogs={loaderData.catalogs}>
      <ConsoleLayout view={loaderData.view} page="consoleVideos">
        <VideoConsoleList data={loaderData} />
      </ConsoleLayout>
    </WithCatalogs>
  );
}
