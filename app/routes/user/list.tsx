import { useMatches } from 'react-router';
import { ListPlaceholder } from '../../features/users/ListPlaceholder.tsx';
import { listPageFor } from '../../features/users/menu.ts';
import { UserCentrePage } from '../../features/users/UserCentrePage.tsx';
import { viewerLoader } from '../../features/users/viewer.server.ts';
import { viewerClientLoader } from '../../features/users/viewer.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/list.ts';

/**
 * My orders, redemptions and messages: the route id names the page. Their data arrives with later
 * issues, until then the heading and the empty state (my follows and my posts have their own pages,
 * routes/user/focus.tsx and routes/user/posts.tsx).
 */
export const loader = ({ context }: Route.LoaderArgs) => viewerLoader(context);
export const clientLoader = viewerClientLoader;
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: args.matches.at(-1)?.id });

export default function ListPage({ loaderData }: Route.ComponentProps) {
  const page = useMatches().at(-1)?.id ?? '';
  const list = listPageFor(page);
  return (
    <UserCentrePage page={page} serverUid={loaderData.uid}>
      {() => list && <ListPlaceholder list={list} />}
    </UserCentrePage>
  );
}
