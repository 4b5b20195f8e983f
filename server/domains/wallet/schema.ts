import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../../shared/wallet/model.ts';
import { users } from '../users/schema.ts';

/** One balance per user and currency; the database refuses a negative balance. */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.currency] }),
    check('wallet_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * The ledger (spec: "Coin/diamond ledger: type, amount, time, detail"): append-only, one row per
 * movement, written in the same transaction as the balance. `(uid, type, ref)` is unique, so a
 * movement caused by one event (a registration, a payment notification) can land only once.
 */
export const walletMovements = pgTable(
  'wallet_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    ref: text('ref').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('wallet_movements_once').on(t.uid, t.type, t.ref),
    index('wallet_movements_uid_idx').on(t.uid, t.id),
  ],
);
