import type { Database } from './db/client.ts';
import { createGamesRepository } from './domains/games/repository.ts';
import { createGamesService } from './domains/games/service.ts';
import { createUsersRepository } from './domains/users/repository.ts';
import { createUsersService } from './domains/users/service.ts';
import { createSessionStore } from './domains/users/sessions.ts';

/** Every domain service, wired to one database. API routes and page loaders share these. */
export function createServices(db: Database) {
  return {
    games: createGamesService(createGamesRepository(db)),
    users: createUsersService(createUsersRepository(db)),
    sessions: createSessionStore(db),
  };
}

export type Services = ReturnType<typeof createServices>;
