/** News' public entry: the service (composition root), the comments target, the scheduler's step. */

export { seedDemoNews } from './demo.ts';
export { newsArticles, newsLinks } from './schema.ts';
export { createNewsService, NEWS_FALLBACK_LANGUAGE, type NewsService, newsCommentTarget } from './service.ts';
