import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { BannedWords } from '../../features/console/words/BannedWords.tsx';
import { wordsLoader } from '../../features/console/words/words.server.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/words.ts';

/** /admin/words: the banned-words list (editors and administrators). */
export const loader = ({ context }: Route.LoaderArgs) => wordsLoader(context);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consoleWords' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleWordsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLayout view={loaderData.view} page="consoleWords">
      <BannedWords data={loaderData} />
    </ConsoleLayout>
  );
}
