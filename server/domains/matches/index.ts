/**
 * The matches domain's public entry: `createMatchesService` composes its parts behind one
 * `MatchesService` (what routes, page loaders and the composition root use) and the feed's port
 * (`MatchIngest`: what `server/feed` may call).
 *
 *   queries/       the read model: lists, counts, calendar, one match in detail
 *   ingest/        the feed's writes: fixtures, live states under the seq guard, the bulk initial load
 *   favourites/    a user's starred matches
 *   reservations/  a user's reservations of matches, their state machine and reminders
 *   publish.ts     what is told on the realtime channels after commit
 */
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../realtime/bus.ts';
import type { GamesService } from '../games/index.ts';
import { createFavouritesRepository } from './favourites/repository.ts';
import { createFavouritesService } from './favourites/service.ts';
import { createMatchIngest } from './ingest/service.ts';
import { createMatchPublisher } from './publish.ts';
import { createQueriesRepository } from './queries/repository.ts';
import { createMatchQueries } from './queries/service.ts';
import { createReservationsRepository } from './reservations/repository.ts';
import { createReservationsService } from './reservations/service.ts';

export type { FeedSnapshot, MatchIngest, SnapshotCounts } from './ingest/service.ts';
export type { SeedFixture } from './ingest/writes.ts';
export { loadFixtures } from './ingest/writes.ts';

export interface MatchesServiceDeps {
  db: Database;
  bus: EventBus;
  games: GamesService;
  /** The clock (tests move it). */
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}

export function createMatchesService(deps: MatchesServiceDeps) {
  const { db, bus, games, log } = deps;
  const now = deps.now ?? (() => new Date());
  const queriesRepo = createQueriesRepository(db);
  const favouritesRepo = createFavouritesRepository(db);
  const reservationsRepo = createReservationsRepository(db);

  const publisher = createMatchPublisher({ bus, log, reminderOf: reservationsRepo.reminderOf });
  const queries = createMatchQueries({
    db,
    games,
    repo: queriesRepo,
    favourites: favouritesRepo,
    reservations: reservationsRepo,
    now,
  });
  return {
    ...createMatchIngest({ db, publisher, queries: queriesRepo, now, log }),
    ...queries.service,
    ...createFavouritesService({ repo: favouritesRepo, matches: queriesRepo, page: queries.page }),
    ...createReservationsService({ db, repo: reservationsRepo }),
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
