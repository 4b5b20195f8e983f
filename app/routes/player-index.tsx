import { useRouteLoaderData } from 'react-router';
import { indexHead } from '../features/competitions/index-head.ts';
import { PlayerIndex } from '../features/competitions/LibraryIndex.tsx';
import { loadPlayerIndex } from '../features/competitions/library-index.server.ts';
import { requireGame } from '../features/games/game-param.server.ts';
import '../features/matches/matches.css';
import type { RootData } from '../root-data.ts';
import type { Route } from './+types/player-index.ts';

/**
 * `/playerLibrary`: players by name, of every game or one (`?game=<abbr>`), or one team's squad by
 * shirt number (`?team=<id>`), 100 a page (`?page=`). An unknown game, team or page is the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const slug = search.get('game');
  return loadPlayerIndex(context, slug === null ? null : await requireGame(context, slug), search);
}

export const meta: Route.MetaFunction = (args) => {
  const team = args.loaderData?.team;
  return indexHead(args, {
    page: 'playerLibrary',
    game: args.loaderData?.game ?? null,
    filter: team ? { param: 'team', id: team.id, name: team.name, names: team.names } : null,
    pageNo: args.loaderData?.list.page ?? 1,
  });
};

export default function PlayerLibrary({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return <PlayerIndex data={loaderData} games={root?.games ?? []} />;
}
