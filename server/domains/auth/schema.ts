import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

/** Verification codes sent by email or SMS. Only a salted hash of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** "user@example.com" or "+86 13800138000". */
    identifier: text('identifier').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_identifier_idx').on(t.identifier, t.createdAt),
    // The clean-up job's scan (server/domains/auth/cleanup.ts: old enough, then consumed or expired).
    index('verification_codes_created_idx').on(t.createdAt),
  ],
);

/**
 * A social sign-in in progress (spec section 7, login/V2/getLoginUrl): the OAuth 2.0 `state` (or, for
 * X, the OAuth 1.0a request token) with what finishing it needs. Single use, 10 minutes.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    /** OAuth 2.0 state, or X's request oauth_token. */
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    /** PKCE code_verifier (OAuth 2.0) or the request token secret (OAuth 1.0a). */
    secret: text('secret'),
    /** Sent to the provider at the start; the code exchange must repeat it exactly. */
    redirectUri: text('redirect_uri').notNull(),
    isFrom: text('is_from'),
    promotionChannelId: text('promotion_channel_id'),
    channelFromtype: integer('channel_fromtype'),
    /** SHA-256 of the browser-binding cookie set with the login URL (null when binding is off). */
    browserHash: text('browser_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/** A provider account (provider + its user id) linked to one of our users. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    /** google, apple, line, x, facebook, qq, wechat. */
    provider: text('provider').notNull(),
    /** The provider's stable user id (OIDC sub, X user id, WeChat unionid or openid...). */
    subject: text('subject').notNull(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    email: text('email'),
    displayName: text('display_name'),
    avatar: text('avatar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_subject_unique').on(t.provider, t.subject),
    index('social_accounts_uid_idx').on(t.uid),
  ],
);

/**
 * A social profile that came back without an email (errorCode 2010), kept 30 minutes for the
 * bind-email call. The client holds an opaque handle; only its SHA-256 is stored here.
 */
export const socialPendingProfiles = pgTable(
  'social_pending_profiles',
  {
    handleHash: text('handle_hash').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    displayName: text('display_name'),
    avatar: text('avatar'),
    promotionChannelId: text('promotion_channel_id'),
    channelFromtype: integer('channel_fromtype'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('social_pending_profiles_expires_idx').on(t.expiresAt)],
);

/**
 * Keys for the older clients' optional AES payload encryption (system/getPrivateKey). The key id
 * travels in the HttpOnly `pk` cookie; only its hash is a key here. TLS is the real protection.
 */
export const payloadKeys = pgTable(
  'payload_keys',
  {
    idHash: text('id_hash').primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // The clean-up job's scan.
  (t) => [index('payload_keys_expires_idx').on(t.expiresAt)],
);

/**
 * Who has had the registration bonus, by every verified address an account was created with (an
 * email, a phone, a social account), stored as a SHA-256 of `kind:value`: the bonus is once per
 * address, ever. Kept when the account is cancelled, so signing up again with it gives no bonus.
 */
export const registrationBonusClaims = pgTable('registration_bonus_claims', {
  identifierHash: text('identifier_hash').primaryKey(),
  uid: integer('uid')
    .notNull()
    .references(() => users.uid, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().default(sql`now()`),
});
