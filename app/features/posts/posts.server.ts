/**
 * What page loaders read for the posts' screens (on the server, through the services): the `posts`
 * catalog of the page's language (in no page script: the page's data carries it) and the hot posts.
 */
import type { RouterContextProvider } from 'react-router';
import { appContext } from '../../context.ts';
import type { HotPostsData } from './HotPosts.tsx';

type Context = Readonly<RouterContextProvider>;

/** The `posts` catalog of the request's language, for `PostsTranslations`. */
export function postsCatalog(context: Context): Record<string, unknown> {
  return context.get(appContext).catalog('posts');
}

/** Today's and the week's hot posts with the catalog, for `<HotPosts data={...} />` (the news pages). */
export async function hotPostsData(context: Context): Promise<HotPostsData> {
  const { services, ctx, catalog } = context.get(appContext);
  const viewer = ctx.user?.uid ?? null;
  const [day, week] = await Promise.all([
    services.posts.hot('day', viewer),
    services.posts.hot('week', viewer),
  ]);
  return { catalog: catalog('posts'), day, week };
}
