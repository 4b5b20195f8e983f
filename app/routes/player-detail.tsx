import { personJsonLd } from '../features/competitions/json-ld.ts';
import { loadPlayerPage } from '../features/competitions/library.server.ts';
import { PlayerPage } from '../features/competitions/PlayerPage.tsx';
import { gameName, localizedPath, pageHead, rootData } from '../seo/head.ts';
import { breadcrumbsJsonLd } from '../seo/json-ld.ts';
import '../features/matches/matches.css';
import type { Route } from './+types/player-detail.ts';

/** `/playerLibrary/{id}`: a player's library page; an unknown or malformed id is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadPlayerPage(context, params.id);
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
    values: { name: player.name, game: sport, team: player.team.name },
    jsonLd: [
      personJsonLd(player, { url, team }),
      breadcrumbsJsonLd([
        { name: sport, url: at(`/match/${player.game.abbr}`) },
        team,
        { name: player.name, url },
      ]),
    ],
  });
};

export default function PlayerDetail({ loaderData }: Route.ComponentProps) {
  return <PlayerPage data={loaderData} />;
}
