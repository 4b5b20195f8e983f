import { requireGame } from '../features/games/game-param.server.ts';
import { requireEntity } from '../features/sections/entities.server.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageHead } from '../seo/head.ts';
import { PageShell } from '../ui/PageShell.tsx';
import type { Route } from './+types/video.ts';

/** A video of a game (the content issue fills in the player). */
export async function loader({ params, pattern, context }: Route.LoaderArgs) {
  const game = await requireGame(context, params.game);
  await requireEntity(context, pattern, params.id);
  return { game, videoId: params.id };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'video' });

export default function Video() {
  const { t } = useTranslation('pages');
  return <PageShell title={t('video.title')} lead={t('video.description')} />;
}
