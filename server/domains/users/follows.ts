/**
 * Follows between users (`user_follows`; spec: followUser, hasFollowUser, user/getFollowOrFansH5,
 * "my follows"): every query of them. Cancelled accounts drop out of the lists and the counts.
 */
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FollowListType } from '../../../shared/users/model.ts';
import type { Executor } from '../../db/client.ts';
import { userPosts } from '../posts/schema.ts';
import { userFollows, users } from './schema.ts';

/** The account, unless it is cancelled (or never was). */
export async function findFollowable(ex: Executor, uid: number): Promise<{ uid: number } | null> {
  const [row] = await ex
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.uid, uid), isNull(users.cancelledAt)));
  return row ?? null;
}

export async function isFollowing(ex: Executor, follower: number, followee: number): Promise<boolean> {
  const rows = await ex
    .select({ uid: userFollows.followeeUid })
    .from(userFollows)
    .where(and(eq(userFollows.followerUid, follower), eq(userFollows.followeeUid, followee)));
  return rows.length > 0;
}

/** Follows `followee`, or stops following; true when following now. */
export async function toggleFollow(tx: Executor, follower: number, followee: number): Promise<boolean> {
  const removed = await tx
    .delete(userFollows)
    .where(and(eq(userFollows.followerUid, follower), eq(userFollows.followeeUid, followee)))
    .returning({ uid: userFollows.followeeUid });
  if (removed.length > 0) return false;
  await tx.insert(userFollows).values({ followerUid: follower, followeeUid: followee }).onConflictDoNothing();
  return true;
}

/*
 * Counts correlated on the outer query's `users` row. Written with explicit aliases: drizzle leaves
 * columns of a one-table query unqualified, and inside these subqueries an unqualified `uid` would
 * name the subquery's own table.
 */
const OUTER_UID = sql.raw('"users"."uid"');

/** How many active accounts the outer query's user follows, and how many follow them. */
export function followCountsOf(): { follows: SQL<number>; fans: SQL<number> } {
  return {
    follows: sql<number>`(select count(*)::int from ${userFollows} f join ${users} o on o.uid = f.followee_uid where f.follower_uid = ${OUTER_UID} and o.cancelled_at is null)`,
    fans: sql<number>`(select count(*)::int from ${userFollows} f join ${users} o on o.uid = f.follower_uid where f.followee_uid = ${OUTER_UID} and o.cancelled_at is null)`,
  };
}

/** How many published posts the outer query's user has. */
export function postCountOf(): SQL<number> {
  return sql<number>`(select count(*)::int from ${userPosts} p where p.author_uid = ${OUTER_UID} and p.status = 'published')`;
}

export async function profileCounts(
  ex: Executor,
  uid: number,
): Promise<{ follows: number; fans: number; posts: number }> {
  const counts = followCountsOf();
  const [row] = await ex
    .select({ follows: counts.follows, fans: counts.fans, posts: postCountOf() })
    .from(users)
    .where(eq(users.uid, uid));
  return { follows: row?.follows ?? 0, fans: row?.fans ?? 0, posts: row?.posts ?? 0 };
}

export interface FollowRow {
  uid: number;
  username: string | null;
  avatar: string | null;
  level: number;
  signature: string | null;
  /** Whether the viewer follows this user (false for guests). */
  followed: boolean;
  /** When the follow began. */
  since: Date;
}

/**
 * A page of the users `uid` follows (`follow`) or who follow them (`fans`), newest follow first,
 * and how many there are.
 */
export async function followPage(
  ex: Executor,
  uid: number,
  type: FollowListType,
  viewer: number | null,
  offset: number,
  limit: number,
): Promise<{ rows: FollowRow[]; total: number }> {
  const listed = type === 'follow' ? userFollows.followeeUid : userFollows.followerUid;
  const owner = type === 'follow' ? userFollows.followerUid : userFollows.followeeUid;
  const where = and(eq(owner, uid), isNull(users.cancelledAt));
  const followed =
    viewer === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${userFollows} vf where vf.follower_uid = ${viewer} and vf.followee_uid = ${OUTER_UID})`;
  const [rows, [counted]] = await Promise.all([
    ex
      .select({
        uid: users.uid,
        username: users.username,
        avatar: users.avatar,
        level: users.level,
        signature: users.signature,
        followed,
        since: userFollows.createdAt,
      })
      .from(userFollows)
      .innerJoin(users, eq(users.uid, listed))
      .where(where)
      .orderBy(desc(userFollows.createdAt), desc(users.uid))
      .offset(offset)
      .limit(limit),
    ex.select({ n: count() }).from(userFollows).innerJoin(users, eq(users.uid, listed)).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
