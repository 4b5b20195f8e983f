/**
 * The console's video pages' loaders (issue 15): `/admin/videos` (every video, by state, language,
 * game and title words, server-paginated) and `/admin/videos/new`, `/admin/videos/:id` (the editor).
 * Editors (and administrators); the role is checked again here. The `videos` catalog's console
 * texts travel with the pages.
 */
import { data, type RouterContextProvider } from 'react-router';
import { isDomainError } from '../../../../shared/errors.ts';
import { type EditorVideo, editorVideoQuerySchema } from '../../../../shared/videos/contract.ts';
import { databaseId } from '../../../../shared/wire.ts';
import type { AppLoadContext } from '../../../context.ts';
import { consoleAccess, contentChoices, readQuery } from '../console.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The parts of the `videos` catalog the console pages show. */
function videosCatalog(load: AppLoadContext) {
  const all = load.catalog('videos');
  return {
    videos: { console: all.console, categories: all.categories, statuses: all.statuses, card: all.card },
  };
}

export async function videosConsoleLoader(context: Context, request: Request) {
  const { load, view } = consoleAccess(context, 'editor');
  const query = readQuery(editorVideoQuerySchema, request);
  const { game, ...rest } = query;
  let gameId: number | undefined;
  if (game) {
    try {
      gameId = await load.services.videos.gameId(game);
    } catch (error) {
      // An unknown game in a hand-edited address finds nothing rather than failing the page.
      if (!isDomainError(error)) throw error;
      gameId = -1;
    }
  }
  const list = await load.services.videos.editorList({ ...rest, gameId });
  return {
    view,
    catalogs: videosCatalog(load),
    ...(await contentChoices(load)),
    query: { q: query.q, status: query.status ?? '', language: query.language ?? '', game: game ?? '' },
    list,
  };
}

/** The editor of a new video (no `param`) or of video `param` (404 when there is none). */
export async function videoEditorLoader(context: Context, param: string | undefined) {
  const { load, view } = consoleAccess(context, 'editor');
  let video: EditorVideo | null = null;
  if (param !== undefined) {
    const id = databaseId(param);
    if (id === undefined) throw data(null, { status: 404 });
    try {
      video = await load.services.videos.editorVideo(id);
    } catch (error) {
      if (isDomainError(error) && error.kind === 'notFound') throw data(null, { status: 404 });
      throw error;
    }
  }
  return {
    view,
    catalogs: videosCatalog(load),
    ...(await contentChoices(load)),
    video,
    /** The interface language: a new video is written in it unless the editor chooses another. */
    language: load.ctx.language,
  };
}

export type VideosConsoleData = Awaited<ReturnType<typeof videosConsoleLoader>>;
export type VideoEditorData = Awaited<ReturnType<typeof videoEditorLoader>>;
