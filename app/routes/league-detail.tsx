import { sportsOrganizationJsonLd } from '../features/competitions/json-ld.ts';
import { LeaguePage } from '../features/competitions/LeaguePage.tsx';
import { loadLeaguePage } from '../features/competitions/library.server.ts';
import { loadLeagueStages, seasonParam } from '../features/competitions/profiles.server.ts';
import { gameName, localizedPath, pageHead, rootData } from '../seo/head.ts';
import { breadcrumbsJsonLd } from '../seo/json-ld.ts';
import '../features/matches/matches.css';
import { localName } from '../../shared/games/names.ts';
import type { Route } from './+types/league-detail.ts';

/** `/leagueLibrary/{id}`: a league's library page; an unknown or malformed id is the 404 page. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = await loadLeaguePage(context, params.id);
  return { ...page, stages: await loadLeagueStages(context, page.league.id, seasonParam(request.url)) };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const loaded = args.loaderData;
  if (!root || !loaded) return pageHead(args, { page: 'leagueDetail' });
  const { league, table } = loaded;
  const at = (path: string) => root.site.origin + localizedPath(root, root.language, path);
  const url = at(args.location.pathname);
  const sport = gameName(root, league.gameId);
  const teams = table.lines.map((l) => ({ name: l.team.name, url: at(`/squadLibrary/${l.team.id}`) }));
  return pageHead(args, {
    page: 'leagueDetail',
    variant: 'titleWithName',
    values: { name: localName(league, root.language), game: sport },
    jsonLd: [
      sportsOrganizationJsonLd(league, { url, origin: root.site.origin, sport, teams }),
      breadcrumbsJsonLd([
        ...(league.abbr ? [{ name: sport, url: at(`/match/${league.abbr}`) }] : []),
        { name: localName(league, root.language), url },
      ]),
    ],
  });
};

export default function LeagueDetail({ loaderData }: Route.ComponentProps) {
  return <LeaguePage data={loaderData} stages={loaderData.stages} />;
}
