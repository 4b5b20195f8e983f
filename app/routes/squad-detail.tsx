import { sportsTeamJsonLd } from '../features/competitions/json-ld.ts';
import { loadTeamPage } from '../features/competitions/library.server.ts';
import { loadTeamProfile } from '../features/competitions/profiles.server.ts';
import { TeamPage } from '../features/competitions/TeamPage.tsx';
import { gameName, localizedPath, pageHead, rootData } from '../seo/head.ts';
import { breadcrumbsJsonLd } from '../seo/json-ld.ts';
import '../features/matches/matches.css';
import { localName } from '../../shared/games/names.ts';
import type { Route } from './+types/squad-detail.ts';

/** `/squadLibrary/{id}`: a team's library page; an unknown or malformed id is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadTeamPage(context, params.id);
  return { ...page, profile: await loadTeamProfile(context, page.team.id) };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const loaded = args.loaderData;
  if (!root || !loaded) return pageHead(args, { page: 'squadDetail' });
  const { team, standing, profile } = loaded;
  const at = (path: string) => root.site.origin + localizedPath(root, root.language, path);
  const url = at(args.location.pathname);
  const sport = gameName(root, team.game.gameId);
  const league = standing
    ? { name: standing.league.name, url: at(`/leagueLibrary/${standing.league.id}`) }
    : undefined;
  return pageHead(args, {
    page: 'squadDetail',
    variant: 'titleWithName',
    values: { name: localName(team, root.language), game: sport },
    jsonLd: [
      sportsTeamJsonLd(
        {
          ...team,
          founded: profile.founded,
          coach: profile.coaches.find((c) => c.role === 'head')?.name,
        },
        { url, origin: root.site.origin, sport, league },
      ),
      breadcrumbsJsonLd([
        { name: sport, url: at(`/match/${team.game.abbr}`) },
        ...(league ? [league] : []),
        { name: localName(team, root.language), url },
      ]),
    ],
  });
};

export default function SquadDetail({ loaderData }: Route.ComponentProps) {
  return <TeamPage data={loaderData} profile={loaderData.profile} />;
}
