import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../../db/client.ts';
import { setLeaguePriority } from '../../games/competitions/repository.ts';
import { fixture, openMatchesStore, SOURCE, update } from '../fixtures.test-support.ts';
import type { MatchesService } from '../index.ts';

let database: DatabaseHandle;
let matches: MatchesService;
// 00:30 on the 10th in UTC+8, 11:30 on the 9th in UTC−5.
const NOW = new Date('2025-03-09T16:30:00Z');

/** Basketball matches around both midnights. */
const AROUND_MIDNIGHT = {
  a: '2025-03-09T15:59:00Z', // UTC+8: 9th 23:59   UTC−5: 9th 10:59
  b: '2025-03-09T16:00:00Z', // UTC+8: 10th 00:00  UTC−5: 9th 11:00
  c: '2025-03-10T04:59:00Z', // UTC+8: 10th 12:59  UTC−5: 9th 23:59
  d: '2025-03-10T05:00:00Z', // UTC+8: 10th 13:00  UTC−5: 10th 00:00
  e: '2025-03-10T15:59:59Z', // UTC+8: 10th 23:59  UTC−5: 10th 10:59
  f: '2025-03-10T16:00:00Z', // UTC+8: 11th 00:00  UTC−5: 10th 11:00
};

beforeAll(async () => {
  ({ database, matches } = await openMatchesStore(() => NOW));
  await matches.upsertFixtures(
    Object.entries(AROUND_MIDNIGHT).map(([key, startTime]) =>
      fixture(`bb-${key}`, { gameId: 201, startTime, league: { externalId: 'nba', name: 'NBA' } }),
    ),
  );
});
afterAll(async () => {
  await database.close();
});

const keysOf = (list: Array<{ home: { name: string } | null }>) =>
  list.map((m) => m.home?.name.replace('Home bb-', '')).join('');

describe("lists by the viewer's local day", () => {
  it('UTC+8 around midnight: today is the 10th, from 16:00 UTC on the 9th', async () => {
    for (const zone of [{ tz: 'Asia/Shanghai' }, { offsetMinutes: 480 }]) {
      const page = await matches.byCondition({
        gameId: 201,
        statusGroup: 'all',
        page: 1,
        size: 50,
        ...zone,
        date: '2025-03-10',
      });
      expect(keysOf(page.list)).toBe('bcde');
      // Without a date, "today" is the viewer's today.
      const week = await matches.sevenDay({ gameId: 201, kind: 'schedule', page: 1, size: 50, ...zone });
      expect(week.today).toBe('2025-03-10');
      expect(keysOf(week.list)).toBe('bcde');
      expect(week.days.slice(0, 3)).toEqual([
        { date: '2025-03-10', count: 4 },
        { date: '2025-03-11', count: 1 },
        { date: '2025-03-12', count: 0 },
      ]);
      expect(week.days).toHaveLength(7);
    }
  });

  it('UTC−5 around midnight: today is still the 9th, until 05:00 UTC on the 10th', async () => {
    for (const zone of [{ tz: 'America/Bogota' }, { offsetMinutes: -300 }]) {
      const today = await matches.sevenDay({ gameId: 201, kind: 'schedule', page: 1, size: 50, ...zone });
      expect(today.today).toBe('2025-03-09');
      expect(keysOf(today.list)).toBe('abc');
      expect(today.days.slice(0, 2).map((d) => d.count)).toEqual([3, 3]);
      const next = await matches.pcMatches({
        gameId: 201,
        tab: 'notStarted',
        page: 1,
        size: 50,
        ...zone,
        date: '2025-03-10',
      });
      expect(next.groups.flatMap((g) => g.matches).map((m) => m.home?.name.replace('Home bb-', ''))).toEqual([
        'd',
        'e',
        'f',
      ]);
      const counts = await matches.seriesCount({ gameId: 201, ...zone });
      expect(counts).toMatchObject({ date: '2025-03-09', all: 3, notStarted: 3, finished: 0, live: 0 });
    }
  });

  it('refuses an unknown zone or an impossible date as invalid parameters', async () => {
    await expect(matches.seriesCount({ tz: 'Nowhere/Land' })).rejects.toMatchObject({
      messageKey: 'validation',
      params: { field: 'tz' },
    });
    await expect(matches.seriesCount({ date: '2025-02-30' })).rejects.toMatchObject({
      params: { field: 'date' },
    });
  });
});

describe('status groups, tabs, hot matches and leagues', () => {
  beforeAll(async () => {
    const day = '2025-03-09T';
    await matches.upsertFixtures([
      fixture('cs-live-small', {
        gameId: 2,
        startTime: `${day}15:00:00Z`,
        league: { externalId: 'small', name: 'Small Cup' },
      }),
      fixture('cs-live-big', {
        gameId: 2,
        startTime: `${day}15:30:00Z`,
        league: { externalId: 'major', name: 'Major' },
      }),
      fixture('cs-soon-big', {
        gameId: 2,
        startTime: `${day}18:00:00Z`,
        league: { externalId: 'major', name: 'Major' },
      }),
      fixture('cs-soon-small', {
        gameId: 2,
        startTime: `${day}17:00:00Z`,
        league: { externalId: 'small', name: 'Small Cup' },
      }),
      fixture('cs-done', {
        gameId: 2,
        startTime: `${day}10:00:00Z`,
        league: { externalId: 'major', name: 'Major' },
      }),
      fixture('cs-far', {
        gameId: 2,
        startTime: '2025-03-20T10:00:00Z',
        league: { externalId: 'major', name: 'Major' },
      }),
    ]);
    await matches.applyUpdate(update('cs-live-small', 1));
    await matches.applyUpdate(update('cs-live-big', 1, { status: 'half_time' }));
    await matches.applyUpdate(update('cs-done', 9, { status: 'finished', winner: 'away' }));
    const [major] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from leagues where source = ${SOURCE} and external_id = 'major'`,
    );
    await setLeaguePriority(database.db, major?.id ?? 0, 10);
  });

  const names = (list: Array<{ home: { name: string } | null }>) =>
    list.map((m) => m.home?.name.replace('Home ', ''));

  it('hot: in play first, bigger leagues first, then the soonest; nothing beyond 48 hours', async () => {
    expect(names(await matches.hot({ gameId: 2, limit: 10 }))).toEqual([
      'cs-live-big',
      'cs-live-small',
      'cs-soon-big',
      'cs-soon-small',
    ]);
    expect(names(await matches.hot({ gameId: 2, limit: 3 }))).toHaveLength(3);
  });

  it('the live tab groups by league, bigger leagues first', async () => {
    const tab = await matches.pcMatches({ gameId: 2, tab: 'live', page: 1, size: 20 });
    expect(tab.groups.map((g) => [g.league.name, names(g.matches)])).toEqual([
      ['Major', ['cs-live-big']],
      ['Small Cup', ['cs-live-small']],
    ]);
    const results = await matches.pcMatches({
      gameId: 2,
      tab: 'results',
      page: 1,
      size: 20,
      date: '2025-03-09',
    });
    expect(results.groups.flatMap((g) => names(g.matches))).toEqual(['cs-done']);
  });

  it('live, upcoming and past lists', async () => {
    expect(names(await matches.live({ gameId: 2 }))).toEqual(['cs-live-big', 'cs-live-small']);
    expect(names(await matches.live({})).length).toBeGreaterThanOrEqual(2);
    const upcoming = await matches.upcoming({ gameId: 2, page: 1, size: 2 });
    expect([names(upcoming.list), upcoming.hasMore]).toEqual([['cs-soon-small', 'cs-soon-big'], true]);
    const rest = await matches.upcoming({ gameId: 2, page: 2, size: 2 });
    expect([names(rest.list), rest.hasMore]).toEqual([['cs-far'], false]);
    expect(names((await matches.past({ gameId: 2, page: 1, size: 10 })).list)).toEqual(['cs-done']);
    const soon = await matches.livingFuture({ gameId: 2, size: 1 });
    expect([names(soon.live), names(soon.upcoming)]).toEqual([
      ['cs-live-big', 'cs-live-small'],
      ['cs-soon-small'],
    ]);
  });

  it('leagues with matches, esports apart from sports', async () => {
    const esports = await matches.leaguesWithMatches({ kind: 'esports', days: 7 });
    expect(esports.map((l) => [l.name, l.matchCount, l.liveCount])).toEqual([
      ['Major', 3, 1],
      ['Small Cup', 2, 1],
    ]);
    const sports = await matches.leaguesWithMatches({ kind: 'sports', days: 7 });
    expect(sports.map((l) => l.name)).toEqual(['NBA']);
    expect(await matches.leaguesWithMatches({ kind: 'sports', gameId: 2, days: 7 })).toEqual([]);
  });
});

/**
 * Spec section 2, "Match list: calendar, back-to-today control, tabs for live, not started, finished,
 * favourites and results". Finished is the chosen day as it was played, across competitions; results
 * are the scores of the week up to that day, competition by competition, latest first
 * (`MATCH_TABS` in shared/matches/model.ts).
 */
describe('the finished and results tabs are different lists', () => {
  const ALPHA = { externalId: 'snk-alpha', name: 'Alpha Open' };
  const BETA = { externalId: 'snk-beta', name: 'Beta Masters' };
  const SNOOKER = 204;
  const over = (key: string, startTime: string, league = ALPHA) =>
    fixture(`snk-${key}`, { gameId: SNOOKER, startTime, league });

  beforeAll(async () => {
    await matches.upsertFixtures([
      over('old', '2025-03-02T10:00:00Z'),
      over('3rd', '2025-03-03T10:00:00Z', BETA),
      over('6th-late', '2025-03-06T20:00:00Z'), // UTC: the 6th; UTC+8: the 7th, 04:00
      over('7th-a', '2025-03-07T09:00:00Z'),
      over('7th-b', '2025-03-07T12:00:00Z', BETA),
      over('7th-off', '2025-03-07T14:00:00Z'),
      over('9th-early', '2025-03-09T08:00:00Z'),
      over('9th-late', '2025-03-09T10:00:00Z'),
      over('9th-playing', '2025-03-09T15:00:00Z'),
    ]);
    for (const key of ['old', '3rd', '6th-late', '7th-a', '7th-b', '9th-early', '9th-late']) {
      await matches.applyUpdate(update(`snk-${key}`, 5, { status: 'finished', winner: 'home' }));
    }
    await matches.applyUpdate(update('snk-7th-off', 2, { status: 'cancelled' }));
    await matches.applyUpdate(update('snk-9th-playing', 2, { status: 'live' }));
  });

  const keys = (
    groups: Array<{ league: { name: string }; matches: Array<{ home: { name: string } | null }> }>,
  ) => groups.map((g) => [g.league.name, g.matches.map((m) => m.home?.name.replace('Home snk-', ''))]);
  const tab = (
    tab: 'finished' | 'results',
    date: string,
    zone: { tz?: string } = { tz: 'UTC' },
    size = 50,
    page = 1,
  ) => matches.pcMatches({ gameId: SNOOKER, tab, date, page, size, ...zone });

  it('finished: every match of the day that is over (cancelled too), by league in kick-off order', async () => {
    expect(keys((await tab('finished', '2025-03-07')).groups)).toEqual([
      ['Alpha Open', ['7th-a', '7th-off']],
      ['Beta Masters', ['7th-b']],
    ]);
    // Of today, what is over; the match in play is in neither tab.
    expect(keys((await tab('finished', '2025-03-09')).groups)).toEqual([
      ['Alpha Open', ['9th-early', '9th-late']],
    ]);
  });

  it('results: the finished scores of the seven days up to the day, league by league, latest first', async () => {
    expect(keys((await tab('results', '2025-03-09')).groups)).toEqual([
      ['Alpha Open', ['9th-late', '9th-early', '7th-a', '6th-late']],
      ['Beta Masters', ['7th-b', '3rd']],
    ]);
    // An earlier day's week reaches further back, and holds nothing after that day.
    expect(keys((await tab('results', '2025-03-07')).groups)).toEqual([
      ['Alpha Open', ['7th-a', '6th-late', 'old']],
      ['Beta Masters', ['7th-b', '3rd']],
    ]);
  });

  it("results: the week is of the viewer's days", async () => {
    // The week up to the 13th begins on the 7th: at 16:00 UTC on the 6th in UTC+8, so "6th-late"
    // (20:00 UTC on the 6th, 04:00 on the 7th there) is in it; in UTC it is not.
    const shanghai = keys((await tab('results', '2025-03-13', { tz: 'Asia/Shanghai' })).groups);
    const utc = keys((await tab('results', '2025-03-13', { tz: 'UTC' })).groups);
    expect(shanghai.flatMap(([, list]) => list)).toContain('6th-late');
    expect(utc.flatMap(([, list]) => list)).not.toContain('6th-late');
  });

  it('results: a later page continues the league it stopped in', async () => {
    const first = await tab('results', '2025-03-09', { tz: 'UTC' }, 3, 1);
    const second = await tab('results', '2025-03-09', { tz: 'UTC' }, 3, 2);
    expect([keys(first.groups), keys(second.groups)]).toEqual([
      [['Alpha Open', ['9th-late', '9th-early', '7th-a']]],
      [
        ['Alpha Open', ['6th-late']],
        ['Beta Masters', ['7th-b', '3rd']],
      ],
    ]);
    expect([first.hasMore, second.hasMore]).toEqual([true, false]);
  });

  it('the tab counts count what each tab lists', async () => {
    const counts = await matches.seriesCount({ gameId: SNOOKER, tz: 'UTC', date: '2025-03-09' });
    expect(counts).toMatchObject({ finished: 2, results: 6, live: 1 });
    const seventh = await matches.seriesCount({ gameId: SNOOKER, tz: 'UTC', date: '2025-03-07' });
    expect(seventh).toMatchObject({ finished: 3, results: 5 });
  });
});
