/**
 * User posts' wire contract (docs/api/posts.md): a post as lists and pages show it, the pages of a
 * user's items, hot posts, and the inputs of the posts' calls and the console's. The site imports the
 * types only.
 */
import { z } from 'zod';
import { REPORT_REASONS } from '../console/model.ts';
import { bodyId, queryId, queryInt, text } from '../wire.ts';
import { HOT_PERIODS, POST_STATUSES, POSTS_PAGE_SIZE, USER_ITEM_TYPES } from './model.ts';

export const postAuthorSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  level: z.number().int(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postSchema = z.object({
  id: z.number().int(),
  author: postAuthorSchema,
  /** Plain text as written (banned words masked): pages show it as text, never as HTML. */
  body: z.string(),
  /** Public paths of the stored images (`/uploads/posts/<name>.webp`), in the author's order. */
  images: z.array(z.string()),
  /** `published` for everyone; the author also sees their `hidden` ones. */
  status: z.enum(POST_STATUSES),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  /** Whether the viewer likes it (false for guests). */
  liked: z.boolean(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const postPageSchema = z.object({
  list: z.array(postSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type PostPage = z.infer<typeof postPageSchema>;

export const hotPostSchema = postSchema.extend({
  /** Views plus weighted interactions over the period (server/domains/hot). */
  score: z.number().int(),
});
export type HotPost = z.infer<typeof hotPostSchema>;

export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const reportResultSchema = z.object({
  /** False when the reporter's earlier report of this post is still waiting for a reviewer. */
  queued: z.boolean(),
});

/** What the console lists: the post in any state, and its author's uid. */
export const adminPostSchema = postSchema.extend({ authorUid: z.number().int() });
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminPostPageSchema = z.object({
  list: z.array(adminPostSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AdminPostPage = z.infer<typeof adminPostPageSchema>;

// Inputs ------------------------------------------------------------------------------------------

/** `user/{userId}/{type}/{pageIndex}`. */
export const userItemsParamsSchema = z.object({
  userId: queryId(),
  type: z.enum(USER_ITEM_TYPES),
  pageIndex: queryInt(1, 10_000),
});
export const userIdParamsSchema = z.object({ userId: queryId() });
export const postIdQuerySchema = z.object({ id: queryId() });
export const postIdBodySchema = z.object({ id: bodyId() });
export const hotQuerySchema = z.object({ period: z.enum(HOT_PERIODS).default('day') });
export const reportPostBodySchema = z.object({
  id: bodyId(),
  reason: z.enum(REPORT_REASONS),
  detail: text(200).optional(),
});
export const adminPostsQuerySchema = z.object({
  status: z.enum(POST_STATUSES).optional(),
  uid: queryId().optional(),
  page: queryInt(1, 10_000).default(1),
  size: queryInt(1, 200).default(POSTS_PAGE_SIZE),
});
export type AdminPostsQuery = z.infer<typeof adminPostsQuerySchema>;
export const moderatePostBodySchema = z.object({
  id: bodyId(),
  status: z.enum(POST_STATUSES),
  reason: text(200).optional(),
});
