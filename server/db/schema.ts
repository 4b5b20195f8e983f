// The one schema drizzle-kit generates migrations from: every domain's tables.

export { auditLog } from '../domains/audit/schema.ts';
export {
  oauthStates,
  payloadKeys,
  registrationBonusClaims,
  socialAccounts,
  socialPendingProfiles,
  verificationCodes,
} from '../domains/auth/schema.ts';
export { commentLikes, comments } from '../domains/comments/schema.ts';
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
export { hotCounts } from '../domains/hot/schema.ts';
export { idempotencyKeys } from '../domains/idempotency/schema.ts';
export {
  matches,
  matchFavourites,
  matchIncidents,
  matchOdds,
  matchOddsHistory,
  matchParticipants,
  matchReservations,
} from '../domains/matches/schema.ts';
export { bannedWords } from '../domains/moderation/schema.ts';
export { newsArticles, newsLinks } from '../domains/news/schema.ts';
export { postLikes, userPosts } from '../domains/posts/schema.ts';
export { reviewItems } from '../domains/review/schema.ts';
export { searchDocuments, searchWords } from '../domains/search/schema.ts';
export { sessions, userFollows, users } from '../domains/users/schema.ts';
export { videos } from '../domains/videos/schema.ts';
export { walletBalances, walletMovements } from '../domains/wallet/schema.ts';
export { appSettings } from './app-settings.schema.ts';
