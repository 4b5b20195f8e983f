// The one schema drizzle-kit generates migrations from: every domain's tables.
export {
  oauthStates,
  payloadKeys,
  registrationBonusClaims,
  socialAccounts,
  socialPendingProfiles,
  verificationCodes,
} from '../domains/auth/schema.ts';
export { feedback } from '../domains/feedback/schema.ts';
export {
  competitionCorrections,
  leagueSeasons,
  leagueStages,
  leagues,
  playerProfiles,
  players,
  teamHonours,
  teamProfiles,
  teams,
  transfers,
} from '../domains/games/competitions/schema.ts';
export { games } from '../domains/games/schema.ts';
export {
  matches,
  matchFavourites,
  matchIncidents,
  matchOdds,
  matchOddsHistory,
  matchParticipants,
  matchReservations,
} from '../domains/matches/schema.ts';
export { searchDocuments, searchWords } from '../domains/search/schema.ts';
export { sessions, users } from '../domains/users/schema.ts';
export { walletBalances, walletMovements } from '../domains/wallet/schema.ts';
export { appSettings } from './app-settings.schema.ts';
