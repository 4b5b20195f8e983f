import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { matchChannels } from '../../shared/realtime/channels.ts';
import { requireGame } from '../features/games/game-param.server.ts';
import { eventName, sportsEventJsonLd } from '../features/matches/json-ld.ts';
import { MatchCentre } from '../features/matches/MatchCentre.tsx';
import { MatchHeader } from '../features/matches/MatchHeader.tsx';
import { type MatchPageData, toMatchPageData } from '../features/matches/match-page.ts';
import { matchDetail } from '../features/matches/matches-api.ts';
import { ScreenProvider } from '../features/matches/ScreenContext.tsx';
import { loadMatchCentre, loadMatchDetail, viewerZoneDay } from '../features/matches/source.server.ts';
import { useLiveView } from '../features/matches/use-live-view.ts';
import { breadcrumbsJsonLd } from '../seo/json-ld.ts';
import '../features/matches/matches.css';
import { catalogText, gameName, localizedPath, pageHead, rootData } from '../seo/head.ts';
import type { Route } from './+types/game-match.ts';

/**
 * `/{game}/{id}`: a match of a known game, with its live header. An unknown game slug, an id that
 * is not a number, or a match that does not exist (or is of another game) is the 404 page.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const game = await requireGame(context, params.game);
  const detail = await loadMatchDetail(context, game.abbr, params.id);
  const centre = await loadMatchCentre(context, detail, new URL(request.url).searchParams.get('tab'));
  const { tz, today, renderedAt } = viewerZoneDay(context);
  return { game, renderedAt, centre, view: { tz, today, match: toMatchPageData(detail) } };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const loaded = args.loaderData;
  if (!root || !loaded) return pageHead(args, { page: 'gameMatch' });
  const { match } = loaded.view;
  const { centre } = loaded;
  const game = gameName(root, loaded.game.gameId);
  // Each tab is its own page: its address keeps its `?tab=` (the first tab has none).
  const query = centre.tab && centre.tab !== centre.tabs[0] ? `?tab=${centre.tab}` : '';
  // ...and its own title, the tab's name first ("Odds · Reds vs Blues ...").
  const section = query && centre.tab ? catalogText(root, 'matches', `centre.tab.${centre.tab}`) : undefined;
  // Spec: structured data "sports event, for paths like /{game}/{number}".
  const url = root.site.origin + localizedPath(root, root.language, args.location.pathname);
  const at = (path: string) => root.site.origin + localizedPath(root, root.language, path);
  const jsonLd = [
    sportsEventJsonLd(match, { url, origin: root.site.origin, sport: game }),
    // The way back, as the header links it: the game's match list, the league, this match.
    breadcrumbsJsonLd([
      { name: game, url: at(`/match/${match.abbr}`) },
      { name: match.league.name, url: at(`/leagueLibrary/${match.league.id}`) },
      { name: match.home && match.away ? `${match.home.name} – ${match.away.name}` : eventName(match), url },
    ]),
  ];
  return match.home && match.away
    ? pageHead(args, {
        page: 'gameMatch',
        variant: 'titleWithTeams',
        values: { game, home: match.home.name, away: match.away.name },
        jsonLd,
        query,
        section,
      })
    : pageHead(args, {
        page: 'gameMatch',
        variant: 'titleWithText',
        values: { game, text: eventName(match) },
        jsonLd,
        query,
        section,
      });
};

const rowsOf = (view: { match: MatchPageData }) => [view.match];

export default function GameMatch({ loaderData }: Route.ComponentProps) {
  const { game, renderedAt, centre } = loaderData;
  const { pathname } = useLocation();
  const id = loaderData.view.match.id;
  const fetchView = useCallback(
    async (zone: { tz: string; today: string }) => ({
      ...zone,
      match: toMatchPageData(await matchDetail(game.abbr, id)),
    }),
    [game.abbr, id],
  );
  const view = useLiveView({
    view: loaderData.view,
    fetch: fetchView,
    rows: rowsOf,
    channels: [matchChannels.match(id)],
  });
  return (
    <ScreenProvider tz={view.tz} renderedAt={renderedAt}>
      <article className="match-page" data-tz={view.tz}>
        <MatchHeader match={view.match} />
        <MatchCentre match={view.match} centre={centre} pathname={pathname} />
      </article>
    </ScreenProvider>
  );
}
