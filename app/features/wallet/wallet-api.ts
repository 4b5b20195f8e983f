/**
 * The wallet's calls (docs/api/accounts.md, "The signed-in user's account"): balances and the ledger,
 * served by server/domains/wallet. The browser sends the HttpOnly `token` cookie itself; the API
 * client toasts a failed read.
 */
import type { Balances, WalletRecord } from '../../../shared/wallet/contract.ts';
import type { Currency } from '../../../shared/wallet/model.ts';
import { api } from '../../lib/api.ts';

export const fetchBalances = () => api().get<Balances>('/user/userGold');

export const fetchWalletRecords = (currency: Currency, limit = 50) =>
  api().get<WalletRecord[]>('/user/walletRecords', { currency, limit });
