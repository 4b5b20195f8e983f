import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** User (spec section 3): uid, username (letters and digits), avatar, signature, contact, level, VIP. */
export const users = pgTable(
  'users',
  {
    uid: integer('uid').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    username: text('username').unique(),
    avatar: text('avatar'),
    signature: text('signature'),
    level: integer('level').notNull().default(1),
    /** Normalised to lower case. */
    email: text('email'),
    /** Digits only; with `areaCode` ("+86") it names one phone. */
    phone: text('phone'),
    areaCode: text('area_code'),
    /** scrypt, see `domains/auth/password.ts`; null until the user sets a first password. */
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
    svipExpiresAt: timestamp('svip_expires_at', { withTimezone: true }),
    /** Promotion attribution recorded at registration (spec: promotionChannelId + channelFromtype). */
    promotionChannelId: text('promotion_channel_id'),
    channelFromtype: integer('channel_fromtype'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Banned from signing in by the staff (console): sessions end, sign-in is refused until unbanned. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    /** Muted platform-wide (chat, comments, posts) until then; the staff sets it in the console. */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    muteReason: text('mute_reason'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.areaCode, t.phone),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    // The invitation record and the channel area list registrations by attribution.
    index('users_attribution_idx').on(t.channelFromtype, t.promotionChannelId, t.uid),
  ],
);

/** Sessions: the opaque token is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_uid_idx').on(t.uid),
    // The clean-up job's scan (server/domains/users/cleanup.ts: long expired, or long revoked).
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_revoked_idx').on(t.revokedAt),
  ],
);

/** Follows between users (spec: followUser, hasFollowUser, user/getFollowOrFansH5; "my follows"). */
export const userFollows = pgTable(
  'user_follows',
  {
    followerUid: integer('follower_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    followeeUid: integer('followee_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.followerUid, t.followeeUid] }),
    check('user_follows_not_self', sql`${t.followerUid} <> ${t.followeeUid}`),
    index('user_follows_followee_idx').on(t.followeeUid, t.createdAt),
  ],
);
