import { personJsonLd } from '../features/competitions/json-ld.ts';
import { loadPlayerPage } from '../features/competitions/library.server.ts';
import { PlayerPage } from '../features/competitions/PlayerPage.tsx';
import { loadPlayerProfile } from '../features/competitions/profiles.server.ts';
import { gameName, localizedPath, pageHead, rootData } from '../seo/head.ts';
import { breadcrumbsJsonLd } from '../seo/json-ld.ts';
import '../features/matches/matches.css';
import { localName } from '../../shared/games/names.ts';
import type { Route } from './+types/player-detail.ts';

/** `/playerLibrary/{id}`: a player's library page; an unknown or malformed id is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadPlayerPage(context, params.id);
  return { ...page, profile: await loadPlayerProfile(context, page.player.id) };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const loaded = args.loaderData;
  if (!root || !loaded) return pageHead(args, { page: 'playerDetail' });
  const { player } = loaded;
  const at = (path: string) => root.site.origin + localizedPath(root, root.language, path);
  const url = at(args.location.pathname);
  const sport = gameName(root, player.game.gameId);
  const team = { name: player.team.name, url: at(`/squadLibrary/${player.team.id}`) };
  return pageHead(args, {
    page: 'playerDetail',
    variant: 'titleWithName',
    values: {
      name: localName(player, root.language),
      game: sport,
      team: localName(player.team, root.language),
    },
    jsonLd: [
      personJsonLd({ ...player, birthDate: loaded.profile.profile.birthDate }, { url, team }),
      breadcrumbsJsonLd([
        { name: sport, url: at(`/match/${player.game.abbr}`) },
        team,
        { name: localName(player, root.language), url },
      ]),
    ],
  });
};

export default function PlayerDetail({ loaderData }: Route.ComponentProps) {
  return <PlayerPage data={loaderData} profile={loaderData.profile} />;
}
