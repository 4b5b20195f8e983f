import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { CODE_HISTORY_MS } from './codes.ts';
import { oauthStates, payloadKeys, socialPendingProfiles, verificationCodes } from './schema.ts';

/**
 * What the auth domain keeps of its expiring rows, and the deletes the clean-up job (server/jobs/)
 * runs. Each call deletes at most `limit` rows (one bounded batch, rows another transaction holds
 * are skipped) and answers how many it deleted; the job calls again while batches come back full.
 */

/**
 * Codes are kept a week after they were sent, used or not: the per-address daily caps count the
 * rows of the last `CODE_HISTORY_MS` (codes.ts), and the `ip` that asked for a code for an address is
 * what an abuse report (mail or SMS bombing, SMS pumping) needs. A code still usable is never deleted.
 */
export const CODE_RETENTION_MS = Math.max(7 * 24 * 3600_000, CODE_HISTORY_MS);
/**
 * A social sign-in's state and a pending profile stay an hour past their expiry, as the sign-in's
 * own pruning (social/repository.ts) keeps them: a late callback still finds its state and is told
 * it expired rather than that it is unknown.
 */
export const SOCIAL_RETENTION_AFTER_EXPIRY_MS = 3600_000;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Used or expired verification codes sent more than `CODE_RETENTION_MS` ago. */
export async function deleteExpiredVerificationCodes(
  db: Executor,
  now: Date,
  limit: number,
): Promise<number> {
  const doomed = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        lt(verificationCodes.createdAt, ago(now, CODE_RETENTION_MS)),
        or(isNotNull(verificationCodes.consumedAt), lt(verificationCodes.expiresAt, now)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(verificationCodes)
    .where(inArray(verificationCodes.id, doomed))
    .returning({ id: verificationCodes.id });
  return deleted.length;
}

/** Payload keys past their expiry: `keyFor` never answers them, a browser holding one gets a new key. */
export async function deleteExpiredPayloadKeys(db: Executor, now: Date, limit: number): Promise<number> {
  const doomed = db
    .select({ idHash: payloadKeys.idHash })
    .from(payloadKeys)
    .where(lt(payloadKeys.expiresAt, now))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(payloadKeys)
    .where(inArray(payloadKeys.idHash, doomed))
    .returning({ idHash: payloadKeys.idHash });
  return deleted.length;
}

/** OAuth states (used or not) an hour past their expiry. */
export async function deleteExpiredOAuthStates(db: Executor, now: Date, limit: number): Promise<number> {
  const doomed = db
    .select({ state: oauthStates.state })
    .from(oauthStates)
    .where(lt(oauthStates.expiresAt, ago(now, SOCIAL_RETENTION_AFTER_EXPIRY_MS)))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(oauthStates)
    .where(inArray(oauthStates.state, doomed))
    .returning({ state: oauthStates.state });
  return deleted.length;
}

/** Social profiles waiting for an email (used or not) an hour past their expiry. */
export async function deleteExpiredPendingProfiles(db: Executor, now: Date, limit: number): Promise<number> {
  const doomed = db
    .select({ handleHash: socialPendingProfiles.handleHash })
    .from(socialPendingProfiles)
    .where(lt(socialPendingProfiles.expiresAt, ago(now, SOCIAL_RETENTION_AFTER_EXPIRY_MS)))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(socialPendingProfiles)
    .where(inArray(socialPendingProfiles.handleHash, doomed))
    .returning({ handleHash: socialPendingProfiles.handleHash });
  return deleted.length;
}
