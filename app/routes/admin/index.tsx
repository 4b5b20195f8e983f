import { ConsoleHome } from '../../features/console/ConsoleHome.tsx';
import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { homeLoader } from '../../features/console/loaders.server.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/index.ts';

/** /admin: the operator console's home (any staff role; the sections are each role's own). */
export const loader = ({ context }: Route.LoaderArgs) => homeLoader(context);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consoleHome' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleHomePage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLayout view={loaderData.view} page="consoleHome">
      <ConsoleHome pending={loaderData.pending} />
    </ConsoleLayout>
  );
}
