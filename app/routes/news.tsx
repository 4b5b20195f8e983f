import { NewsArticlePage, NewsListPage } from '../features/news/index.ts';
import { newsArticleLoader, newsListLoader } from '../features/news/news.server.ts';
import { HotPosts } from '../features/posts/index.ts';
import { hotPostsData } from '../features/posts/posts.server.ts';
import { gameName, pageHead, rootData } from '../seo/head.ts';
import type { Route } from './+types/news.ts';
import { articleHead } from './news-article.tsx';

/**
 * `/news/{game}` lists a game's news (`all` for every game); the spec's `/news/{game?}/{id}` with
 * the game left out is `/news/{id}`, an article, told apart by its numeric id (it redirects to the
 * article's own address, `/news/{its game}/{id}`).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (/^\d+$/.test(params.game)) return newsArticleLoader(context, '', params.game);
  const [list, hotPosts] = await Promise.all([
    newsListLoader(context, request, params.game),
    hotPostsData(context),
  ]);
  return { ...list, hotPosts };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const loaded = args.loaderData;
  if (loaded?.kind === 'article') return articleHead(args, loaded);
  if (!loaded?.game || !root) return pageHead(args, { page: 'newsList' });
  return pageHead(args, {
    page: 'newsList',
    variant: 'titleWithGame',
    values: { game: gameName(root, loaded.game.gameId) },
  });
};

export default function News({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'article') return <NewsArticlePage data={loaderData} />;
  // Beside the news: what fans write (features/posts), today's and this week's hottest posts.
  return <NewsListPage data={loaderData} aside={<HotPosts data={loaderData.hotPosts} />} />;
}
