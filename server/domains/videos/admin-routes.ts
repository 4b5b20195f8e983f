import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { consolePageSchema } from '../../../shared/console/contract.ts';
import { DomainError, isDomainError } from '../../../shared/errors.ts';
import {
  editorVideoQuerySchema,
  editorVideoRowSchema,
  editorVideoSchema,
  saveVideoBodySchema,
  uploadedCoverSchema,
  uploadedVideoSchema,
  videoIdBodySchema,
  videoIdQuerySchema,
} from '../../../shared/videos/contract.ts';
import { VIDEO_MAX_BYTES } from '../../../shared/videos/model.ts';
import { staffActor } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { IMAGE_MAX_BYTES } from '../../media/images.ts';
import type { VideosService } from './service.ts';

const tags = ['videos', 'admin'];

/** The multipart upload's file, or the refusal: not multipart, no file, or a broken request. */
async function uploadedFile(request: FastifyRequest, fileSize: number, none: DomainError) {
  try {
    const file = await request.file({ limits: { fileSize, files: 1, fields: 2 } });
    if (!file) throw none;
    return file;
  } catch (err) {
    if (isDomainError(err)) throw err;
    if ((err as { statusCode?: number }).statusCode === 413) throw none;
    // Not multipart at all (a JSON body), or a request the parser could not read.
    throw new DomainError('invalid', 'uploadFailed');
  }
}

/** The video editor in the console (`/java/admin/videos*`): editors (administrators act as editors). */
export const videosAdminRoutes =
  (videos: VideosService): ApiPlugin =>
  async (api) => {
    await api.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 2 } });
    const actor = (request: Parameters<typeof staffActor>[0]) => staffActor(request, 'editor');

    api.get(
      '/videos',
      {
        config: { access: 'editor' },
        schema: {
          summary:
            'Editors: every video in any state, last changed first (by state, language, game, title words)',
          tags,
          querystring: editorVideoQuerySchema,
          response: { 200: successSchema(consolePageSchema(editorVideoRowSchema)) },
        },
      },
      async (request) => {
        const { game, ...query } = request.query;
        const gameId = game === undefined ? undefined : await videos.gameId(game);
        return ok(await videos.editorList({ ...query, gameId }));
      },
    );

    api.get(
      '/videos/detail',
      {
        config: { access: 'editor' },
        schema: {
          summary: 'Editors: one video as the editor loads it (source, cover, match, state)',
          tags,
          querystring: videoIdQuerySchema,
          response: { 200: successSchema(editorVideoSchema) },
        },
      },
      async (request) => ok(await videos.editorVideo(request.query.id)),
    );

    api.post(
      '/videos/save',
      {
        config: { access: 'editor' },
        schema: {
          summary:
            'Editors: create or update a video (an uploaded file or an https address of an allowed host); draft, schedule at a UTC time or publish',
          tags,
          body: saveVideoBodySchema,
          response: { 200: successSchema(editorVideoSchema) },
        },
      },
      async (request) => ok(await videos.save(actor(request), request.body)),
    );

    api.post(
      '/videos/publish',
      {
        config: { access: 'editor' },
        schema: {
          summary: 'Editors: publish a video now (a draft, a scheduled or an unpublished one)',
          tags,
          body: videoIdBodySchema,
          response: { 200: successSchema(editorVideoSchema) },
        },
      },
      async (request) => ok(await videos.publish(actor(request), request.body.id)),
    );

    api.post(
      '/videos/unpublish',
      {
        config: { access: 'editor' },
        schema: {
          summary: 'Editors: take a published (or scheduled) video off the site; its page becomes a 404',
          tags,
          body: videoIdBodySchema,
          response: { 200: successSchema(editorVideoSchema) },
        },
      },
      async (request) => ok(await videos.unpublish(actor(request), request.body.id)),
    );

    api.post(
      '/videos/upload',
      {
        config: { access: 'editor' },
        schema: {
          summary: `Editors: upload a video file (multipart field "file"): an MP4 with H.264 video and AAC sound, checked by content, at most ${VIDEO_MAX_BYTES / 1024 / 1024} MB; streamed to disk`,
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: successSchema(uploadedVideoSchema) },
        },
      },
      async (request) => {
        actor(request);
        const file = await uploadedFile(
          request,
          VIDEO_MAX_BYTES,
          new DomainError('tooLarge', 'videoTooLarge', { max: VIDEO_MAX_BYTES / 1024 / 1024 }),
        );
        return ok(await videos.upload(file.file));
      },
    );

    api.post(
      '/videos/cover',
      {
        config: { access: 'editor' },
        schema: {
          summary:
            'Editors: upload a cover picture (multipart field "file"): JPG, PNG or WebP by content, ≤ 8 MB and 24 megapixels',
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: successSchema(uploadedCoverSchema) },
        },
      },
      async (request) => {
        actor(request);
        const tooLarge = new DomainError('tooLarge', 'imageTooLarge', { max: IMAGE_MAX_BYTES / 1024 / 1024 });
        const file = await uploadedFile(request, IMAGE_MAX_BYTES, tooLarge);
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (err) {
          if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge;
          throw new DomainError('invalid', 'uploadFailed');
        }
        return ok(await videos.uploadCover(bytes));
      },
    );
  };
