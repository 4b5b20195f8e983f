import { data, type RouterContextProvider } from 'react-router';
import { isDomainError } from '../../../shared/errors.ts';
import { resolveTimeZone, TZ_COOKIE, viewerToday } from '../../../shared/time/viewer-day.ts';
import { appContext } from '../../context.ts';
import type { MatchSource } from './views.ts';

/**
 * The loaders' side of the live-score screens: the matches service called in-process for the
 * request's user, and the viewer's zone from the `tz` cookie (the brand's zone or UTC without it).
 */
export function serverMatchSource(context: Readonly<RouterContextProvider>): MatchSource {
  const { services, ctx } = context.get(appContext);
  const uid = ctx.user?.uid;
  const matches = services.matches;
  return {
    live: (gameId) => matches.live({ gameId, uid }),
    hot: (gameId, limit) => matches.hot({ gameId, limit, uid }),
    byCondition: (query) => matches.byCondition({ ...query, uid }),
    pcMatches: (query) => matches.pcMatches({ ...query, uid }),
    seriesCount: (query) => matches.seriesCount({ ...query, uid }),
  };
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
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw data(null, { status: 404 });
  const { services, ctx } = context.get(appContext);
  try {
    return await services.matches.detail({ abbr, id: Number(id), uid: ctx.user?.uid, incidents: 0 });
  } catch (error) {
    if (isDomainError(error) && error.kind === 'notFound') throw data(null, { status: 404 });
    throw error;
  }
}
