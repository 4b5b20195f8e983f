import { GameHub } from '../features/competitions/DataHub.tsx';
import { loadGameHub } from '../features/competitions/library-index.server.ts';
import { requireGame } from '../features/games/game-param.server.ts';
import { gameName, localizedPath, pageHead, pageText, rootData } from '../seo/head.ts';
import { breadcrumbsJsonLd } from '../seo/json-ld.ts';
import '../features/matches/matches.css';
import type { Route } from './+types/game-data.ts';

/**
 * `/{game}/data`: one game's data hub: its leagues (hot first) with their leaders, the top of the table
 * of its first leagues, and its data rankings. Only known game slugs (else the 404 page).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadGameHub(context, await requireGame(context, params.game));
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const game = args.loaderData?.game;
  if (!root || !game) return pageHead(args, { page: 'gameData' });
  const name = gameName(root, game.gameId);
  const at = (path: string) => root.site.origin + localizedPath(root, root.language, path);
  return pageHead(args, {
    page: 'gameData',
    variant: 'titleWithGame',
    values: { game: name },
    jsonLd: [
      breadcrumbsJsonLd([
        { name: pageText(root, 'liveData', 'title') ?? 'Data', url: at('/live/data') },
        {
          name: pageText(root, 'gameData', 'titleWithGame', { game: name }) ?? name,
          url: at(args.location.pathname),
        },
      ]),
    ],
  });
};

export default function GameData({ loaderData }: Route.ComponentProps) {
  return <GameHub data={loaderData} />;
}
