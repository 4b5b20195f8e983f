import { useRouteLoaderData } from 'react-router';
import { indexHead } from '../features/competitions/index-head.ts';
import { TeamIndex } from '../features/competitions/LibraryIndex.tsx';
import { loadTeamIndex } from '../features/competitions/library-index.server.ts';
import { requireGame } from '../features/games/game-param.server.ts';
import '../features/matches/matches.css';
import type { RootData } from '../root-data.ts';
import type { Route } from './+types/squad-index.ts';

/**
 * `/squadLibrary`: teams by name, of every game, one game (`?game=<abbr>`) or one league
 * (`?league=<id>`), each with its league, 100 a page (`?page=`). An unknown game, league or page is
 * the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const slug = search.get('game');
  return loadTeamIndex(context, slug === null ? null : await requireGame(context, slug), search);
}

export const meta: Route.MetaFunction = (args) => {
  const league = args.loaderData?.league;
  return indexHead(args, {
    page: 'squadLibrary',
    game: args.loaderData?.game ?? null,
    filter: league ? { param: 'league', id: league.id, name: league.name, names: league.names } : null,
    pageNo: args.loaderData?.list.page ?? 1,
  });
};

export default function SquadLibrary({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return <TeamIndex data={loaderData} games={root?.games ?? []} />;
}
