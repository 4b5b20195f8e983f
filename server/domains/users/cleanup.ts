import { inArray, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from './schema.ts';

/**
 * What the users domain keeps of ended sessions, and the delete the clean-up job (server/jobs/) runs.
 * A session row is what tells a token that ended (errorCode 3001, "your session ended") from one we
 * never issued (3000), so rows are kept while a client may still present the token:
 * - expired: a day past `expires_at` (the `token` cookie dies with the session; an app sending the
 *   header gets 3001 for a day, then 3000, and both clear its session);
 * - revoked (sign-out, password reset, cancellation): like any other once expired, and at the
 *   latest 30 days after `revoked_at` (with today's 30-day sessions the expiry comes first; the
 *   bound holds if sessions are ever made longer).
 */
export const SESSION_KEEP_AFTER_EXPIRY_MS = 24 * 3600_000;
export const SESSION_KEEP_AFTER_REVOCATION_MS = 30 * 24 * 3600_000;

/**
 * Sessions expired more than a day ago or revoked more than 30 days ago: at most `limit` rows (rows
 * another transaction holds are skipped). Answers how many it deleted.
 */
export async function deleteExpiredSessions(db: Executor, now: Date, limit: number): Promise<number> {
  const doomed = db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now.getTime() - SESSION_KEEP_AFTER_EXPIRY_MS)),
        lt(sessions.revokedAt, new Date(now.getTime() - SESSION_KEEP_AFTER_REVOCATION_MS)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(sessions)
    .where(inArray(sessions.tokenHash, doomed))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
