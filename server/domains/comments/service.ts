import type {
  AddComment,
  AdminComment,
  AdminCommentsPage,
  AdminCommentsQuery,
  Comment,
  CommentsPage,
  LikeResult,
  RepliesPage,
} from '../../../shared/comments/contract.ts';
import {
  COMMENTS_PAGE_SIZE,
  COMMENTS_PER_MINUTE,
  type CommentReportReason,
  type CommentStatus,
  type CommentTargetKind,
  type ModerationSource,
  REPLIES_PAGE_SIZE,
  REPLY_PREVIEW,
} from '../../../shared/comments/model.ts';
import type { ReviewItem } from '../../../shared/console/contract.ts';
import type { ReviewDecision } from '../../../shared/console/model.ts';
import { DomainError } from '../../../shared/errors.ts';
import type { Database, Executor } from '../../db/client.ts';
import { createMemoryRateLimiter, type RateLimiter } from '../../limits/rate-limit.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import type { ModerationService } from '../moderation/index.ts';
import { reportedSince, submitForReview } from '../review/index.ts';
import { type DemoTarget, demoConversation } from './demo.ts';
import type { CommentTargets } from './index.ts';
import { type CommentRow, type CommentWithAuthor, createCommentsRepository } from './repository.ts';
import {
  checkBody,
  checkDailyAllowance,
  checkModeration,
  checkNotMuted,
  checkOwnDeletion,
  checkPinnable,
  checkReplyParent,
  publishedDelta,
} from './rules.ts';

/** A user may file this many reports a day (all review queues together, as for user reports). */
export const COMMENT_REPORTS_PER_DAY = 20;

const DAY_MS = 24 * 3600_000;

function toComment(found: CommentWithAuthor, liked: boolean): Comment {
  const { row } = found;
  return {
    id: row.id,
    kind: row.targetKind as CommentTargetKind,
    targetId: row.targetId,
    parentId: row.parentId,
    author: { uid: row.authorUid, username: found.username, avatar: found.avatar, level: found.level },
    body: row.body,
    pinned: row.pinned,
    likes: row.likes,
    replies: row.replies,
    liked,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdmin(row: CommentRow, username: string | null): AdminComment {
  return {
    id: row.id,
    kind: row.targetKind as CommentTargetKind,
    targetId: row.targetId,
    parentId: row.parentId,
    author: { uid: row.authorUid, username },
    body: row.body,
    status: row.status as CommentStatus,
    pinned: row.pinned,
    likes: row.likes,
    replies: row.replies,
    moderatedBy: row.moderatedBy,
    moderationReason: row.moderationReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Comments on news, videos and user posts (issue 15): pages of a target's comments with their latest
 * replies, writing (signed-in, not muted, banned words masked or refused, 5 a minute and 100 a day),
 * likes, the author's deletion, reports into the `comments` review queue, and the moderators' console.
 */
export function createCommentsService(deps: {
  db: Database;
  moderation: Pick<ModerationService, 'clean'>;
  targets: CommentTargets;
  /** Counts comments a minute per user (the app's shared limiter; one in memory unless given). */
  limiter?: RateLimiter;
  now?: () => Date;
}) {
  const { db, moderation, targets } = deps;
  const limiter = deps.limiter ?? createMemoryRateLimiter();
  const now = deps.now ?? (() => new Date());
  const repo = createCommentsRepository(db);

  /** Keeps the parent's reply counter and the target's comment counter in step with a change. */
  async function moved(
    tx: Executor,
    row: Pick<CommentRow, 'targetKind' | 'targetId' | 'parentId'>,
    delta: number,
  ): Promise<void> {
    if (delta === 0) return;
    if (row.parentId !== null) await repo.adjustReplies(tx, row.parentId, delta);
    await targets[row.targetKind as CommentTargetKind]?.counted(tx, row.targetId, delta);
  }

  async function liked(viewer: number | null, ids: number[]): Promise<Set<number>> {
    return viewer === null ? new Set() : repo.likedBy(viewer, ids);
  }

  async function hideAllOfUser(
    tx: Executor,
    uid: number,
    reason: ModerationSource,
    by: number | null = null,
  ): Promise<number> {
    const hidden = await repo.hideAllOf(tx, uid, { moderatedBy: by, moderationReason: reason });
    // One counter change per parent and per target, however many comments went.
    const parents = new Map<number, number>();
    const perTarget = new Map<string, { kind: CommentTargetKind; id: number; n: number }>();
    for (const row of hidden) {
      if (row.parentId !== null) parents.set(row.parentId, (parents.get(row.parentId) ?? 0) + 1);
      const key = `${row.targetKind}:${row.targetId}`;
      const entry = perTarget.get(key) ?? {
        kind: row.targetKind as CommentTargetKind,
        id: row.targetId,
        n: 0,
      };
      entry.n += 1;
      perTarget.set(key, entry);
    }
    for (const [parentId, n] of parents) await repo.adjustReplies(tx, parentId, -n);
    for (const { kind, id, n } of perTarget.values()) await targets[kind]?.counted(tx, id, -n);
    return hidden.length;
  }

  return {
    /** A page of a target's published top-level comments (pinned first, then newest), each with its latest replies. */
    async list(
      kind: CommentTargetKind,
      targetId: number,
      page: number,
      viewer: number | null,
    ): Promise<CommentsPage> {
      const size = COMMENTS_PAGE_SIZE;
      const { rows, total } = await repo.topLevel(kind, targetId, (page - 1) * size, size);
      const replies = await repo.latestReplies(
        rows.map((r) => r.row.id),
        REPLY_PREVIEW,
      );
      const likes = await liked(
        viewer,
        [...rows, ...replies].map((r) => r.row.id),
      );
      const byParent = new Map<number, Comment[]>();
      for (const reply of replies) {
        const parentId = reply.row.parentId as number;
        byParent.set(parentId, [
          ...(byParent.get(parentId) ?? []),
          toComment(reply, likes.has(reply.row.id)),
        ]);
      }
      return {
        list: rows.map((r) => ({
          ...toComment(r, likes.has(r.row.id)),
          latestReplies: byParent.get(r.row.id) ?? [],
        })),
        page,
        size,
        total,
        hasMore: page * size < total,
      };
    },

    /** A page of one comment's published replies, newest first. */
    async replies(parentId: number, page: number, viewer: number | null): Promise<RepliesPage> {
      const size = REPLIES_PAGE_SIZE;
      const { rows, total } = await repo.replies(parentId, (page - 1) * size, size);
      const likes = await liked(
        viewer,
        rows.map((r) => r.row.id),
      );
      return {
        list: rows.map((r) => toComment(r, likes.has(r.row.id))),
        page,
        size,
        total,
        hasMore: page * size < total,
      };
    },

    /**
     * The demo conversation under each demo item (first start only, inside the seed's transaction):
     * comments and replies by the demo `fans`, liked by other fans, counted on their targets like
     * any comment. Items of a language without demo texts get none.
     */
    async seedDemo(tx: Executor, fans: readonly number[], items: readonly DemoTarget[]): Promise<number> {
      let written = 0;
      for (const [index, item] of items.entries()) {
        // Spread between the item's publication and now, in order (never in the future).
        const conversation = demoConversation(item.language, index);
        const messages = conversation.reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0);
        const span = Math.max(0, now().getTime() - item.at.getTime());
        let placed = 0;
        for (const comment of conversation) {
          const author = fans[comment.fan % fans.length];
          if (author === undefined) continue;
          const at = () => {
            placed += 1;
            return new Date(item.at.getTime() + Math.floor((span * placed) / (messages + 1)));
          };
          const row = await repo.insert(tx, {
            targetKind: item.kind,
            targetId: item.id,
            parentId: null,
            authorUid: author,
            body: comment.text,
            createdAt: at(),
          });
          await moved(tx, row, 1);
          const likers = fans.filter((uid) => uid !== author).slice(0, comment.likes);
          for (const uid of likers)
            if (await repo.insertLike(tx, row.id, uid)) await repo.adjustLikes(tx, row.id, 1);
          written++;
          for (const reply of comment.replies ?? []) {
            const by = fans[reply.fan % fans.length];
            if (by === undefined) continue;
            const child = await repo.insert(tx, {
              targetKind: item.kind,
              targetId: item.id,
              parentId: row.id,
              authorUid: by,
              body: reply.text,
              createdAt: at(),
            });
            await moved(tx, child, 1);
            written++;
          }
        }
      }
      return written;
    },

    /**
     * Writes a comment or a reply. Refused: an empty or too long text, a muted author, a target that
     * is not (or no longer) published, a reply to a reply or to a comment not shown, a banned word
     * of the `refuse` kind, more than 5 a minute or 100 a day. Nothing is stored when refused.
     */
    async add(uid: number, input: AddComment): Promise<Comment> {
      const body = checkBody(input.body);
      const target = targets[input.kind];
      if (!target) throw new DomainError('notFound', 'commentTargetNotFound');
      // The text is cleaned before the transaction: the banned-words list may be read from the
      // database, which must not wait on a transaction of ours (PGlite has one connection).
      const opened = await target.open(db, input.id);
      if (!opened) throw new DomainError('notFound', 'commentTargetNotFound');
      const cleaned = await moderation.clean(body, opened.language);
      const id = await db.transaction(async (tx) => {
        // Counted and written under the author's row lock: parallel comments cannot pass the limits together.
        const author = await repo.lockAuthor(tx, uid);
        if (!author) throw new DomainError('notFound', 'userNotFound');
        checkNotMuted(author.mutedUntil, now());
        checkDailyAllowance(await repo.countSince(tx, uid, new Date(now().getTime() - DAY_MS)));
        // Still open now, inside the comment's transaction (it may have been unpublished meanwhile).
        if (!(await target.open(tx, input.id))) throw new DomainError('notFound', 'commentTargetNotFound');
        const parentId = input.parentId ?? null;
        if (parentId !== null) {
          checkReplyParent(await repo.findById(tx, parentId), { kind: input.kind, id: input.id });
        }
        const burst = await limiter.hit(`comments:${uid}`, COMMENTS_PER_MINUTE, 60_000);
        if (!burst.allowed) {
          throw new DomainError('tooMany', 'commentTooFast', { max: COMMENTS_PER_MINUTE });
        }
        const row = await repo.insert(tx, {
          targetKind: input.kind,
          targetId: input.id,
          parentId,
          authorUid: uid,
          body: cleaned,
          createdAt: now(),
        });
        await moved(tx, row, 1);
        return row.id;
      });
      const written = await repo.findWithAuthor(db, id);
      if (!written) throw new DomainError('notFound', 'commentNotFound');
      return toComment(written, false);
    },

    /** Likes a published comment, or takes the like back when the user likes it already. */
    async like(uid: number, id: number): Promise<LikeResult> {
      return db.transaction(async (tx) => {
        const row = await repo.findById(tx, id);
        if (row?.status !== 'published') throw new DomainError('notFound', 'commentNotFound');
        if (await repo.insertLike(tx, id, uid))
          return { liked: true, likes: await repo.adjustLikes(tx, id, 1) };
        await repo.deleteLike(tx, id, uid);
        return { liked: false, likes: await repo.adjustLikes(tx, id, -1) };
      });
    },

    /** The author deletes their own comment (kept, `deleted`, for the moderators). */
    async remove(uid: number, id: number): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const row = await repo.lockById(tx, id);
        checkOwnDeletion(
          row ? { authorUid: row.authorUid, status: row.status as CommentStatus } : undefined,
          uid,
        );
        const before = (row as CommentRow).status as CommentStatus;
        const after = await repo.setStatus(tx, id, {
          status: 'deleted',
          moderatedBy: uid,
          moderationReason: 'author',
        });
        await moved(tx, after, publishedDelta(before, 'deleted'));
        return { id };
      });
    },

    /**
     * A user reports a published comment (spec section 6 reasons): it goes to the `comments` review
     * queue once per reporter while pending; 20 reports a day per user, all queues together.
     */
    async report(reporter: number, input: { id: number; reason: CommentReportReason }) {
      return db.transaction(async (tx) => {
        const found = await repo.findWithAuthor(tx, input.id);
        if (found?.row.status !== 'published') throw new DomainError('notFound', 'commentNotFound');
        if (found.row.authorUid === reporter) throw new DomainError('invalid', 'commentReportOwn');
        if (
          (await reportedSince(tx, reporter, new Date(now().getTime() - DAY_MS))) >= COMMENT_REPORTS_PER_DAY
        ) {
          throw new DomainError('tooMany', 'reportLimit', { max: COMMENT_REPORTS_PER_DAY });
        }
        const queued = await submitForReview(tx, {
          queue: 'comments',
          subjectType: 'comment',
          subjectId: String(found.row.id),
          summary: {
            body: found.row.body,
            authorUid: found.row.authorUid,
            username: found.username,
            kind: found.row.targetKind,
            targetId: found.row.targetId,
          },
          reportedBy: reporter,
          reason: input.reason,
        });
        return { queued: queued !== null };
      });
    },

    /**
     * The `comments` review queue's decisions, inside the decision's transaction: an upheld report
     * hides the comment (reason `report`, by the reviewer) if it is still published; a rejected one
     * changes nothing.
     */
    async reportDecided(tx: Executor, item: ReviewItem, decision: ReviewDecision): Promise<void> {
      if (decision !== 'approve') return;
      const row = await repo.lockById(tx, Number(item.subjectId));
      if (row?.status !== 'published') return;
      await repo.setStatus(tx, row.id, {
        status: 'hidden',
        moderatedBy: item.decidedBy,
        moderationReason: 'report',
      });
      await moved(tx, row, -1);
      await recordAudit(tx, item.decidedBy === null ? null : { uid: item.decidedBy, address: null }, {
        action: 'comment.moderate',
        subjectType: 'comment',
        subjectId: row.id,
        before: { status: row.status },
        after: { status: 'hidden', reason: 'report', reviewItem: item.id },
      });
    },

    /**
     * Unpublishes (hides) every published comment of a user inside the caller's transaction: a ban
     * (`reason` `ban`, the users domain's `onBanned`) or a moderator's "hide all". Never deletes.
     */
    hideAllOfUser,

    // The console ------------------------------------------------------------------------------

    async search(query: AdminCommentsQuery): Promise<AdminCommentsPage> {
      const { rows, total } = await repo.search(query, (query.page - 1) * query.size, query.size);
      return {
        list: rows.map(({ row, username }) => toAdmin(row, username)),
        page: query.page,
        size: query.size,
        total,
      };
    },

    /** A moderator moves a comment to another state (`published` restores it); counters follow. */
    async moderate(
      actor: Actor,
      input: { id: number; status: CommentStatus; reason?: string | undefined },
    ): Promise<AdminComment> {
      return db.transaction(async (tx) => {
        const row = await repo.lockById(tx, input.id);
        if (!row) throw new DomainError('notFound', 'commentNotFound');
        const before = row.status as CommentStatus;
        checkModeration({ status: before, moderationReason: row.moderationReason }, input.status);
        const reason = input.status === 'published' ? input.reason || null : input.reason || 'moderator';
        const after = await repo.setStatus(tx, row.id, {
          status: input.status,
          moderatedBy: actor.uid,
          moderationReason: reason,
        });
        await moved(tx, row, publishedDelta(before, input.status));
        await recordAudit(tx, actor, {
          action: 'comment.moderate',
          subjectType: 'comment',
          subjectId: row.id,
          before: { status: before, reason: row.moderationReason },
          after: { status: input.status, reason },
        });
        const found = await repo.findWithAuthor(tx, row.id);
        return toAdmin(after, found?.username ?? null);
      });
    },

    /** "Hide all of this user's comments" in one action. */
    async hideUser(actor: Actor, uid: number): Promise<{ hidden: number }> {
      return db.transaction(async (tx) => {
        if (!(await repo.userExists(tx, uid))) throw new DomainError('notFound', 'userNotFound');
        const hidden = await hideAllOfUser(tx, uid, 'moderator', actor.uid);
        await recordAudit(tx, actor, {
          action: 'comment.hideUser',
          subjectType: 'user',
          subjectId: uid,
          after: { hidden },
        });
        return { hidden };
      });
    },

    /** Editors pin a top-level comment to the top of its target's comments (or unpin it). */
    async pin(actor: Actor, input: { id: number; pinned: boolean }): Promise<AdminComment> {
      return db.transaction(async (tx) => {
        const row = await repo.lockById(tx, input.id);
        checkPinnable(row ?? undefined);
        const after = await repo.setPinned(tx, input.id, input.pinned);
        await recordAudit(tx, actor, {
          action: 'comment.pin',
          subjectType: 'comment',
          subjectId: input.id,
          before: { pinned: row?.pinned ?? false },
          after: { pinned: input.pinned },
        });
        const found = await repo.findWithAuthor(tx, input.id);
        return toAdmin(after, found?.username ?? null);
      });
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
