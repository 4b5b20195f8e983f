import { z } from 'zod';
import {
  correctionBodySchema,
  correctionPageSchema,
  correctionSchema,
  correctionsQuerySchema,
  removeCorrectionBodySchema,
} from '../../../../shared/competitions/contract.ts';
import { staffActor } from '../../../http/access.ts';
import type { ApiPlugin } from '../../../http/api.ts';
import { ok, successSchema } from '../../../http/envelope.ts';
import type { ProfilesService } from './profiles-service.ts';

const tags = ['competitions', 'admin'];

/**
 * Operators' corrections of leagues, teams and players (mounted in the `/java/admin` scope:
 * administrators only). A correction wins over the feed until it is removed.
 */
export const competitionsAdminRoutes =
  (profiles: ProfilesService): ApiPlugin =>
  async (api) => {
    api.get(
      '/competitions/corrections',
      {
        config: { access: 'editor' },
        schema: {
          summary: 'Administrators: corrections of leagues, teams and players, newest first',
          tags,
          querystring: correctionsQuerySchema,
          response: { 200: successSchema(correctionPageSchema) },
        },
      },
      async (request) => ok(await profiles.corrections(request.query)),
    );

    api.post(
      '/competitions/correct',
      {
        config: { access: 'editor' },
        schema: {
          summary:
            "Administrators: correct a league's, team's or player's fields (name, names, founded, coaches, birth date...); the feed's later updates do not undo it",
          tags,
          body: correctionBodySchema,
          response: { 200: successSchema(correctionSchema) },
        },
      },
      async (request) => ok(await profiles.correct(request.body, staffActor(request, 'editor'))),
    );

    api.post(
      '/competitions/uncorrect',
      {
        config: { access: 'editor' },
        schema: {
          summary: "Administrators: remove corrected fields (default all): the feed's values show again",
          tags,
          body: removeCorrectionBodySchema,
          response: { 200: successSchema(z.object({ removed: z.array(z.string()) })) },
        },
      },
      async (request) => ok(await profiles.uncorrect(request.body, staffActor(request, 'editor'))),
    );
  };
