import { PostsTranslations } from '../../features/posts/PostsTranslations.tsx';
import { PostDetail, ProfilePosts } from '../../features/posts/ProfilePosts.tsx';
import { FollowList } from '../../features/users/FollowList.tsx';
import { ProfileHeader } from '../../features/users/ProfileHeader.tsx';
import { loadProfilePage } from '../../features/users/profile.server.ts';
import { useViewerUid } from '../../features/users/viewer.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localizedPath, pageHead, rootData } from '../../seo/head.ts';
import { PageShell } from '../../ui/PageShell.tsx';
import '../../features/posts/posts.css';
import type { Route } from './+types/profile.ts';

/**
 * `/userInfo/{id}`: a user's public profile (spec section 2), rendered on the server: who they are,
 * follow, their counts, and their posts (`?page=`), one post with its comments (`?post=`), or whom they
 * follow and their fans (`?list=follow|fans`). Without an id, the section's own page.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (params.id === undefined) return null;
  return loadProfilePage(context, params.id, request);
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const loaded = args.loaderData;
  if (!root || !loaded) return pageHead(args, { page: 'userProfile' });
  const { user, post, list, posts } = loaded;
  const name = user.username ?? String(user.uid);
  const at = (path: string) => root.site.origin + localizedPath(root, root.language, path);
  const person = {
    '@type': 'Person',
    name,
    identifier: String(user.uid),
    url: at(`/userInfo/${user.uid}`),
    ...(user.avatar ? { image: root.site.origin + user.avatar } : {}),
    ...(user.signature ? { description: user.signature } : {}),
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/FollowAction',
        userInteractionCount: user.fans,
      },
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/WriteAction',
        userInteractionCount: user.posts,
      },
    ],
  };
  if (post) {
    return pageHead(args, {
      page: 'userProfile',
      variant: 'titleWithName',
      values: { name },
      query: `?post=${post.id}`,
      jsonLd: [
        {
          '@type': 'SocialMediaPosting',
          headline: Array.from(post.body).slice(0, 110).join(''),
          articleBody: post.body,
          datePublished: post.createdAt,
          url: at(`/userInfo/${user.uid}?post=${post.id}`),
          author: person,
          ...(post.images.length > 0 ? { image: post.images.map((src) => root.site.origin + src) } : {}),
          interactionStatistic: [
            {
              '@type': 'InteractionCounter',
              interactionType: 'https://schema.org/LikeAction',
              userInteractionCount: post.likes,
            },
            {
              '@type': 'InteractionCounter',
              interactionType: 'https://schema.org/CommentAction',
              userInteractionCount: post.comments,
            },
          ],
        },
      ],
    });
  }
  return pageHead(args, {
    page: 'userProfile',
    variant: 'titleWithName',
    values: { name },
    query: list !== 'posts' ? `?list=${list}` : posts && posts.page > 1 ? `?page=${posts.page}` : '',
    noindex: list !== 'posts',
    jsonLd: [{ '@type': 'ProfilePage', mainEntity: person }],
  });
};

export default function UserProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  if (!loaderData) return <PageShell title={t('userProfile.title')} lead={t('userProfile.description')} />;
  return <Profile data={loaderData} />;
}

function Profile({ data }: { data: NonNullable<Route.ComponentProps['loaderData']> }) {
  const { t } = useTranslation('users');
  // The server's viewer until the page runs; then the browser's session (signing in updates it).
  const viewer = useViewerUid(data.viewer);
  const { user } = data;
  const name = user.username ?? t('profile.fallbackName', { uid: user.uid });
  return (
    <PostsTranslations catalog={data.postsCatalog}>
      <article className="page profile">
        <ProfileHeader
          user={user}
          following={data.following}
          viewer={viewer}
          current={data.post ? 'posts' : data.list}
        />
        {data.post ? (
          <PostDetail post={data.post} authorName={name} viewer={viewer} timeZone={data.timeZone} />
        ) : data.posts ? (
          <ProfilePosts author={user.uid} page={data.posts} viewer={viewer} timeZone={data.timeZone} />
        ) : data.follows && data.list !== 'posts' ? (
          <section className="profile-section" aria-labelledby="profile-list-heading">
            <h2 id="profile-list-heading" className="profile-section__title">
              {t(data.list === 'follow' ? 'follows.followsOf' : 'follows.fansOf', { name })}
            </h2>
            <FollowList uid={user.uid} type={data.list} viewer={viewer} initial={data.follows} />
          </section>
        ) : null}
      </article>
    </PostsTranslations>
  );
}
