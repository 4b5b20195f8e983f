import multipart from '@fastify/multipart';
import { z } from 'zod';
import { DomainError } from '../../../shared/errors.ts';
import {
  gameLogoResetBodySchema,
  gameNamesBodySchema,
  gameOrderBodySchema,
  gameSettingsSchema,
} from '../../../shared/games/contract.ts';
import { queryInt } from '../../../shared/wire.ts';
import { staffActor } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { uploadedBytes } from '../../http/uploads.ts';
import { IMAGE_MAX_BYTES } from '../../media/images.ts';
import type { GameSettingsService } from './settings-service.ts';

const tags = ['games', 'admin'];

/** The game catalog in the console (`/java/admin/games*`): editors (administrators act as editors). */
export const gamesAdminRoutes =
  (settings: GameSettingsService): ApiPlugin =>
  async (api) => {
    await api.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2 } });

    api.get(
      '/games',
      {
        config: { access: 'editor' },
        schema: {
          summary:
            "Editors: every game with the operator's names by language, logo and place, in display order",
          tags,
          response: { 200: successSchema(z.array(gameSettingsSchema)) },
        },
      },
      async () => ok(await settings.list()),
    );

    api.post(
      '/games/names',
      {
        config: { access: 'editor' },
        schema: {
          summary:
            "Editors: a game's names by language, shown instead of the translation catalogs' (an empty one gives the language back)",
          tags,
          body: gameNamesBodySchema,
          response: { 200: successSchema(gameSettingsSchema) },
        },
      },
      async (request) => ok(await settings.setNames(staffActor(request, 'editor'), request.body)),
    );

    api.post(
      '/games/order',
      {
        config: { access: 'editor' },
        schema: {
          summary: 'Editors: the order pages list games in (every game id exactly once)',
          tags,
          body: gameOrderBodySchema,
          response: { 200: successSchema(z.array(z.number().int())) },
        },
      },
      async (request) => ok(await settings.setOrder(staffActor(request, 'editor'), request.body)),
    );

    api.post(
      '/games/logo',
      {
        config: { access: 'editor' },
        schema: {
          summary:
            'Editors: upload a game\'s logo (multipart field "file"): PNG, JPG or WebP by content, ≤ 8 MB and 24 megapixels, stored 128 px wide',
          tags,
          consumes: ['multipart/form-data'],
          querystring: z.object({ gameId: queryInt(0) }),
          response: { 200: successSchema(gameSettingsSchema) },
        },
      },
      async (request) => {
        const actor = staffActor(request, 'editor');
        const tooLarge = new DomainError('tooLarge', 'imageTooLarge', { max: IMAGE_MAX_BYTES / 1024 / 1024 });
        const bytes = await uploadedBytes(request, IMAGE_MAX_BYTES, tooLarge);
        return ok(await settings.uploadLogo(actor, request.query.gameId, bytes));
      },
    );

    api.post(
      '/games/logo/reset',
      {
        config: { access: 'editor' },
        schema: {
          summary: "Editors: give a game back the product's own logo",
          tags,
          body: gameLogoResetBodySchema,
          response: { 200: successSchema(gameSettingsSchema) },
        },
      },
      async (request) => ok(await settings.resetLogo(staffActor(request, 'editor'), request.body)),
    );
  };
