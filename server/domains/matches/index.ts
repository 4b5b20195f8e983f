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
import { createSharedResults, sharedReads } from './queries/shared-results.ts';
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
  /**
   * How long list results are shared across viewers (queries/shared-results.ts; at most 1000 ms;
   * 0 or unset: never). The composition root passes the page cache's TTL, so tests read fresh lists.
   */
  sharedResultsMs?: number;
}

export function createMatchesService(deps: MatchesServiceDeps) {
  const { db, bus, games, log } = deps;
  const now = deps.now ?? (() => new Date());
  const queriesRepo = createQueriesRepository(db);
  const favouritesRepo = createFavouritesRepository(db);
  const reservationsRepo = createReservationsRepository(db);

  // Lists are shared across viewers for a moment; every write of the live path drops them, before
  // it is told on the sockets (a viewer who reloads on the news gets the new list).
  const shared = createSharedResults({ ttlMs: Math.min(deps.sharedResultsMs ?? 0, 1000) });
  const published = createMatchPublisher({ bus, log, reminderOf: reservationsRepo.reminderOf });
  const publisher: typeof published = {
    ...published,
    publishChange(...args) {
      shared.invalidate();
      return published.publishChange(...args);
    },
  };
  const afterWrite =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        shared.invalidate();
      }
    };
  const ingest = createMatchIngest({ db, publisher, queries: queriesRepo, now, log });
  const queries = createMatchQueries({
    db,
    games,
    repo: sharedReads(queriesRepo, shared),
    favourites: favouritesRepo,
    reservations: reservationsRepo,
    now,
  });
  return {
    ...ingest,
    upsertFixtures: afterWrite(ingest.upsertFixtures),
    applyUpdate: afterWrite(ingest.applyUpdate),
    markStale: afterWrite(ingest.markStale),
    loadFeedSnapshot: afterWrite(ingest.loadFeedSnapshot),
    removeFeedSources: afterWrite(ingest.removeFeedSources),
    ...queries.service,
    ...createFavouritesService({ repo: favouritesRepo, matches: queriesRepo, page: queries.page }),
    ...createReservationsService({ db, repo: reservationsRepo }),
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
