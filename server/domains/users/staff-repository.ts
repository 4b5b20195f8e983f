/** The console's SQL over accounts (issue 15): find users, lock one, set bans, mutes and roles. */
import { and, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { sessions, users } from './schema.ts';

export type StaffUserFields = typeof users.$inferSelect;

/** Escapes LIKE's wildcards in text the staff typed. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Users matching what the staff typed: a uid (digits), a phone (digits, with or without its area
 * code), an email (exact, case aside) or the start of a user name (case aside). Empty: newest first.
 */
export async function findUsers(db: Database, q: string, offset: number, limit: number) {
  const text = q.trim();
  const parts: SQL[] = [];
  if (/^\d{1,15}$/.test(text)) {
    if (Number(text) <= 2_147_483_647) parts.push(eq(users.uid, Number(text)));
    parts.push(eq(users.phone, text));
  }
  const phone = /^\+?(\d{1,4})[\s-]+(\d{4,15})$/.exec(text);
  if (phone) parts.push(and(eq(users.areaCode, `+${phone[1]}`), eq(users.phone, phone[2] ?? '')) as SQL);
  if (text.includes('@')) parts.push(eq(users.email, text.toLowerCase()));
  if (text && !text.includes('@')) parts.push(ilike(users.username, likePrefix(text)));
  const condition = text ? or(...parts) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select().from(users).where(condition).orderBy(desc(users.uid)).offset(offset).limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(condition),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findUser(tx: Executor, uid: number): Promise<StaffUserFields | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row;
}

/** The account, locked until the transaction ends (one staff change at a time per account). */
export async function lockUser(tx: Executor, uid: number): Promise<StaffUserFields | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.uid, uid)).for('update').limit(1);
  return row;
}

export async function updateUser(
  tx: Executor,
  uid: number,
  changes: Partial<
    Pick<
      StaffUserFields,
      'bannedAt' | 'banReason' | 'mutedUntil' | 'muteReason' | 'roles' | 'avatar' | 'signature'
    >
  >,
): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.uid, uid));
}

/** Ends every live session of the account; how many there were. */
export async function revokeSessions(tx: Executor, uid: number): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.uid, uid), isNull(sessions.revokedAt)))
    .returning({ uid: sessions.uid });
  return rows.length;
}

export async function activeSessions(db: Database, uid: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.uid, uid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row?.count ?? 0;
}
