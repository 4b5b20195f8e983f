import multipart from '@fastify/multipart';
import { z } from 'zod';
import { DomainError } from '../../../shared/errors.ts';
import { FALLBACK_LANGUAGE } from '../../../shared/i18n/languages.ts';
import {
  hotPostSchema,
  hotQuerySchema,
  likeResultSchema,
  postIdBodySchema,
  postIdQuerySchema,
  postPageSchema,
  postSchema,
  reportPostBodySchema,
  reportResultSchema,
  userIdParamsSchema,
  userItemsParamsSchema,
} from '../../../shared/posts/contract.ts';
import { POST_BODY_MAX, POST_IMAGE_MAX_BYTES, POST_IMAGES_MAX } from '../../../shared/posts/model.ts';
import { requireUser } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { PostsService } from './service.ts';

const tags = ['posts'];

/** Reading posts: anyone (mounted in the `public` scope); the viewer's likes when signed in. */
export const postsRoutes =
  (posts: PostsService): ApiPlugin =>
  async (api) => {
    api.get(
      '/user/:userId/:type/:pageIndex',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "A user's items of a type, newest first, 20 a page: `post` (their posts; their own hidden ones too for themselves); `news` and `video` answer empty pages until users publish those",
          tags,
          params: userItemsParamsSchema,
          response: { 200: successSchema(postPageSchema) },
        },
      },
      async (request) => {
        const { userId, type, pageIndex } = request.params;
        return ok(await posts.userItems(userId, type, pageIndex, request.ctx?.user?.uid ?? null));
      },
    );

    api.get(
      '/posts/detail',
      {
        config: { access: 'public' },
        schema: {
          summary: 'One published post (its author also sees it hidden); counts a view for the hot lists',
          tags,
          querystring: postIdQuerySchema,
          response: { 200: successSchema(postSchema) },
        },
      },
      async (request) => ok(await posts.detail(request.query.id, request.ctx?.user?.uid ?? null)),
    );

    api.get(
      '/news/userHot/:userId',
      {
        config: { access: 'public' },
        schema: {
          summary: "A user's hottest posts of the day (`period=day`) or the last seven days (`week`)",
          tags,
          params: userIdParamsSchema,
          querystring: hotQuerySchema,
          response: { 200: successSchema(z.array(hotPostSchema)) },
        },
      },
      async (request) =>
        ok(await posts.userHot(request.params.userId, request.query.period, request.ctx?.user?.uid ?? null)),
    );

    api.get(
      '/posts/hot',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Hot posts across the site, daily (`period=day`) or weekly (`week`), by views and interactions',
          tags,
          querystring: hotQuerySchema,
          response: { 200: successSchema(z.array(hotPostSchema)) },
        },
      },
      async (request) => ok(await posts.hot(request.query.period, request.ctx?.user?.uid ?? null)),
    );
  };

/** Multipart's own failures, as the user's translated messages. */
function uploadFailure(error: unknown): DomainError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT')
    return new DomainError('invalid', 'postTooManyImages', { max: POST_IMAGES_MAX });
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new DomainError('tooLarge', 'imageTooLarge', { max: POST_IMAGE_MAX_BYTES / 1024 / 1024 });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new DomainError('invalid', 'validation', { field: 'body' });
  return new DomainError('invalid', 'uploadFailed');
}

/** Writing, liking, deleting and reporting posts: signed-in users (mounted in the `account` scope). */
export const postsAccountRoutes =
  (posts: PostsService): ApiPlugin =>
  async (api) => {
    await api.register(multipart, {
      limits: {
        fileSize: POST_IMAGE_MAX_BYTES,
        files: POST_IMAGES_MAX,
        fields: 4,
        parts: POST_IMAGES_MAX + 4,
        // The text is at most 2000 characters (4 bytes each at worst): a longer field is refused whole.
        fieldSize: POST_BODY_MAX * 4 + 1024,
      },
    });

    api.post(
      '/posts/add',
      {
        config: { access: 'user' },
        schema: {
          summary:
            'Write a post (multipart: text field `body`, 1–2000 characters; up to 9 image files, PNG, JPEG or WebP by content, 8 MB and 24 megapixels each). Banned words are masked or refuse it; muted users are refused; 10 posts an hour',
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: successSchema(postSchema) },
        },
      },
      async (request) => {
        const { uid } = requireUser(request.ctx);
        if (!request.isMultipart()) throw new DomainError('invalid', 'validation', { field: 'body' });
        let body: string | undefined;
        const images: Buffer[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              images.push(await part.toBuffer());
            } else if (part.fieldname === 'body') {
              if (part.valueTruncated)
                throw new DomainError('invalid', 'postTooLong', { max: POST_BODY_MAX });
              body = typeof part.value === 'string' ? part.value : String(part.value ?? '');
            }
          }
        } catch (error) {
          if (error instanceof DomainError) throw error;
          throw uploadFailure(error);
        }
        const language = request.ctx?.language ?? FALLBACK_LANGUAGE;
        return ok(await posts.add(uid, language, { body, images }));
      },
    );

    api.post(
      '/posts/like',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Like a published post, or take the like back (answers the new state and count)',
          tags,
          body: postIdBodySchema,
          response: { 200: successSchema(likeResultSchema) },
        },
      },
      async (request) => ok(await posts.like(requireUser(request.ctx).uid, request.body.id)),
    );

    api.post(
      '/posts/delete',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Delete one of your own posts (it is no longer shown anywhere)',
          tags,
          body: postIdBodySchema,
          response: { 200: successSchema(z.literal(true)) },
        },
      },
      async (request) => {
        await posts.remove(requireUser(request.ctx).uid, request.body.id);
        return ok(true as const);
      },
    );

    api.post(
      '/posts/report',
      {
        config: { access: 'user' },
        schema: {
          summary:
            "Report another user's post (inappropriate speech, personal attack, nickname, advertising, avatar, spamming): queued for the reviewers, once while pending, 20 a day",
          tags,
          body: reportPostBodySchema,
          response: { 200: successSchema(reportResultSchema) },
        },
      },
      async (request) => ok(await posts.report(requireUser(request.ctx).uid, request.body)),
    );
  };
