import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from './schema.ts';

/** What the request context knows of a signed-in user. */
export interface SessionUser {
  uid: number;
  username: string | null;
  avatar: string | null;
  level: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionStore(db: Database) {
  return {
    /** Issues a new opaque token; only its hash is stored. */
    async create(uid: number, ttlMs: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insert(sessions)
        .values({ tokenHash: hashToken(token), uid, expiresAt: new Date(Date.now() + ttlMs) });
      return token;
    },
    /** The user behind a live token, or null for an unknown, expired or revoked one. */
    async userForToken(token: string): Promise<SessionUser | null> {
      const rows = await db
        .select({ uid: users.uid, username: users.username, avatar: users.avatar, level: users.level })
        .from(sessions)
        .innerJoin(users, eq(users.uid, sessions.uid))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            isNull(users.cancelledAt),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
    async revoke(token: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(token)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
