import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FINAL_STATUSES,
  isNewer,
  LIVE_STATUSES,
  type MatchLiveState,
  UPCOMING_STATUSES,
} from '../../../../shared/matches/model.ts';
import { matchChannels } from '../../../../shared/realtime/channels.ts';
import { createTempDatabase } from '../../../../tests/support/postgres.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../../../db/client.ts';
import type { EventBus } from '../../../realtime/bus.ts';
import { createMemoryBus } from '../../../realtime/memory-bus.ts';
import { createGamesRepository } from '../../games/repository.ts';
import { createGamesService } from '../../games/service.ts';
import { fixture, listen, SOURCE, update } from '../fixtures.test-support.ts';
import { createMatchesService, type MatchesService } from '../index.ts';
import { buildIdsQuery, buildListQuery, leagueResultsQuery, type MatchFilter } from './repository.ts';

/** The same rules on the machine's PostgreSQL, with a real connection pool (concurrent transactions). */
let temp: Awaited<ReturnType<typeof createTempDatabase>>;
let database: DatabaseHandle;
let bus: EventBus;
let matches: MatchesService;

beforeAll(async () => {
  temp = await createTempDatabase();
  database = await openDatabase({ databaseUrl: temp.url, poolSize: 8 });
  await database.migrate();
  const games = createGamesService(createGamesRepository(database.db));
  await games.syncCatalog();
  bus = createMemoryBus();
  matches = createMatchesService({ db: database.db, bus, games });
});
afterAll(async () => {
  await bus.close();
  await database?.close();
  // pool.end() resolves before its sockets have closed; dropping the database "with (force)" would
  // terminate them, and the pool would report that as an error.
  await new Promise((r) => setTimeout(r, 200));
  await temp?.drop();
});

describe('feed updates on PostgreSQL', () => {
  it('concurrent updates of one match take turns on its row lock: the newest wins, older ones are ignored', async () => {
    await matches.upsertFixtures([fixture('race')]);
    const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from matches where source = ${SOURCE} and external_id = 'race'`,
    );
    const ear = await listen(bus, [matchChannels.match(id)]);
    const seqs = Array.from({ length: 30 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    const results = await Promise.all(
      seqs.map((seq) =>
        matches.applyUpdate(
          update(
            'race',
            seq,
            {},
            {
              incidents: [
                {
                  seq,
                  type: 'point',
                  side: 'home',
                  period: null,
                  clockSeconds: null,
                  occurredAt: new Date().toISOString(),
                },
              ],
            },
          ),
        ),
      ),
    );
    const applied = results.filter((r) => r.applied);
    expect(applied.length).toBeGreaterThan(0);
    expect(await matches.state(id)).toMatchObject({ seq: 30, score: { home: 30, away: 0 } });
    // One incident per applied update, none for ignored ones.
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from match_incidents where match_id = ${id}`,
    );
    expect(n).toBe(applied.length);
    // Whatever order the publications arrive in, a holder applying the seq rule ends on the newest.
    await ear.settle();
    let held: MatchLiveState | null = null;
    for (const { message } of ear.received) {
      if (message.kind === 'state' && isNewer(held, message.state)) held = message.state;
    }
    expect(held?.seq).toBe(30);
    await ear.stop();
  });
});

describe('list queries use the indexes at 100,000 matches', () => {
  let client: pg.Client;

  beforeAll(async () => {
    await database.db.execute(sql`
      insert into leagues (game_id, source, external_id, name)
      select g, 'bulk', 'league-' || g, 'League ' || g from unnest(array[1, 2, 201, 202]) g`);
    // 100,000 matches, one every five minutes around now; a few hundred in play.
    await database.db.execute(sql`
      insert into matches (game_id, league_id, source, external_id, start_time, status)
      select l.game_id, l.id, 'bulk', 'bulk-' || i, t,
        case when i % 250 = 0 then 'live' when t < now() then 'finished' else 'not_started' end
      from generate_series(1, 100000) i
      cross join lateral (select now() + ((i - 50000) * interval '5 minutes') as t) s
      join leagues l on l.source = 'bulk' and l.external_id = 'league-' || (array[1, 2, 201, 202])[1 + i % 4]`);
    await database.db.execute(sql`analyze`);
    client = new pg.Client({ connectionString: temp.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });

  /** The plan (run for real): a list query must use an index of matches, never read the table at large. */
  async function plan(filter: MatchFilter): Promise<string> {
    const query = buildListQuery(database.db, filter).toSQL();
    const result = await client.query(`explain analyze ${query.sql}`, query.params as unknown[]);
    return result.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
  }

  const now = () => new Date();
  const day = () => ({
    from: new Date(Date.now() - 6 * 3_600_000),
    to: new Date(Date.now() + 18 * 3_600_000),
  });
  const cases: Array<[string, () => MatchFilter]> = [
    ['live, every game', () => ({ statuses: LIVE_STATUSES, order: 'league_then_start', limit: 500 })],
    [
      'live, one game',
      () => ({ gameIds: [2], statuses: LIVE_STATUSES, order: 'league_then_start', limit: 500 }),
    ],
    [
      'upcoming of every game, soonest first',
      () => ({ statuses: UPCOMING_STATUSES, from: now(), order: 'start_asc', limit: 21 }),
    ],
    [
      'upcoming of a game',
      () => ({ gameIds: [202], statuses: UPCOMING_STATUSES, from: now(), order: 'start_asc', limit: 21 }),
    ],
    [
      'past of every game, newest first',
      () => ({ statuses: FINAL_STATUSES, to: now(), order: 'start_desc', limit: 21 }),
    ],
    [
      'past of a game, newest first',
      () => ({ gameIds: [202], statuses: FINAL_STATUSES, to: now(), order: 'start_desc', limit: 21 }),
    ],
    ["a game's day, every status", () => ({ gameIds: [1], ...day(), order: 'start_asc', limit: 101 })],
    [
      "a day's not-started tab, every game",
      () => ({ statuses: UPCOMING_STATUSES, ...day(), order: 'league_then_start', limit: 101 }),
    ],
    [
      'results tab: the week up to a day (finished only), every game',
      () => ({
        statuses: ['finished'],
        from: new Date(Date.now() - 7 * 86_400_000),
        to: day().to,
        order: 'league_then_start_desc',
        limit: 51,
      }),
    ],
    ['a league', () => ({ leagueId: 1, ...day(), order: 'start_asc', limit: 21 })],
    [
      "a team's last finished matches (the preview's form)",
      () => ({ teamId: 7, statuses: ['finished'], to: now(), order: 'start_desc', limit: 10 }),
    ],
    [
      "two teams' meetings (the preview's head to head)",
      () => ({ between: [7, 8], statuses: ['finished'], to: now(), order: 'start_desc', limit: 10 }),
    ],
  ];

  it("the sitemap's match pages of the calendar's week: a range of matches_start_idx", async () => {
    const query = buildIdsQuery(database.db, {
      from: new Date(Date.now() - 3 * 86_400_000),
      to: new Date(Date.now() + 4 * 86_400_000),
      limit: 10_001,
      offset: 1_000,
    }).toSQL();
    const result = await client.query(`explain ${query.sql}`, query.params as unknown[]);
    const text = result.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
    expect(text, text).toMatch(/Index (Only )?Scan using matches_start_idx/);
    // In index order: at most an incremental sort of the ties of one start time, never a full sort.
    expect(text, text).not.toMatch(/Seq Scan on matches|(^|->\s+)Sort\b/m);
  });

  it("a league's table (the preview's league position): a range of matches_league_start_idx", async () => {
    const result = await database.db.execute(sql`explain ${leagueResultsQuery(1, new Date())}`);
    const text = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(text, text).toMatch(
      /Index Scan (Backward )?using matches_league_start_idx|Bitmap Index Scan on matches_league_start_idx/,
    );
    expect(text, text).not.toMatch(/Seq Scan on matches/);
  });

  it.each(cases)('%s', async (_name, filter) => {
    const text = await plan(filter());
    expect(text, text).toMatch(/Index Scan (Backward )?using matches_\w+|Bitmap Index Scan on matches_\w+/);
    expect(text, text).not.toMatch(/Seq Scan on matches/);
  });
});
