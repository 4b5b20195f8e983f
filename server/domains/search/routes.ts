import { searchQuerySchema, searchResultSchema } from '../../../shared/search/contract.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { SearchService } from './service.ts';

/** Search (public): teams, players and leagues by any of their names. */
export const searchRoutes =
  (search: SearchService): ApiPlugin =>
  async (api) => {
    api.get(
      '/search',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Find teams, players and leagues by name in any language, grouped by kind, best first',
          tags: ['search'],
          querystring: searchQuerySchema,
          response: { 200: successSchema(searchResultSchema) },
        },
      },
      async (request) => ok(await search.search(request.query)),
    );
  };
