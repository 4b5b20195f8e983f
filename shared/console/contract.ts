/** The operator console's wire contract (docs/api/console.md): users, roles, review queues, audit log. */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { balancesSchema, walletRecordSchema } from '../wallet/contract.ts';
import { bodyId, bodyInt, queryId, queryInt, text } from '../wire.ts';
import {
  AUDIT_ACTIONS,
  BAN_REASON_MAX_LENGTH,
  BANNED_WORD_ACTIONS,
  BANNED_WORD_MAX_LENGTH,
  CONSOLE_PAGE_MAX,
  CONSOLE_PAGE_SIZE,
  GRANTABLE_ROLES,
  MUTE_MAX_HOURS,
  MUTE_MIN_HOURS,
  REPORT_REASONS,
  REVIEW_DECISIONS,
  REVIEW_NOTE_MAX_LENGTH,
  REVIEW_QUEUES,
  REVIEW_STATES,
} from './model.ts';

const page = {
  page: queryInt(1, 10_000).default(1),
  size: queryInt(1, CONSOLE_PAGE_MAX).default(CONSOLE_PAGE_SIZE),
};

/** A page of a console table: its rows, where it is, and how many rows match in all. */
export const consolePageSchema = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export interface ConsolePage<T> {
  list: T[];
  page: number;
  size: number;
  total: number;
}

// Users ------------------------------------------------------------------------------------------

export const staffUserQuerySchema = z.object({
  /** A uid, a user name (or its start), an email, or a phone number (digits). Empty: newest first. */
  q: text(100).default(''),
  ...page,
});

export const staffUserRowSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe('"+86 13800000000", area code first'),
  roles: z.array(z.string()),
  createdAt: z.string(),
  bannedAt: z.string().nullable(),
  mutedUntil: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type StaffUserRow = z.infer<typeof staffUserRowSchema>;

export const staffUserDetailSchema = staffUserRowSchema.extend({
  avatar: z.string().nullable(),
  signature: z.string().nullable(),
  level: z.number().int(),
  banReason: z.string().nullable(),
  muteReason: z.string().nullable(),
  /** Roles that come from ADMIN_EMAILS: the console cannot revoke them. */
  bootstrapRoles: z.array(z.string()),
  activeSessions: z.number().int(),
  balances: balancesSchema,
  /** The latest ledger lines of both currencies, newest first (read only here). */
  ledger: z.array(walletRecordSchema.extend({ currency: z.string() })),
});
export type StaffUserDetail = z.infer<typeof staffUserDetailSchema>;

export const uidQuerySchema = z.object({ uid: queryId() });
export const banBodySchema = z.object({ uid: bodyId(), reason: text(BAN_REASON_MAX_LENGTH).trim().min(1) });
export const uidBodySchema = z.object({ uid: bodyId() });
export const muteBodySchema = z.object({
  uid: bodyId(),
  hours: bodyInt(MUTE_MIN_HOURS, MUTE_MAX_HOURS),
  reason: text(BAN_REASON_MAX_LENGTH).trim().min(1),
});
export const roleBodySchema = z.object({ uid: bodyId(), role: z.enum(GRANTABLE_ROLES), grant: z.boolean() });

// Review queues ----------------------------------------------------------------------------------

export const reviewQuerySchema = z.object({
  queue: z.enum(REVIEW_QUEUES).optional(),
  state: z.enum(REVIEW_STATES).default('pending'),
  /** Only the items assigned to the caller. */
  mine: z.enum(['0', '1']).default('0'),
  ...page,
});

export const reviewItemSchema = z.object({
  id: z.number().int(),
  queue: z.enum(REVIEW_QUEUES),
  subjectType: z.string(),
  subjectId: z.string(),
  /** What the reviewer needs to decide, as the owning domain summarised it. */
  summary: z.record(z.string(), z.unknown()),
  reportedBy: z.number().int().nullable(),
  reason: z.string().nullable().describe("The reporter's reason (spec section 6 report reasons)"),
  state: z.enum(REVIEW_STATES),
  assignee: z.number().int().nullable(),
  decisionReason: z.string().nullable(),
  note: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Optimistic lock: send it back with a decision; a changed item refuses it. */
  version: z.number().int(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewPageSchema = consolePageSchema(reviewItemSchema).extend({
  /** Pending items per queue. */
  pending: z.record(z.string(), z.number().int()),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const decideBodySchema = z.object({
  id: bodyId(),
  version: bodyInt(0),
  decision: z.enum(REVIEW_DECISIONS),
  /** One of the decision's reason templates (`DECISION_REASONS`). */
  reason: text(40).min(1),
  note: text(REVIEW_NOTE_MAX_LENGTH).trim().optional(),
});
export const assignBodySchema = z.object({
  id: bodyId(),
  version: bodyInt(0),
  release: z.boolean().default(false),
});

/** A user reports another user (spec section 6 reasons); the report lands in the `userReports` queue. */
export const reportUserBodySchema = z.object({
  uid: bodyId(),
  reason: z.enum(REPORT_REASONS),
  detail: text(REVIEW_NOTE_MAX_LENGTH).trim().optional(),
});
/** `queued: false`: the same report of the reporter's is still pending (nothing new was stored). */
export const reportResultSchema = z.object({ queued: z.boolean() });

// Banned words -----------------------------------------------------------------------------------

export const bannedWordSchema = z.object({
  id: z.number().int(),
  language: z.string().describe('A language code, or * for every language'),
  word: z.string(),
  action: z.enum(BANNED_WORD_ACTIONS),
  createdAt: z.string(),
});
export const bannedWordBodySchema = z.object({
  language: z.enum(['*', ...LANGUAGE_CODES]),
  word: text(BANNED_WORD_MAX_LENGTH).trim().min(1),
  action: z.enum(BANNED_WORD_ACTIONS).default('mask'),
});

// Audit log --------------------------------------------------------------------------------------

/** A UTC day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const utcDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'must be a date');

export const auditQuerySchema = z.object({
  actor: queryId().optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** The subject's id (a uid, an item id...), exact. */
  subject: text(64).optional(),
  /** ISO dates (UTC days), inclusive. */
  from: utcDay.optional(),
  to: utcDay.optional(),
  ...page,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
