import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { socialAccounts } from '../auth/schema.ts';
import { followCountsOf, postCountOf } from './follows.ts';
import { type Attribution, checkedAttribution, INVITATION_CHANNEL_TYPE } from './rules.ts';
import { users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;

export type Lookup = { email: string } | { areaCode: string; phone: string } | { username: string };

async function isActive(tx: Executor, uid: number): Promise<boolean> {
  const rows = await tx
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.uid, uid), isNull(users.cancelledAt)))
    .limit(1);
  return rows.length > 0;
}

export function createUsersRepository(db: Database) {
  return {
    /** A public profile with its counts (follows, fans, published posts); null once cancelled. */
    async findActive(uid: number) {
      const counts = followCountsOf();
      const rows = await db
        .select({
          uid: users.uid,
          username: users.username,
          avatar: users.avatar,
          signature: users.signature,
          level: users.level,
          follows: counts.follows,
          fans: counts.fans,
          posts: postCountOf(),
        })
        .from(users)
        .where(and(eq(users.uid, uid), isNull(users.cancelledAt)))
        .limit(1);
      return rows[0] ?? null;
    },
    async findById(uid: number): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
      return rows[0] ?? null;
    },
    /** By email, phone or username (usernames compare case-insensitively). */
    async find(lookup: Lookup, tx: Executor = db): Promise<UserRow | null> {
      const where =
        'email' in lookup
          ? eq(users.email, lookup.email)
          : 'phone' in lookup
            ? and(eq(users.areaCode, lookup.areaCode), eq(users.phone, lookup.phone))
            : sql`lower(${users.username}) = lower(${lookup.username})`;
      const rows = await tx.select().from(users).where(where).limit(1);
      return rows[0] ?? null;
    },
    async create(
      tx: Executor,
      values: Pick<
        typeof users.$inferInsert,
        'email' | 'phone' | 'areaCode' | 'promotionChannelId' | 'channelFromtype'
      >,
    ): Promise<UserRow> {
      // An invitation that names no active user is not kept (rules.ts).
      const attribution = await checkedAttribution(values, (uid) => isActive(tx, uid));
      const [row] = await tx
        .insert(users)
        .values({ ...values, ...attribution })
        .returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },
    async update(
      uid: number,
      values: Partial<Pick<UserRow, 'username' | 'passwordHash' | 'avatar' | 'signature'>>,
    ) {
      await db.update(users).set(values).where(eq(users.uid, uid));
    },
    async setContact(uid: number, values: { email: string } | { areaCode: string; phone: string }) {
      await db.update(users).set(values).where(eq(users.uid, uid));
    },
    /** Who registered through `code` (a user's invitation link), newest first, and how many in all. */
    async findInvitedBy(code: string, limit: number) {
      const invitedBy = and(
        eq(users.channelFromtype, INVITATION_CHANNEL_TYPE),
        eq(users.promotionChannelId, code),
      );
      const [total] = await db.select({ n: count() }).from(users).where(invitedBy);
      const rows = await db
        .select({
          uid: users.uid,
          username: users.username,
          avatar: users.avatar,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(invitedBy)
        .orderBy(desc(users.uid))
        .limit(limit);
      return { total: total?.n ?? 0, rows };
    },
    /**
     * Cancellation: the row stays (ledger and orders point at it); what identifies the person goes,
     * linked social accounts included, so they can sign up again.
     */
    async cancel(uid: number) {
      await db.transaction(async (tx) => {
        await tx.delete(socialAccounts).where(eq(socialAccounts.uid, uid));
        await tx
          .update(users)
          .set({
            cancelledAt: new Date(),
            email: null,
            phone: null,
            areaCode: null,
            username: null,
            passwordHash: null,
            avatar: null,
            signature: null,
          })
          .where(eq(users.uid, uid));
      });
    },
  };
}

export type { Attribution };
export type UsersRepository = ReturnType<typeof createUsersRepository>;
