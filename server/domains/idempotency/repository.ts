import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from './schema.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims (uid, key) for a request; answers the row that was there instead when it exists. */
export async function claimKey(
  db: Executor,
  values: { uid: number; key: string; route: string; requestHash: string; lockedUntil: Date },
): Promise<{ claimed: true } | { claimed: false; row: IdempotencyRow }> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ uid: idempotencyKeys.uid });
  if (inserted.length > 0) return { claimed: true };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.uid, values.uid), eq(idempotencyKeys.key, values.key)));
  if (!row) return claimKey(db, values); // deleted meanwhile (expired): claim it again
  return { claimed: false, row };
}

/** Takes over a key whose holder let it go (its lock passed) for the same request; true when taken. */
export async function takeOverKey(
  db: Executor,
  values: { uid: number; key: string; requestHash: string; now: Date; lockedUntil: Date },
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedUntil: values.lockedUntil })
    .where(
      and(
        eq(idempotencyKeys.uid, values.uid),
        eq(idempotencyKeys.key, values.key),
        eq(idempotencyKeys.requestHash, values.requestHash),
        isNull(idempotencyKeys.status),
        or(isNull(idempotencyKeys.lockedUntil), lt(idempotencyKeys.lockedUntil, values.now)),
      ),
    )
    .returning({ uid: idempotencyKeys.uid });
  return rows.length > 0;
}

export async function storeAnswer(
  db: Executor,
  values: { uid: number; key: string; status: number; response: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: values.status, response: values.response, lockedUntil: null })
    .where(and(eq(idempotencyKeys.uid, values.uid), eq(idempotencyKeys.key, values.key)));
}

/** Deletes at most `limit` keys created before `before` (the clean-up job); how many went. */
export async function deleteKeysBefore(db: Executor, before: Date, limit: number): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      sql`(${idempotencyKeys.uid}, ${idempotencyKeys.key}) in (select uid, key from ${idempotencyKeys} where ${idempotencyKeys.createdAt} < ${before} limit ${limit})`,
    )
    .returning({ uid: idempotencyKeys.uid });
  return rows.length;
}
