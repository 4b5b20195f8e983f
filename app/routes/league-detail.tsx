import { sportsOrganizationJsonLd } from '../features/competitions/json-ld.ts';
import { LeaguePage } from '../features/competitions/LeaguePage.tsx';
import { loadLeaguePage } from '../features/competitions/library.server.ts';
import { gameName, localizedPath, pageHead, rootData } from '../seo/head.ts';
import { breadcrumbsJsonLd } from '../seo/json-ld.ts';
import '../features/matches/matches.css';
import type { Route } from './+types/league-detail.ts';

/** `/leagueLibrary/{id}`: a league's library page; an unknown or malformed id is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadLeaguePage(context, params.id);
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
    values: { name: league.name, game: sport },
    jsonLd: [
      sportsOrganizationJsonLd(league, { url, origin: root.site.origin, sport, teams }),
      breadcrumbsJsonLd([
        ...(league.abbr ? [{ name: sport, url: at(`/match/${league.abbr}`) }] : []),
        { name: league.name, url },
      ]),
    ],
  });
};

export default function LeagueDetail({ loaderData }: Route.ComponentProps) {
  return <LeaguePage data={loaderData} />;
}
