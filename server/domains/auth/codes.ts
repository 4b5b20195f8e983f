import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { DomainError } from '../../../shared/errors.ts';
import type { Database, Executor } from '../../db/client.ts';
import { verificationCodes } from './schema.ts';

/** Spec section 9 and the accounts issue: 6 digits, a few minutes, 5 tries, 60 s between sends. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60_000;
/**
 * How long a code's row is kept after it was made, used or not: the per-address daily caps count
 * the sends and wrong tries of the last 24 hours from these rows. A clean-up must not delete younger
 * rows.
 */
export const CODE_HISTORY_MS = 24 * 3600_000;
/** Codes one address may be sent in 24 hours: enough for a real person, a wall for a guesser. */
export const CODE_SENDS_PER_DAY = 10;
/** Wrong tries one address may make in 24 hours, over all its codes; then it waits for the day to pass. */
export const CODE_FAILURES_PER_DAY = 10;
/** The wait between sends doubles from the third send of the day on, up to an hour. */
export const RESEND_COOLDOWN_MAX_MS = 3600_000;

/**
 * How long an address waits after its `sentToday`-th send of the last 24 hours: 60 s for the first
 * two, then 2, 4, 8... minutes, at most an hour (a victim's inbox is not a target for bombing).
 */
export function resendCooldownMs(sentToday: number): number {
  const doublings = Math.max(0, sentToday - 2);
  return Math.min(RESEND_COOLDOWN_MS * 2 ** doublings, RESEND_COOLDOWN_MAX_MS);
}

/** An address's sends and wrong tries of the 24 hours before `at`, and when it was last sent one. */
async function lastDay(
  tx: Executor,
  identifier: string,
  at: Date,
): Promise<{ sent: number; failures: number; lastAt: Date | null }> {
  const since = new Date(at.getTime() - CODE_HISTORY_MS);
  const [row] = await tx
    .select({
      sent: sql<number>`count(*)`.mapWith(Number),
      failures: sql<number>`coalesce(sum(${verificationCodes.attempts}), 0)`.mapWith(Number),
      lastAt: sql<Date | null>`max(${verificationCodes.createdAt})`.mapWith((v: unknown) =>
        v === null ? null : new Date(v as string),
      ),
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.identifier, identifier), gt(verificationCodes.createdAt, since)));
  return { sent: row?.sent ?? 0, failures: row?.failures ?? 0, lastAt: row?.lastAt ?? null };
}

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function createCodeStore(db: Database, now: () => Date = () => new Date()) {
  return {
    /**
     * Makes a new code for an identifier. Refused with 429 `codeTooSoon` while the address must still
     * wait (`resendCooldownMs`), and `codeDailyLimit` once it had its sends or wrong tries of the day.
     * Earlier unused codes stop working.
     */
    async issue(
      channel: 'email' | 'sms',
      identifier: string,
      ip: string | undefined,
    ): Promise<{ code: string; nextSendInMs: number }> {
      return db.transaction(async (tx) => {
        // Serialise issuers of one identifier (two quick clicks, two processes).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${identifier}))`);
        const t = now();
        const day = await lastDay(tx, identifier, t);
        if (day.sent >= CODE_SENDS_PER_DAY || day.failures >= CODE_FAILURES_PER_DAY) {
          throw new DomainError('tooMany', 'codeDailyLimit');
        }
        if (day.lastAt) {
          const wait = day.lastAt.getTime() + resendCooldownMs(day.sent) - t.getTime();
          if (wait > 0) throw new DomainError('tooMany', 'codeTooSoon', { seconds: Math.ceil(wait / 1000) });
        }
        await tx
          .update(verificationCodes)
          .set({ consumedAt: t })
          .where(and(eq(verificationCodes.identifier, identifier), isNull(verificationCodes.consumedAt)));
        const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
        const salt = randomBytes(12).toString('base64url');
        await tx.insert(verificationCodes).values({
          channel,
          identifier,
          salt,
          codeHash: hashCode(salt, code),
          ip,
          createdAt: t,
          expiresAt: new Date(t.getTime() + CODE_TTL_MS),
        });
        return { code, nextSendInMs: resendCooldownMs(day.sent + 1) };
      });
    },

    /**
     * Uses up the identifier's current code if `code` matches. A wrong code counts a try; the fifth
     * wrong try locks the code for good. Expired, used or locked codes never match.
     */
    async consume(identifier: string, code: string): Promise<void> {
      const failure = await db.transaction(async (tx) => {
        // An address that made its wrong tries of the day is not tried again until the day passes.
        if ((await lastDay(tx, identifier, now())).failures >= CODE_FAILURES_PER_DAY) return 'codeDailyLimit';
        const [current] = await tx
          .select()
          .from(verificationCodes)
          .where(and(eq(verificationCodes.identifier, identifier), isNull(verificationCodes.consumedAt)))
          .orderBy(desc(verificationCodes.createdAt))
          .limit(1)
          .for('update');
        if (!current || current.expiresAt.getTime() <= now().getTime()) return 'codeExpired';
        if (current.attempts >= CODE_MAX_ATTEMPTS) return 'codeLocked';
        const expected = Buffer.from(current.codeHash, 'hex');
        const actual = Buffer.from(hashCode(current.salt, code.trim()), 'hex');
        if (timingSafeEqual(expected, actual)) {
          await tx
            .update(verificationCodes)
            .set({ consumedAt: now() })
            .where(eq(verificationCodes.id, current.id));
          return null;
        }
        const attempts = current.attempts + 1;
        await tx.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, current.id));
        return attempts >= CODE_MAX_ATTEMPTS ? 'codeLocked' : 'codeWrong';
      });
      // Thrown after the transaction so the counted try is kept.
      if (failure === 'codeDailyLimit') throw new DomainError('tooMany', failure);
      if (failure) throw new DomainError('invalid', failure);
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
