/**
 * The public profile's loader (`/userInfo/{id}`): the user with their counts, whether the viewer
 * follows them, and what the address asks for: a page of their posts (`?page=`), one post with its
 * comments (`?post=`), or whom they follow / their fans (`?list=follow|fans`). Unknown users, posts
 * and pages that are not there are the 404 page.
 */
import { data, type RouterContextProvider } from 'react-router';
import { isDomainError } from '../../../shared/errors.ts';
import type { Post, PostPage } from '../../../shared/posts/contract.ts';
import { resolveTimeZone, TZ_COOKIE } from '../../../shared/time/viewer-day.ts';
import type { FollowPage, PublicProfileWithCounts } from '../../../shared/users/contract.ts';
import { databaseId } from '../../../shared/wire.ts';
import { appContext } from '../../context.ts';
import type { ProfileList } from './ProfileHeader.tsx';

export interface ProfilePageData {
  user: PublicProfileWithCounts;
  following: boolean;
  /** Who the page was rendered for (null: a guest). */
  viewer: number | null;
  timeZone: string;
  list: ProfileList;
  posts: PostPage | null;
  post: Post | null;
  follows: FollowPage | null;
  postsCatalog: Record<string, unknown>;
}

const notFound = () => data(null, { status: 404 });

export async function loadProfilePage(
  context: Readonly<RouterContextProvider>,
  param: string,
  request: Request,
): Promise<ProfilePageData> {
  const { services, ctx, catalog } = context.get(appContext);
  const uid = databaseId(param);
  if (uid === undefined) throw notFound();
  const user = await services.users.publicProfile(uid);
  if (!user) throw notFound();
  const viewer = ctx.user?.uid ?? null;
  const search = new URL(request.url).searchParams;
  const listParam = search.get('list');
  const list: ProfileList = listParam === 'follow' || listParam === 'fans' ? listParam : 'posts';
  const postParam = search.get('post');
  const pageParam = search.get('page');
  const page = pageParam === null ? 1 : databaseId(pageParam);
  if (page === undefined || page > 10_000) throw notFound();

  let post: Post | null = null;
  if (postParam !== null) {
    const postId = databaseId(postParam);
    if (postId === undefined) throw notFound();
    try {
      post = await services.posts.detail(postId, viewer);
    } catch (error) {
      if (isDomainError(error) && error.kind === 'notFound') throw notFound();
      throw error;
    }
    if (post.author.uid !== uid) throw notFound();
  }
  const [following, posts, follows] = await Promise.all([
    services.follows.has(viewer, uid),
    post || list !== 'posts' ? null : services.posts.userItems(uid, 'post', page, viewer),
    post || list === 'posts' ? null : services.follows.list(uid, list, page, viewer),
  ]);
  if (posts && page > 1 && posts.list.length === 0) throw notFound();
  return {
    user,
    following,
    viewer,
    timeZone: resolveTimeZone(ctx.cookies[TZ_COOKIE], ctx.brand.timeZone),
    list,
    posts,
    post,
    follows,
    postsCatalog: catalog('posts'),
  };
}
