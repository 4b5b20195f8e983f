import { and, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { CommentStatus, CommentTargetKind } from '../../../shared/comments/model.ts';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../users/schema.ts';
import { commentLikes, comments } from './schema.ts';

export type CommentRow = typeof comments.$inferSelect;

/** A comment with what a page shows of its author. */
export interface CommentWithAuthor {
  row: CommentRow;
  username: string | null;
  avatar: string | null;
  level: number;
}

const withAuthor = {
  row: comments,
  username: users.username,
  avatar: users.avatar,
  level: users.level,
};

const published = eq(comments.status, 'published');

/** Every query of comments. Methods taking `tx` run inside the service's transaction. */
export function createCommentsRepository(db: Database) {
  return {
    /**
     * Locks the author's row (one user's comments are counted and written one at a time) and reads
     * their mute; undefined when there is no such user.
     */
    async lockAuthor(tx: Executor, uid: number): Promise<{ mutedUntil: Date | null } | undefined> {
      const [row] = await tx
        .select({ mutedUntil: users.mutedUntil })
        .from(users)
        .where(eq(users.uid, uid))
        .for('update');
      return row;
    },

    async countSince(tx: Executor, uid: number, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(comments)
        .where(and(eq(comments.authorUid, uid), gt(comments.createdAt, since)));
      return row?.n ?? 0;
    },

    async insert(
      tx: Executor,
      values: {
        targetKind: CommentTargetKind;
        targetId: number;
        parentId: number | null;
        authorUid: number;
        body: string;
        createdAt: Date;
      },
    ): Promise<CommentRow> {
      const [row] = await tx.insert(comments).values(values).returning();
      return row as CommentRow;
    },

    async findById(tx: Executor, id: number): Promise<CommentRow | undefined> {
      const [row] = await tx.select().from(comments).where(eq(comments.id, id)).limit(1);
      return row;
    },

    /** The comment, its row locked for the change the caller makes. */
    async lockById(tx: Executor, id: number): Promise<CommentRow | undefined> {
      const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
      return row;
    },

    async findWithAuthor(tx: Executor, id: number): Promise<CommentWithAuthor | undefined> {
      const [row] = await tx
        .select(withAuthor)
        .from(comments)
        .innerJoin(users, eq(users.uid, comments.authorUid))
        .where(eq(comments.id, id));
      return row;
    },

    async setStatus(
      tx: Executor,
      id: number,
      change: { status: CommentStatus; moderatedBy: number | null; moderationReason: string | null },
    ): Promise<CommentRow> {
      const [row] = await tx.update(comments).set(change).where(eq(comments.id, id)).returning();
      return row as CommentRow;
    },

    /**
     * Unpublishes every published comment of a user at once (hidden, with who and why); what was
     * hidden, for the counters.
     */
    async hideAllOf(
      tx: Executor,
      uid: number,
      change: { moderatedBy: number | null; moderationReason: string },
    ): Promise<Pick<CommentRow, 'id' | 'targetKind' | 'targetId' | 'parentId'>[]> {
      return tx
        .update(comments)
        .set({ status: 'hidden', ...change })
        .where(and(eq(comments.authorUid, uid), published))
        .returning({
          id: comments.id,
          targetKind: comments.targetKind,
          targetId: comments.targetId,
          parentId: comments.parentId,
        });
    },

    async adjustReplies(tx: Executor, parentId: number, delta: number): Promise<void> {
      await tx
        .update(comments)
        .set({ replies: sql`greatest(${comments.replies} + ${delta}, 0)` })
        .where(eq(comments.id, parentId));
    },

    async setPinned(tx: Executor, id: number, pinned: boolean): Promise<CommentRow> {
      const [row] = await tx.update(comments).set({ pinned }).where(eq(comments.id, id)).returning();
      return row as CommentRow;
    },

    /** Adds the like; false when the user liked it already. */
    async insertLike(tx: Executor, commentId: number, uid: number): Promise<boolean> {
      const rows = await tx
        .insert(commentLikes)
        .values({ commentId, uid })
        .onConflictDoNothing()
        .returning({ uid: commentLikes.uid });
      return rows.length > 0;
    },

    /** Removes the like; false when there was none. */
    async deleteLike(tx: Executor, commentId: number, uid: number): Promise<boolean> {
      const rows = await tx
        .delete(commentLikes)
        .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.uid, uid)))
        .returning({ uid: commentLikes.uid });
      return rows.length > 0;
    },

    async adjustLikes(tx: Executor, id: number, delta: number): Promise<number> {
      const [row] = await tx
        .update(comments)
        .set({ likes: sql`greatest(${comments.likes} + ${delta}, 0)` })
        .where(eq(comments.id, id))
        .returning({ likes: comments.likes });
      return row?.likes ?? 0;
    },

    /** A page of a target's published top-level comments: pinned first, then newest first. */
    async topLevel(
      kind: CommentTargetKind,
      targetId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: CommentWithAuthor[]; total: number }> {
      const where = and(
        eq(comments.targetKind, kind),
        eq(comments.targetId, targetId),
        published,
        isNull(comments.parentId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(withAuthor)
          .from(comments)
          .innerJoin(users, eq(users.uid, comments.authorUid))
          .where(where)
          .orderBy(desc(comments.pinned), desc(comments.createdAt), desc(comments.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(comments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The latest `perParent` published replies of each of `parentIds`, newest first. */
    async latestReplies(parentIds: number[], perParent: number): Promise<CommentWithAuthor[]> {
      if (parentIds.length === 0) return [];
      const ranked = db
        .select({
          id: comments.id,
          rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt} desc, ${comments.id} desc)`.as(
            'rank',
          ),
        })
        .from(comments)
        .where(and(inArray(comments.parentId, parentIds), published))
        .as('ranked');
      return db
        .select(withAuthor)
        .from(comments)
        .innerJoin(ranked, eq(ranked.id, comments.id))
        .innerJoin(users, eq(users.uid, comments.authorUid))
        .where(sql`${ranked.rank} <= ${perParent}`)
        .orderBy(desc(comments.createdAt), desc(comments.id));
    },

    /** A page of one comment's published replies, newest first. */
    async replies(
      parentId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: CommentWithAuthor[]; total: number }> {
      const where = and(eq(comments.parentId, parentId), published);
      const [rows, [total]] = await Promise.all([
        db
          .select(withAuthor)
          .from(comments)
          .innerJoin(users, eq(users.uid, comments.authorUid))
          .where(where)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(comments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Which of `ids` the user likes. */
    async likedBy(uid: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: commentLikes.commentId })
        .from(commentLikes)
        .where(and(eq(commentLikes.uid, uid), inArray(commentLikes.commentId, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /** The moderators' list: comments in any state, newest first, by state, author and target. */
    async search(
      filter: {
        status?: CommentStatus | undefined;
        uid?: number | undefined;
        kind?: CommentTargetKind | undefined;
        target?: number | undefined;
      },
      offset: number,
      limit: number,
    ): Promise<{ rows: Array<{ row: CommentRow; username: string | null }>; total: number }> {
      const parts: SQL[] = [];
      if (filter.status) parts.push(eq(comments.status, filter.status));
      if (filter.uid !== undefined) parts.push(eq(comments.authorUid, filter.uid));
      if (filter.kind) parts.push(eq(comments.targetKind, filter.kind));
      if (filter.target !== undefined) parts.push(eq(comments.targetId, filter.target));
      const where = parts.length > 0 ? and(...parts) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: comments, username: users.username })
          .from(comments)
          .innerJoin(users, eq(users.uid, comments.authorUid))
          .where(where)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(comments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async userExists(tx: Executor, uid: number): Promise<boolean> {
      const [row] = await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).limit(1);
      return row !== undefined;
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
