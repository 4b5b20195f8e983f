import { z } from 'zod';
import { gameListQuerySchema, gameSchema } from '../../../shared/games/contract.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { GamesService } from './service.ts';

/** The game catalog (public). */
export const gamesRoutes =
  (games: GamesService): ApiPlugin =>
  async (api) => {
    const options = {
      config: { access: 'public' as const },
      schema: {
        summary: 'The game catalog: every sport and esport covered, in display order',
        tags: ['games'],
        querystring: gameListQuerySchema,
        response: { 200: successSchema(z.array(gameSchema)) },
      },
    };
    for (const url of ['/game/v3/getPCGameSource', '/game/getPCGameSource']) {
      api.get(url, options, async (request) => {
        const all = await games.list();
        return ok(request.query.kind ? all.filter((g) => g.kind === request.query.kind) : all);
      });
    }
  };
