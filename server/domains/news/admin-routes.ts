import multipart from '@fastify/multipart';
import { z } from 'zod';
import { consolePageSchema } from '../../../shared/console/contract.ts';
import { DomainError } from '../../../shared/errors.ts';
import {
  editorArticleSchema,
  editorNewsQuerySchema,
  editorNewsRowSchema,
  newsIdQuerySchema,
  publishNewsBodySchema,
  saveNewsBodySchema,
} from '../../../shared/news/contract.ts';
import { staffActor } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { IMAGE_MAX_BYTES } from '../../media/images.ts';
import type { NewsService } from './service.ts';

const tags = ['news', 'admin'];

/** The news editor in the console (`/java/admin/news*`): editors. */
export const newsAdminRoutes =
  (news: NewsService): ApiPlugin =>
  async (api) => {
    await api.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2 } });
    const actor = (request: Parameters<typeof staffActor>[0]) => staffActor(request, 'editor');

    api.get(
      '/news',
      {
        config: { access: 'editor' },
        schema: {
          summary:
            'Editors: every article in any state, last changed first (by state, language, title words)',
          tags,
          querystring: editorNewsQuerySchema,
          response: { 200: successSchema(consolePageSchema(editorNewsRowSchema)) },
        },
      },
      async (request) => ok(await news.editorList(request.query)),
    );

    api.get(
      '/news/detail',
      {
        config: { access: 'editor' },
        schema: {
          summary: 'Editors: one article as the editor loads it (body, links, translations, state)',
          tags,
          querystring: newsIdQuerySchema,
          response: { 200: successSchema(editorArticleSchema) },
        },
      },
      async (request) => ok(await news.editorArticle(request.query.id)),
    );

    api.post(
      '/news/save',
      {
        config: { access: 'editor' },
        bodyLimit: 1024 * 1024,
        schema: {
          summary:
            'Editors: create (optionally as a translation of a story) or update an article; the body is sanitised on the server',
          tags,
          body: saveNewsBodySchema,
          response: { 200: successSchema(editorArticleSchema) },
        },
      },
      async (request) => ok(await news.save(actor(request), request.body)),
    );

    api.post(
      '/news/status',
      {
        config: { access: 'editor' },
        schema: {
          summary: 'Editors: publish now, schedule at a UTC time, unpublish, or back to draft',
          tags,
          body: publishNewsBodySchema,
          response: { 200: successSchema(editorArticleSchema) },
        },
      },
      async (request) => ok(await news.setStatus(actor(request), request.body)),
    );

    api.post(
      '/news/image',
      {
        config: { access: 'editor' },
        schema: {
          summary:
            'Editors: upload a cover or body image (multipart field "file"): JPG, PNG or WebP by content, ≤ 8 MB and 24 megapixels',
          tags,
          consumes: ['multipart/form-data'],
          response: {
            200: successSchema(z.object({ path: z.string(), width: z.number(), height: z.number() })),
          },
        },
      },
      async (request) => {
        actor(request);
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) throw new DomainError('invalid', 'imageType');
          bytes = await file.toBuffer();
        } catch (err) {
          if (err instanceof DomainError) throw err;
          if ((err as { statusCode?: number }).statusCode === 413) {
            throw new DomainError('tooLarge', 'imageTooLarge', { max: IMAGE_MAX_BYTES / 1024 / 1024 });
          }
          throw new DomainError('invalid', 'uploadFailed');
        }
        return ok(await news.uploadImage(bytes));
      },
    );
  };
