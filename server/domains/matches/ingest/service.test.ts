import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FeedSink } from '../../../../shared/matches/feed.ts';
import { matchChannels } from '../../../../shared/realtime/channels.ts';
import { type DatabaseHandle, queryRows } from '../../../db/client.ts';
import type { EventBus } from '../../../realtime/bus.ts';
import { fixture, listen, openMatchesStore, SOURCE, update } from '../fixtures.test-support.ts';
import type { MatchesService } from '../index.ts';
import { loadFixtures } from '../index.ts';

let database: DatabaseHandle;
let bus: EventBus;
let matches: MatchesService;
let clock = new Date('2025-03-10T12:10:00Z');

beforeAll(async () => {
  ({ database, bus, matches } = await openMatchesStore(() => clock));
});
afterAll(async () => {
  await bus.close();
  await database.close();
});
beforeEach(() => {
  clock = new Date('2025-03-10T12:10:00Z');
});

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return row?.n ?? 0;
}

async function idOf(externalId: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from matches where source = ${SOURCE} and external_id = ${externalId}`,
  );
  if (!row) throw new Error(`no match ${externalId}`);
  return row.id;
}

describe('the matches service is a FeedSink', () => {
  it('satisfies the interface the feed providers call', () => {
    const sink: FeedSink = matches;
    expect(typeof sink.applyUpdate).toBe('function');
  });
});

describe('upsertFixtures', () => {
  it('is idempotent: the same batch twice maps to the same rows', async () => {
    const batch = [
      fixture('i1'),
      fixture('i2'),
      fixture('i3', { league: { externalId: 'cup', name: 'FA Cup' } }),
    ];
    await matches.upsertFixtures(batch);
    const counts = [await count('leagues'), await count('teams'), await count('matches')];
    const ids = [await idOf('i1'), await idOf('i2'), await idOf('i3')];
    await matches.upsertFixtures(batch);
    expect([await count('leagues'), await count('teams'), await count('matches')]).toEqual(counts);
    expect([await idOf('i1'), await idOf('i2'), await idOf('i3')]).toEqual(ids);
  });

  it('refreshes names, times, venue and line-ups, and keeps one row when a batch repeats a key', async () => {
    await matches.upsertFixtures([fixture('r1')]);
    expect((await matches.detail({ abbr: 'soccer', id: await idOf('r1') })).venue).toBeNull();
    await matches.upsertFixtures([
      fixture('r1', { round: 'Round 9' }),
      fixture('r1', {
        startTime: '2025-03-11T08:00:00.000Z',
        round: 'Round 2',
        venue: 'Kingsmoor Lane',
        lineups: { home: [{ name: 'A', number: 9, starter: true }], away: [] },
        home: { externalId: 'r1-h', name: 'Renamed FC' },
      }),
    ]);
    const detail = await matches.detail({ abbr: 'soccer', id: await idOf('r1') });
    expect(detail.startTime).toBe('2025-03-11T08:00:00.000Z');
    expect(detail.round).toBe('Round 2');
    expect(detail.venue).toBe('Kingsmoor Lane');
    expect(detail.home?.name).toBe('Renamed FC');
    expect(detail.home?.shortName).toBe('HOM'); // absent optional fields keep what was stored
    expect(detail.lineups?.home[0]?.name).toBe('A');
    expect(detail.league).toMatchObject({ name: 'Premier League', shortName: 'EPL', season: '2025' });
  });

  it('changes the status of a match the feed has not started (bumping seq and publishing), never of one it has', async () => {
    await matches.upsertFixtures([fixture('s1'), fixture('s2')]);
    const id = await idOf('s1');
    const ear = await listen(bus, [matchChannels.match(id)]);
    await matches.upsertFixtures([fixture('s1', { status: 'postponed' })]);
    await ear.settle();
    const postponed = await matches.state(id);
    expect(postponed).toMatchObject({ status: 'postponed', seq: 1 });
    expect(ear.received.map((r) => r.message)).toEqual([{ kind: 'state', gameId: 202, state: postponed }]);

    await matches.applyUpdate(update('s2', 3));
    await matches.upsertFixtures([fixture('s2', { status: 'not_started' })]);
    expect(await matches.state(await idOf('s2'))).toMatchObject({ status: 'live', seq: 3 });
    await ear.stop();
  });

  it('writes battle royale participants in order', async () => {
    const teams = ['t1', 't2', 't3'].map((t) => ({ externalId: `br-${t}`, name: `Squad ${t}` }));
    const br = fixture('br1', { gameId: 5, home: undefined, away: undefined, participants: teams });
    await matches.upsertFixtures([br]);
    await matches.upsertFixtures([
      { ...br, participants: [teams[2], teams[0]].filter((t) => t !== undefined) },
    ]);
    const detail = await matches.detail({ abbr: 'pubg', id: await idOf('br1') });
    expect(detail.home).toBeNull();
    expect(detail.participants?.map((p) => p.name)).toEqual(['Squad t3', 'Squad t1']);
  });

  it('loadFixtures (for the seed) writes known states without publishing', async () => {
    const ear = await listen(bus, [matchChannels.allLive, matchChannels.game(202)]);
    await loadFixtures(database.db, [
      {
        ...fixture('seeded'),
        status: 'finished',
        state: update('seeded', 40, { status: 'finished', winner: 'home', clock: null, period: null }).state,
        odds: [
          {
            market: 'europe',
            bookmaker: 'Book',
            opening: { home: 1.9, draw: 3.2, away: 4 },
            current: { home: 1.8, draw: 3.3, away: 4.4 },
            updatedAt: '2025-03-10T11:00:00.000Z',
          },
        ],
      },
    ]);
    await ear.settle();
    expect(ear.received).toEqual([]);
    const detail = await matches.detail({ abbr: 'soccer', id: await idOf('seeded') });
    expect(detail).toMatchObject({
      status: 'finished',
      seq: 40,
      winner: 'home',
      score: { home: 40, away: 0 },
    });
    expect(detail.odds).toHaveLength(1);
    // An older feed update cannot undo it, nor can the fixture sent again.
    expect(await matches.applyUpdate(update('seeded', 39))).toMatchObject({
      applied: false,
      reason: 'out_of_order',
    });
    await matches.upsertFixtures([fixture('seeded')]);
    expect(await matches.state(await idOf('seeded'))).toMatchObject({ status: 'finished', seq: 40 });
    await ear.stop();
  });
});

describe('applyUpdate', () => {
  it('stores the state, appends incidents, upserts odds and publishes after commit', async () => {
    await matches.upsertFixtures([fixture('a1')]);
    const id = await idOf('a1');
    const ear = await listen(bus, [matchChannels.match(id), matchChannels.game(202), matchChannels.allLive]);
    const result = await matches.applyUpdate(
      update(
        'a1',
        1,
        {},
        {
          incidents: [
            {
              seq: 1,
              type: 'goal',
              side: 'home',
              period: { type: 'half', index: 1 },
              clockSeconds: 601,
              player: 'Striker',
              scoreAfter: { home: 1, away: 0 },
              occurredAt: '2025-03-10T12:10:00.000Z',
            },
          ],
          odds: [
            {
              market: 'europe',
              bookmaker: 'Book',
              opening: { home: 2, draw: 3, away: 4 },
              current: { home: 1.5, draw: 3.5, away: 6 },
              updatedAt: '2025-03-10T12:10:00.000Z',
            },
          ],
          winRate: { home: 60, draw: 25, away: 15 },
        },
      ),
    );
    expect(result).toEqual({ applied: true, matchId: id, seq: 1 });
    await ear.settle();

    const state = await matches.state(id);
    expect(state).toMatchObject({ matchId: id, seq: 1, status: 'live', score: { home: 1, away: 0 } });
    const stateFrames = ear.received.filter((r) => r.message.kind === 'state');
    expect(stateFrames.map((r) => r.channel).sort()).toEqual(
      ['game:202:live', `match:${id}`, 'live:all'].sort(),
    );
    // Encoded once: the very same payload string on every channel.
    expect(new Set(stateFrames.map((r) => r.raw)).size).toBe(1);
    expect(stateFrames[0]?.message).toEqual({ kind: 'state', gameId: 202, state });
    const incidents = ear.received.find((r) => r.message.kind === 'incidents');
    expect(incidents?.channel).toBe(`match:${id}`);
    expect(incidents?.message).toMatchObject({
      kind: 'incidents',
      matchId: id,
      incidents: [{ matchId: id, seq: 1, type: 'goal', player: 'Striker', scoreAfter: { home: 1, away: 0 } }],
    });
    expect(ear.received.find((r) => r.message.kind === 'odds')?.message).toMatchObject({
      kind: 'odds',
      odds: [{ market: 'europe', current: { home: 1.5 } }],
    });

    const detail = await matches.detail({ abbr: 'soccer', id });
    expect(detail.winRate).toEqual({ home: 60, draw: 25, away: 15 });
    expect(detail.odds[0]).toMatchObject({ opening: { home: 2 }, current: { home: 1.5 } });
    await ear.stop();
  });

  it('ignores an out-of-order (older or equal sequence) update: nothing changes, nothing is published', async () => {
    await matches.upsertFixtures([fixture('o1')]);
    const id = await idOf('o1');
    await matches.applyUpdate(update('o1', 5, { score: { home: 2, away: 2 } }));
    const before = await matches.state(id);
    const ear = await listen(bus, [matchChannels.match(id), matchChannels.game(202), matchChannels.allLive]);
    const incidentsBefore = await count('match_incidents');

    for (const seq of [4, 5]) {
      const result = await matches.applyUpdate(
        update(
          'o1',
          seq,
          { status: 'finished', score: { home: 0, away: 9 } },
          {
            incidents: [
              {
                seq,
                type: 'goal',
                side: 'away',
                period: null,
                clockSeconds: null,
                occurredAt: '2025-03-10T12:00:00Z',
              },
            ],
          },
        ),
      );
      expect(result).toEqual({ applied: false, reason: 'out_of_order', matchId: id });
    }
    await ear.settle();
    expect(ear.received).toEqual([]);
    expect(await matches.state(id)).toEqual(before);
    expect(await count('match_incidents')).toBe(incidentsBefore);
    await ear.stop();
  });

  it('answers unknown_match for a match it never heard of', async () => {
    expect(await matches.applyUpdate(update('nobody', 1))).toEqual({
      applied: false,
      reason: 'unknown_match',
    });
  });

  it('appends incidents across updates, each with the seq of its state', async () => {
    await matches.upsertFixtures([fixture('n1')]);
    const id = await idOf('n1');
    const goal = (seq: number, player: string) => ({
      seq,
      type: 'goal' as const,
      side: 'home' as const,
      period: { type: 'half' as const, index: 1 },
      clockSeconds: 60 * seq,
      player,
      occurredAt: '2025-03-10T12:00:00.000Z',
    });
    await matches.applyUpdate(update('n1', 1, {}, { incidents: [goal(1, 'A')] }));
    await matches.applyUpdate(update('n1', 2, {}, { incidents: [goal(2, 'B'), goal(2, 'C')] }));
    await matches.applyUpdate(update('n1', 3));
    const detail = await matches.detail({ abbr: 'soccer', id });
    expect(detail.incidents.map((i) => [i.seq, i.player])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [2, 'C'],
    ]);
  });

  it('tells "all live" once more when a match leaves play, then no more', async () => {
    await matches.upsertFixtures([fixture('f1')]);
    const ear = await listen(bus, [matchChannels.allLive]);
    await matches.applyUpdate(update('f1', 1));
    await matches.applyUpdate(update('f1', 2, { status: 'finished', winner: 'home' }));
    await matches.applyUpdate(update('f1', 3, { status: 'finished', winner: 'home' }));
    await ear.settle();
    expect(ear.received.map((r) => (r.message.kind === 'state' ? r.message.state.status : ''))).toEqual([
      'live',
      'finished',
    ]);
    await ear.stop();
  });
});

describe('staleness guard', () => {
  it('suspends a live match whose feed went silent, and a fresh update resumes it', async () => {
    await matches.upsertFixtures([fixture('g1'), fixture('g2'), fixture('g3')]);
    const id = await idOf('g1');
    // Matches other tests left in play are silent since the 10th: out of the way first.
    await matches.markStale(new Date('2025-03-11T00:00:00Z'), 0);
    clock = new Date('2025-03-11T10:00:00Z');
    await matches.applyUpdate(update('g1', 5));
    await matches.applyUpdate(update('g3', 1, { status: 'finished' })); // not in play: never suspended
    clock = new Date('2025-03-11T10:00:50Z');
    await matches.applyUpdate(update('g2', 1)); // heard recently: stays live

    const ear = await listen(bus, [matchChannels.match(id), matchChannels.allLive]);
    expect(await matches.markStale(new Date('2025-03-11T10:00:30Z'), 60_000)).toBe(0);
    expect(await matches.markStale(new Date('2025-03-11T10:01:01Z'), 60_000)).toBe(1);
    const suspended = await matches.state(id);
    expect(suspended).toMatchObject({ status: 'suspended', seq: 6, score: { home: 5, away: 0 } });
    expect((await matches.state(await idOf('g2')))?.status).toBe('live');
    expect((await matches.state(await idOf('g3')))?.status).toBe('finished');
    // Already suspended: not again.
    expect(await matches.markStale(new Date('2025-03-11T10:10:00Z'), 60_000)).toBe(1); // g2 now
    await ear.settle();
    expect(ear.received.filter((r) => r.channel === matchChannels.match(id)).map((r) => r.message)).toEqual([
      { kind: 'state', gameId: 202, state: suspended },
    ]);
    expect(ear.received.some((r) => r.channel === matchChannels.allLive)).toBe(true);

    // The feed's next update (its seq 6 is newer than the last it sent) resumes the match, published
    // with a seq above the suspension's so every holder takes it.
    ear.clear();
    clock = new Date('2025-03-11T10:10:05Z');
    expect(await matches.applyUpdate(update('g1', 6))).toEqual({ applied: true, matchId: id, seq: 7 });
    expect(await matches.state(id)).toMatchObject({ status: 'live', seq: 7, score: { home: 6, away: 0 } });
    await ear.settle();
    expect(ear.received.find((r) => r.channel === matchChannels.match(id))?.message).toMatchObject({
      kind: 'state',
      state: { status: 'live', seq: 7 },
    });
    // And the feed's following updates carry on normally.
    expect(await matches.applyUpdate(update('g1', 8))).toEqual({ applied: true, matchId: id, seq: 8 });
    await ear.stop();
  });
});
