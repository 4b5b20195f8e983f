/**
 * The console's news pages' loaders (issue 15): `/admin/news` (every article, by state, language and
 * title words, server-paginated) and `/admin/news/new`, `/admin/news/:article` (the editor; `?translationOf=`
 * starts a translation of a story). Editors (and administrators); the role is checked again here.
 */
import { data, type RouterContextProvider } from 'react-router';
import { isDomainError } from '../../../../shared/errors.ts';
import { type EditorArticle, editorNewsQuerySchema } from '../../../../shared/news/contract.ts';
import { databaseId } from '../../../../shared/wire.ts';
import type { AppLoadContext } from '../../../context.ts';
import { consoleAccess, contentChoices, readQuery } from '../console.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The parts of the `news` catalog the console pages show. */
function newsCatalog(load: AppLoadContext) {
  const all = load.catalog('news');
  return {
    news: { console: all.console, categories: all.categories, views: all.views, article: all.article },
  };
}

export async function newsConsoleLoader(context: Context, request: Request) {
  const { load, view } = consoleAccess(context, 'editor');
  const query = readQuery(editorNewsQuerySchema, request);
  const list = await load.services.news.editorList(query);
  return { view, catalogs: newsCatalog(load), query, list, ...(await contentChoices(load)) };
}

export async function newsEditorLoader(context: Context, request: Request, param: string | undefined) {
  const { load, view } = consoleAccess(context, 'editor');
  let article: EditorArticle | null = null;
  let translationOf: EditorArticle | null = null;
  const find = async (text: string) => {
    const id = databaseId(text);
    if (id === undefined) throw data(null, { status: 404 });
    try {
      return await load.services.news.editorArticle(id);
    } catch (error) {
      if (isDomainError(error) && error.kind === 'notFound') throw data(null, { status: 404 });
      throw error;
    }
  };
  if (param !== undefined) article = await find(param);
  else {
    const from = new URL(request.url).searchParams.get('translationOf');
    if (from) translationOf = await find(from);
  }
  return { view, catalogs: newsCatalog(load), article, translationOf, ...(await contentChoices(load)) };
}

export type NewsConsoleData = Awaited<ReturnType<typeof newsConsoleLoader>>;
export type NewsEditorData = Awaited<ReturnType<typeof newsEditorLoader>>;
