import { useEffect, useState } from 'react';
import type { Comment, LikeResult } from '../../../shared/comments/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber, formatTime } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { authorName, relativeTime } from './model.ts';

/** What a reader may do with a comment; each is left out when not given (a guest's are the sign-in dialog). */
export interface CommentActions {
  /** The like's new state, or null when nothing changed (a guest, a failed call). */
  onLike: (comment: Comment) => Promise<LikeResult | null>;
  onReply?: (comment: Comment) => void;
  onReport?: (comment: Comment) => void;
  /** Whether the comment was deleted. */
  onDelete?: (comment: Comment) => Promise<boolean>;
}

/** "Now" for relative times: the render's time, then every minute in the browser. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Avatar({ src, name }: { src: string | null; name: string }) {
  return src ? (
    <img className="comment__avatar" src={src} alt="" width={36} height={36} loading="lazy" />
  ) : (
    <span className="comment__avatar" aria-hidden="true">
      {Array.from(name)[0]?.toUpperCase()}
    </span>
  );
}

/**
 * One comment: its author (picture, name, level), when, the text as text (React escapes it; `dir=auto`
 * so Arabic and Latin comments each read their own way), and its actions.
 */
export function CommentItem({
  comment,
  mine,
  actions,
  headingLevel = 3,
}: {
  comment: Comment;
  mine: boolean;
  actions: CommentActions;
  headingLevel?: 3 | 4;
}) {
  const { t, i18n } = useTranslation('comments');
  const { locale } = usePageContext();
  const now = useNow();
  const name = authorName(comment.author, (uid) => t('item.fallbackName', { uid }));
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="comment" data-comment={comment.id}>
      <Avatar src={comment.author.avatar} name={name} />
      <div className="comment__main">
        <header className="comment__head">
          <Heading className="comment__author">
            <bdi>{name}</bdi>
          </Heading>
          <span className="comment__level">{t('item.level', { level: comment.author.level })}</span>
          {comment.pinned && <span className="comment__pinned">{t('item.pinned')}</span>}
          <time
            className="comment__time"
            dateTime={comment.createdAt}
            title={formatTime(comment.createdAt, locale)}
            suppressHydrationWarning
          >
            {relativeTime(comment.createdAt, now, locale)}
          </time>
        </header>
        <p className="comment__body" dir="auto">
          {comment.body}
        </p>
        <div className="comment__actions">
          <button
            type="button"
            className="comment__action"
            aria-pressed={comment.liked}
            aria-label={t('item.like', { count: formatNumber(comment.likes, i18n.language) })}
            onClick={() => void actions.onLike(comment)}
          >
            <svg className="icon comment__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
            </svg>
            <span aria-hidden="true">{formatNumber(comment.likes, i18n.language)}</span>
          </button>
          {actions.onReply && (
            <button type="button" className="comment__action" onClick={() => actions.onReply?.(comment)}>
              {t('item.reply')}
            </button>
          )}
          {!mine && actions.onReport && (
            <button
              type="button"
              className="comment__action"
              aria-haspopup="dialog"
              onClick={() => actions.onReport?.(comment)}
            >
              {t('item.report')}
            </button>
          )}
          {mine && actions.onDelete && (
            <button
              type="button"
              className="comment__action"
              onClick={() => void actions.onDelete?.(comment)}
            >
              {t('item.delete')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
