/**
 * The video pages' loaders (issue 15): `/videos/{game}` (a game's newest videos of each category and
 * its hot ones), `/videos/{game?}/videoList` (every video of a game, or of every game, by category, 24
 * a page), `/videos/{game?}/{id}` (a video, its player and comments) and the match page's Playback
 * tab. They call the videos service in the request's language and send the `videos` catalog with the
 * page (it is in no page script).
 */
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isDomainError } from '../../../shared/errors.ts';
import { findLanguage } from '../../../shared/i18n/languages.ts';
import { resolveTimeZone, TZ_COOKIE } from '../../../shared/time/viewer-day.ts';
import type { VideoDetail } from '../../../shared/videos/contract.ts';
import { VIDEO_CATEGORIES, type VideoCategory, videoPath } from '../../../shared/videos/model.ts';
import { databaseId } from '../../../shared/wire.ts';
import { appContext } from '../../context.ts';

type Context = Readonly<RouterContextProvider>;

export type VideoGame = { gameId: number; abbr: string } | null;

function viewer(context: Context) {
  const load = context.get(appContext);
  return {
    load,
    language: load.ctx.language,
    tz: resolveTimeZone(load.ctx.cookies[TZ_COOKIE], load.ctx.brand.timeZone),
    catalogs: { videos: load.catalog('videos') },
  };
}

/** A known game's slug (none: every game); anything else is the 404 page. */
async function gameOf(context: Context, slug: string | undefined): Promise<VideoGame> {
  if (slug === undefined) return null;
  const game = (await context.get(appContext).services.games.list()).find((g) => g.abbr === slug);
  if (!game) throw data(null, { status: 404 });
  return { gameId: game.gameId, abbr: game.abbr };
}

/** `/videos/{game}`: the newest videos of each category and the week's hot ones of the game. */
export async function videoHubLoader(context: Context, slug: string) {
  const game = await gameOf(context, slug);
  const { load, language, tz, catalogs } = viewer(context);
  const videos = load.services.videos;
  const [newest, hot] = await Promise.all([
    videos.newestByCategory(language, game?.gameId ?? null),
    videos.hot(language, game?.gameId ?? null, 'week'),
  ]);
  return {
    kind: 'hub' as const,
    game,
    shownLanguage: newest.language,
    sections: VIDEO_CATEGORIES.map((category) => ({
      category,
      list: newest.list.filter((v) => v.category === category),
    })).filter((section) => section.list.length > 0),
    hot,
    tz,
    catalogs,
    language,
  };
}

/** `/videos/{game?}/videoList`: a page of videos (`?category=`, `?page=`); a page past the last is a 404. */
export async function videoListLoader(context: Context, request: Request, slug: string | undefined) {
  const game = await gameOf(context, slug);
  const { load, language, tz, catalogs } = viewer(context);
  const params = new URL(request.url).searchParams;
  const category = VIDEO_CATEGORIES.find((c) => c === params.get('category')) as VideoCategory | undefined;
  const pageText = params.get('page') ?? '1';
  const page = /^[1-9]\d{0,2}$/.test(pageText) ? Number(pageText) : 1;
  const [list, games] = await Promise.all([
    load.services.videos.list(language, { gameId: game?.gameId ?? null, category, page }),
    load.services.games.list(),
  ]);
  if (page > 1 && list.list.length === 0) throw data(null, { status: 404 });
  return {
    kind: 'list' as const,
    game,
    category: category ?? null,
    list,
    /** The games the filter offers (the catalog's order). */
    games: games.map((g) => ({ gameId: g.gameId, abbr: g.abbr })),
    tz,
    catalogs,
    language,
  };
}

/**
 * `/videos/{game?}/{id}`: a published video (counting its view), its related videos; a video of
 * another game, or named without its game, is sent to its one address (301); anything else is 404.
 */
export async function videoPageLoader(context: Context, slug: string | null, idText: string) {
  const id = databaseId(idText);
  if (id === undefined) throw data(null, { status: 404 });
  const { load, language, tz, catalogs } = viewer(context);
  let video: VideoDetail;
  try {
    video = await load.services.videos.video(id);
  } catch (error) {
    if (isDomainError(error) && error.kind === 'notFound') throw data(null, { status: 404 });
    throw error;
  }
  if (video.game !== slug && video.game !== null) {
    const prefix = language === load.ctx.brand.defaultLanguage ? '' : `/${language}`;
    throw redirect(`${prefix}${videoPath(video.game, video.id)}`, 301);
  }
  const related = await load.services.videos.related(id);
  return {
    kind: 'video' as const,
    video,
    related,
    tz,
    catalogs,
    language,
    /** The video is in another language than the interface. */
    foreign: video.language !== language,
    videoTag: findLanguage(video.language)?.tag ?? video.language,
  };
}

/** The match page's Playback tab: the match's videos and the part of the catalog the tab shows. */
export async function matchVideosLoader(context: Context, matchId: number) {
  const { load, tz } = viewer(context);
  const all = load.catalog('videos') as Record<string, unknown>;
  return {
    list: await load.services.videos.ofMatch(matchId),
    tz,
    catalog: { card: all.card, categories: all.categories, playback: all.playback, player: all.player },
  };
}

/** How many published videos a match has (whether its page shows the Playback tab). */
export async function matchVideoCount(context: Context, matchId: number): Promise<number> {
  return (await context.get(appContext).services.videos.ofMatch(matchId)).length;
}

export type VideoHubData = Awaited<ReturnType<typeof videoHubLoader>>;
export type VideoListData = Awaited<ReturnType<typeof videoListLoader>>;
export type VideoPageData = Awaited<ReturnType<typeof videoPageLoader>>;
export type MatchVideosData = Awaited<ReturnType<typeof matchVideosLoader>>;
