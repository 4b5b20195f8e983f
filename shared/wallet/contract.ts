/** The wallet's wire contract: balances and the ledger as the user sees them. */
import { z } from 'zod';
import { queryInt } from '../wire.ts';
import { CURRENCIES } from './model.ts';

export const balancesSchema = z.object({ gold: z.number().int(), diamond: z.number().int() });
export type Balances = z.infer<typeof balancesSchema>;

/** One ledger line (spec: "Coin/diamond ledger: type, amount, time, detail"). */
export const walletRecordSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  /** Positive credits, negative debits. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  detail: z.string().nullable(),
  /** ISO 8601. */
  time: z.string(),
});
export type WalletRecord = z.infer<typeof walletRecordSchema>;

export const walletRecordsQuerySchema = z.object({
  currency: z.enum(CURRENCIES),
  limit: queryInt(1, 200).default(50),
});
