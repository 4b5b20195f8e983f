import { data, type RouterContextProvider } from 'react-router';
import { isDomainError } from '../../../shared/errors.ts';
import { findLanguage } from '../../../shared/i18n/languages.ts';
import { animationUrl } from '../../../shared/matches/animation-url.ts';
import { type LiveIdsByGame, liveIdsOf, type PinnedLeague } from '../../../shared/matches/grouping.ts';
import {
  centreTabOf,
  centreTabs,
  isKeyIncident,
  isLive,
  LOG_FIRST_SCREEN,
  MATCH_CENTRE_TABS,
  type MatchDetail,
  STAT_KEYS,
} from '../../../shared/matches/model.ts';
import { resolveTimeZone, TZ_COOKIE, viewerToday } from '../../../shared/time/viewer-day.ts';
import { databaseId } from '../../../shared/wire.ts';
import { appContext } from '../../context.ts';
import { hasScene, sceneFromPage } from './animation.ts';
import { familyOf } from './format.ts';
import type { CentreData } from './MatchCentre.tsx';
import type { MatchRow } from './match-row.ts';
import type { MatchSource } from './views.ts';

/**
 * The loaders' side of the live-score screens: the matches service called in-process for the
 * request's user, and the viewer's zone from the `tz` cookie (the brand's zone or UTC without it).
 */
export function serverMatchSource(context: Readonly<RouterContextProvider>): MatchSource {
  const { services, ctx } = context.get(appContext);
  const uid = ctx.user?.uid;
  const matches = services.matches;
  const pinned = ctx.brand.pinnedLeagues;
  return {
    live: (gameId) => matches.live({ gameId, uid, pinned }),
    hot: (gameId, limit) => matches.hot({ gameId, limit, uid }),
    byCondition: (query) => matches.byCondition({ ...query, uid }),
    pcMatches: (query) => matches.pcMatches({ ...query, uid, pinned }),
    seriesCount: (query) => matches.seriesCount({ ...query, uid }),
  };
}

/** The brand's pinned leagues (config/brands/*.json): first in every list grouped by league. */
export function brandPins(context: Readonly<RouterContextProvider>): PinnedLeague[] {
  return context.get(appContext).ctx.brand.pinnedLeagues ?? [];
}

/**
 * The matches in play by game, for the game filter's counts: from `rows` when they are all of them
 * (the caller knows), else one small query.
 */
export async function liveIdsFor(
  context: Readonly<RouterContextProvider>,
  rows: readonly MatchRow[] | null,
): Promise<LiveIdsByGame> {
  if (rows) return liveIdsOf(rows);
  return context.get(appContext).services.matches.liveIdsByGame();
}

/** The zone the page is rendered in, today in it, and the server's clock for running match clocks. */
export function viewerZoneDay(context: Readonly<RouterContextProvider>) {
  const { ctx } = context.get(appContext);
  const tz = resolveTimeZone(ctx.cookies[TZ_COOKIE], ctx.brand.timeZone);
  const now = Date.now();
  return { tz, today: viewerToday(tz, now), renderedAt: now };
}

export function signedInUid(context: Readonly<RouterContextProvider>): number | null {
  return context.get(appContext).ctx.user?.uid ?? null;
}

/** One match of a game for its page; an unknown match (or one of another game) is the 404 page. */
export async function loadMatchDetail(context: Readonly<RouterContextProvider>, abbr: string, id: string) {
  const matchId = databaseId(id);
  if (matchId === undefined) throw data(null, { status: 404 });
  const { services, ctx } = context.get(appContext);
  try {
    return await services.matches.detail({ abbr, id: matchId, uid: ctx.user?.uid, incidents: 0 });
  } catch (error) {
    if (isDomainError(error) && error.kind === 'notFound') throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * The match page's tabs and the shown one's data (`?tab=`; an unknown or empty tab is the first
 * shown). The log is read once: it decides whether the summary and the log have data, and the
 * shown one keeps what it shows (the summary only the key moments).
 */
export async function loadMatchCentre(
  context: Readonly<RouterContextProvider>,
  detail: MatchDetail,
  requested: string | null,
): Promise<CentreData> {
  const { services, ctx } = context.get(appContext);
  const template = ctx.brand.animation?.urlTemplate;
  // One look-up of the match for every tab's data; the odds' movement only when they are asked for,
  // the preview's league table when the preview is asked for or will be the first tab (before play).
  const previewTable =
    requested === 'preview' ||
    (!(MATCH_CENTRE_TABS as readonly string[]).includes(requested ?? '') &&
      (detail.status === 'preview' || detail.status === 'not_started'));
  const [[log, previewTab, statsTab, trendsTab, playersTab, oddsTab], videos] = await Promise.all([
    services.matches.tabs({
      abbr: detail.abbr,
      id: detail.id,
      tabs:
        requested === 'odds'
          ? ['log', 'preview', 'stats', 'trends', 'players', 'odds']
          : ['log', 'preview', 'stats', 'trends', 'players'],
      previewTable,
    }),
    // Replays and highlights linked to the match (the videos domain): the Playback tab.
    services.videos.ofMatch(detail.id),
  ]);
  const players = playersTab?.players ?? null;
  const trends = trendsTab?.trends;
  const stats = statsTab?.stats ?? null;
  const incidents = log?.incidents ?? [];
  const preview = previewTab?.preview;
  const key = incidents.filter(isKeyIncident);
  const lineupPlayers = (detail.lineups?.home.length ?? 0) + (detail.lineups?.away.length ?? 0);
  const tabs = centreTabs({
    keyIncidents: key.length,
    // Battle royale has a table of its games instead of the sides' figures.
    stats: stats
      ? Object.keys(stats.total).filter((k) => (STAT_KEYS as readonly string[]).includes(k)).length +
        (stats.games?.length ?? 0)
      : 0,
    incidents: incidents.length,
    previewMatches: preview ? preview.home.length + preview.away.length + preview.meetings.length : 0,
    trendMatches: trends ? trends.home.played + trends.away.played : 0,
    // Shooters' rounds with an economy, MOBA's gold difference over time.
    economyRounds:
      (stats?.economy?.reduce((n, m) => n + m.rounds.length, 0) ?? 0) +
      (stats?.gold?.reduce((n, m) => n + m.points.length, 0) ?? 0),
    lineupPlayers,
    playerLines: players ? players.home.length + players.away.length : 0,
    odds: detail.odds.length,
    animation: isLive(detail.status) && (template !== undefined || hasScene(familyOf(detail.gameId))),
    videos: videos.length,
  });
  const tab = centreTabOf(requested, tabs);
  const centre: CentreData = { tabs, tab };
  if (tab === 'summary') centre.incidents = key;
  // Each tab only its part of the statistics: the sides' figures, momentum and games; or the economy.
  if (tab === 'stats' && stats) {
    const { economy: _economy, gold: _gold, draft: _draft, ...own } = stats;
    centre.stats = own;
  }
  if (tab === 'economy' && stats)
    centre.stats = {
      total: {},
      periods: [],
      ...(stats.economy ? { economy: stats.economy } : {}),
      ...(stats.gold ? { gold: stats.gold } : {}),
    };
  if (tab === 'log') {
    // A screenful and more, newest first; the whole log on the viewer's asking (a long basketball
    // game has hundreds of lines: issue 13's page budget).
    centre.incidents = incidents.slice(-LOG_FIRST_SCREEN);
    centre.logTotal = incidents.length;
  }
  if (tab === 'preview' && preview) {
    // The preview shown first without its table read (a match under way with nothing else yet).
    const whole = previewTable
      ? previewTab
      : await services.matches.tab({ abbr: detail.abbr, id: detail.id, tab: 'preview' });
    centre.preview = whole?.preview ?? preview;
  }
  if (tab === 'trends' && trends) centre.trends = trends;
  if (tab === 'lineups') {
    centre.lineups = detail.lineups;
    if (stats?.draft) centre.draft = stats.draft;
  }
  if (tab === 'players' && players) centre.players = players;
  if (tab === 'animation') {
    if (template)
      centre.animationUrl = animationUrl(template, {
        matchId: detail.id,
        gameId: detail.gameId,
        game: detail.abbr,
        lang: findLanguage(ctx.language)?.tag ?? ctx.language,
      });
    else centre.scene = sceneFromPage(familyOf(detail.gameId), detail, incidents, stats);
  }
  if (tab === 'playback') {
    // The tab's texts travel with it (the `videos` catalog is in no page script).
    const catalog = context.get(appContext).catalog('videos');
    centre.playback = {
      list: videos,
      tz: resolveTimeZone(ctx.cookies[TZ_COOKIE], ctx.brand.timeZone),
      catalog: {
        card: catalog.card,
        categories: catalog.categories,
        playback: catalog.playback,
        player: catalog.player,
      },
    };
  }
  if (tab === 'odds') {
    // The odds shown as the first tab without being asked for by name: read now.
    const odds = oddsTab ?? (await services.matches.tab({ abbr: detail.abbr, id: detail.id, tab: 'odds' }));
    centre.odds = odds.odds ?? detail.odds;
    centre.oddsHistory = odds.oddsHistory ?? [];
  }
  return centre;
}
