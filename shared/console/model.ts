/**
 * The operator console's roles, review queues and audit actions (issue 15; spec section 6 names the
 * administrator, the rest is the product's): plain values both the server and the console pages use.
 */

/**
 * Staff roles, held on the server (`users.roles`; `admin` also from ADMIN_EMAILS, decision 022):
 * - `admin`: everything, and the only role that grants roles and reads the audit log;
 * - `editor`: content and the catalog (news, videos, games, corrections of feed data);
 * - `reviewer`: the review queues;
 * - `support`: users (find, ban, end sessions, mute) and feedback.
 */
export const STAFF_ROLES = ['admin', 'editor', 'reviewer', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles an administrator may grant or revoke in the console: the staff's and the channel promoter's. */
export const GRANTABLE_ROLES = [...STAFF_ROLES, 'channel'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

/** Whether someone with `roles` acts as `role`: an administrator acts as every staff role. */
export function actsAs(roles: readonly string[], role: StaffRole): boolean {
  return roles.includes('admin') || roles.includes(role);
}

/** Whether `roles` open the console at all (any staff role). */
export const isStaff = (roles: readonly string[]): boolean => roles.some(isStaffRole);

/** The review queues the later domains plug in (comments, posts, streamers, experts, goods...). */
export const REVIEW_QUEUES = ['userReports', 'comments', 'posts'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/**
 * An item's life: pending until a reviewer decides; a decision is final (a new report is a new item).
 *
 *   pending ──approve──▶ approved
 *      └─────reject───▶ rejected
 */
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Spec section 6: the six report reasons (a user reports another user's profile or words). */
export const REPORT_REASONS = [
  'inappropriateSpeech',
  'personalAttack',
  'nicknameViolation',
  'advertising',
  'avatarViolation',
  'spamming',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reason templates a reviewer picks from (a free text may follow), per decision. */
export const DECISION_REASONS: Record<ReviewDecision, readonly string[]> = {
  approve: ['violatesRules', 'confirmedByEvidence', 'repeatOffence'],
  reject: ['noViolation', 'insufficientEvidence', 'duplicate'],
};

export const REVIEW_NOTE_MAX_LENGTH = 500;
export const BAN_REASON_MAX_LENGTH = 200;
/** A platform-wide mute lasts from an hour up to a year. */
export const MUTE_MIN_HOURS = 1;
export const MUTE_MAX_HOURS = 24 * 365;

export const BANNED_WORD_ACTIONS = ['mask', 'refuse'] as const;
export const BANNED_WORD_MAX_LENGTH = 40;

/** Every privileged action the audit log records (`audit_log.action`). */
export const AUDIT_ACTIONS = [
  'role.grant',
  'role.revoke',
  'user.ban',
  'user.unban',
  'user.endSessions',
  'user.mute',
  'user.unmute',
  'review.decide',
  'review.assign',
  'feedback.reply',
  'competition.correct',
  'competition.uncorrect',
  'game.names',
  'game.logo',
  'game.order',
  'bannedWord.add',
  'bannedWord.remove',
  'comment.moderate',
  'comment.hideUser',
  'comment.pin',
  'news.save',
  'news.status',
  'post.moderate',
  'video.save',
  'video.publish',
  'video.unpublish',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Console tables page by this many rows (server-side), at most `CONSOLE_PAGE_MAX`. */
export const CONSOLE_PAGE_SIZE = 50;
export const CONSOLE_PAGE_MAX = 200;
