import { type ReactNode, useState } from 'react';
import type { Post } from '../../../shared/posts/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber, formatTime } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { Link } from '../../ui/links.tsx';
import { askToSignIn } from '../auth/index.ts';
import { ImageGrid } from './ImageGrid.tsx';
import { displayName, postPath } from './model.ts';
import { likePost, reportPost } from './posts-api.ts';
import { ReportButton } from './ReportDialog.tsx';
import './posts.css';

/** A user's avatar, or their initial on a coloured disc. */
export function UserAvatar({ src, name, size }: { src: string | null; name: string; size: number }) {
  return src ? (
    <img className="post-avatar" src={src} alt="" width={size} height={size} />
  ) : (
    <span
      className="post-avatar post-avatar--initial"
      style={{ inlineSize: size, blockSize: size }}
      aria-hidden="true"
    >
      {Array.from(name)[0]?.toUpperCase()}
    </span>
  );
}

/**
 * One post: its author, time, text (always as text: what a user writes is never markup), images,
 * and what the viewer may do: like, open it with its comments, report it (others' posts) or delete it
 * (their own, through `actions`).
 */
export function PostCard({
  post,
  viewer,
  timeZone,
  linked = true,
  actions,
  headingLevel = 3,
}: {
  post: Post;
  /** The signed-in viewer's uid, or null for a guest. */
  viewer: number | null;
  /** The zone times are written in (the server's rendering and the browser's must agree). */
  timeZone?: string | undefined;
  /** Whether the card links to the post's own view (not on that view itself). */
  linked?: boolean;
  /** More actions (the author's delete). */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('posts');
  const { locale } = usePageContext();
  const [like, setLike] = useState({ liked: post.liked, likes: post.likes });
  const [liking, setLiking] = useState(false);
  const name = displayName(post.author, t);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const own = viewer === post.author.uid;

  async function toggleLike() {
    if (viewer === null) {
      askToSignIn(t('post.signInToLike'));
      return;
    }
    setLiking(true);
    try {
      setLike(await likePost(post.id));
    } catch {
      // The API client has shown the failure; the count stays as it was.
    } finally {
      setLiking(false);
    }
  }

  return (
    <article className="post-card" aria-labelledby={`post-${post.id}-by`}>
      <header className="post-card__head">
        <Link
          to={`/userInfo/${post.author.uid}`}
          className="post-card__author"
          tabIndex={-1}
          aria-hidden="true"
        >
          <UserAvatar src={post.author.avatar} name={name} size={40} />
        </Link>
        <div className="post-card__meta">
          <Heading id={`post-${post.id}-by`} className="post-card__name">
            <Link to={`/userInfo/${post.author.uid}`}>
              <bdi>{name}</bdi>
            </Link>
            <span className="post-card__level">{t('post.levelValue', { level: post.author.level })}</span>
          </Heading>
          <p className="post-card__time">
            {linked ? (
              <Link to={postPath(post.author.uid, post.id)} aria-label={t('post.open')}>
                <time dateTime={post.createdAt}>{formatTime(post.createdAt, locale, timeZone)}</time>
              </Link>
            ) : (
              <time dateTime={post.createdAt}>{formatTime(post.createdAt, locale, timeZone)}</time>
            )}
            {post.status !== 'published' && (
              <span className={`post-status post-status--${post.status}`}>{t(`status.${post.status}`)}</span>
            )}
          </p>
        </div>
      </header>
      <p className="post-card__body" dir="auto">
        {post.body}
      </p>
      <ImageGrid images={post.images} />
      <footer className="post-card__actions">
        <button
          type="button"
          className="button button--quiet post-action"
          aria-pressed={like.liked}
          disabled={liking || post.status !== 'published'}
          onClick={toggleLike}
        >
          <span aria-hidden="true">{like.liked ? '♥' : '♡'}</span>
          {t('post.like')}
          <span className="post-card__number">{formatNumber(like.likes, locale)}</span>
        </button>
        {linked ? (
          <Link to={postPath(post.author.uid, post.id)} className="button button--quiet post-action">
            {t('post.comments')}
            <span className="post-card__number">{formatNumber(post.comments, locale)}</span>
          </Link>
        ) : (
          <span className="post-card__count">
            {t('post.comments')}{' '}
            <span className="post-card__number">{formatNumber(post.comments, locale)}</span>
          </span>
        )}
        <span className="post-card__count">
          {t('post.views')} <span className="post-card__number">{formatNumber(post.views, locale)}</span>
        </span>
        <span className="post-card__spacer" />
        {!own && post.status === 'published' && (
          <ReportButton
            title={t('report.postTitle')}
            label={t('post.report')}
            signedIn={viewer !== null}
            send={(reason, detail) => reportPost(post.id, reason, detail)}
          />
        )}
        {actions}
      </footer>
    </article>
  );
}
