import { and, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { PostStatus } from '../../../shared/posts/model.ts';
import type { Executor } from '../../db/client.ts';
import { type HotPeriod, hotCounts, hotScore, periodStart } from '../hot/index.ts';
import { users } from '../users/schema.ts';
import { postLikes, userPosts } from './schema.ts';

/*
 * Every query of posts and their likes. Each takes the executor it runs on: the database, or the
 * caller's transaction (`tx`) when it is part of a use case's writes.
 */

export type PostRow = typeof userPosts.$inferSelect;

/** A post with its author's public fields and whether the viewer likes it. */
export interface PostWithAuthor {
  post: PostRow;
  username: string | null;
  avatar: string | null;
  level: number;
  liked: boolean;
}

/** Whether `viewer` likes the row's post (false for guests). */
const likedBy = (viewer: number | null): SQL<boolean> =>
  viewer === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${postLikes} pl where pl.post_id = ${sql.raw('"user_posts"."id"')} and pl.uid = ${viewer})`;

const withAuthor = (viewer: number | null) => ({
  post: userPosts,
  username: users.username,
  avatar: users.avatar,
  level: users.level,
  liked: likedBy(viewer),
});

/** Until when a user is muted (null: not muted, or no such user). */
export async function mutedUntil(ex: Executor, uid: number): Promise<Date | null> {
  const [row] = await ex.select({ until: users.mutedUntil }).from(users).where(eq(users.uid, uid));
  return row?.until ?? null;
}

export async function insertPost(
  tx: Executor,
  values: { authorUid: number; body: string; images: string[] },
): Promise<PostRow> {
  const [row] = await tx.insert(userPosts).values(values).returning();
  return row as PostRow;
}

export async function findPost(
  ex: Executor,
  id: number,
  viewer: number | null,
): Promise<PostWithAuthor | null> {
  const [row] = await ex
    .select(withAuthor(viewer))
    .from(userPosts)
    .innerJoin(users, eq(users.uid, userPosts.authorUid))
    .where(eq(userPosts.id, id));
  return row ?? null;
}

/** The post's row, locked for a change of its state or counts. */
export async function lockPost(tx: Executor, id: number): Promise<PostRow | null> {
  const [row] = await tx.select().from(userPosts).where(eq(userPosts.id, id)).for('update');
  return row ?? null;
}

async function pageOf(
  ex: Executor,
  where: SQL | undefined,
  viewer: number | null,
  offset: number,
  limit: number,
): Promise<{ rows: PostWithAuthor[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    ex
      .select(withAuthor(viewer))
      .from(userPosts)
      .innerJoin(users, eq(users.uid, userPosts.authorUid))
      .where(where)
      .orderBy(desc(userPosts.createdAt), desc(userPosts.id))
      .offset(offset)
      .limit(limit),
    ex.select({ n: count() }).from(userPosts).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A page of an author's posts in the given states, newest first, and how many there are. */
export function pageOfAuthor(
  ex: Executor,
  authorUid: number,
  statuses: readonly PostStatus[],
  viewer: number | null,
  offset: number,
  limit: number,
): Promise<{ rows: PostWithAuthor[]; total: number }> {
  const where = and(eq(userPosts.authorUid, authorUid), inArray(userPosts.status, [...statuses]));
  return pageOf(ex, where, viewer, offset, limit);
}

/** The console's list: any state, by state and author, newest first. */
export function pageForStaff(
  ex: Executor,
  filter: { status?: PostStatus | undefined; uid?: number | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: PostWithAuthor[]; total: number }> {
  const conditions = [
    filter.status ? eq(userPosts.status, filter.status) : undefined,
    filter.uid ? eq(userPosts.authorUid, filter.uid) : undefined,
  ].filter((c) => c !== undefined);
  return pageOf(ex, conditions.length > 0 ? and(...conditions) : undefined, null, offset, limit);
}

/** Posts by id (any state), in no particular order. */
export async function postsByIds(
  ex: Executor,
  ids: readonly number[],
  viewer: number | null,
): Promise<PostWithAuthor[]> {
  if (ids.length === 0) return [];
  return ex
    .select(withAuthor(viewer))
    .from(userPosts)
    .innerJoin(users, eq(users.uid, userPosts.authorUid))
    .where(inArray(userPosts.id, [...ids]));
}

/** An author's published posts ranked by their hot score over the period, hottest first. */
export function hotOfAuthor(
  ex: Executor,
  authorUid: number,
  period: HotPeriod,
  viewer: number | null,
  limit: number,
  at: Date,
): Promise<Array<PostWithAuthor & { score: number }>> {
  return ex
    .select({ ...withAuthor(viewer), score: hotScore })
    .from(hotCounts)
    .innerJoin(userPosts, eq(userPosts.id, hotCounts.itemId))
    .innerJoin(users, eq(users.uid, userPosts.authorUid))
    .where(
      and(
        eq(hotCounts.kind, 'post'),
        gte(hotCounts.day, periodStart(period, at)),
        eq(userPosts.authorUid, authorUid),
        eq(userPosts.status, 'published'),
      ),
    )
    .groupBy(userPosts.id, users.uid)
    .orderBy(desc(hotScore), desc(userPosts.id))
    .limit(limit);
}

export async function setPostStatus(tx: Executor, id: number, status: PostStatus): Promise<void> {
  await tx.update(userPosts).set({ status }).where(eq(userPosts.id, id));
}

/** Hides every published post of an author (a ban); returns how many. */
export async function hidePostsOf(tx: Executor, authorUid: number): Promise<number> {
  const rows = await tx
    .update(userPosts)
    .set({ status: 'hidden' })
    .where(and(eq(userPosts.authorUid, authorUid), eq(userPosts.status, 'published')))
    .returning({ id: userPosts.id });
  return rows.length;
}

export async function addPostView(tx: Executor, id: number): Promise<void> {
  await tx
    .update(userPosts)
    .set({ views: sql`${userPosts.views} + 1` })
    .where(eq(userPosts.id, id));
}

export async function addPostComments(tx: Executor, id: number, delta: number): Promise<void> {
  await tx
    .update(userPosts)
    .set({ comments: sql`greatest(${userPosts.comments} + ${delta}, 0)` })
    .where(eq(userPosts.id, id));
}

/** Likes the post for `uid`, or takes the like back; the post's count follows. */
export async function togglePostLike(
  tx: Executor,
  postId: number,
  uid: number,
): Promise<{ liked: boolean; likes: number }> {
  const removed = await tx
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.uid, uid)))
    .returning({ uid: postLikes.uid });
  const liked = removed.length === 0;
  if (liked) await tx.insert(postLikes).values({ postId, uid });
  const [row] = await tx
    .update(userPosts)
    .set({ likes: sql`greatest(${userPosts.likes} + ${liked ? 1 : -1}, 0)` })
    .where(eq(userPosts.id, postId))
    .returning({ likes: userPosts.likes });
  return { liked, likes: row?.likes ?? 0 };
}
