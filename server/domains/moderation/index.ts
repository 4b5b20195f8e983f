/** The banned-words list's public entry: every domain that stores users' text runs `clean` or `check`. */

export { type FilterResult, normalise } from './filter.ts';
export { bannedWords } from './schema.ts';
export { type BannedWordView, createModerationService, type ModerationService } from './service.ts';
