import { useCallback, useEffect, useMemo, useState } from 'react';
import { redirect, useMatches, useNavigate, useSearchParams } from 'react-router';
import { defaultMatchTab, MATCH_TABS, RESULTS_DAYS, tabOnDay } from '../../shared/matches/model.ts';
import { matchChannels } from '../../shared/realtime/channels.ts';
import { addDays } from '../../shared/time/zones.ts';
import { requireGame } from '../features/games/game-param.server.ts';
import { useFavouritesOfDay } from '../features/matches/favourite-count.ts';
import { GameFilter } from '../features/matches/GameFilter.tsx';
import { formatDayRange, formatInteger } from '../features/matches/intl.ts';
import { seedStore } from '../features/matches/live-store.ts';
import { MatchCalendar } from '../features/matches/MatchCalendar.tsx';
import { MatchGroups } from '../features/matches/MatchLists.tsx';
import { browserMatchSource, morePcMatches } from '../features/matches/matches-api.ts';
import { packMatchListView, unpackMatchListView } from '../features/matches/row-wire.ts';
import { ScreenProvider, useViewerUid } from '../features/matches/ScreenContext.tsx';
import { SignInPrompt } from '../features/matches/SignInPrompt.tsx';
import {
  brandPins,
  liveIdsFor,
  serverMatchSource,
  signedInUid,
  viewerZoneDay,
} from '../features/matches/source.server.ts';
import { TabLinks } from '../features/matches/TabLinks.tsx';
import { useLiveView } from '../features/matches/use-live-view.ts';
import { parseDate } from '../features/matches/viewer-day.ts';
import {
  appendGroups,
  buildMatchListView,
  type LeagueRows,
  MATCH_LIST_PAGE_SIZE,
  type MatchListView,
  matchListRows,
  parseMatchTab,
  toLeagueRows,
} from '../features/matches/views.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import '../features/matches/matches.css';
import { gameName, pageHead, rootData } from '../seo/head.ts';
import type { Route } from './+types/match-list.ts';

/**
 * `/match/{game?}`: the match list of a day (`?date=`, default the viewer's today) and a tab
 * (`?tab=` live, not started, finished, favourites, results; what each shows: `MATCH_TABS` in
 * shared/matches/model.ts), grouped by league. Without `tab` a day opens on its own tab (in play
 * today, finished before, not started after). "Live" is now: an address asking for it on another
 * day is sent to that day's own tab, so the address and the page always say the same.
 * `/{game}` (route id `game`, a game's live-score page) is the same list for one game under its own
 * address and title; its links stay under `/{game}`.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const game = params.game ? await requireGame(context, params.game) : null;
  const search = new URL(request.url).searchParams;
  const requested = { date: parseDate(search.get('date')), tab: parseMatchTab(search.get('tab')) };
  const { tz, today, renderedAt } = viewerZoneDay(context);
  if (requested.tab && tabOnDay(requested.tab, requested.date ?? today, today) !== requested.tab) {
    search.delete('tab');
    // Relative to this page: React Router keeps the language prefix (the basename).
    throw redirect(search.size > 0 ? `?${search}` : '.');
  }
  const view = await buildMatchListView(serverMatchSource(context), {
    tz,
    today,
    ...requested,
    gameId: game?.gameId,
    signedIn: signedInUid(context) !== null,
  });
  // Every game's matches in play are this list when it is the whole live tab of every game.
  const everyLive = !game && view.tab === 'live' && !view.hasMore;
  const liveIds = await liveIdsFor(context, everyLive ? matchListRows(view) : null);
  return {
    game,
    requested,
    renderedAt,
    view: packMatchListView(view),
    liveIds,
    brandPins: brandPins(context),
  };
}

/** The page's id in `pages.json`: `match` for `/match/{game?}`, `game` for `/{game}`. */
type ListPage = 'match' | 'game';
const listPage = (routeId: string | undefined): ListPage => (routeId === 'game' ? 'game' : 'match');

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const game = args.loaderData?.game;
  const page = listPage(args.matches.at(-1)?.id);
  if (!game || !root) return pageHead(args, { page });
  return pageHead(args, {
    page,
    variant: 'titleWithGame',
    values: { game: gameName(root, game.gameId) },
  });
};

function MoreButton(props: {
  view: MatchListView;
  gameId: number | undefined;
  onMore: (groups: LeagueRows[], hasMore: boolean, page: number) => void;
  page: number;
}) {
  const { t } = useTranslation('matches');
  const [busy, setBusy] = useState(false);
  const { view } = props;
  return (
    <button
      type="button"
      className="button button--quiet match-more"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const next = await morePcMatches({
            gameId: props.gameId,
            date: view.date,
            tz: view.tz,
            tab: view.tab,
            page: props.page + 1,
            size: MATCH_LIST_PAGE_SIZE,
          });
          const groups = toLeagueRows(next.groups);
          seedStore(groups.flatMap((g) => g.rows));
          props.onMore(groups, next.hasMore, props.page + 1);
        } catch {
          // The API client has shown the failure; the button stays for another try.
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('loadMore')}
    </button>
  );
}

export default function MatchListPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['matches', 'pages']);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { game, requested, renderedAt } = loaderData;
  const page = listPage(useMatches().at(-1)?.id);
  const gameId = game?.gameId;
  // A guest's favourites are never asked for: the call would answer "not signed in".
  const signedIn = useViewerUid() !== null;
  const fetchView = useCallback(
    (zone: { tz: string; today: string }) =>
      buildMatchListView(browserMatchSource, { ...zone, ...requested, gameId, signedIn }),
    [requested, gameId, signedIn],
  );
  // The rows travel packed in the page (row-wire.ts); unpacked once per loader answer.
  const loaded = useMemo(() => unpackMatchListView(loaderData.view), [loaderData.view]);
  const isLiveTab = loaded.tab === 'live';
  const view = useLiveView({
    view: loaded,
    fetch: fetchView,
    rows: matchListRows,
    channels: [gameId === undefined ? matchChannels.allLive : matchChannels.game(gameId)],
    followMembership: isLiveTab && !loaded.hasMore,
  });
  const [extra, setExtra] = useState<{
    from: MatchListView;
    groups: LeagueRows[];
    hasMore: boolean;
    page: number;
  } | null>(null);
  const more = extra?.from === view ? extra : null;
  const groups = more?.groups ?? view.groups;
  const hasMore = more?.hasMore ?? view.hasMore;
  const favouriteCount = useFavouritesOfDay(
    view.counts.favourites,
    groups.flatMap((g) => g.rows),
    view.date,
    view.tz,
  );

  const href = (changes: { game?: string | null; date?: string | null; tab?: string }) => {
    const params = new URLSearchParams(searchParams);
    if (changes.date !== undefined) {
      if (changes.date === null) params.delete('date');
      else params.set('date', changes.date);
      // Another day opens on its own tab when this one shows the day's own tab, or a tab the
      // other day has not ("live" is today's only); a tab chosen on purpose stays.
      const target = changes.date ?? view.today;
      if (
        view.tab === defaultMatchTab(view.date, view.today) ||
        tabOnDay(view.tab, target, view.today) !== view.tab
      ) {
        params.delete('tab');
      }
    }
    if (changes.tab !== undefined) {
      params.set('tab', changes.tab);
      // What is in play is today's: "Live" on another day goes to today.
      if (changes.tab === 'live') params.delete('date');
    }
    const slug = changes.game === undefined ? game?.abbr : changes.game;
    // A game's own page keeps its visitors under `/{game}`; "all games" is the full match list.
    const path = page === 'game' && slug ? `/${slug}` : `/match${slug ? `/${slug}` : ''}`;
    return `${path}${params.size > 0 ? `?${params}` : ''}`;
  };

  // The browser's today may not be the server's (a first visit, before the zone cookie): when the
  // address asks for a tab the browser's day has not, the address follows what the page shows.
  const shownTab = view.tab;
  const askedTab = requested.tab;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tabs disagree, with this render's address
  useEffect(() => {
    if (askedTab !== undefined && askedTab !== shownTab) {
      const params = new URLSearchParams(searchParams);
      params.delete('tab');
      void navigate(
        { search: params.size > 0 ? `?${params}` : '' },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [askedTab, shownTab]);

  const title = game
    ? t(`pages:${page}.titleWithGame`, { game: t(`games:${game.gameId}`) })
    : t(`pages:${page}.title`);
  const count = (n: number) => formatInteger(i18n.language, n);
  const tabCount = (id: (typeof MATCH_TABS)[number]) =>
    id === 'favourites' ? favouriteCount : view.counts[id];
  return (
    <ScreenProvider tz={view.tz} renderedAt={renderedAt}>
      <div className="live-layout" data-tz={view.tz}>
        <GameFilter
          current={game?.abbr ?? null}
          hrefFor={(slug) => href({ game: slug })}
          liveIds={loaderData.liveIds}
        />
        <article className="live-layout__main match-page-list">
          <h1 className="match-list-title">{title}</h1>
          <MatchCalendar today={view.today} date={view.date} hrefFor={(date) => href({ date })} />
          <TabLinks
            label={t('tabs.label')}
            current={view.tab}
            className="tab-links--status"
            tabs={MATCH_TABS.map((id) => ({
              id,
              href: href({ tab: id }),
              text: (
                <>
                  {t(`tabs.${id}`)}
                  <span className="tab-links__count" data-count={tabCount(id)}>
                    {count(tabCount(id))}
                  </span>
                </>
              ),
            }))}
          />
          {view.tab === 'results' && (
            <p className="match-list-range" data-testid="results-range">
              {t('resultsRange', {
                range: formatDayRange(i18n.language, addDays(view.date, 1 - RESULTS_DAYS), view.date),
              })}
            </p>
          )}
          {view.needsSignIn ? (
            <SignInPrompt />
          ) : (
            <MatchGroups
              rows={groups.flatMap((g) => g.rows)}
              brandPins={loaderData.brandPins}
              showSport={gameId === undefined}
              level={2}
              withDay={view.tab === 'results'}
              empty={t(
                view.tab === 'live'
                  ? 'empty.live'
                  : view.tab === 'favourites'
                    ? 'empty.favourites'
                    : view.tab === 'results'
                      ? 'empty.results'
                      : 'empty.day',
              )}
            />
          )}
          {hasMore && (
            <MoreButton
              view={view}
              gameId={gameId}
              page={more?.page ?? view.page}
              onMore={(next, nextHasMore, page) =>
                setExtra({ from: view, groups: appendGroups(groups, next), hasMore: nextHasMore, page })
              }
            />
          )}
        </article>
      </div>
    </ScreenProvider>
  );
}
