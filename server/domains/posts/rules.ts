/**
 * What posts accept and how their state moves (shared/posts/model.ts has the diagram):
 *
 *   (none) ──write (1–2000 characters, ≤ 9 images, not muted, 10 an hour)──▶ published
 *   published ──author deletes──▶ deleted            (final: never shown, kept for the record)
 *   published ──report upheld / author banned──▶ hidden
 *   published ◀──moderator──▶ hidden ──moderator──▶ deleted
 *
 * The console may restore a hidden post; a deleted one stays deleted.
 */
import { DomainError } from '../../../shared/errors.ts';
import {
  POST_BODY_MAX,
  POST_IMAGES_MAX,
  POSTS_PER_HOUR,
  type PostStatus,
  postBodyProblem,
} from '../../../shared/posts/model.ts';

/** The text as stored (trimmed), or the reason it is refused. */
export function checkBody(body: string | undefined): string {
  const problem = postBodyProblem(body);
  if (problem === 'empty') throw new DomainError('invalid', 'postEmpty');
  if (problem === 'tooLong') throw new DomainError('invalid', 'postTooLong', { max: POST_BODY_MAX });
  return (body ?? '').trim();
}

export function checkImageCount(count: number): void {
  if (count > POST_IMAGES_MAX)
    throw new DomainError('invalid', 'postTooManyImages', { max: POST_IMAGES_MAX });
}

/** Spec section 8: a muted user is told 'You have been muted'. */
export function checkNotMuted(mutedUntil: Date | null, now: Date): void {
  if (mutedUntil && mutedUntil > now) throw new DomainError('forbidden', 'muted');
}

export function checkHourlyAllowance(allowed: boolean): void {
  if (!allowed) throw new DomainError('tooMany', 'postTooMany', { max: POSTS_PER_HOUR });
}

/** Who sees a post in a state: everyone a published one, its author a hidden one too. */
export function visibleTo(post: { status: string; authorUid: number }, viewer: number | null): boolean {
  return post.status === 'published' || (post.status === 'hidden' && viewer === post.authorUid);
}

/** The author deletes their own post (published or hidden); anyone else is told it is not theirs. */
export function checkAuthorDeletes(post: { status: string; authorUid: number } | null, uid: number): void {
  if (!post || post.status === 'deleted') throw new DomainError('notFound', 'postNotFound');
  if (post.authorUid !== uid) throw new DomainError('forbidden', 'postNotYours');
}

/** A moderator's change of state: not to the state it has, never out of `deleted`. */
export function checkModeration(from: PostStatus, to: PostStatus): void {
  if (from === to) throw new DomainError('conflict', 'postStatusSame');
  if (from === 'deleted') throw new DomainError('conflict', 'postDeletedFinal');
}
