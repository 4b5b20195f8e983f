import { z } from 'zod';
import type { ApiInstance } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { GamesService } from './service.ts';

export const gameSchema = z.object({
  gameId: z.number().int(),
  kind: z.enum(['esports', 'sports']),
  name: z.string(),
  abbr: z.string(),
  logo: z.string(),
  backgroundImgUrl: z.string().nullable(),
  index: z.number().int(),
});

export function gamesApi(games: GamesService) {
  return (api: ApiInstance) => {
    const listSchema = {
      summary: 'The game catalog: every sport and esport covered, in display order',
      tags: ['games'],
      querystring: z.object({ kind: z.enum(['esports', 'sports']).optional() }),
      response: { 200: successSchema(z.array(gameSchema)) },
    };
    const handler = async (request: { query: { kind?: 'esports' | 'sports' | undefined } }) => {
      const all = await games.list();
      return ok(request.query.kind ? all.filter((g) => g.kind === request.query.kind) : all);
    };
    api.get('/game/v3/getPCGameSource', { schema: listSchema }, handler);
    api.get('/game/getPCGameSource', { schema: listSchema }, handler);
  };
}
