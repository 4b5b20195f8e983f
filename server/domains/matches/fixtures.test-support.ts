import type { FeedFixture, FeedMatchUpdate } from '../../../shared/matches/feed.ts';
import type { MatchChannelMessage, MatchLiveState } from '../../../shared/matches/model.ts';
import { openTestDatabase } from '../../../tests/support/db.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { createMemoryBus } from '../../realtime/memory-bus.ts';
import { createGamesRepository, createGamesService } from '../games/index.ts';
import { createMatchesService, type MatchesService } from './index.ts';

export const SOURCE = 'test-feed';

/** A football fixture of the test feed; override what the test is about. */
export function fixture(externalId: string, overrides: Partial<FeedFixture> = {}): FeedFixture {
  return {
    source: SOURCE,
    externalId,
    gameId: 202,
    league: {
      externalId: 'epl',
      name: 'Premier League',
      shortName: 'EPL',
      logo: '/l/epl.png',
      season: '2025',
    },
    stage: 'Regular season',
    round: 'Round 1',
    startTime: '2025-03-10T12:00:00.000Z',
    home: { externalId: `${externalId}-h`, name: `Home ${externalId}`, shortName: 'HOM', country: 'GB' },
    away: { externalId: `${externalId}-a`, name: `Away ${externalId}`, shortName: 'AWA', country: 'GB' },
    status: 'not_started',
    ...overrides,
  };
}

export function liveState(
  seq: number,
  overrides: Partial<Omit<MatchLiveState, 'matchId'>> = {},
): Omit<MatchLiveState, 'matchId'> {
  return {
    seq,
    status: 'live',
    period: { type: 'half', index: 1 },
    clock: { seconds: 600 + seq, running: true, direction: 'up', at: '2025-03-10T12:10:00.000Z' },
    score: { home: seq, away: 0 },
    periodScores: [{ type: 'half', index: 1, home: seq, away: 0 }],
    detail: {},
    winner: null,
    updatedAt: '2025-03-10T12:10:00.000Z',
    ...overrides,
  };
}

export function update(
  externalId: string,
  seq: number,
  overrides: Partial<Omit<MatchLiveState, 'matchId'>> = {},
  extra: Partial<Omit<FeedMatchUpdate, 'source' | 'externalId' | 'state'>> = {},
): FeedMatchUpdate {
  return { source: SOURCE, externalId, state: liveState(seq, overrides), incidents: [], ...extra };
}

/** Records every message published on `channels`. */
export async function listen(bus: EventBus, channels: string[]) {
  const received: Array<{ channel: string; raw: string; message: MatchChannelMessage }> = [];
  const stops = await Promise.all(
    channels.map((channel) =>
      bus.subscribe(channel, (raw) => received.push({ channel, raw, message: JSON.parse(raw) })),
    ),
  );
  return {
    received,
    /** Lets queued deliveries (the memory bus delivers in a microtask) arrive. */
    async settle() {
      await new Promise((r) => setTimeout(r, 20));
    },
    clear() {
      received.length = 0;
    },
    async stop() {
      await Promise.all(stops.map((s) => s()));
    },
  };
}

/**
 * A migrated database (in-memory PGlite, or `databaseUrl`) with the game catalog, a memory bus and
 * the matches service on the given clock: what the matches and feed tests start from.
 */
export async function openMatchesStore(
  now: () => Date,
  options: { databaseUrl?: string } = {},
): Promise<{ database: DatabaseHandle; bus: EventBus; matches: MatchesService; close(): Promise<void> }> {
  const database = options.databaseUrl ? await openDatabase(options) : await openTestDatabase();
  if (options.databaseUrl) await database.migrate();
  const games = createGamesService(createGamesRepository(database.db));
  await games.syncCatalog();
  const bus = createMemoryBus();
  const matches = createMatchesService({ db: database.db, bus, games, now });
  return {
    database,
    bus,
    matches,
    async close() {
      await bus.close();
      await database.close();
    },
  };
}
