import { z } from 'zod';
import { bannedWordBodySchema, bannedWordSchema } from '../../../shared/console/contract.ts';
import { bodyId } from '../../../shared/wire.ts';
import { staffActor } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { ModerationService } from './service.ts';

const tags = ['console', 'admin'];

/** The banned-words list in the console (`/java/admin/words*`): editors. */
export const moderationAdminRoutes =
  (moderation: ModerationService): ApiPlugin =>
  async (api) => {
    const actor = (request: Parameters<typeof staffActor>[0]) => staffActor(request, 'editor');

    api.get(
      '/words',
      {
        config: { access: 'editor' },
        schema: {
          summary: 'Editors: the banned-words list, by language (* = every language)',
          tags,
          response: { 200: successSchema(z.array(bannedWordSchema)) },
        },
      },
      async () => ok(await moderation.list()),
    );

    api.post(
      '/words/add',
      {
        config: { access: 'editor' },
        schema: {
          summary: 'Editors: add a banned word (mask it, or refuse texts holding it)',
          tags,
          body: bannedWordBodySchema,
          response: { 200: successSchema(bannedWordSchema) },
        },
      },
      async (request) => ok(await moderation.add(actor(request), request.body)),
    );

    api.post(
      '/words/remove',
      {
        config: { access: 'editor' },
        schema: {
          summary: 'Editors: remove a banned word',
          tags,
          body: z.object({ id: bodyId() }),
          response: { 200: successSchema(z.object({ removed: z.literal(true) })) },
        },
      },
      async (request) => {
        await moderation.remove(actor(request), request.body.id);
        return ok({ removed: true as const });
      },
    );
  };
