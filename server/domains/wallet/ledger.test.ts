import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../users/schema.ts';
import { balances, InsufficientBalanceError, movements, recordMovement } from './ledger.ts';

let database: DatabaseHandle;
let uid = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db.insert(users).values({ username: 'ledger' }).returning();
  uid = user?.uid ?? 0;
});
afterAll(async () => {
  await database.close();
});

describe('wallet ledger: balances change only through movements', () => {
  it('credits and debits, recording the balance after each movement', async () => {
    await recordMovement(database.db, { uid, currency: 'gold', amount: 300, type: 'test_credit', ref: 'a' });
    await recordMovement(database.db, { uid, currency: 'gold', amount: -120, type: 'test_debit', ref: 'b' });
    expect((await balances(database.db, uid)).gold).toBe(180);
    const rows = await movements(database.db, uid, 'gold');
    expect(rows.map((r) => [r.amount, r.balanceAfter])).toEqual([
      [-120, 180],
      [300, 300],
    ]);
  });

  it('records a movement of one event once, however often it is retried', async () => {
    const movement = { uid, currency: 'diamond' as const, amount: 50, type: 'payment', ref: 'order-1' };
    expect(await recordMovement(database.db, movement)).toBe(true);
    expect(await recordMovement(database.db, movement)).toBe(false);
    expect((await balances(database.db, uid)).diamond).toBe(50);
  });

  it('never lets a balance go negative: the debit fails and its transaction changes nothing', async () => {
    const before = await balances(database.db, uid);
    await expect(
      database.db.transaction(async (tx) => {
        await recordMovement(tx, { uid, currency: 'gold', amount: -1000, type: 'purchase', ref: 'too-much' });
      }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await balances(database.db, uid)).toEqual(before);
    expect((await movements(database.db, uid, 'gold')).some((m) => m.ref === 'too-much')).toBe(false);
  });

  it('is guarded by the database too: a direct negative balance is refused', async () => {
    await expect(
      database.db.execute(
        (await import('drizzle-orm'))
          .sql`update wallet_balances set balance = -1 where uid = ${uid} and currency = 'gold'`,
      ),
    ).rejects.toThrow();
  });
});
