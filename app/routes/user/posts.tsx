import { MyPosts } from '../../features/posts/MyPosts.tsx';
import { PostsTranslations } from '../../features/posts/PostsTranslations.tsx';
import { postsCatalog } from '../../features/posts/posts.server.ts';
import { UserCentrePage } from '../../features/users/UserCentrePage.tsx';
import { viewerLoader } from '../../features/users/viewer.server.ts';
import { pageHead } from '../../seo/head.ts';
import '../../features/posts/posts.css';
import type { Route } from './+types/posts.ts';

/**
 * /userInfo/userPost, "my posts": the composer and the user's own posts (signed-in users; guests get
 * the sign-in prompt). The loader sends the `posts` catalog with the viewer (no client loader: a
 * navigation asks the server, so the catalog always comes along).
 */
export const loader = ({ context }: Route.LoaderArgs) => ({
  ...viewerLoader(context),
  postsCatalog: postsCatalog(context),
});
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'userPost' });

export default function MyPostsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PostsTranslations catalog={loaderData.postsCatalog}>
      <UserCentrePage page="userPost" serverUid={loaderData.uid}>
        {(uid) => <MyPosts uid={uid} />}
      </UserCentrePage>
    </PostsTranslations>
  );
}
