import { useRouteLoaderData } from 'react-router';
import { indexHead } from '../features/competitions/index-head.ts';
import { LeagueIndex } from '../features/competitions/LibraryIndex.tsx';
import { loadLeagueIndex } from '../features/competitions/library-index.server.ts';
import { requireGame } from '../features/games/game-param.server.ts';
import '../features/matches/matches.css';
import type { RootData } from '../root-data.ts';
import type { Route } from './+types/league-index.ts';

/**
 * `/leagueLibrary`: every league and tournament, hot first, sports then esports, or one game's
 * (`?game=<abbr>`; an unknown game is the 404 page), 100 a page (`?page=`; a bad page or one beyond
 * the last is the 404 page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const slug = search.get('game');
  return loadLeagueIndex(context, slug === null ? null : await requireGame(context, slug), search);
}

export const meta: Route.MetaFunction = (args) =>
  indexHead(args, {
    page: 'leagueLibrary',
    game: args.loaderData?.game ?? null,
    pageNo: args.loaderData?.list.page ?? 1,
  });

export default function LeagueLibrary({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return <LeagueIndex data={loaderData} games={root?.games ?? []} />;
}
