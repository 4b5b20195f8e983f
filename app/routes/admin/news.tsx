import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { NewsConsoleList } from '../../features/console/news/NewsConsoleList.tsx';
import { newsConsoleLoader } from '../../features/console/news/news-console.server.ts';
import { WithCatalogs } from '../../i18n/WithCatalogs.tsx';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/news.ts';

/** /admin/news: every article in any state (editors and administrators). */
export const loader = ({ context, request }: Route.LoaderArgs) => newsConsoleLoader(context, request);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consoleNews' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleNewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <WithCatalogs catalogs={loaderData.catalogs}>
      <ConsoleLayout view={loaderData.view} page="consoleNews">
        <NewsConsoleList data={loaderData} />
      </ConsoleLayout>
    </WithCatalogs>
  );
}
