/**
 * What comments accept, and a comment's states (issue 15). Nothing is ever deleted from the table:
 * a state says who may see it, and only `published` comments are shown and counted (the target's
 * comment counter, the parent's reply counter).
 *
 *                       ┌──────────── a moderator restores (not the author's own deletion) ───────────┐
 *                       ▼                                                                              │
 *   (add) ──────▶  published ──a moderator / an upheld report / a ban of the author──▶ hidden ─────────┤
 *                    │   │                                                                             │
 *                    │   └──────────────a moderator──────────────────────────────────▶ spam ───────────┤
 *                    └──────────the author or a moderator────────────────────────────▶ deleted ────────┘
 *
 * A moderator moves a comment between any two states (hidden ⇄ spam ⇄ deleted as well). Replies go one
 * level deep: a reply answers a published top-level comment of the same target.
 */
import {
  COMMENT_BODY_MAX,
  COMMENTS_PER_DAY,
  type CommentStatus,
  commentBodyProblem,
} from '../../../shared/comments/model.ts';
import { DomainError } from '../../../shared/errors.ts';

/** The body as stored (trimmed), or the reason it is refused. */
export function checkBody(body: string | undefined): string {
  const problem = commentBodyProblem(body);
  if (problem === 'empty') throw new DomainError('invalid', 'commentEmpty');
  if (problem === 'length') throw new DomainError('invalid', 'commentLength', { max: COMMENT_BODY_MAX });
  return body?.trim() ?? '';
}

/** A muted user writes nothing (spec section 8: "You have been muted"). */
export function checkNotMuted(mutedUntil: Date | null, now: Date): void {
  if (mutedUntil && mutedUntil > now) throw new DomainError('forbidden', 'muted');
}

/** Refuses a comment past the daily allowance (`writtenToday` counts the last 24 hours, any state). */
export function checkDailyAllowance(writtenToday: number): void {
  if (writtenToday >= COMMENTS_PER_DAY) {
    throw new DomainError('tooMany', 'commentDailyLimit', { max: COMMENTS_PER_DAY });
  }
}

/** A reply answers a published top-level comment of the same target. */
export function checkReplyParent(
  parent: { parentId: number | null; status: string; targetKind: string; targetId: number } | undefined,
  target: { kind: string; id: number },
): void {
  if (
    !parent ||
    parent.parentId !== null ||
    parent.status !== 'published' ||
    parent.targetKind !== target.kind ||
    parent.targetId !== target.id
  ) {
    throw new DomainError('invalid', 'commentReplyParent');
  }
}

/** How a change of state moves the counters of published comments: +1, -1 or 0. */
export function publishedDelta(before: CommentStatus, after: CommentStatus): number {
  return (after === 'published' ? 1 : 0) - (before === 'published' ? 1 : 0);
}

/** A moderator's change of state: to another state, and never back from the author's own deletion. */
export function checkModeration(
  current: { status: CommentStatus; moderationReason: string | null },
  next: CommentStatus,
): void {
  if (current.status === next) throw new DomainError('conflict', 'commentStatusSame');
  if (next === 'published' && current.status === 'deleted' && current.moderationReason === 'author') {
    throw new DomainError('conflict', 'commentDeletedByAuthor');
  }
}

/** The author deletes their own comment (any state but deleted). */
export function checkOwnDeletion(
  comment: { authorUid: number; status: CommentStatus } | undefined,
  uid: number,
): void {
  if (!comment || comment.status === 'deleted') throw new DomainError('notFound', 'commentNotFound');
  if (comment.authorUid !== uid) throw new DomainError('forbidden', 'commentNotYours');
}

/** Only top-level comments are pinned (pinned ones come first on their target's first page). */
export function checkPinnable(comment: { parentId: number | null } | undefined): void {
  if (!comment) throw new DomainError('notFound', 'commentNotFound');
  if (comment.parentId !== null) throw new DomainError('invalid', 'commentPinReply');
}
