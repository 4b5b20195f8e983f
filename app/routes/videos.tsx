import { data } from 'react-router';
import { findGame } from '../features/games/game-param.server.ts';
import { requireEntity } from '../features/sections/entities.server.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { gameName, pageHead, rootData } from '../seo/head.ts';
import { PageShell } from '../ui/PageShell.tsx';
import type { Route } from './+types/videos.ts';

/** `/videos/{game}` lists a game's videos; `/videos/{id}` (the spec's optional game left out) is a video. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const game = await findGame(context, params.game);
  if (game) return { kind: 'list' as const, game, videoId: null };
  if (!/^\d+$/.test(params.game)) throw data(null, { status: 404 });
  // The video's page, whose route path names it among the entities.
  await requireEntity(context, '/videos/:game/:id', params.game);
  return { kind: 'video' as const, game: null, videoId: params.game };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const loaded = args.loaderData;
  if (loaded?.kind === 'video') return pageHead(args, { page: 'video' });
  if (!loaded?.game || !root) return pageHead(args, { page: 'videos' });
  return pageHead(args, {
    page: 'videos',
    variant: 'titleWithGame',
    values: { game: gameName(root, loaded.game.gameId) },
  });
};

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  if (loaderData.kind === 'video')
    return <PageShell title={t('video.title')} lead={t('video.description')} />;
  const title = loaderData.game
    ? t('videos.titleWithGame', { game: t(`games:${loaderData.game.gameId}`) })
    : t('videos.title');
  return <PageShell title={title} lead={t('videos.description')} />;
}
