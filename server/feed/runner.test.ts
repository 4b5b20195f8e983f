import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedMatchUpdate, FeedSink } from '../../shared/matches/feed.ts';
import { isLive, type MatchChannelMessage, SPORT_FAMILY_BY_GAME } from '../../shared/matches/model.ts';
import { matchChannels } from '../../shared/realtime/channels.ts';
import { testFeed } from '../../tests/support/app.ts';
import { type FeedConfig, loadConfig } from '../config.ts';
import { type DatabaseHandle, queryRows } from '../db/client.ts';
import { listen, openMatchesStore } from '../domains/matches/fixtures.test-support.ts';
import type { MatchesService } from '../domains/matches/index.ts';
import type { EventBus } from '../realtime/bus.ts';
import { type FeedRunner, simulatorSource, startFeed } from './runner.ts';
import { createSimulatorProvider } from './simulator/provider.ts';

const T0 = Date.parse('2026-03-14T15:37:00Z');
const quiet = { info() {}, warn() {} };

let database: DatabaseHandle;
let bus: EventBus;
let matches: MatchesService;
let clock = T0;
const now = () => new Date(clock);

beforeAll(async () => {
  ({ database, bus, matches } = await openMatchesStore(now));
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

function rows<T>(query: SQL): Promise<T[]> {
  return queryRows<T>(database.db, query);
}

async function run(config: FeedConfig, options: { autoTick?: boolean } = {}): Promise<FeedRunner> {
  return startFeed({ matches, config, log: quiet, now, autoTick: options.autoTick ?? false });
}

/** What a fresh simulator of `config` sends on start at the clock's instant: the latest update per match. */
async function simulatorUpdates(config: FeedConfig): Promise<Map<string, FeedMatchUpdate>> {
  const updates = new Map<string, FeedMatchUpdate>();
  const sink: FeedSink = {
    async upsertFixtures() {},
    async applyUpdate(u) {
      updates.set(u.externalId, u);
    },
  };
  const provider = createSimulatorProvider({
    ...config,
    source: simulatorSource(config.seed),
    now,
    autoTick: false,
  });
  await provider.start(sink);
  await provider.stop();
  return updates;
}

/** Every stored column of the source's matches but `last_feed_at` (the heartbeat's), with row versions. */
async function matchDigest(source: string) {
  const [row] = await rows<{ n: number; digest: string; versions: string }>(sql`
    select count(*)::int as n,
      md5(string_agg(concat_ws('|', id, external_id, status, seq, feed_seq, period, clock, score, period_scores,
        detail, winner, win_rate, lineups, start_time, updated_at, league_id, home_team_id, away_team_id), ',' order by id)) as digest,
      md5(string_agg(id || ':' || xmin::text, ',' order by id)
        filter (where status not in ('live', 'half_time', 'overtime', 'penalties', 'suspended'))) as versions
    from matches where source = ${source}`);
  const [log] = await rows<{ n: number; last: number }>(sql`
    select count(*)::int as n, coalesce(max(i.id), 0)::int as last from match_incidents i
    join matches m on m.id = i.match_id where m.source = ${source}`);
  return { ...row, incidents: log?.n, lastIncident: log?.last };
}

describe('feed runner: the initial load (simulator, one day back and ahead)', () => {
  const config = testFeed();
  const source = simulatorSource(config.seed);
  let runner: FeedRunner;

  it('stores every fixture of the window and the state of every match begun, publishing nothing', async () => {
    const ear = await listen(bus, [matchChannels.allLive, matchChannels.game(202)]);
    runner = await run(config);
    await ear.settle();
    expect(ear.received).toEqual([]);
    await ear.stop();

    const provider = runner.provider;
    if (!provider) throw new Error('no simulator');
    const fixtures = provider.fixtures();
    const stored = await rows<{
      externalId: string;
      status: string;
      seq: number;
      fed: boolean;
      venue: string;
    }>(sql`
      select external_id as "externalId", status, seq::int as seq, last_feed_at is not null as fed, venue
      from matches where source = ${source}`);
    expect(stored).toHaveLength(fixtures.length);
    expect(runner.initialLoad).toMatchObject({ fixtures: fixtures.length, inserted: fixtures.length });
    const byId = new Map(stored.map((r) => [r.externalId, r]));
    for (const f of fixtures) {
      expect(byId.get(f.externalId)?.status, f.externalId).toBe(f.status);
      expect(byId.get(f.externalId)?.venue, f.externalId).toBe(f.venue);
    }

    const updates = await simulatorUpdates(config);
    expect(runner.initialLoad?.states).toBe(updates.size);
    const live = [...updates.values()].filter((u) => isLive(u.state.status));
    expect(live.length).toBeGreaterThan(0);
    for (const u of updates.values()) {
      const row = byId.get(u.externalId);
      expect(row, u.externalId).toMatchObject({ seq: u.state.seq, status: u.state.status, fed: true });
    }
    // The whole log of each match in play (and of the last two days: everything in this window).
    const logs = await rows<{ externalId: string; n: number }>(sql`
      select m.external_id as "externalId", count(i.id)::int as n from matches m
      left join match_incidents i on i.match_id = m.id where m.source = ${source} group by m.external_id`);
    const logged = new Map(logs.map((r) => [r.externalId, r.n]));
    for (const u of updates.values()) expect(logged.get(u.externalId), u.externalId).toBe(u.incidents.length);
  });

  it('keeps battle royale teams in the feed order, which standings and incidents index', async () => {
    const royale = runner.provider
      ?.fixtures()
      .find((f) => SPORT_FAMILY_BY_GAME[f.gameId] === 'battle_royale' && f.participants);
    if (!royale?.participants) throw new Error('no battle royale fixture in the window');
    const teams = await rows<{ name: string }>(sql`
      select t.name from match_participants p join matches m on m.id = p.match_id
      join teams t on t.id = p.team_id
      where m.source = ${source} and m.external_id = ${royale.externalId} order by p."order"`);
    expect(teams.map((t) => t.name)).toEqual(royale.participants.map((p) => p.name));
    // Eliminations keep the position of the team they concern.
    const [elimination] = await rows<{ participantId: number | null }>(sql`
      select (i.payload->>'participantId')::int as "participantId" from match_incidents i
      join matches m on m.id = i.match_id
      where m.source = ${source} and i.type = 'elimination' limit 1`);
    expect(elimination?.participantId).toEqual(expect.any(Number));
  });

  it('changes nothing when started again with the same seed at the same instant', async () => {
    const before = await matchDigest(source);
    await runner.stop();
    runner = await run(config);
    expect(runner.initialLoad).toMatchObject({ inserted: 0, refreshed: 0, states: 0, incidents: 0, odds: 0 });
    expect(await matchDigest(source)).toEqual(before);
  });

  it('on a later start writes only the newer states, replacing their logs without duplicates', async () => {
    await runner.stop();
    clock = T0 + 10 * 60_000;
    try {
      runner = await run(config);
      const updates = await simulatorUpdates(config);
      const load = runner.initialLoad;
      expect(load?.inserted).toBe(0);
      expect(load?.states).toBeGreaterThan(0);
      expect(load?.states).toBeLessThan(updates.size / 2);
      const logs = await rows<{ externalId: string; n: number; seq: number }>(sql`
        select m.external_id as "externalId", m.seq::int as seq, count(i.id)::int as n from matches m
        left join match_incidents i on i.match_id = m.id where m.source = ${source} group by m.id`);
      for (const r of logs) {
        const u = updates.get(r.externalId);
        if (!u) continue;
        expect(r.seq, r.externalId).toBe(u.state.seq);
        expect(r.n, r.externalId).toBe(u.incidents.length);
      }
    } finally {
      clock = T0;
    }
  });

  it('then applies the ticks one by one through the service: stored and published on "live:all"', async () => {
    await runner.stop();
    runner = await run(config);
    const ear = await listen(bus, [matchChannels.allLive]);
    const provider = runner.provider;
    if (!provider) throw new Error('no simulator');
    // Past the instant the previous test stored (ten minutes on): older states would be ignored.
    const sent = await provider.advance(12 * 60_000);
    expect(sent).toBeGreaterThan(0);
    await ear.settle();
    const states = ear.received
      .map((r) => r.message)
      .filter((m): m is Extract<MatchChannelMessage, { kind: 'state' }> => m.kind === 'state');
    expect(states.length).toBeGreaterThan(0);
    for (const { state } of states.slice(0, 10)) {
      expect((await matches.state(state.matchId))?.seq).toBeGreaterThanOrEqual(state.seq);
    }
    await ear.stop();
    await runner.stop();
  });
});

describe('feed runner: seeds, ticks, the fixture file and FEED=none', () => {
  it('replaces the matches of another seed when the seed changes', async () => {
    const first = await run(testFeed({ seed: 11, daysBack: 0, daysAhead: 0 }));
    await first.stop();
    const second = await run(testFeed({ seed: 12, daysBack: 0, daysAhead: 0 }));
    await second.stop();
    const sources = await matches.feedSources();
    expect(sources).toContain('simulator:12');
    expect(sources.filter((s) => s.startsWith('simulator'))).toEqual(['simulator:12']);
    const [left] = await rows<{ n: number }>(
      sql`select count(*)::int as n from matches where source = 'simulator:11'`,
    );
    expect(left?.n).toBe(0);
  });

  it('ticks on its timer until stopped, and not after', async () => {
    let applied = 0;
    const counting = {
      ...matches,
      applyUpdate(update: FeedMatchUpdate) {
        applied += 1;
        return matches.applyUpdate(update);
      },
    };
    // A clock running a hundred times faster than real time from T0 (when matches are in play).
    const started = Date.now();
    const runner = await startFeed({
      matches: counting,
      config: testFeed({ seed: 13, daysBack: 0, daysAhead: 0, tickMs: 50 }),
      log: quiet,
      now: () => new Date(T0 + (Date.now() - started) * 100),
    });
    // Generous: a busy machine may be slow to tick; what is asserted is that it ticks, then stops.
    const until = Date.now() + 30_000;
    while (applied === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    expect(applied).toBeGreaterThan(0);
    await runner.stop();
    const atStop = applied;
    await new Promise((r) => setTimeout(r, 300));
    expect(applied).toBe(atStop);
  });

  it('imports FEED_FILE through the service, and FEED=none starts no simulator', async () => {
    const file = path.join(import.meta.dirname, 'fixtures', 'example.json');
    const config = loadConfig({ NODE_ENV: 'test', FEED: 'none', FEED_FILE: file }).feed;
    expect(config).toMatchObject({ kind: 'none', file });
    const before = await matches.feedSources();
    const runner = await run(config);
    expect(runner.provider).toBeNull();
    expect(runner.initialLoad).toBeNull();
    expect(runner.imported?.fixtures).toBeGreaterThan(0);
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from matches where source = 'example-import'`,
    );
    expect(row?.n).toBe(runner.imported?.fixtures);
    expect(await matches.feedSources()).toEqual([...new Set([...before, 'example-import'])].sort());
    await runner.stop();

    // A file that does not pass the importer's checks stops the start, naming its problems.
    const bad = path.join(mkdtempSync(path.join(tmpdir(), 'arena-feed-')), 'bad.json');
    writeFileSync(bad, JSON.stringify({ source: 'x', fixtures: [{ externalId: 'a' }] }));
    await expect(run({ ...config, file: bad })).rejects.toThrow(/bad\.json: \d+ problem/);

    const none = await run(loadConfig({ NODE_ENV: 'test', FEED: 'none' }).feed);
    expect(none).toMatchObject({ provider: null, source: null, initialLoad: null, imported: null });
    await none.stop();
  });
});
