import { NewsArticlePage, newsArticleJsonLd } from '../features/news/index.ts';
import { type NewsArticleData, newsArticleLoader } from '../features/news/news.server.ts';
import { catalogText, gameName, type HeadArgs, localizedPath, pageHead, rootData } from '../seo/head.ts';
import { breadcrumbsJsonLd } from '../seo/json-ld.ts';
import type { Route } from './+types/news-article.ts';

/** `/news/{game}/{id}`: a news article of a game (`all`: general news), with its comments. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  newsArticleLoader(context, params.game, params.id);

/** The head of an article: its headline and summary, its real translations only, NewsArticle JSON-LD. */
export function articleHead(args: HeadArgs, data: NewsArticleData) {
  const root = rootData(args.matches);
  const { article } = data;
  const path = `/news/${article.game}/${article.id}`;
  if (!root) return pageHead(args, { page: 'newsArticle' });
  const origin = root.site.origin;
  const url = origin + localizedPath(root, article.language as never, path);
  const listName = article.gameId
    ? `${gameName(root, article.gameId)} · ${catalogText(root, 'pages', 'newsList.title') ?? 'News'}`
    : (catalogText(root, 'pages', 'newsList.title') ?? 'News');
  return pageHead(args, {
    page: 'newsArticle',
    title: article.title,
    description: article.summary || undefined,
    ogType: 'article',
    image: article.cover,
    og: { 'article:published_time': article.publishedAt, 'article:modified_time': article.updatedAt },
    translations: [
      { language: article.language as never, path, self: true },
      ...data.translations.map((t) => ({ language: t.language, path: t.path })),
    ],
    jsonLd: [
      newsArticleJsonLd(article, {
        url,
        origin,
        languageTag: data.articleTag,
        publisher: { name: root.brand.projectName, logo: root.brand.logo },
      }),
      breadcrumbsJsonLd([
        {
          name: catalogText(root, 'common', 'nav.home') ?? root.brand.projectName,
          url: origin + localizedPath(root, root.language, '/'),
        },
        { name: listName, url: origin + localizedPath(root, root.language, `/news/${article.game}`) },
        { name: article.title, url },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? articleHead(args, args.loaderData) : pageHead(args, { page: 'newsArticle' });

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <NewsArticlePage data={loaderData} />;
}
