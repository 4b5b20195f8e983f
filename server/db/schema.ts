// The one schema drizzle-kit generates migrations from: every domain's tables.
export {
  oauthStates,
  payloadKeys,
  socialAccounts,
  socialPendingProfiles,
  verificationCodes,
} from '../domains/auth/schema.ts';
export { games } from '../domains/games/schema.ts';
export { sessions, users } from '../domains/users/schema.ts';
export { walletBalances, walletMovements } from '../domains/wallet/schema.ts';
export { appSettings } from './app-settings.schema.ts';
