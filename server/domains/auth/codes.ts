import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { DomainError } from '../../../shared/errors.ts';
import type { Database } from '../../db/client.ts';
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

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function createCodeStore(db: Database, now: () => Date = () => new Date()) {
  return {
    /**
     * Makes a new code for an identifier. Refused with 429 `codeTooSoon` while the previous code
     * for the same identifier is younger than 60 s. Earlier unused codes stop working.
     */
    async issue(channel: 'email' | 'sms', identifier: string, ip: string | undefined): Promise<string> {
      return db.transaction(async (tx) => {
        // Serialise issuers of one identifier (two quick clicks, two processes).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${identifier}))`);
        const [last] = await tx
          .select({ createdAt: verificationCodes.createdAt })
          .from(verificationCodes)
          .where(eq(verificationCodes.identifier, identifier))
          .orderBy(desc(verificationCodes.createdAt))
          .limit(1);
        const t = now();
        if (last) {
          const wait = last.createdAt.getTime() + RESEND_COOLDOWN_MS - t.getTime();
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
        return code;
      });
    },

    /**
     * Uses up the identifier's current code if `code` matches. A wrong code counts a try; the fifth
     * wrong try locks the code for good. Expired, used or locked codes never match.
     */
    async consume(identifier: string, code: string): Promise<void> {
      const failure = await db.transaction(async (tx) => {
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
      if (failure) throw new DomainError('invalid', failure);
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
