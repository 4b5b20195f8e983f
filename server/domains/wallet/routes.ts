import { z } from 'zod';
import {
  balancesSchema,
  walletRecordSchema,
  walletRecordsQuerySchema,
} from '../../../shared/wallet/contract.ts';
import { requireUser } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { WalletService } from './service.ts';

const tags = ['wallet'];

/** The signed-in user's wallet (mounted in the `account` scope). */
export const walletRoutes =
  (wallet: WalletService): ApiPlugin =>
  async (api) => {
    api.get(
      '/user/userGold',
      {
        config: { access: 'user' },
        schema: {
          summary: "The signed-in user's gold and diamond balances",
          tags,
          response: { 200: successSchema(balancesSchema) },
        },
      },
      async (request) => ok(await wallet.balances(requireUser(request.ctx).uid)),
    );

    api.get(
      '/user/walletRecords',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Coin or diamond details: the ledger of the signed-in user, newest first',
          tags,
          querystring: walletRecordsQuerySchema,
          response: { 200: successSchema(z.array(walletRecordSchema)) },
        },
      },
      async (request) =>
        ok(await wallet.records(requireUser(request.ctx).uid, request.query.currency, request.query.limit)),
    );
  };
