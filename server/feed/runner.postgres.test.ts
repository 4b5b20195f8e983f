import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedMatchUpdate } from '../../shared/matches/feed.ts';
import { testFeed } from '../../tests/support/app.ts';
import { createTempDatabase } from '../../tests/support/postgres.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../db/client.ts';
import { createGamesRepository } from '../domains/games/repository.ts';
import { createGamesService } from '../domains/games/service.ts';
import { createMatchesService, type MatchesService } from '../domains/matches/index.ts';
import type { EventBus } from '../realtime/bus.ts';
import { createMemoryBus } from '../realtime/memory-bus.ts';
import { simulatorSource, startFeed } from './runner.ts';
import { createSimulatorProvider } from './simulator/provider.ts';

/** The initial load on the machine's PostgreSQL, where two processes may start at once. */
const T0 = Date.parse('2026-03-14T15:37:00Z');
const now = () => new Date(T0);
const quiet = { info() {}, warn() {} };

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
let database: DatabaseHandle;
let bus: EventBus;
let services: [MatchesService, MatchesService];

beforeAll(async () => {
  temp = await createTempDatabase();
  database = await openDatabase({ databaseUrl: temp.url, poolSize: 8 });
  await database.migrate();
  const games = createGamesService(createGamesRepository(database.db));
  await games.syncCatalog();
  bus = createMemoryBus();
  // Two services on one pool: two processes' worth of concurrent transactions.
  services = [
    createMatchesService({ db: database.db, bus, games, now }),
    createMatchesService({ db: database.db, bus, games, now }),
  ];
});
afterAll(async () => {
  await bus.close();
  await database?.close();
  await new Promise((r) => setTimeout(r, 200));
  await temp?.drop();
});

describe('the initial load on PostgreSQL', () => {
  const config = testFeed({ daysBack: 2 });
  const source = simulatorSource(config.seed);

  it('two processes loading the same window at once store it once, logs without duplicates', async () => {
    const runners = await Promise.all(
      services.map((matches) => startFeed({ matches, config, log: quiet, now, autoTick: false })),
    );
    const fixtures = runners[0]?.provider?.fixtures() ?? [];
    expect(fixtures.length).toBeGreaterThan(500);
    // Each transaction takes the source's lock: whoever comes second finds the rows written.
    expect(runners.reduce((n, r) => n + (r.initialLoad?.inserted ?? 0), 0)).toBe(fixtures.length);

    const updates = new Map<string, FeedMatchUpdate>();
    const provider = createSimulatorProvider({ ...config, source, now, autoTick: false });
    await provider.start({
      async upsertFixtures() {},
      async applyUpdate(u) {
        updates.set(u.externalId, u);
      },
    });
    await provider.stop();
    const rows = await queryRows<{ externalId: string; seq: number; n: number }>(
      database.db,
      sql`select m.external_id as "externalId", m.seq::int as seq, count(i.id)::int as n from matches m
        left join match_incidents i on i.match_id = m.id where m.source = ${source} group by m.id`,
    );
    expect(rows).toHaveLength(fixtures.length);
    const since = T0 - 2 * 86_400_000;
    const starts = new Map(fixtures.map((f) => [f.externalId, Date.parse(f.startTime)]));
    for (const r of rows) {
      const u = updates.get(r.externalId);
      expect(r.seq, r.externalId).toBe(u?.state.seq ?? 0);
      const logged = u && (starts.get(r.externalId) ?? 0) >= since;
      if (logged || !u) expect(r.n, r.externalId).toBe(u?.incidents.length ?? 0);
    }
    // Every team's squad, once.
    const squads = new Map<string, number>();
    for (const f of fixtures) {
      for (const t of [f.home, f.away, ...(f.participants ?? [])]) {
        if (t) squads.set(t.externalId, t.players?.length ?? 0);
      }
    }
    // Of the window's teams (the competitions data adds the other teams of the game's leagues).
    const [players] = await queryRows<{ n: number; teams: number }>(
      database.db,
      sql`select count(*)::int as n, count(distinct p.team_id)::int as teams from players p
        join teams t on t.id = p.team_id where t.source = ${source}
          and t.external_id in (select jsonb_array_elements_text(${JSON.stringify([...squads.keys()])}::jsonb))`,
    );
    expect(players).toEqual({ n: [...squads.values()].reduce((a, b) => a + b, 0), teams: squads.size });
    await Promise.all(runners.map((r) => r.stop()));
  });

  it('a restart with the same seed writes nothing', async () => {
    const runner = await startFeed({ matches: services[0], config, log: quiet, now, autoTick: false });
    expect(runner.initialLoad).toMatchObject({ inserted: 0, refreshed: 0, states: 0, incidents: 0, odds: 0 });
    await runner.stop();
  });
});
