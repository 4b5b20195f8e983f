/**
 * The users domain's public entry: accounts and their sessions, for the auth domain (which signs
 * people in) and the composition root.
 */
// The clean-up job's delete of ended sessions.
export { deleteExpiredSessions } from './cleanup.ts';
export { createUsersRepository, type Lookup, type UserRow, type UsersRepository } from './repository.ts';
export { createUsersService, type UsersService } from './service.ts';
export { createSessionStore, type SessionStore } from './sessions.ts';
