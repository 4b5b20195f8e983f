/**
 * The users domain's wire contract: who is signed in, public profiles, the own account and the
 * invitation record, with the inputs of the account calls. The site imports the types only.
 */
import { z } from 'zod';
import { queryId, queryInt, text } from '../wire.ts';
import { FOLLOW_LIST_TYPES } from './model.ts';

/** What the request context knows of a signed-in user. */
export const sessionUserSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  level: z.number().int(),
  /** "admin", "expert", "anchor", "channel"... (spec section 6 roles). */
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What anyone may see of a user. */
export const publicUserSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  signature: z.string().nullable(),
  level: z.number().int(),
});
export type PublicProfile = z.infer<typeof publicUserSchema>;

/** The signed-in user's own account, as `user/info` and the sign-in calls return it. */
export const accountSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  signature: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  areaCode: z.string().nullable(),
  level: z.number().int(),
  gold: z.number().int(),
  diamond: z.number().int(),
  vipExpiresAt: z.string().nullable(),
  svipExpiresAt: z.string().nullable(),
  roles: z.array(z.string()),
  createdAt: z.string(),
});
export type AccountView = z.infer<typeof accountSchema>;

export const invitedUserSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  /** ISO 8601: when they registered. */
  joinedAt: z.string(),
});
export type InvitedUser = z.infer<typeof invitedUserSchema>;

/** Spec section 2, "invitation record": the user's code (their uid) and who registered through it. */
export const invitationRecordSchema = z.object({
  inviteCode: z.string(),
  total: z.number().int(),
  invited: z.array(invitedUserSchema),
});
export type InvitationRecord = z.infer<typeof invitationRecordSchema>;

// Inputs ------------------------------------------------------------------------------------------

export const userInfoQuerySchema = z.object({ userId: queryId() });
export const modifyUserBodySchema = z.object({ signature: text(1000).optional() });
export const changePasswordBodySchema = z.object({
  oldPassword: text(128).optional(),
  password: text(128).optional(),
});
export const bindEmailBodySchema = z.object({
  email: text(254).optional(),
  checkCode: text(12).optional(),
});
export const bindPhoneBodySchema = z.object({
  areaCode: text(8).optional(),
  mobile: text(32).optional(),
  checkCode: text(12).optional(),
});
export const cancelAccountBodySchema = z.object({ confirm: z.literal(true) });

// Follows (spec section 7: followUser, hasFollowUser, user/getFollowOrFansH5) ---------------------

/** A public profile with its counts, as `user/info` answers for someone else's account. */
export const publicProfileSchema = publicUserSchema.extend({
  /** How many users they follow. */
  follows: z.number().int(),
  /** How many users follow them. */
  fans: z.number().int(),
  /** How many published posts they have. */
  posts: z.number().int(),
});
export type PublicProfileWithCounts = z.infer<typeof publicProfileSchema>;

export const followQuerySchema = z.object({ userId: queryId() });

export const followResultSchema = z.object({
  /** Whether the caller follows the user now. */
  following: z.boolean(),
  /** The user's fans now. */
  fans: z.number().int(),
});
export type FollowResult = z.infer<typeof followResultSchema>;

export const followListQuerySchema = z.object({
  userId: queryId(),
  type: z.enum(FOLLOW_LIST_TYPES).default('follow'),
  page: queryInt(1, 10_000).default(1),
});

export const followUserSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  level: z.number().int(),
  signature: z.string().nullable(),
  /** Whether the viewer follows this user (false for guests). */
  followed: z.boolean(),
  /** ISO 8601: when the follow began. */
  since: z.string(),
});
export type FollowUser = z.infer<typeof followUserSchema>;

export const followPageSchema = z.object({
  list: z.array(followUserSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type FollowPage = z.infer<typeof followPageSchema>;
