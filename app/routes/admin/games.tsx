import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { GameCatalog } from '../../features/console/games/GameCatalog.tsx';
import { gamesLoader } from '../../features/console/games/games.server.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/games.ts';

/** /admin/games: the game catalog (editors and administrators): order, logos, names per language. */
export const loader = ({ context }: Route.LoaderArgs) => gamesLoader(context);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consoleGames' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleGamesPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLayout view={loaderData.view} page="consoleGames">
      <GameCatalog data={loaderData} />
    </ConsoleLayout>
  );
}
