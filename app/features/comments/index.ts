/**
 * Comments (issue 15), for the pages of news articles, videos and user posts (decision 013: other
 * code reaches a feature through its entry file).
 */
export { CommentsPanel } from './CommentsPanel.tsx';
