/**
 * Follows between users (spec sections 6 and 7: a signed-in user follows; `followUser`,
 * `hasFollowUser`, `user/getFollowOrFansH5`; "my follows" in the user centre):
 *
 *   not following ──followUser──▶ following ──followUser──▶ not following
 *
 * Nobody follows themselves; a cancelled account cannot be followed and drops out of every list.
 */
import { DomainError } from '../../../shared/errors.ts';
import type { FollowPage, FollowResult } from '../../../shared/users/contract.ts';
import { FOLLOWS_PAGE_SIZE, type FollowListType } from '../../../shared/users/model.ts';
import type { Database } from '../../db/client.ts';
import { findFollowable, followPage, isFollowing, profileCounts, toggleFollow } from './follows.ts';

export function createFollowsService(db: Database) {
  return {
    /** Follows the user, or stops following them; answers the new state and their fans. */
    async toggle(follower: number, followee: number): Promise<FollowResult> {
      if (follower === followee) throw new DomainError('invalid', 'followSelf');
      return db.transaction(async (tx) => {
        if (!(await findFollowable(tx, followee))) throw new DomainError('notFound', 'userNotFound');
        const following = await toggleFollow(tx, follower, followee);
        return { following, fans: (await profileCounts(tx, followee)).fans };
      });
    },

    /** Whether the viewer follows the user (false for guests and for themselves). */
    async has(viewer: number | null, uid: number): Promise<boolean> {
      if (viewer === null || viewer === uid) return false;
      return isFollowing(db, viewer, uid);
    },

    /** The users `uid` follows, or their fans, newest first, with whether the viewer follows each. */
    async list(uid: number, type: FollowListType, page: number, viewer: number | null): Promise<FollowPage> {
      if (!(await findFollowable(db, uid))) throw new DomainError('notFound', 'userNotFound');
      const { rows, total } = await followPage(
        db,
        uid,
        type,
        viewer,
        (page - 1) * FOLLOWS_PAGE_SIZE,
        FOLLOWS_PAGE_SIZE,
      );
      return {
        list: rows.map(({ since, ...row }) => ({
          ...row,
          followed: Boolean(row.followed),
          since: since.toISOString(),
        })),
        page,
        size: FOLLOWS_PAGE_SIZE,
        total,
      };
    },

    /** A profile's counts: whom they follow, their fans, their published posts. */
    counts(uid: number) {
      return profileCounts(db, uid);
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
