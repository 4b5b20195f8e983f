import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '../../../shared/wallet/model.ts';
import type { Executor } from '../../db/client.ts';
import { walletBalances, walletMovements } from './schema.ts';

/**
 * The ledger: the one way money moves. Every movement is written inside the caller's transaction
 * (`tx`), with the balance row locked, so a use case that also writes its own rows (an order, a gift)
 * commits or rolls back as a whole.
 */
type Tx = Executor;

export class InsufficientBalanceError extends Error {
  readonly currency: Currency;
  constructor(currency: Currency) {
    super(`insufficient ${currency} balance`);
    this.currency = currency;
  }
}

export interface Movement {
  uid: number;
  currency: Currency;
  /** Positive credits, negative debits. */
  amount: number;
  /** What caused it ("registration_bonus", "plan_purchase", ...). */
  type: string;
  /** The causing event's id: (uid, type, ref) lands once, however often it is retried. */
  ref: string;
  detail?: string;
}

/**
 * Records a movement and changes the balance, inside `tx`. Returns false (and changes nothing)
 * when the same (uid, type, ref) was recorded before. A debit larger than the balance throws
 * InsufficientBalanceError; the caller's transaction then rolls back whatever it did.
 */
export async function recordMovement(tx: Tx, movement: Movement): Promise<boolean> {
  const { uid, currency, amount } = movement;
  await tx.insert(walletBalances).values({ uid, currency, balance: 0 }).onConflictDoNothing();
  // The row lock makes concurrent movements of one balance take turns.
  const [current] = await tx
    .select({ balance: walletBalances.balance })
    .from(walletBalances)
    .where(and(eq(walletBalances.uid, uid), eq(walletBalances.currency, currency)))
    .for('update');
  const balanceAfter = (current?.balance ?? 0) + amount;
  if (balanceAfter < 0) throw new InsufficientBalanceError(currency);
  const inserted = await tx
    .insert(walletMovements)
    .values({
      uid,
      currency,
      amount,
      balanceAfter,
      type: movement.type,
      ref: movement.ref,
      detail: movement.detail,
    })
    .onConflictDoNothing()
    .returning({ id: walletMovements.id });
  if (inserted.length === 0) return false;
  await tx
    .update(walletBalances)
    .set({ balance: balanceAfter, updatedAt: sql`now()` })
    .where(and(eq(walletBalances.uid, uid), eq(walletBalances.currency, currency)));
  return true;
}

export async function balances(db: Tx, uid: number): Promise<Record<Currency, number>> {
  const rows = await db
    .select({ currency: walletBalances.currency, balance: walletBalances.balance })
    .from(walletBalances)
    .where(eq(walletBalances.uid, uid));
  const out: Record<Currency, number> = { gold: 0, diamond: 0 };
  for (const row of rows) out[row.currency] = row.balance;
  return out;
}

export async function movements(db: Tx, uid: number, currency: Currency, limit = 50) {
  return db
    .select()
    .from(walletMovements)
    .where(and(eq(walletMovements.uid, uid), eq(walletMovements.currency, currency)))
    .orderBy(sql`${walletMovements.id} desc`)
    .limit(limit);
}

/** Spec section 9: "Registration bonus: 200 gold coins". */
export const REGISTRATION_BONUS_GOLD = 200;
