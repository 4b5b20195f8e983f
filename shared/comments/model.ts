/**
 * Comments' enums, limits and text rule (issue 15: comments on news, videos and user posts), for the
 * server and the comments panel alike.
 */
import { REPORT_REASONS } from '../console/model.ts';

/** What a comment is written on. */
export const COMMENT_TARGET_KINDS = ['news', 'video', 'post'] as const;
export type CommentTargetKind = (typeof COMMENT_TARGET_KINDS)[number];

/**
 * A comment's state (server/domains/comments/rules.ts draws the machine): only `published` ones are
 * shown and counted; the others are kept for the moderators, never deleted from the database.
 */
export const COMMENT_STATUSES = ['published', 'hidden', 'spam', 'deleted'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/**
 * Why a comment left `published` (`comments.moderation_reason` when no reason was written): an upheld
 * report, a ban of its author, a moderator's decision, or its author deleting it.
 */
export const MODERATION_SOURCES = ['report', 'ban', 'moderator', 'author'] as const;
export type ModerationSource = (typeof MODERATION_SOURCES)[number];

/** A comment is 1 to 1000 characters once trimmed (plain text: the page escapes it). */
export const COMMENT_BODY_MAX = 1000;
/** Top-level comments per page (the spec's `newsComment{id}/{pageIndex}`). */
export const COMMENTS_PAGE_SIZE = 20;
/** Replies shown under each top-level comment of a page (the latest ones). */
export const REPLY_PREVIEW = 3;
/** Replies per page of one comment's replies. */
export const REPLIES_PAGE_SIZE = 20;
/** A user writes at most this many comments a minute, and this many a day (rolling 24 hours). */
export const COMMENTS_PER_MINUTE = 5;
export const COMMENTS_PER_DAY = 100;
/** A moderator's written reason is at most this long. */
export const MODERATION_REASON_MAX = 200;

/** Spec section 6: the six report reasons, for comments as for users. */
export const COMMENT_REPORT_REASONS = REPORT_REASONS;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];

/** What is wrong with a comment's text (trimmed), or null. Counted in UTF-16 units, as the textarea does. */
export function commentBodyProblem(body: string | undefined): 'empty' | 'length' | null {
  const text = body?.trim() ?? '';
  if (!text) return 'empty';
  if (text.length > COMMENT_BODY_MAX) return 'length';
  return null;
}
