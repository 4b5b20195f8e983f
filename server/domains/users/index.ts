/**
 * The users domain's public entry: accounts and their sessions, for the auth domain (which signs
 * people in) and the composition root.
 */
// The clean-up job's delete of ended sessions.

export { usersAdminRoutes } from './admin-routes.ts';
export { deleteExpiredSessions } from './cleanup.ts';
export { DEMO_FAN_NAMES, seedDemoFans } from './demo.ts';
export { followsRoutes } from './follows-routes.ts';
export { createFollowsService, type FollowsService } from './follows-service.ts';
export { createUsersRepository, type Lookup, type UserRow, type UsersRepository } from './repository.ts';
export { createUsersService, type UsersService } from './service.ts';
export { createSessionStore, type SessionStore } from './sessions.ts';
export { createStaffUsersService, type StaffUsersService, userReportDecided } from './staff-service.ts';
