/**
 * User posts (issue 15), for the pages that show them (decision 013: other features reach this one
 * through its entry file): hot posts for the news pages, the report button and call for the users'
 * profiles, the posts' catalog wrapper.
 */
export { HotPosts, type HotPostsData } from './HotPosts.tsx';
export { PostsTranslations } from './PostsTranslations.tsx';
export { reportUser } from './posts-api.ts';
export { ReportButton } from './ReportDialog.tsx';
