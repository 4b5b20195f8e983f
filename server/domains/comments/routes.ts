import { z } from 'zod';
import {
  addCommentBodySchema,
  commentIdBodySchema,
  commentSchema,
  commentsPageSchema,
  likeResultSchema,
  listCommentsQuerySchema,
  newsCommentParamsSchema,
  repliesPageSchema,
  repliesQuerySchema,
  reportCommentBodySchema,
  reportCommentResultSchema,
} from '../../../shared/comments/contract.ts';
import { FALLBACK_LANGUAGE } from '../../../shared/i18n/languages.ts';
import { requireUser } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import type { RequestContext } from '../../http/context.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { Catalogs } from '../../i18n/catalogs.ts';
import type { CommentsService } from './service.ts';

const tags = ['comments'];

const viewerOf = (request: { ctx?: RequestContext | undefined }) => request.ctx?.user?.uid ?? null;

/** Reading comments (mounted in the `public` scope): anyone; `liked` is the signed-in viewer's. */
export const commentsRoutes =
  (comments: CommentsService): ApiPlugin =>
  async (api) => {
    // The spec's call: GET /java/{game}/newsComment{id}/{pageIndex}. Its static part wins over the
    // match tabs' `/:game/:matchId/:tab`.
    api.get(
      '/:game/newsComment:id/:pageIndex',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "A news article's comments, page N (20 a page): top-level comments, pinned first then newest, each with its latest 3 replies",
          tags,
          params: newsCommentParamsSchema,
          response: { 200: successSchema(commentsPageSchema) },
        },
      },
      async (request) =>
        ok(await comments.list('news', request.params.id, request.params.pageIndex, viewerOf(request))),
    );

    api.get(
      '/comments/list',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Comments of a news article, video or user post, page N (20 a page): pinned first then newest, each with its latest 3 replies and its reply count',
          tags,
          querystring: listCommentsQuerySchema,
          response: { 200: successSchema(commentsPageSchema) },
        },
      },
      async (request) =>
        ok(await comments.list(request.query.kind, request.query.id, request.query.page, viewerOf(request))),
    );

    api.get(
      '/comments/replies',
      {
        config: { access: 'public' },
        schema: {
          summary: "One comment's replies, newest first, page N (20 a page)",
          tags,
          querystring: repliesQuerySchema,
          response: { 200: successSchema(repliesPageSchema) },
        },
      },
      async (request) => ok(await comments.replies(request.query.id, request.query.page, viewerOf(request))),
    );
  };

/** Writing comments (mounted in the `account` scope): signed-in users only (guests get errorCode 3000). */
export const commentsAccountRoutes =
  (comments: CommentsService, catalogs: Catalogs): ApiPlugin =>
  async (api) => {
    api.post(
      '/comments/add',
      {
        config: { access: 'user' },
        schema: {
          summary:
            'Comment on a news article, video or post, or reply to a top-level comment (1–1000 characters; banned words masked or refused; muted users refused; 5 a minute, 100 a day)',
          tags,
          body: addCommentBodySchema,
          response: { 200: successSchema(commentSchema) },
        },
      },
      async (request) => ok(await comments.add(requireUser(request.ctx).uid, request.body)),
    );

    api.post(
      '/comments/like',
      {
        config: { access: 'user' },
        schema: {
          summary:
            'Like a published comment, or take the like back (a toggle); answers the new state and count',
          tags,
          body: commentIdBodySchema,
          response: { 200: successSchema(likeResultSchema) },
        },
      },
      async (request) => ok(await comments.like(requireUser(request.ctx).uid, request.body.id)),
    );

    api.post(
      '/comments/delete',
      {
        config: { access: 'user' },
        schema: {
          summary:
            "Delete one's own comment (kept as deleted for the moderators; no longer shown or counted)",
          tags,
          body: commentIdBodySchema,
          response: { 200: successSchema(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => ok(await comments.remove(requireUser(request.ctx).uid, request.body.id)),
    );

    api.post(
      '/comments/report',
      {
        config: { access: 'user' },
        schema: {
          summary:
            "Report a comment with one of the spec's six reasons: it goes to the console's `comments` review queue; answers the report success message",
          tags,
          body: reportCommentBodySchema,
          response: { 200: successSchema(reportCommentResultSchema) },
        },
      },
      async (request) => {
        const { queued } = await comments.report(requireUser(request.ctx).uid, request.body);
        const t = catalogs.t(request.ctx?.language ?? FALLBACK_LANGUAGE);
        return ok({ queued, message: t('comments:report.done') });
      },
    );
  };
