import { useId, useState } from 'react';
import type { AdminComment, AdminCommentsPage } from '../../../shared/comments/contract.ts';
import {
  COMMENT_STATUSES,
  COMMENT_TARGET_KINDS,
  type CommentStatus,
  MODERATION_REASON_MAX,
  MODERATION_SOURCES,
} from '../../../shared/comments/model.ts';
import { actsAs } from '../../../shared/console/model.ts';
import { hideUserComments, moderateComment, pinComment } from '../../features/comments/comments-api.ts';
import { ConsoleLayout, useConsole } from '../../features/console/ConsoleLayout.tsx';
import { type ConsoleColumn, ConsoleTable } from '../../features/console/ConsoleTable.tsx';
import { ConsoleFilters, FilterField, FilterSelect } from '../../features/console/Filters.tsx';
import { UserLink } from '../../features/console/parts.tsx';
import { useConsoleAction } from '../../features/console/use-console-action.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageHead } from '../../seo/head.ts';
import { FormMessage } from '../../ui/form.tsx';
import type { Route } from './+types/comments.ts';
import '../../features/comments/comments-console.css';
import { commentsConsoleLoader } from './comments.server.ts';

/** /admin/comments: the moderators' comments (reviewers and administrators; pins: editors). */
export const loader = ({ context, request }: Route.LoaderArgs) => commentsConsoleLoader(context, request);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consoleComments' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleCommentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLayout view={loaderData.view} page="consoleComments">
      <CommentsConsole query={loaderData.query} list={loaderData.list} />
    </ConsoleLayout>
  );
}

interface CommentFilters {
  status: string;
  uid: number | string;
  kind: string;
  target: number | string;
}

/** The actions a state offers: every other state (`published` is "restore"). */
const MOVES: Record<CommentStatus, readonly CommentStatus[]> = {
  published: ['hidden', 'spam', 'deleted'],
  hidden: ['published', 'spam', 'deleted'],
  spam: ['published', 'hidden', 'deleted'],
  deleted: ['published', 'hidden', 'spam'],
};
const ACTION_KEY: Record<CommentStatus, string> = {
  published: 'restore',
  hidden: 'hide',
  spam: 'spam',
  deleted: 'delete',
};

/**
 * Recent comments in every state by state, author and target; a reviewer hides, marks as spam,
 * deletes or restores one (with an optional reason), or hides all of an author's comments at once;
 * an editor pins a top-level comment. After each action the page loads again from the server.
 */
export function CommentsConsole({ query, list }: { query: CommentFilters; list: AdminCommentsPage }) {
  const { t } = useTranslation('console');
  const { time, roles } = useConsole();
  const action = useConsoleAction();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const canPin = actsAs(roles, 'editor');
  const status = (row: AdminComment) => t(`comments.statuses.${row.status}`);
  const source = (row: AdminComment) =>
    row.moderationReason === null
      ? null
      : (MODERATION_SOURCES as readonly string[]).includes(row.moderationReason)
        ? t(`comments.sources.${row.moderationReason}`)
        : row.moderationReason;

  const move = (row: AdminComment, next: CommentStatus) =>
    void action.run(() => moderateComment(row.id, next, reason), t('comments.done'));
  const hideAll = (row: AdminComment) => {
    const name = row.author.username ?? `#${row.author.uid}`;
    if (!window.confirm(t('comments.hideUserConfirm', { name }))) return;
    void action.run(() => hideUserComments(row.author.uid), t('comments.hideUserDone'));
  };

  const columns: ConsoleColumn<AdminComment>[] = [
    {
      key: 'comment',
      header: t('comments.body'),
      className: 'user-table__wrap console-comment-cell',
      cell: (row) => (
        <div className="console-comment">
          <p className="console-comment__meta">
            <span className="console-muted">#{row.id}</span>
            {row.parentId !== null && (
              <span className="console-muted">{t('comments.replyTo', { id: row.parentId })}</span>
            )}
            {row.pinned && <span className="console-badge">{t('comments.pinned')}</span>}
          </p>
          <p className="console-comment__body" dir="auto">
            {row.body}
          </p>
          <p className="console-comment__meta console-muted">
            {t('comments.counts', { likes: row.likes, replies: row.replies })}
          </p>
        </div>
      ),
    },
    {
      key: 'author',
      header: t('comments.author'),
      cell: (row) => (
        <div className="console-comment__author">
          <UserLink uid={row.author.uid}>
            {row.author.username ? <bdi>{row.author.username}</bdi> : <bdi>#{row.author.uid}</bdi>}
          </UserLink>
          <button
            type="button"
            className="button button--quiet console-button--small"
            disabled={action.busy}
            onClick={() => hideAll(row)}
          >
            {t('comments.hideUser')}
          </button>
        </div>
      ),
    },
    {
      key: 'target',
      header: t('comments.on'),
      cell: (row) => t('comments.target', { kind: t(`comments.kinds.${row.kind}`), id: row.targetId }),
    },
    {
      key: 'state',
      header: t('comments.state'),
      className: 'user-table__wrap',
      cell: (row) => (
        <div className="console-comment__state">
          <span className={`console-badge console-comment-status--${row.status}`}>{status(row)}</span>
          {source(row) && <span className="console-muted">{source(row)}</span>}
          {row.moderatedBy !== null && row.moderationReason !== 'author' && (
            <span className="console-muted">
              {t('comments.by')} <UserLink uid={row.moderatedBy} />
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'written',
      header: t('comments.written'),
      cell: (row) => <time dateTime={row.createdAt}>{time(row.createdAt)}</time>,
    },
    {
      key: 'actions',
      header: t('comments.actions'),
      cell: (row) => (
        <div className="console-action__buttons console-comment__actions">
          {MOVES[row.status].map((next) => (
            <button
              key={next}
              type="button"
              className={`button console-button--small${next === 'published' ? '' : ' button--quiet'}`}
              disabled={action.busy}
              onClick={() => move(row, next)}
            >
              {t(`comments.${ACTION_KEY[next]}`)}
            </button>
          ))}
          {canPin && row.parentId === null && (
            <button
              type="button"
              className="button button--quiet console-button--small"
              aria-pressed={row.pinned}
              disabled={action.busy}
              onClick={() => void action.run(() => pinComment(row.id, !row.pinned), t('comments.done'))}
            >
              {t(row.pinned ? 'comments.unpin' : 'comments.pin')}
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <ConsoleFilters label={t('table.filters')}>
        <FilterSelect
          name="status"
          label={t('comments.status')}
          value={query.status}
          options={[
            { value: '', label: t('comments.anyStatus') },
            ...COMMENT_STATUSES.map((value) => ({ value, label: t(`comments.statuses.${value}`) })),
          ]}
        />
        <FilterField
          name="uid"
          label={t('comments.uid')}
          value={query.uid}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
        />
        <FilterSelect
          name="kind"
          label={t('comments.kind')}
          value={query.kind}
          options={[
            { value: '', label: t('comments.anyKind') },
            ...COMMENT_TARGET_KINDS.map((value) => ({ value, label: t(`comments.kinds.${value}`) })),
          ]}
        />
        <FilterField
          name="target"
          label={t('comments.targetId')}
          value={query.target}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
        />
      </ConsoleFilters>
      <div className="form-field console-comment__reason">
        <label className="form-field__label" htmlFor={reasonId}>
          {t('comments.reason')}
        </label>
        <div className="form-field__control">
          <input
            id={reasonId}
            className="form-field__input"
            maxLength={MODERATION_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </div>
      <FormMessage info={action.done} />
      <ConsoleTable
        caption={t('comments.caption')}
        columns={columns}
        rows={list.list}
        rowKey={(row) => row.id}
        empty={t('comments.empty')}
        paging={{ page: list.page, size: list.size, total: list.total }}
      />
    </>
  );
}
