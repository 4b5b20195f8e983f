import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useSearchParams } from 'react-router';
import { MATCH_TABS } from '../../shared/matches/model.ts';
import { matchChannels } from '../../shared/realtime/channels.ts';
import { requireGame } from '../features/games/game-param.server.ts';
import { GameFilter } from '../features/matches/GameFilter.tsx';
import { formatInteger } from '../features/matches/intl.ts';
import { seedStore } from '../features/matches/live-store.ts';
import { MatchCalendar } from '../features/matches/MatchCalendar.tsx';
import { LeagueGroups } from '../features/matches/MatchLists.tsx';
import { browserMatchSource, morePcMatches } from '../features/matches/matches-api.ts';
import { ScreenProvider, useViewerUid } from '../features/matches/ScreenContext.tsx';
import { SignInPrompt } from '../features/matches/SignInPrompt.tsx';
import { serverMatchSource, signedInUid, viewerZoneDay } from '../features/matches/source.server.ts';
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
import '../features/matches/matches.css';
import { gameName, pageHead, rootData } from '../seo/head.ts';
import type { Route } from './+types/match-list.ts';

/**
 * `/match/{game?}`: the match list of a day (`?date=`, default the viewer's today) and a tab
 * (`?tab=` live, not started, finished, favourites, results), grouped by league.
 * `/{game}` (route id `game`, a game's live-score page) is the same list for one game under its own
 * address and title; its links stay under `/{game}`.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const game = params.game ? await requireGame(context, params.game) : null;
  const search = new URL(request.url).searchParams;
  const requested = { date: parseDate(search.get('date')), tab: parseMatchTab(search.get('tab')) };
  const { tz, today, renderedAt } = viewerZoneDay(context);
  const view = await buildMatchListView(serverMatchSource(context), {
    tz,
    today,
    ...requested,
    gameId: game?.gameId,
    signedIn: signedInUid(context) !== null,
  });
  return { game, requested, renderedAt, view };
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
  const isLiveTab = loaderData.view.tab === 'live';
  const view = useLiveView({
    view: loaderData.view,
    fetch: fetchView,
    rows: matchListRows,
    channels: [gameId === undefined ? matchChannels.allLive : matchChannels.game(gameId)],
    followMembership: isLiveTab && !loaderData.view.hasMore,
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

  const href = (changes: { game?: string | null; date?: string | null; tab?: string }) => {
    const params = new URLSearchParams(searchParams);
    if (changes.date !== undefined) {
      if (changes.date === null) params.delete('date');
      else params.set('date', changes.date);
    }
    if (changes.tab !== undefined) params.set('tab', changes.tab);
    const slug = changes.game === undefined ? game?.abbr : changes.game;
    // A game's own page keeps its visitors under `/{game}`; "all games" is the full match list.
    const path = page === 'game' && slug ? `/${slug}` : `/match${slug ? `/${slug}` : ''}`;
    return `${path}${params.size > 0 ? `?${params}` : ''}`;
  };
  const title = game
    ? t(`pages:${page}.titleWithGame`, { game: t(`games:${game.gameId}`) })
    : t(`pages:${page}.title`);
  const count = (n: number) => formatInteger(i18n.language, n);
  return (
    <ScreenProvider tz={view.tz} renderedAt={renderedAt}>
      <div className="live-layout" data-tz={view.tz}>
        <GameFilter current={game?.abbr ?? null} hrefFor={(slug) => href({ game: slug })} />
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
                  <span className="tab-links__count">{count(view.counts[id])}</span>
                </>
              ),
            }))}
          />
          {view.needsSignIn ? (
            <SignInPrompt />
          ) : (
            <LeagueGroups
              groups={groups}
              showGame={gameId === undefined}
              empty={t(
                view.tab === 'live'
                  ? 'empty.live'
                  : view.tab === 'favourites'
                    ? 'empty.favourites'
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
