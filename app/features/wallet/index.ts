/**
 * What other features may use of the wallet (decision 013: a feature reaches another only through
 * its entry file): the balances call, for the profile's balance cards (features/users). The wallet's
 * screen, `WalletPanel`, is the route's to mount (app/routes/user/water.tsx).
 */
export { fetchBalances } from './wallet-api.ts';
