import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Comment, CommentsPage, CommentThread } from '../../../shared/comments/contract.ts';
import type { CommentTargetKind } from '../../../shared/comments/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { showToast } from '../../ui/toast-store.ts';
import { openLoginModal } from '../auth/index.ts';
import { type CommentActions, CommentItem } from './CommentItem.tsx';
import { Composer } from './Composer.tsx';
import { deleteComment, fetchComments, fetchReplies, toggleLike } from './comments-api.ts';
import { addReply, addThread, appendPage, authorName, removeComment, updateComment } from './model.ts';
import { ReportDialog } from './ReportDialog.tsx';
import { type CommentViewer, useCommentViewer } from './viewer.ts';
import '../../ui/form.css';
import './comments.css';

interface Listed {
  threads: CommentThread[];
  page: number;
  total: number;
  hasMore: boolean;
}

const listed = (page: CommentsPage): Listed => ({
  threads: page.list,
  page: page.page,
  total: page.total,
  hasMore: page.hasMore,
});

/**
 * The comments of a news article, video or user post (issue 15): the first page loads in the browser
 * (or comes with the page as `initial`), pinned first then newest, each with its latest replies;
 * signed-in readers write, reply (one level), like, report and delete their own; guests are offered
 * the sign-in dialog. Texts are shown as text, never as HTML.
 */
export function CommentsPanel({
  kind,
  id,
  count,
  initial,
}: {
  kind: CommentTargetKind;
  id: number;
  /** The target's comment count as its page knows it (the heading shows it). */
  count?: number;
  /** The first page, when the page's loader read it (for the viewer the page was rendered for). */
  initial?: CommentsPage;
}) {
  const { t, i18n } = useTranslation('comments');
  const viewer = useCommentViewer();
  const headingId = useId();
  const [data, setData] = useState<Listed | null>(initial ? listed(initial) : null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(initial ? 'ready' : 'loading');
  const [more, setMore] = useState(false);
  const [delta, setDelta] = useState(0);
  const [replyTo, setReplyTo] = useState<{ threadId: number; name: string } | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  // What the list shows was read for this target and viewer (`liked` is the viewer's).
  const loadedFor = useRef<string | null>(initial ? `${kind}:${id}:${viewer?.uid ?? 0}` : null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for the same page again
  useEffect(() => {
    const key = `${kind}:${id}:${viewer?.uid ?? 0}`;
    if (loadedFor.current === key) return;
    let live = true;
    setState('loading');
    // The app shell configures the API client in an effect React runs after this one: wait a tick.
    Promise.resolve()
      .then(() => fetchComments(kind, id, 1))
      .then(
        (page) => {
          if (!live) return;
          loadedFor.current = key;
          setData(listed(page));
          setDelta(0);
          setState('ready');
        },
        () => {
          if (live) setState('failed');
        },
      );
    return () => {
      live = false;
    };
  }, [kind, id, viewer?.uid, round]);

  const change = useCallback((update: (threads: CommentThread[]) => CommentThread[]) => {
    setData((current) => (current ? { ...current, threads: update(current.threads) } : current));
  }, []);

  async function loadMore() {
    if (!data) return;
    setMore(true);
    try {
      const page = await fetchComments(kind, id, data.page + 1);
      setData((current) =>
        current
          ? {
              threads: appendPage(current.threads, page.list),
              page: page.page,
              total: page.total,
              hasMore: page.hasMore,
            }
          : current,
      );
    } catch {
      // The API client has shown the failure; the button stays for another try.
    } finally {
      setMore(false);
    }
  }

  const signIn = () => openLoginModal(1, t('guest.text'));
  const nameOf = (comment: Comment) => authorName(comment.author, (uid) => t('item.fallbackName', { uid }));

  const actions: CommentActions = viewer
    ? {
        onLike: async (comment) => {
          try {
            const result = await toggleLike(comment.id);
            change((threads) => updateComment(threads, comment.id, (c) => ({ ...c, ...result })));
            return result;
          } catch {
            return null; // shown by the API client
          }
        },
        onReply: (comment) => setReplyTo({ threadId: comment.parentId ?? comment.id, name: nameOf(comment) }),
        onReport: (comment) => setReporting(comment.id),
        onDelete: async (comment) => {
          if (!window.confirm(t('item.deleteConfirm'))) return false;
          try {
            await deleteComment(comment.id);
            change((threads) => removeComment(threads, comment));
            setDelta((n) => n - 1);
            showToast(t('item.deleted'), 'info');
            return true;
          } catch {
            return false; // shown by the API client
          }
        },
      }
    : {
        onLike: async () => {
          signIn();
          return null;
        },
        onReply: signIn,
        onReport: signIn,
      };

  const base = count ?? data?.total;
  const shown = base === undefined ? null : Math.max(0, base + delta);

  return (
    <section className="comments" aria-labelledby={headingId}>
      <h2 id={headingId} className="comments__title">
        {shown === null ? t('title') : t('titleCount', { count: formatNumber(shown, i18n.language) })}
      </h2>
      {viewer ? (
        <Composer
          kind={kind}
          id={id}
          label={t('composer.label')}
          onSent={(comment) => {
            change((threads) => addThread(threads, comment));
            setData((current) => (current ? { ...current, total: current.total + 1 } : current));
            setDelta((n) => n + 1);
          }}
        />
      ) : (
        <div className="comments__guest">
          <p>{t('guest.text')}</p>
          <button type="button" className="button" aria-haspopup="dialog" onClick={signIn}>
            {t('guest.signIn')}
          </button>
        </div>
      )}
      {state === 'failed' ? (
        <div className="comments__state">
          <p>{t('failed')}</p>
          <button type="button" className="button button--quiet" onClick={() => setRound((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : state === 'loading' || !data ? (
        <p className="comments__state" role="status">
          {t('loading')}
        </p>
      ) : data.threads.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <>
          <ol className="comments__list">
            {data.threads.map((thread) => (
              <li key={thread.id}>
                <Thread
                  thread={thread}
                  viewer={viewer}
                  actions={actions}
                  replying={replyTo?.threadId === thread.id ? replyTo.name : null}
                  onReplied={(reply) => {
                    change((threads) => addReply(threads, reply));
                    setDelta((n) => n + 1);
                    setReplyTo(null);
                  }}
                  onCancelReply={() => setReplyTo(null)}
                  kind={kind}
                  targetId={id}
                />
              </li>
            ))}
          </ol>
          {data.hasMore && (
            <button
              type="button"
              className="button button--quiet comments__more"
              disabled={more}
              aria-busy={more || undefined}
              onClick={loadMore}
            >
              {t('more')}
            </button>
          )}
        </>
      )}
      {viewer && <ReportDialog commentId={reporting} onClose={() => setReporting(null)} />}
    </section>
  );
}

interface Expanded {
  list: Comment[];
  page: number;
  hasMore: boolean;
}

/** A top-level comment, its replies (the latest ones, or all of them page by page) and the reply box. */
function Thread({
  thread,
  viewer,
  actions,
  replying,
  onReplied,
  onCancelReply,
  kind,
  targetId,
}: {
  thread: CommentThread;
  viewer: CommentViewer | null;
  actions: CommentActions;
  /** The name of whom the viewer answers in this thread, or null when the reply box is closed. */
  replying: string | null;
  onReplied: (reply: Comment) => void;
  onCancelReply: () => void;
  kind: CommentTargetKind;
  targetId: number;
}) {
  const { t, i18n } = useTranslation('comments');
  const [expanded, setExpanded] = useState<Expanded | null>(null);
  const [busy, setBusy] = useState(false);

  async function loadReplies(page: number) {
    setBusy(true);
    try {
      const found = await fetchReplies(thread.id, page);
      setExpanded((current) => ({
        list: page === 1 || !current ? found.list : dedupe([...current.list, ...found.list]),
        page: found.page,
        hasMore: found.hasMore,
      }));
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  }

  // The thread's own copies of what changed in a loaded page of replies (likes, deletions).
  const inPage = (id: number, update: (list: Comment[]) => Comment[]) =>
    setExpanded((current) =>
      current?.list.some((r) => r.id === id) ? { ...current, list: update(current.list) } : current,
    );
  const local: CommentActions = {
    ...actions,
    onLike: async (comment) => {
      const result = await actions.onLike(comment);
      if (result)
        inPage(comment.id, (list) => list.map((r) => (r.id === comment.id ? { ...r, ...result } : r)));
      return result;
    },
    ...(actions.onDelete
      ? {
          onDelete: async (comment: Comment) => {
            const deleted = (await actions.onDelete?.(comment)) ?? false;
            if (deleted) inPage(comment.id, (list) => list.filter((r) => r.id !== comment.id));
            return deleted;
          },
        }
      : {}),
  };

  const replies = expanded ? dedupe([...thread.latestReplies, ...expanded.list]) : thread.latestReplies;
  const hidden = thread.replies - replies.length;
  const mine = (comment: Comment) => viewer?.uid === comment.author.uid;

  return (
    <div className="comment-thread">
      <CommentItem comment={thread} mine={mine(thread)} actions={local} />
      {(replies.length > 0 || replying !== null) && (
        <div className="comment-thread__replies">
          {replying !== null && (
            <Composer
              kind={kind}
              id={targetId}
              parentId={thread.id}
              label={t('composer.replyLabel', { name: replying })}
              autoFocus
              onSent={onReplied}
              onCancel={onCancelReply}
            />
          )}
          {replies.length > 0 && (
            <ol
              className="comment-thread__list"
              aria-label={t('item.repliesTo', { name: nameOf(thread, t) })}
            >
              {replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem comment={reply} mine={mine(reply)} actions={local} headingLevel={4} />
                </li>
              ))}
            </ol>
          )}
          {(hidden > 0 || expanded?.hasMore) && (
            <button
              type="button"
              className="comment-thread__more"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => loadReplies(expanded ? expanded.page + 1 : 1)}
            >
              {expanded
                ? t('item.moreReplies')
                : t('item.showReplies', { count: formatNumber(thread.replies, i18n.language) })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function nameOf(comment: Comment, t: (key: string, options?: Record<string, unknown>) => string) {
  return authorName(comment.author, (uid) => t('item.fallbackName', { uid }));
}

/** Replies in order, each once (a page may repeat one the thread already shows). */
function dedupe(list: Comment[]): Comment[] {
  const seen = new Set<number>();
  return list.filter((c) => {
    if (seen.has(c.id)) return false;
    seen.add(c.id);
    return true;
  });
}
