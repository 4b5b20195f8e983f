import type { Balances, WalletRecord } from '../../../shared/wallet/contract.ts';
import type { Currency } from '../../../shared/wallet/model.ts';
import type { Database } from '../../db/client.ts';
import { balances, movements } from './ledger.ts';

/** What a user sees of their wallet: balances and the ledger. Money itself moves only through `ledger.ts`. */
export function createWalletService(db: Database) {
  return {
    balances(uid: number): Promise<Balances> {
      return balances(db, uid);
    },

    async records(uid: number, currency: Currency, limit: number): Promise<WalletRecord[]> {
      const rows = await movements(db, uid, currency, limit);
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        amount: r.amount,
        balanceAfter: r.balanceAfter,
        detail: r.detail,
        time: r.createdAt.toISOString(),
      }));
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
