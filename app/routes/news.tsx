import { data } from 'react-router';
import { findGame } from '../features/games/game-param.server.ts';
import { requireEntity } from '../features/sections/entities.server.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { gameName, pageHead, rootData } from '../seo/head.ts';
import { PageShell } from '../ui/PageShell.tsx';
import type { Route } from './+types/news.ts';

/**
 * `/news/{game}` lists a game's news (`all` for every game); the spec's `/news/{game?}/{id}` with
 * the game left out is `/news/{id}`, an article, told apart by its numeric id.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.game === 'all') return { kind: 'list' as const, game: null, articleId: null };
  const game = await findGame(context, params.game);
  if (game) return { kind: 'list' as const, game, articleId: null };
  if (!/^\d+$/.test(params.game)) throw data(null, { status: 404 });
  // The article's page, whose route path names it among the entities.
  await requireEntity(context, '/news/:game/:id', params.game);
  return { kind: 'article' as const, game: null, articleId: params.game };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const loaded = args.loaderData;
  if (loaded?.kind === 'article') return pageHead(args, { page: 'newsArticle' });
  if (!loaded?.game || !root) return pageHead(args, { page: 'newsList' });
  return pageHead(args, {
    page: 'newsList',
    variant: 'titleWithGame',
    values: { game: gameName(root, loaded.game.gameId) },
  });
};

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  if (loaderData.kind === 'article') {
    return <PageShell title={t('newsArticle.title')} lead={t('newsArticle.description')} />;
  }
  const { game } = loaderData;
  const title = game ? t('newsList.titleWithGame', { game: t(`games:${game.gameId}`) }) : t('newsList.title');
  return <PageShell title={title} lead={t('newsList.description')} />;
}
