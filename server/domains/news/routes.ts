import { z } from 'zod';
import { DomainError } from '../../../shared/errors.ts';
import {
  hotNewsQuerySchema,
  newsArticleSchema,
  newsCardSchema,
  newsListQuerySchema,
  newsPageSchema,
  newsViewBodySchema,
  viewResultSchema,
} from '../../../shared/news/contract.ts';
import { NEWS_CATEGORIES } from '../../../shared/news/model.ts';
import { databaseId } from '../../../shared/wire.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { NewsService } from './service.ts';

const tags = ['news'];
const listSchema = newsPageSchema.extend({ language: z.string().describe('The language shown') });

/**
 * News for readers (spec section 7, "Content"): `{game}/{type}/{pageIndex}` (a game's news of a
 * category, `all` for every game and `news` category for all categories), `{game}/news{id}` (an
 * article), `news/getHotNewsByGame` and the plain `news/list`.
 */
export function newsRoutes(
  news: NewsService,
  gameIdOf: (slug: string) => Promise<number | null | undefined>,
): ApiPlugin {
  /** `all` → null (every game); a known slug → its id; anything else → 404. */
  async function game(slug: string): Promise<number | null> {
    if (slug === 'all') return null;
    const id = await gameIdOf(slug);
    if (id === undefined || id === null) throw new DomainError('notFound', 'newsUnknownGame');
    return id;
  }
  const language = (request: { ctx: { language: string } | undefined }) => request.ctx?.language ?? 'en_US';

  return async (api) => {
    api.get(
      '/news/list',
      {
        config: { access: 'public' },
        schema: {
          summary: "A page of news (20) in the viewer's language (English while it has none), newest first",
          tags,
          querystring: newsListQuerySchema,
          response: { 200: successSchema(listSchema) },
        },
      },
      async (request) =>
        ok(
          await news.list(language(request), {
            gameId: await game(request.query.game),
            category: request.query.category,
            page: request.query.page,
          }),
        ),
    );

    // The match page's tabs share the shape `{game}/{matchId}/{tab}`: the type segment is a category
    // name (a regular-expression parameter, which the router tries before a plain one).
    api.get(
      `/:game/:type(${NEWS_CATEGORIES.join('|')})/:pageIndex`,
      {
        config: { access: 'public' },
        schema: {
          summary: "Spec: a game's news of a type (category; `news` = every category), page N (20 a page)",
          tags,
          params: z.object({
            game: z.string().max(40),
            type: z.enum(NEWS_CATEGORIES),
            pageIndex: z.string().regex(/^[1-9]\d{0,2}$/),
          }),
          response: { 200: successSchema(listSchema) },
        },
      },
      async (request) =>
        ok(
          await news.list(language(request), {
            gameId: await game(request.params.game),
            category: request.params.type === 'news' ? undefined : request.params.type,
            page: Number(request.params.pageIndex),
          }),
        ),
    );

    api.get(
      '/:game/news:id',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Spec: an article (`{game}/news{id}`), with its links, real translations and neighbours',
          tags,
          params: z.object({ game: z.string().max(40), id: z.string().max(10) }),
          response: { 200: successSchema(newsArticleSchema) },
        },
      },
      async (request) => {
        const id = databaseId(request.params.id);
        if (id === undefined) throw new DomainError('notFound', 'newsNotFound');
        return ok(await news.article(id));
      },
    );

    api.get(
      '/news/getHotNewsByGame',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "Spec: a game's (or every game's) hot news of today or this week, by views and interactions",
          tags,
          querystring: hotNewsQuerySchema,
          response: { 200: successSchema(z.array(newsCardSchema)) },
        },
      },
      async (request) =>
        ok(await news.hot(language(request), await game(request.query.game), request.query.period)),
    );

    api.post(
      '/news/view',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "A reader's view of a published article, sent by its page in the browser (within reason per address: a refused view answers counted: false)",
          tags,
          body: newsViewBodySchema,
          response: { 200: successSchema(viewResultSchema) },
        },
      },
      async (request) => ok(await news.view(request.body.id, request.ip)),
    );
  };
}
