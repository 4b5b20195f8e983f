import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { Corrections } from '../../features/console/corrections/Corrections.tsx';
import { correctionsLoader } from '../../features/console/corrections/corrections.server.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/corrections.ts';

/** /admin/corrections: corrections of leagues, teams and players over the feed's data (editors and administrators). */
export const loader = ({ context, request }: Route.LoaderArgs) => correctionsLoader(context, request);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consoleCorrections' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleCorrectionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLayout view={loaderData.view} page="consoleCorrections">
      <Corrections data={loaderData} />
    </ConsoleLayout>
  );
}
