/**
 * The posts domain's public entry: the service and routes for the composition root, and what other
 * domains plug in: the ban hook, the `posts` review queue's decision handler and the comments target.
 */
export { postsAdminRoutes } from './admin-routes.ts';
export { postsAccountRoutes, postsRoutes } from './routes.ts';
export {
  createPostsService,
  hideAllPostsOfUser,
  type PostsService,
  postCommentTarget,
  postReportDecided,
} from './service.ts';
