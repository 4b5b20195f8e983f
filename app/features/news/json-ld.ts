/** schema.org `NewsArticle` of an article page (issue 15), with its publisher and picture. */
import type { NewsArticle } from '../../../shared/news/contract.ts';
import { logoOf } from '../../seo/json-ld.ts';

export function newsArticleJsonLd(
  article: Pick<
    NewsArticle,
    'title' | 'summary' | 'cover' | 'publishedAt' | 'updatedAt' | 'category' | 'tags' | 'author'
  >,
  page: {
    url: string;
    origin: string;
    languageTag: string;
    publisher: { name: string; logo: string | null };
  },
): Record<string, unknown> {
  const image = article.cover
    ? [article.cover.startsWith('/') ? page.origin + article.cover : article.cover]
    : undefined;
  return {
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110),
    ...(article.summary ? { description: article.summary } : {}),
    ...(image ? { image } : {}),
    datePublished: article.publishedAt,
    // ISO 8601 in UTC: the later of the two strings is the later time.
    dateModified: [article.updatedAt, article.publishedAt].sort().at(-1),
    inLanguage: page.languageTag,
    articleSection: article.category,
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.url },
    url: page.url,
    author: article.author?.name
      ? { '@type': 'Person', name: article.author.name }
      : { '@type': 'Organization', name: page.publisher.name },
    publisher: {
      '@type': 'Organization',
      name: page.publisher.name,
      ...(page.publisher.logo
        ? { logo: { '@type': 'ImageObject', url: logoOf(page.publisher.logo, page.origin).logo } }
        : {}),
    },
  };
}
