import { useId, useState } from 'react';
import type { Post, PostPage } from '../../../shared/posts/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { failureText } from '../../lib/api.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { RemoteState } from '../../ui/RemoteState.tsx';
import { showToast } from '../../ui/toast-store.ts';
import { Composer } from './Composer.tsx';
import { pageCount } from './model.ts';
import { PostCard } from './PostCard.tsx';
import { deletePost, fetchUserPosts } from './posts-api.ts';

/**
 * "My posts" (`/userInfo/userPost`): the composer above the user's own posts, newest first, 20 a
 * page (hidden ones marked), each with its delete. Read in the browser (the page is private).
 */
export function MyPosts({ uid }: { uid: number }) {
  const { t } = useTranslation('posts');
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const mine = useRemote(`my-posts:${uid}:${page}:${round}`, () => fetchUserPosts(uid, page));
  const headingId = useId();
  const timeZone = browserTimeZone();

  function posted(post: Post) {
    if (page === 1 && mine.remote.state === 'ready') {
      const data = mine.remote.data;
      mine.set({ ...data, list: [post, ...data.list].slice(0, data.size), total: data.total + 1 });
    } else {
      setPage(1);
      setRound((n) => n + 1);
    }
  }

  async function remove(post: Post) {
    if (!window.confirm(t('mine.confirmDelete'))) return;
    try {
      await deletePost(post.id);
      showToast(t('mine.deleted'), 'info');
      setRound((n) => n + 1);
    } catch (failure) {
      showToast(failureText(failure));
    }
  }

  return (
    <div className="my-posts">
      <Composer onPosted={posted} />
      <section className="user-section" aria-labelledby={headingId}>
        <h2 id={headingId} className="user-section__title">
          {t('mine.heading')}
        </h2>
        {mine.remote.state !== 'ready' ? (
          <RemoteState remote={mine.remote} onRetry={mine.reload} />
        ) : mine.remote.data.list.length === 0 ? (
          <EmptyState message={t('mine.empty')} />
        ) : (
          <>
            <ol className="post-list">
              {mine.remote.data.list.map((post) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    viewer={uid}
                    timeZone={timeZone}
                    actions={
                      <button
                        type="button"
                        className="button button--quiet post-action post-action--danger"
                        onClick={() => remove(post)}
                      >
                        {t('mine.delete')}
                      </button>
                    }
                  />
                </li>
              ))}
            </ol>
            <PagerButtons data={mine.remote.data} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}

/** Previous and next for a list read in the browser, with where the list is. */
export function PagerButtons({ data, onPage }: { data: PostPage; onPage: (page: number) => void }) {
  const { t } = useTranslation('posts');
  const pages = pageCount(data.total, data.size);
  if (pages <= 1) return null;
  return (
    <nav className="post-pager" aria-label={t('list.pager')}>
      <button
        type="button"
        className="button button--quiet"
        disabled={data.page <= 1}
        onClick={() => onPage(data.page - 1)}
      >
        {t('list.previous')}
      </button>
      <span className="post-pager__where">{t('list.where', { page: data.page, pages })}</span>
      <button
        type="button"
        className="button button--quiet"
        disabled={data.page >= pages}
        onClick={() => onPage(data.page + 1)}
      >
        {t('list.next')}
      </button>
    </nav>
  );
}
