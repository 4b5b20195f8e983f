import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/users/contract.ts';
import type { Database } from '../../db/client.ts';
import { effectiveRoles } from './rules.ts';
import { sessions, users } from './schema.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * @param adminEmails Operators named by email (ADMIN_EMAILS): an account is an administrator while its
 *   email is in this list, re-evaluated on every request (`effectiveRoles`), besides the roles stored.
 */
export function createSessionStore(
  db: Database,
  adminEmails: readonly string[] = [],
  /** Told after sessions of a user ended (sign-out, every session ended): sockets re-check theirs. */
  onEnded: (uid: number) => Promise<void> = async () => {},
) {
  return {
    /** Issues a new opaque token; only its hash is stored. */
    async create(uid: number, ttlMs: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insert(sessions)
        .values({ tokenHash: hashToken(token), uid, expiresAt: new Date(Date.now() + ttlMs) });
      return token;
    },
    /**
     * What a token is: `valid` (with its user), `unknown` (never issued), or `ended` (expired,
     * revoked, or its account cancelled or banned). Unknown and ended map to errorCode 3000 and 3001.
     */
    async resolve(
      token: string,
    ): Promise<{ status: 'valid' | 'unknown' | 'ended'; user: SessionUser | null }> {
      const rows = await db
        .select({
          uid: users.uid,
          username: users.username,
          avatar: users.avatar,
          level: users.level,
          roles: users.roles,
          email: users.email,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
          cancelledAt: users.cancelledAt,
          bannedAt: users.bannedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.uid, sessions.uid))
        .where(eq(sessions.tokenHash, hashToken(token)))
        .limit(1);
      const row = rows[0];
      if (!row) return { status: 'unknown', user: null };
      if (row.revokedAt || row.cancelledAt || row.bannedAt || row.expiresAt.getTime() <= Date.now()) {
        return { status: 'ended', user: null };
      }
      return {
        status: 'valid',
        user: {
          uid: row.uid,
          username: row.username,
          avatar: row.avatar,
          level: row.level,
          roles: effectiveRoles(row.roles, row.email, adminEmails),
        },
      };
    },
    /** The user behind a live token, or null for an unknown, expired or revoked one. */
    async userForToken(token: string): Promise<SessionUser | null> {
      return (await this.resolve(token)).user;
    },
    async revoke(token: string): Promise<void> {
      const [ended] = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(token)))
        .returning({ uid: sessions.uid });
      if (ended) await onEnded(ended.uid);
    },
    /** Ends every session of a user (password reset, account cancellation). */
    async revokeAll(uid: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.uid, uid), isNull(sessions.revokedAt)));
      await onEnded(uid);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
