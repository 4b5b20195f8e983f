import { z } from 'zod';
import { DomainError } from '../../../shared/errors.ts';
import {
  hotVideoParamsSchema,
  hotVideoQuerySchema,
  videoCardSchema,
  videoDetailSchema,
  videoIdBodySchema,
  videoIdQuerySchema,
  videoListQuerySchema,
  videoMatchQuerySchema,
  videoPageSchema,
  videoParamsSchema,
} from '../../../shared/videos/contract.ts';
import { HOT_VIDEO_TYPES } from '../../../shared/videos/model.ts';
import { databaseId } from '../../../shared/wire.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { VideosService } from './service.ts';

const tags = ['videos'];

/**
 * Videos for viewers (spec section 7, "Content"): `{game}/video{id}` (one video; counts a view),
 * `hot/video/{type}` (today's or the week's hot videos), and the lists, related videos and a match's
 * videos the pages show.
 */
export function videosRoutes(videos: VideosService): ApiPlugin {
  const language = (request: { ctx: { language: string } | undefined }) => request.ctx?.language ?? 'en_US';
  const game = async (slug: string | undefined) => (slug === undefined ? null : videos.gameId(slug));

  return async (api) => {
    api.get(
      '/videos/list',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "A page of videos (24) in the viewer's language (English while it has none), newest first; of a game and category when given",
          tags,
          querystring: videoListQuerySchema,
          response: { 200: successSchema(videoPageSchema) },
        },
      },
      async (request) =>
        ok(
          await videos.list(language(request), {
            gameId: await game(request.query.game),
            category: request.query.category,
            page: request.query.page,
          }),
        ),
    );

    api.get(
      '/:game/video:id',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Spec: one published video (`{game}/video{id}`) with its source and match; counts a view',
          tags,
          params: videoParamsSchema,
          response: { 200: successSchema(videoDetailSchema) },
        },
      },
      async (request) => {
        const id = databaseId(request.params.id);
        if (id === undefined) throw new DomainError('notFound', 'videoNotFound');
        return ok(await videos.watch(id));
      },
    );

    api.get(
      '/hot/video/:type',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "Spec: hot videos by views and interactions, `1` today's and `2` the last seven days' (of a game when given)",
          tags,
          params: hotVideoParamsSchema,
          querystring: hotVideoQuerySchema,
          response: { 200: successSchema(z.array(videoCardSchema)) },
        },
      },
      async (request) =>
        ok(
          await videos.hot(
            language(request),
            await game(request.query.game),
            HOT_VIDEO_TYPES[request.params.type],
          ),
        ),
    );

    api.get(
      '/videos/related',
      {
        config: { access: 'public' },
        schema: {
          summary: "A video's related videos: of the same match first, then of its game and language",
          tags,
          querystring: videoIdQuerySchema,
          response: { 200: successSchema(z.array(videoCardSchema)) },
        },
      },
      async (request) => ok(await videos.related(request.query.id)),
    );

    api.get(
      '/videos/byMatch',
      {
        config: { access: 'public' },
        schema: {
          summary: "A match's published videos (its page's Playback tab), newest first",
          tags,
          querystring: videoMatchQuerySchema,
          response: { 200: successSchema(z.array(videoCardSchema)) },
        },
      },
      async (request) => ok(await videos.ofMatch(request.query.matchId)),
    );

    api.post(
      '/videos/view',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "A viewer's view of a published video, sent by its page in the browser (within reason per address: a refused view answers counted: false)",
          tags,
          body: videoIdBodySchema,
          response: { 200: successSchema(z.object({ counted: z.boolean() })) },
        },
      },
      async (request) => ok(await videos.view(request.body.id, request.ip)),
    );
  };
}
