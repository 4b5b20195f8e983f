import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Tx } from '../wallet/ledger.ts';
import { users } from './schema.ts';

/**
 * Invitations ride on the spec's promotion attribution (decision 009): a user's invitation link
 * carries their uid as `promotionChannelId` with `channelFromtype` 2 (1 is a promotion channel).
 * Registration keeps the pair only when it names an existing, active user.
 */
export const INVITATION_CHANNEL_TYPE = 2;

/** The attribution a new user is created with: an invitation naming nobody is dropped. */
export async function checkedAttribution(
  tx: Tx,
  values: { promotionChannelId?: string | null | undefined; channelFromtype?: number | null | undefined },
): Promise<{ promotionChannelId: string | null; channelFromtype: number | null }> {
  const id = values.promotionChannelId?.trim() || null;
  if (!id) return { promotionChannelId: null, channelFromtype: null };
  const type = values.channelFromtype ?? 1;
  if (type !== INVITATION_CHANNEL_TYPE) return { promotionChannelId: id, channelFromtype: type };
  if (!/^\d{1,9}$/.test(id)) return { promotionChannelId: null, channelFromtype: null };
  const inviter = await tx
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.uid, Number(id)), isNull(users.cancelledAt)))
    .limit(1);
  return inviter.length > 0
    ? { promotionChannelId: String(inviter[0]?.uid), channelFromtype: INVITATION_CHANNEL_TYPE }
    : { promotionChannelId: null, channelFromtype: null };
}

export interface InvitedUser {
  uid: number;
  username: string | null;
  avatar: string | null;
  /** ISO 8601: when they registered. */
  joinedAt: string;
}

/** Spec section 2, "invitation record": who registered through a user's invitation link. */
export function createInvitationsService(db: Database) {
  return {
    async record(
      uid: number,
      limit = 100,
    ): Promise<{ inviteCode: string; total: number; invited: InvitedUser[] }> {
      const code = String(uid);
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
      return {
        inviteCode: code,
        total: total?.n ?? 0,
        invited: rows.map((r) => ({
          uid: r.uid,
          username: r.username,
          avatar: r.avatar,
          joinedAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
