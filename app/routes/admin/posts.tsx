import { type FormEvent, useId } from 'react';
import type { AdminPost, AdminPostPage } from '../../../shared/posts/contract.ts';
import { POST_STATUSES, type PostStatus } from '../../../shared/posts/model.ts';
import { ConsoleLayout, useConsole } from '../../features/console/ConsoleLayout.tsx';
import { type ConsoleColumn, ConsoleTable } from '../../features/console/ConsoleTable.tsx';
import { ConsoleFilters, FilterField, FilterSelect } from '../../features/console/Filters.tsx';
import { UserLink } from '../../features/console/parts.tsx';
import { useConsoleAction } from '../../features/console/use-console-action.ts';
import { PostsTranslations } from '../../features/posts/PostsTranslations.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { api } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { pageHead } from '../../seo/head.ts';
import { FormMessage } from '../../ui/form.tsx';
import { Link } from '../../ui/links.tsx';
import '../../features/posts/posts.css';
import type { Route } from './+types/posts.ts';
import { consolePostsLoader } from './posts.server.ts';

/**
 * /admin/posts: users' posts in any state, by state and author, newest first; reviewers hide,
 * restore or delete one with an optional reason (`POST admin/posts/moderate`, audited). The role is
 * checked again here and by every call.
 */
export const loader = ({ context, request }: Route.LoaderArgs) => consolePostsLoader(context, request);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consolePosts' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsolePostsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLayout view={loaderData.view} page="consolePosts">
      <PostsTranslations catalog={loaderData.postsCatalog}>
        <PostsTable query={loaderData.query} list={loaderData.list} />
      </PostsTranslations>
    </ConsoleLayout>
  );
}

const moderate = (id: number, status: PostStatus, reason: string) =>
  api().post<AdminPost>('/admin/posts/moderate', {
    id,
    status,
    ...(reason.trim() ? { reason: reason.trim() } : {}),
  });

function PostsTable({ query, list }: { query: { status: string; uid: string }; list: AdminPostPage }) {
  const { t } = useTranslation('posts');
  const { locale } = usePageContext();
  const { time } = useConsole();
  const n = (value: number) => formatNumber(value, locale);
  const columns: ConsoleColumn<AdminPost>[] = [
    {
      key: 'post',
      header: t('admin.post'),
      className: 'user-table__wrap',
      cell: (post) => (
        <div className="admin-post">
          {post.status === 'published' ? (
            <Link
              to={`/userInfo/${post.authorUid}?post=${post.id}`}
              className="console-link admin-post__text"
              dir="auto"
            >
              {post.body}
            </Link>
          ) : (
            <span className="admin-post__text" dir="auto">
              {post.body}
            </span>
          )}
          {post.images.length > 0 && (
            <span className="admin-post__images">
              {post.images.slice(0, 3).map((src) => (
                <img
                  key={src}
                  className="admin-post__thumb"
                  src={src}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                />
              ))}
              <span className="console-muted">
                {t('admin.imagesCount', { count: n(post.images.length) })}
              </span>
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'author',
      header: t('admin.author'),
      cell: (post) => (
        <UserLink uid={post.authorUid}>
          <bdi>{post.author.username ?? post.authorUid}</bdi>
        </UserLink>
      ),
    },
    {
      key: 'created',
      header: t('admin.created'),
      cell: (post) => <time dateTime={post.createdAt}>{time(post.createdAt)}</time>,
    },
    {
      key: 'counts',
      header: t('admin.counts'),
      className: 'user-table__number',
      cell: (post) => `${n(post.views)} · ${n(post.likes)} · ${n(post.comments)}`,
    },
    {
      key: 'status',
      header: t('admin.status'),
      cell: (post) => (
        <span className={`post-status post-status--${post.status}`}>{t(`status.${post.status}`)}</span>
      ),
    },
    { key: 'actions', header: t('admin.actions'), cell: (post) => <ModerateForm post={post} /> },
  ];
  return (
    <>
      <ConsoleFilters label={t('admin.filters')}>
        <FilterSelect
          name="status"
          label={t('admin.status')}
          value={query.status}
          options={[
            { value: '', label: t('admin.allStatuses') },
            ...POST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
        />
        <FilterField name="uid" label={t('admin.uid')} value={query.uid} inputMode="numeric" maxLength={10} />
      </ConsoleFilters>
      <ConsoleTable
        caption={t('admin.list')}
        columns={columns}
        rows={list.list}
        rowKey={(post) => post.id}
        empty={t('admin.empty')}
        paging={list}
      />
    </>
  );
}

/** Hide, restore or delete one post, with an optional reason (a deleted post offers nothing). */
function ModerateForm({ post }: { post: AdminPost }) {
  const { t } = useTranslation('posts');
  const { busy, done, run } = useConsoleAction();
  const reasonId = useId();
  if (post.status === 'deleted') return <span className="console-muted">—</span>;
  const targets: PostStatus[] =
    post.status === 'published' ? ['hidden', 'deleted'] : ['published', 'deleted'];
  const label: Record<PostStatus, string> = {
    hidden: t('admin.hide'),
    published: t('admin.restore'),
    deleted: t('admin.delete'),
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const status = submitter?.value as PostStatus | undefined;
    if (!status) return;
    const reason = new FormData(event.currentTarget).get('reason');
    void run(() => moderate(post.id, status, typeof reason === 'string' ? reason : ''), t('admin.done'));
  }

  return (
    <form className="admin-post__moderate" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={reasonId}>
        {t('admin.reason')}
      </label>
      <input
        id={reasonId}
        name="reason"
        className="form-field__input admin-post__reason"
        placeholder={t('admin.reason')}
        maxLength={200}
      />
      <span className="admin-post__buttons">
        {targets.map((status) => (
          <button
            key={status}
            type="submit"
            value={status}
            className={`button button--quiet${status === 'deleted' ? ' post-action--danger' : ''}`}
            disabled={busy}
          >
            {label[status]}
          </button>
        ))}
      </span>
      <FormMessage info={done} />
    </form>
  );
}
