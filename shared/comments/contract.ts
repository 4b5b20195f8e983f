/**
 * Comments' wire contract (issue 15): the pages of a target's comments with their latest replies, a
 * comment's replies, the writing calls, and the console's list and actions.
 */
import { z } from 'zod';
import { consolePageSchema } from '../console/contract.ts';
import { CONSOLE_PAGE_MAX, CONSOLE_PAGE_SIZE } from '../console/model.ts';
import { bodyId, queryId, queryInt, text } from '../wire.ts';
import {
  COMMENT_REPORT_REASONS,
  COMMENT_STATUSES,
  COMMENT_TARGET_KINDS,
  MODERATION_REASON_MAX,
} from './model.ts';

const pageIndex = queryInt(1, 10_000);

export const commentAuthorSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  level: z.number().int(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

/** One published comment as anyone sees it. */
export const commentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COMMENT_TARGET_KINDS),
  targetId: z.number().int(),
  /** The top-level comment a reply answers; null for a top-level comment. */
  parentId: z.number().int().nullable(),
  author: commentAuthorSchema,
  /** Plain text as written (banned words masked): show it as text, never as HTML. */
  body: z.string(),
  pinned: z.boolean(),
  likes: z.number().int(),
  /** Published replies (top-level comments only; 0 for a reply). */
  replies: z.number().int(),
  /** Whether the signed-in viewer likes it (false for a guest). */
  liked: z.boolean(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its latest replies (newest first). */
export const commentThreadSchema = commentSchema.extend({
  latestReplies: z.array(commentSchema),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    page: z.number().int(),
    size: z.number().int(),
    /** How many rows the list has in all (published top-level comments, or published replies). */
    total: z.number().int(),
    hasMore: z.boolean(),
  });

export const commentsPageSchema = pageOf(commentThreadSchema);
export type CommentsPage = z.infer<typeof commentsPageSchema>;
export const repliesPageSchema = pageOf(commentSchema);
export type RepliesPage = z.infer<typeof repliesPageSchema>;

export const listCommentsQuerySchema = z.object({
  kind: z.enum(COMMENT_TARGET_KINDS),
  id: queryId(),
  page: pageIndex.default(1),
});

/** The spec's `GET {game}/newsComment{id}/{pageIndex}`: `game` is a slug, not checked beyond its shape. */
export const newsCommentParamsSchema = z.object({
  game: z.string().regex(/^[A-Za-z0-9_:.-]{1,40}$/, 'must be a game slug'),
  id: queryId(),
  pageIndex,
});

export const repliesQuerySchema = z.object({ id: queryId(), page: pageIndex.default(1) });

export const addCommentBodySchema = z.object({
  kind: z.enum(COMMENT_TARGET_KINDS),
  id: bodyId(),
  parentId: bodyId().optional(),
  /** 1–1000 characters once trimmed (the service says which rule a text breaks, translated). */
  body: text(20_000),
});
export type AddComment = z.infer<typeof addCommentBodySchema>;

export const commentIdBodySchema = z.object({ id: bodyId() });

export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const reportCommentBodySchema = z.object({
  id: bodyId(),
  reason: z.enum(COMMENT_REPORT_REASONS),
});

/**
 * `queued: false`: the reporter's report of this comment is still pending (nothing new stored).
 * `message` is the spec's report success message in the caller's language.
 */
export const reportCommentResultSchema = z.object({ queued: z.boolean(), message: z.string() });
export type ReportCommentResult = z.infer<typeof reportCommentResultSchema>;

// The console ------------------------------------------------------------------------------------

export const adminCommentsQuerySchema = z.object({
  status: z.enum(COMMENT_STATUSES).optional(),
  /** The author's uid. */
  uid: queryId().optional(),
  kind: z.enum(COMMENT_TARGET_KINDS).optional(),
  /** The target's id (with `kind`). */
  target: queryId().optional(),
  page: queryInt(1, 10_000).default(1),
  size: queryInt(1, CONSOLE_PAGE_MAX).default(CONSOLE_PAGE_SIZE),
});
export type AdminCommentsQuery = z.infer<typeof adminCommentsQuerySchema>;

/** A comment in any state, as moderators see it. */
export const adminCommentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COMMENT_TARGET_KINDS),
  targetId: z.number().int(),
  parentId: z.number().int().nullable(),
  author: z.object({ uid: z.number().int(), username: z.string().nullable() }),
  body: z.string(),
  status: z.enum(COMMENT_STATUSES),
  pinned: z.boolean(),
  likes: z.number().int(),
  replies: z.number().int(),
  moderatedBy: z.number().int().nullable(),
  /** `report`, `ban`, `moderator`, `author`, or the moderator's written reason. */
  moderationReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminCommentsPageSchema = consolePageSchema(adminCommentSchema);
export type AdminCommentsPage = z.infer<typeof adminCommentsPageSchema>;

export const moderateCommentBodySchema = z.object({
  id: bodyId(),
  /** `published` restores it. */
  status: z.enum(COMMENT_STATUSES),
  reason: text(MODERATION_REASON_MAX).trim().optional(),
});

export const hideUserCommentsBodySchema = z.object({ uid: bodyId() });
export const hideUserCommentsResultSchema = z.object({ hidden: z.number().int() });

export const pinCommentBodySchema = z.object({ id: bodyId(), pinned: z.boolean() });
