/**
 * The games domain's public entry: what other domains may use. The catalog service, the competitions'
 * read service, and the writes a feed's ingest makes inside its own transaction (leagues, teams and
 * players of its fixtures).
 */

export { gamesAdminRoutes } from './admin-routes.ts';
export {
  competitorSources,
  deleteCompetitorsOfSources,
  playersOfFixtures,
  syncCompetitors,
  type TeamIdOf,
  teamIdFrom,
} from './competitions/feed-sync.ts';
export { createProfilesService, type ProfilesService } from './competitions/profiles-service.ts';
export { type CompetitionCounts, matchesNamed, syncCompetitionData } from './competitions/profiles-sync.ts';
export { externalKey, type LibraryKind, playerKey } from './competitions/repository.ts';
export { reindexSubjects, SUBJECT_SEARCH_KINDS, searchDocumentPages } from './competitions/search-index.ts';
export { type CompetitionsService, createCompetitionsService } from './competitions/service.ts';
export { createGamesRepository } from './repository.ts';
export { type CatalogGame, createGamesService, type GamesService, gameNameTexts } from './service.ts';
export {
  createGameSettingsService,
  GAMES_CHANGED,
  type GameSettingsService,
} from './settings-service.ts';
