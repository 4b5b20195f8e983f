import { useId } from 'react';
import type { Post, PostPage } from '../../../shared/posts/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/links.tsx';
import { CommentsPanel } from '../comments/index.ts';
import { pageCount, postsPagePath } from './model.ts';
import { PostCard } from './PostCard.tsx';

/**
 * A user's posts on their public profile (`/userInfo/{id}`), rendered on the server with the page:
 * newest first, 20 a page, the pages as links (`?page=`), each post linking to its own view.
 */
export function ProfilePosts({
  author,
  page,
  viewer,
  timeZone,
}: {
  author: number;
  page: PostPage;
  viewer: number | null;
  timeZone: string;
}) {
  const { t } = useTranslation('posts');
  const headingId = useId();
  const pages = pageCount(page.total, page.size);
  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section__title">
        {t('list.heading')}
      </h2>
      {page.list.length === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        <ol className="post-list">
          {page.list.map((post) => (
            <li key={post.id}>
              <PostCard post={post} viewer={viewer} timeZone={timeZone} />
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="post-pager" aria-label={t('list.pager')}>
          {page.page > 1 ? (
            <Link to={postsPagePath(author, page.page - 1)} rel="prev" className="button button--quiet">
              {t('list.previous')}
            </Link>
          ) : (
            <span className="button button--quiet" aria-disabled="true">
              {t('list.previous')}
            </span>
          )}
          <span className="post-pager__where">{t('list.where', { page: page.page, pages })}</span>
          {page.page < pages ? (
            <Link to={postsPagePath(author, page.page + 1)} rel="next" className="button button--quiet">
              {t('list.next')}
            </Link>
          ) : (
            <span className="button button--quiet" aria-disabled="true">
              {t('list.next')}
            </span>
          )}
        </nav>
      )}
    </section>
  );
}

/**
 * One post on its author's profile (`/userInfo/{id}?post=`), rendered on the server: the post with its
 * images, and its comments below (features/comments).
 */
export function PostDetail({
  post,
  authorName,
  viewer,
  timeZone,
}: {
  post: Post;
  authorName: string;
  viewer: number | null;
  timeZone: string;
}) {
  const { t } = useTranslation('posts');
  const headingId = useId();
  return (
    <section className="profile-section post-detail" aria-labelledby={headingId}>
      <div className="post-detail__head">
        <h2 id={headingId} className="profile-section__title">
          {t('post.detailHeading')}
        </h2>
        <Link to={`/userInfo/${post.author.uid}`} className="post-detail__back">
          {t('post.back', { name: authorName })}
        </Link>
      </div>
      <PostCard post={post} viewer={viewer} timeZone={timeZone} linked={false} />
      <CommentsPanel kind="post" id={post.id} count={post.comments} />
    </section>
  );
}
