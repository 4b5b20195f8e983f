import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { oauthStates, socialAccounts, socialPendingProfiles } from '../schema.ts';
import type { SocialProviderName } from './config.ts';

export type OAuthStateRow = typeof oauthStates.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type PendingProfileRow = typeof socialPendingProfiles.$inferSelect;

export function createSocialRepository(db: Database) {
  async function findAccount(
    provider: SocialProviderName,
    subject: string,
    tx: Executor = db,
  ): Promise<SocialAccountRow | null> {
    const rows = await tx
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    /** Takes a transaction lock on one provider account: its sign-ins complete one at a time. */
    async lockProfile(tx: Executor, provider: SocialProviderName, subject: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`social:${provider}:${subject}`}))`);
    },
    async saveState(values: typeof oauthStates.$inferInsert): Promise<void> {
      // Old rows go as new ones come: the table only ever holds the last few minutes.
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now() - interval '1 hour'`));
      await db.insert(oauthStates).values(values);
    },

    /** Uses up a state: returns it the first time only (whoever it belongs to, expired or not). */
    async consumeState(state: string): Promise<OAuthStateRow | null> {
      const rows = await db
        .update(oauthStates)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oauthStates.state, state), isNull(oauthStates.consumedAt)))
        .returning();
      return rows[0] ?? null;
    },

    findAccount,

    /** Links a provider account to a user; when it is linked already, returns the uid it has. */
    async link(tx: Executor, values: typeof socialAccounts.$inferInsert): Promise<number> {
      const inserted = await tx
        .insert(socialAccounts)
        .values(values)
        .onConflictDoNothing()
        .returning({ uid: socialAccounts.uid });
      if (inserted[0]) return inserted[0].uid;
      const existing = await findAccount(values.provider as SocialProviderName, values.subject, tx);
      if (!existing) throw new Error('social account link conflict without a row');
      return existing.uid;
    },

    async accountsOf(uid: number): Promise<SocialAccountRow[]> {
      return db.select().from(socialAccounts).where(eq(socialAccounts.uid, uid));
    },

    async savePending(values: typeof socialPendingProfiles.$inferInsert): Promise<void> {
      await db
        .delete(socialPendingProfiles)
        .where(lt(socialPendingProfiles.expiresAt, sql`now() - interval '1 hour'`));
      await db.insert(socialPendingProfiles).values(values);
    },

    async findPending(handleHash: string): Promise<PendingProfileRow | null> {
      const rows = await db
        .select()
        .from(socialPendingProfiles)
        .where(
          and(
            eq(socialPendingProfiles.handleHash, handleHash),
            isNull(socialPendingProfiles.consumedAt),
            sql`${socialPendingProfiles.expiresAt} > now()`,
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** True for the one caller that uses the pending profile up. */
    async consumePending(handleHash: string): Promise<boolean> {
      const rows = await db
        .update(socialPendingProfiles)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(socialPendingProfiles.handleHash, handleHash),
            isNull(socialPendingProfiles.consumedAt),
            sql`${socialPendingProfiles.expiresAt} > now()`,
          ),
        )
        .returning({ handleHash: socialPendingProfiles.handleHash });
      return rows.length === 1;
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
