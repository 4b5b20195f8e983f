/** News (issue 15): the list and article pages (decision 013: other code reaches a feature through its entry). */
export { HotNews } from './HotNews.tsx';
export { newsArticleJsonLd } from './json-ld.ts';
export { NewsArticlePage } from './NewsArticle.tsx';
export { listHref, NewsListPage } from './NewsList.tsx';
