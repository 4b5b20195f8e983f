import { useCallback, useId, useMemo } from 'react';
import type { PinnedLeague } from '../../shared/matches/grouping.ts';
import { matchChannels } from '../../shared/realtime/channels.ts';
import { findGame, gameOrder } from '../features/games/game-param.server.ts';
import { GameFilter } from '../features/matches/GameFilter.tsx';
import { MatchCard, MatchCarousel } from '../features/matches/MatchCard.tsx';
import { MatchGroups } from '../features/matches/MatchLists.tsx';
import { browserMatchSource } from '../features/matches/matches-api.ts';
import { packHomeView, unpackHomeView } from '../features/matches/row-wire.ts';
import { ScreenProvider } from '../features/matches/ScreenContext.tsx';
import {
  brandPins,
  liveIdsFor,
  serverMatchSource,
  viewerZoneDay,
} from '../features/matches/source.server.ts';
import { TabLinks } from '../features/matches/TabLinks.tsx';
import { useLiveView } from '../features/matches/use-live-view.ts';
import { DAY_TABS, type DayTab, parseDayTab } from '../features/matches/viewer-day.ts';
import {
  buildHomeView,
  firstScreenOf,
  type HomeSection,
  type HomeView,
  homeRows,
} from '../features/matches/views.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link } from '../ui/links.tsx';
import '../features/matches/matches.css';
import { pageHead } from '../seo/head.ts';
import type { Route } from './+types/home.ts';

/**
 * Home: hot matches, then today's matches in play, upcoming and finished (or yesterday's results,
 * tomorrow's schedule, everything in play), for every game or one (`?game=soccer&day=tomorrow`).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const slug = search.get('game');
  const game = slug ? await findGame(context, slug) : undefined;
  const { tz, today, renderedAt } = viewerZoneDay(context);
  const day = parseDayTab(search.get('day'));
  const whole = await buildHomeView(serverMatchSource(context), { tz, today, day, gameId: game?.gameId });
  // Every game's matches in play are the live section's rows when no game is chosen (today, in play).
  const live = whole.sections.find((s) => s.id === 'live');
  const liveIds = await liveIdsFor(context, game === undefined && live ? live.rows : null);
  const pins = brandPins(context);
  return {
    game: game ? { gameId: game.gameId, abbr: game.abbr } : null,
    renderedAt,
    // A screenful in the HTML and its data; the browser fetches the rest (issue 12: page weight).
    view: packHomeView(firstScreenOf(whole, pins, await gameOrder(context))),
    liveIds,
    brandPins: pins,
  };
}

export const meta: Route.MetaFunction = (args) => pageHead(args);

/** `?game=…&day=…` with the given changes; the default (all games, today) is left out. */
function homeHref(game: string | null, day: DayTab): string {
  const params = new URLSearchParams();
  if (game) params.set('game', game);
  if (day !== 'today') params.set('day', day);
  return params.size > 0 ? `?${params}` : '.';
}

/** The match list of the same game, day and status, for "all matches". */
function listHref(game: string | null, view: HomeView, section: HomeSection['id']): string {
  const tab =
    section === 'upcoming' || section === 'schedule'
      ? 'notStarted'
      : section === 'live'
        ? 'live'
        : 'finished';
  return `/match${game ? `/${game}` : ''}?date=${view.date}&tab=${tab}`;
}

function Section(props: {
  section: HomeSection;
  view: HomeView;
  game: string | null;
  brandPins: readonly PinnedLeague[];
}) {
  const { t } = useTranslation('matches');
  const headingId = useId();
  const { section, view } = props;
  return (
    <section className="match-section" aria-labelledby={headingId} data-section={section.id}>
      <div className="match-section__head">
        <h2 id={headingId}>{t(`home.${section.id}`)}</h2>
        {section.more && (
          <Link to={listHref(props.game, view, section.id)} className="match-section__more">
            {t('home.allMatches')}
          </Link>
        )}
      </div>
      <MatchGroups
        rows={section.rows}
        brandPins={props.brandPins}
        showSport={props.game === null}
        level={3}
        empty={t(section.id === 'live' ? 'empty.live' : 'empty.day')}
      />
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['common', 'matches']);
  const hotId = useId();
  const { game, renderedAt } = loaderData;
  const gameId = game?.gameId;
  // The rows travel packed in the page (row-wire.ts); unpacked once per loader answer.
  const loaded = useMemo(() => unpackHomeView(loaderData.view), [loaderData.view]);
  const day = loaded.day;
  const fetchView = useCallback(
    (zone: { tz: string; today: string }) => buildHomeView(browserMatchSource, { ...zone, day, gameId }),
    [day, gameId],
  );
  const view = useLiveView({
    view: loaded,
    fetch: fetchView,
    rows: homeRows,
    channels: [gameId === undefined ? matchChannels.allLive : matchChannels.game(gameId)],
    followMembership: true,
    partial: loaded.partial === true,
  });
  const abbr = game?.abbr ?? null;
  return (
    <ScreenProvider tz={view.tz} renderedAt={renderedAt}>
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </section>
      <div className="live-layout" data-tz={view.tz}>
        <GameFilter current={abbr} hrefFor={(slug) => homeHref(slug, day)} liveIds={loaderData.liveIds} />
        <div className="live-layout__main">
          {view.hot.length > 0 && (
            <section className="match-section" aria-labelledby={hotId} data-section="hot">
              <MatchCarousel heading={<h2 id={hotId}>{t('matches:home.hot')}</h2>}>
                {view.hot.map((row) => (
                  <MatchCard key={row.id} row={row} />
                ))}
              </MatchCarousel>
            </section>
          )}
          <TabLinks
            label={t('matches:day.label')}
            current={view.day}
            className="tab-links--days"
            tabs={DAY_TABS.map((id) => ({ id, href: homeHref(abbr, id), text: t(`matches:day.${id}`) }))}
          />
          {view.sections.map((section) => (
            <Section
              key={section.id}
              section={section}
              view={view}
              game={abbr}
              brandPins={loaderData.brandPins}
            />
          ))}
        </div>
      </div>
    </ScreenProvider>
  );
}
