/**
 * The comments domain's public entry: the composition root creates the service with the targets the
 * news, videos and posts domains implement (`CommentTarget`), hands `hideAllOfUser` to the users
 * domain's `onBanned` and `reportDecided` to the `comments` review queue.
 */
import type { Executor } from '../../db/client.ts';

export { commentsAdminRoutes } from './admin-routes.ts';
export { commentsAccountRoutes, commentsRoutes } from './routes.ts';
export { commentLikes, comments } from './schema.ts';
export { COMMENT_REPORTS_PER_DAY, type CommentsService, createCommentsService } from './service.ts';

/**
 * What a domain whose items take comments (news, videos, posts) implements; the composition root
 * plugs it in (server/services.ts), so comments never import those domains.
 */
export interface CommentTarget {
  /** Whether comments may be written on target `id` now (it exists and is published): a comment on a deleted or unpublished item is refused (404 'commentTargetNotFound'). Also returns the language of the target for the banned-words check and its game abbr if any. */
  open(tx: Executor, id: number): Promise<{ language: string } | null>;
  /** Keeps the target's comment counter in step, inside the comment's transaction (delta +1/-1). */
  counted(tx: Executor, id: number, delta: number): Promise<void>;
}
export type CommentTargets = Partial<Record<'news' | 'video' | 'post', CommentTarget>>;
