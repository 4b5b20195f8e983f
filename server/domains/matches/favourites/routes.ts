import {
  favouriteBodySchema,
  favouriteResultSchema,
  matchPageSchema,
  pagingQuerySchema,
} from '../../../../shared/matches/contract.ts';
import { requireUser } from '../../../http/access.ts';
import type { ApiPlugin } from '../../../http/api.ts';
import { ok, successSchema } from '../../../http/envelope.ts';
import type { MatchesService } from '../index.ts';

const tags = ['matches'];

/** A signed-in user's favourite matches (`match/attention`). */
export const favouritesRoutes =
  (matches: MatchesService): ApiPlugin =>
  async (api) => {
    api.post(
      '/match/attention',
      {
        config: { access: 'user' },
        schema: {
          summary:
            'Favourite a match (signed in): attention true adds, false removes, absent toggles; returns the outcome',
          tags,
          body: favouriteBodySchema,
          response: { 200: successSchema(favouriteResultSchema) },
        },
      },
      async (request) => {
        const { uid } = requireUser(request.ctx);
        return ok(await matches.setFavourite(uid, request.body.matchId, request.body.attention));
      },
    );

    api.get(
      '/match/attention',
      {
        config: { access: 'user' },
        schema: {
          summary: "The signed-in user's favourite matches, latest start first",
          tags,
          querystring: pagingQuerySchema,
          response: { 200: successSchema(matchPageSchema) },
        },
      },
      async (request) => ok(await matches.favourites(requireUser(request.ctx).uid, request.query)),
    );
  };
