/**
 * The news pages' loaders (issue 15): `/news/{game}` (a game's news, `all` for every game) and
 * `/news/{game}/{id}` (an article). They read the news service in the request's language and send the
 * `news` catalog with the page (it is in no page script).
 */
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isDomainError } from '../../../shared/errors.ts';
import { findLanguage, type LanguageCode, offeredLanguages } from '../../../shared/i18n/languages.ts';
import { NEWS_CATEGORIES, type NewsCategory } from '../../../shared/news/model.ts';
import { resolveTimeZone, TZ_COOKIE } from '../../../shared/time/viewer-day.ts';
import { databaseId } from '../../../shared/wire.ts';
import { appContext } from '../../context.ts';

export type NewsGame = { gameId: number; abbr: string } | null;

function viewer(context: Readonly<RouterContextProvider>) {
  const load = context.get(appContext);
  return {
    load,
    language: load.ctx.language,
    tz: resolveTimeZone(load.ctx.cookies[TZ_COOKIE], load.ctx.brand.timeZone),
    catalogs: { news: load.catalog('news') },
  };
}

/** `all`, or a known game's slug; anything else is the 404 page. */
async function gameOf(context: Readonly<RouterContextProvider>, slug: string): Promise<NewsGame> {
  if (slug === 'all') return null;
  const game = (await context.get(appContext).services.games.list()).find((g) => g.abbr === slug);
  if (!game) throw data(null, { status: 404 });
  return { gameId: game.gameId, abbr: game.abbr };
}

export async function newsListLoader(
  context: Readonly<RouterContextProvider>,
  request: Request,
  slug: string,
) {
  const game = await gameOf(context, slug);
  const { load, language, tz, catalogs } = viewer(context);
  const params = new URL(request.url).searchParams;
  const category = NEWS_CATEGORIES.find((c) => c === params.get('category')) as NewsCategory | undefined;
  const pageText = params.get('page') ?? '1';
  const page = /^[1-9]\d{0,2}$/.test(pageText) ? Number(pageText) : 1;
  const hotPeriod: 'day' | 'week' = params.get('hot') === 'week' ? 'week' : 'day';
  const news = load.services.news;
  const [list, hot] = await Promise.all([
    news.list(language, { gameId: game?.gameId ?? null, category, page }),
    news.hot(language, game?.gameId ?? null, hotPeriod),
  ]);
  if (page > 1 && list.list.length === 0) throw data(null, { status: 404 });
  return {
    kind: 'list' as const,
    game,
    category: category ?? null,
    list,
    hot,
    hotPeriod,
    tz,
    catalogs,
    language,
  };
}

export async function newsArticleLoader(
  context: Readonly<RouterContextProvider>,
  slug: string,
  idText: string,
) {
  const id = databaseId(idText);
  if (id === undefined) throw data(null, { status: 404 });
  const { load, language, tz, catalogs } = viewer(context);
  let article: Awaited<ReturnType<typeof load.services.news.article>>;
  try {
    article = await load.services.news.article(id);
  } catch (error) {
    if (isDomainError(error) && error.kind === 'notFound') throw data(null, { status: 404 });
    throw error;
  }
  // One address per article: its own game's (or `all`), whatever the link said.
  if (slug !== article.game) {
    const prefix = language === load.ctx.brand.defaultLanguage ? '' : `/${language}`;
    throw redirect(`${prefix}/news/${article.game}/${article.id}`, 301);
  }
  // Hot news of its game, filled up with every game's when the game has few.
  const [ofGame, ofAll] = await Promise.all([
    load.services.news.hot(language, article.gameId, 'day'),
    article.gameId === null ? Promise.resolve([]) : load.services.news.hot(language, null, 'day'),
  ]);
  const hot = [...ofGame, ...ofAll.filter((a) => !ofGame.some((g) => g.id === a.id))];
  const brand = load.ctx.brand;
  const offered = new Set<string>(offeredLanguages(brand.languages));
  const hrefIn = (code: string, path: string) => (code === brand.defaultLanguage ? path : `/${code}${path}`);
  const translations = article.translations
    .filter((t) => offered.has(t.language))
    .map((t) => ({
      language: t.language as LanguageCode,
      name: findLanguage(t.language)?.nativeName ?? t.language,
      href: hrefIn(t.language, `/news/${article.game}/${t.id}`),
      path: `/news/${article.game}/${t.id}`,
    }));
  return {
    kind: 'article' as const,
    article,
    hot: hot.filter((h) => h.id !== article.id).slice(0, 8),
    tz,
    catalogs,
    language,
    /** The article is in another language than the interface (no translation in the reader's). */
    foreign: article.language !== language,
    translations,
    articleTag: findLanguage(article.language as LanguageCode)?.tag ?? article.language,
  };
}

export type NewsListData = Awaited<ReturnType<typeof newsListLoader>>;
export type NewsArticleData = Awaited<ReturnType<typeof newsArticleLoader>>;
