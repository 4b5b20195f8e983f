import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { VideoEditor } from '../../features/console/videos/VideoEditor.tsx';
import { videoEditorLoader } from '../../features/console/videos/videos-console.server.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { WithCatalogs } from '../../i18n/WithCatalogs.tsx';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/video-edit.ts';

/** /admin/videos/new and /admin/videos/:video: the video editor (editors and administrators). */
export const loader = ({ context, params }: Route.LoaderArgs) => videoEditorLoader(context, params.video);

export const meta: Route.MetaFunction = (args) => {
  const video = args.loaderData?.video;
  return [
    ...(video
      ? pageHead(args, { page: 'consoleVideo', variant: 'titleWithName', values: { name: video.title } })
      : pageHead(args, { page: 'consoleVideoNew' })),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ConsoleVideoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const video = loaderData.video;
  return (
    <WithCatalogs catalogs={loaderData.catalogs}>
      <ConsoleLayout
        view={loaderData.view}
        page={video ? 'consoleVideo' : 'consoleVideoNew'}
        title={video ? t('consoleVideo.titleWithName', { name: video.title }) : undefined}
      >
        <VideoEditor data={loaderData} />
      </ConsoleLayout>
    </WithCatalogs>
  );
}
