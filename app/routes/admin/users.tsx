import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { usersLoader } from '../../features/console/loaders.server.ts';
import { UserSearch } from '../../features/console/UserSearch.tsx';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/users.ts';

/** /admin/users: find accounts (support staff and administrators). */
export const loader = ({ context, request }: Route.LoaderArgs) => usersLoader(context, request);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consoleUsers' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleUsersPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLayout view={loaderData.view} page="consoleUsers">
      <UserSearch q={loaderData.q} list={loaderData.list} />
    </ConsoleLayout>
  );
}
