import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { NewsEditor } from '../../features/console/news/NewsEditor.tsx';
import { newsEditorLoader } from '../../features/console/news/news-console.server.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { WithCatalogs } from '../../i18n/WithCatalogs.tsx';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/news-edit.ts';

/** /admin/news/new (`?translationOf=` a story) and /admin/news/:article: the news editor. */
export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  newsEditorLoader(context, request, params.article);

export const meta: Route.MetaFunction = (args) => {
  const article = args.loaderData?.article;
  return [
    ...(article
      ? pageHead(args, {
          page: 'consoleNewsArticle',
          variant: 'titleWithName',
          values: { name: article.title },
        })
      : pageHead(args, { page: 'consoleNewsNew' })),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ConsoleNewsEditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const article = loaderData.article;
  return (
    <WithCatalogs catalogs={loaderData.catalogs}>
      <ConsoleLayout
        view={loaderData.view}
        page={article ? 'consoleNewsArticle' : 'consoleNewsNew'}
        title={article ? t('consoleNewsArticle.titleWithName', { name: article.title }) : undefined}
      >
        <NewsEditor data={loaderData} />
      </ConsoleLayout>
    </WithCatalogs>
  );
}
