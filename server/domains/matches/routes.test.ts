import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import { codeIn } from '../../../tests/support/outbox.ts';
import { connectWs } from '../../../tests/support/ws-client.ts';
import type { RunningApp } from '../../app.ts';
import { fixture, update } from './fixtures.test-support.ts';
import { loadFixtures } from './index.ts';

let app: RunningApp;
let api: TestApi;
const ids: Record<string, number> = {};
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const utcDate = (iso: string) => iso.slice(0, 10);
const times = { live: at(-0.5 * HOUR), soon: at(2 * HOUR), done: at(-3 * HOUR), later: at(5 * 24 * HOUR) };

/** Signs up by email code and sets a password: returns the first session and a way to sign in again. */
async function newUser(name: string) {
  const email = `${name}@example.com`;
  await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: email });
  const code = codeIn(app.services.outbox.list(), email);
  const first = await api.call('/login/V2/getLoginByEmailCheckCode', {
    mobileOrEmail: email,
    checkCode: code,
  });
  const set = await api.call(
    '/user/V2/modifyUser',
    { uname: name, password: 'secret123' },
    { token: first.body.result.token },
  );
  return {
    uid: first.body.result.user.uid as number,
    token: set.body.result.token as string,
    async signInAgain(): Promise<string> {
      const again = await api.call('/login/V2/mobileOrNameToLogin', {
        mobileOrEmail: email,
        password: 'secret123',
      });
      return again.body.result.token;
    },
  };
}

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  const matches = app.services.matches;
  await matches.upsertFixtures([
    fixture('live', { startTime: times.live, venue: 'Ashbridge Park' }),
    fixture('soon', { startTime: times.soon }),
    fixture('done', { startTime: times.done }),
    fixture('later', { startTime: times.later }),
    fixture('lol', {
      gameId: 1,
      startTime: times.live,
      league: { externalId: 'lck', name: 'LCK' },
      bestOf: 3,
    }),
    fixture('to-cancel', { startTime: times.soon }),
  ]);
  await loadFixtures(app.database.db, [
    {
      ...fixture('done-seeded', { startTime: times.done }),
      state: update('done-seeded', 50, { status: 'finished', winner: 'home' }).state,
    },
  ]);
  await matches.applyUpdate(
    update(
      'live',
      1,
      {},
      {
        incidents: [
          {
            seq: 1,
            type: 'goal',
            side: 'home',
            period: { type: 'half', index: 1 },
            clockSeconds: 600,
            player: 'Nine',
            occurredAt: times.live,
          },
        ],
        odds: [
          {
            market: 'europe',
            bookmaker: 'Book',
            opening: { home: 2, draw: 3, away: 4 },
            current: { home: 1.6, draw: 3.6, away: 5 },
            updatedAt: times.live,
          },
        ],
      },
    ),
  );
  await matches.applyUpdate(
    update('lol', 1, { period: { type: 'map', index: 1 }, detail: { kills: { home: 3, away: 1 } } }),
  );
  await matches.applyUpdate(update('done', 7, { status: 'finished', winner: 'home' }));
  const rows = await app.database.db.query.matches.findMany({ columns: { id: true, externalId: true } });
  for (const r of rows) ids[r.externalId] = r.id;
});
afterAll(async () => {
  await app.close();
});

const homeNames = (list: Array<{ home: { name: string } | null }>) => list.map((m) => m.home?.name);

describe('match lists under /java', () => {
  it('v2/match/getPCLiveGameMatch: matches in play with the whole list-item shape', async () => {
    const all = await api.call('/v2/match/getPCLiveGameMatch');
    expect(all.status).toBe(200);
    expect(homeNames(all.body.result).sort()).toEqual(['Home live', 'Home lol']);
    const football = await api.call('/v2/match/getPCLiveGameMatch?gameId=202');
    expect(football.body.result).toEqual([
      {
        id: ids.live,
        gameId: 202,
        league: { id: expect.any(Number), name: 'Premier League', logo: '/l/epl.png' },
        stage: 'Regular season',
        round: 'Round 1',
        bestOf: null,
        startTime: times.live,
        home: { id: expect.any(Number), name: 'Home live', shortName: 'HOM', logo: null },
        away: { id: expect.any(Number), name: 'Away live', shortName: 'AWA', logo: null },
        status: 'live',
        seq: 1,
        period: { type: 'half', index: 1 },
        clock: { seconds: 601, running: true, direction: 'up', at: '2025-03-10T12:10:00.000Z' },
        score: { home: 1, away: 0 },
        periodScores: [{ type: 'half', index: 1, home: 1, away: 0 }],
        detail: {},
        winner: null,
      },
    ]);
  });

  it('v2/match/getPCPastGameMatch, getPCUpcomingGameMatch and getPCGameMatchByCondition', async () => {
    const past = await api.call('/v2/match/getPCPastGameMatch', { gameId: 202 });
    expect(homeNames(past.body.result.list).sort()).toEqual(['Home done', 'Home done-seeded']);
    expect(past.body.result).toMatchObject({ page: 1, size: 20, hasMore: false });
    const upcoming = await api.call('/v2/match/getPCUpcomingGameMatch', { gameId: 202, size: 1 });
    expect([homeNames(upcoming.body.result.list), upcoming.body.result.hasMore]).toEqual([
      ['Home soon'],
      true,
    ]);
    const live = await api.call('/v2/match/getPCGameMatchByCondition', { gameId: 1, statusGroup: 'live' });
    expect(live.body.result.list).toMatchObject([
      { id: ids.lol, bestOf: 3, detail: { kills: { home: 3, away: 1 } } },
    ]);
    const byLeague = await api.call('/v2/match/getPCGameMatchByCondition', {
      leagueId: live.body.result.list[0].league.id,
    });
    expect(homeNames(byLeague.body.result.list)).toEqual(['Home lol']);
    const bad = await api.call('/v2/match/getPCGameMatchByCondition', { statusGroup: 'nope' });
    expect(bad.body).toMatchObject({ status: 'fail', code: 400, errorMsg: 'Invalid parameter: statusGroup' });
  });

  it('match/getSevenDayMatch and getSevenDayResults: per-day counts and the chosen day', async () => {
    const week = await api.call('/match/getSevenDayMatch', {
      gameId: 202,
      tz: 'UTC',
      date: utcDate(times.soon),
    });
    const r = week.body.result;
    expect(r.days).toHaveLength(7);
    expect(r.days[0].date).toBe(r.today);
    expect(r.days.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBeGreaterThanOrEqual(2);
    expect(homeNames(r.list)).toContain('Home soon');
    const results = await api.call('/match/getSevenDayResults', {
      gameId: 202,
      tz: 'UTC',
      date: utcDate(times.done),
    });
    expect(results.body.result.days[6].date).toBe(results.body.result.today);
    expect(homeNames(results.body.result.list).sort()).toEqual(['Home done', 'Home done-seeded']);
    expect(results.body.result.list[0]).toMatchObject({ status: 'finished', winner: 'home' });
  });

  it('match/pcMatches: a tab of the day grouped by league', async () => {
    const live = await api.call('/match/pcMatches', { tab: 'live' });
    expect(live.body.result.groups.map((g: { league: { name: string } }) => g.league.name).sort()).toEqual([
      'LCK',
      'Premier League',
    ]);
    const notStarted = await api.call('/match/pcMatches', {
      gameId: 202,
      tab: 'notStarted',
      tz: 'UTC',
      date: utcDate(times.soon),
    });
    expect(notStarted.body.result).toMatchObject({ date: utcDate(times.soon), tab: 'notStarted' });
    expect(notStarted.body.result.groups[0].matches.map((m: { id: number }) => m.id)).toContain(ids.soon);
  });

  it('match/getSeriesCount, gameLivingFuture, gameMatchLive, hotMatches and sport_match/sportsLiving', async () => {
    const counts = await api.call(`/match/getSeriesCount?gameId=202&tz=UTC&date=${utcDate(times.done)}`);
    expect(counts.body.result).toMatchObject({ date: utcDate(times.done), live: 1, favourites: 0 });
    expect(counts.body.result.finished).toBeGreaterThanOrEqual(2);
    const lf = await api.call('/match/gameLivingFuture?gameId=202&size=2');
    expect([homeNames(lf.body.result.live), homeNames(lf.body.result.upcoming)]).toEqual([
      ['Home live'],
      ['Home soon', 'Home to-cancel'],
    ]);
    expect(homeNames((await api.call('/match/gameMatchLive?gameId=1')).body.result)).toEqual(['Home lol']);
    expect((await api.call('/match/gameMatchLive')).body).toMatchObject({ code: 400 });
    const hot = await api.call('/match/hotMatches?limit=3');
    expect(hot.body.result.slice(0, 2).map((m: { status: string }) => m.status)).toEqual(['live', 'live']);
    expect(homeNames((await api.call('/sport_match/sportsLiving')).body.result)).toEqual(['Home live']);
  });

  it('league/match_leagues (esports) and sprots_league/match_leagues (sports)', async () => {
    const esports = await api.call('/league/match_leagues');
    expect(esports.body.result).toEqual([
      {
        id: expect.any(Number),
        gameId: 1,
        name: 'LCK',
        shortName: null,
        logo: null,
        matchCount: 1,
        liveCount: 1,
      },
    ]);
    const sports = await api.call('/sprots_league/match_leagues?gameId=202');
    expect(sports.body.result).toMatchObject([{ name: 'Premier League', matchCount: 6, liveCount: 1 }]);
  });
});

describe('match detail: GET /java/{game}/{matchId}', () => {
  it('answers league, teams, live state, odds and incidents', async () => {
    const detail = await api.call(`/soccer/${ids.live}`);
    expect(detail.status).toBe(200);
    expect(detail.body.result).toMatchObject({
      id: ids.live,
      abbr: 'soccer',
      league: { name: 'Premier League', shortName: 'EPL', season: '2025' },
      home: { name: 'Home live', country: 'GB' },
      venue: 'Ashbridge Park',
      status: 'live',
      odds: [{ market: 'europe', bookmaker: 'Book', opening: { home: 2 }, current: { home: 1.6 } }],
      incidents: [{ type: 'goal', player: 'Nine', seq: 1, side: 'home' }],
      lineups: null,
    });
    expect(detail.body.result.favourite).toBeUndefined();
  });

  it('404s, translated, for a wrong game or an unknown match; other paths stay unknown calls', async () => {
    const wrongGame = await api.call(`/lol/${ids.live}`, undefined, { lan: 'zh_CN' });
    expect({ status: wrongGame.status, body: wrongGame.body }).toEqual({
      status: 404,
      body: { status: 'fail', code: 404, errorMsg: '比赛不存在', msg: '比赛不存在' },
    });
    expect((await api.call('/soccer/999999')).body).toMatchObject({
      code: 404,
      errorMsg: 'The match does not exist',
    });
    expect((await api.call('/nogame/1')).body).toMatchObject({
      code: 404,
      errorMsg: 'The requested interface does not exist',
    });
    expect((await api.call('/soccer/abc')).body).toMatchObject({
      code: 404,
      errorMsg: 'The requested interface does not exist',
    });
  });
});

describe('match page tabs: GET /java/{game}/{matchId}/{tab} (issue 13)', () => {
  it('answers only the tab asked for: the log, the line-ups or the odds', async () => {
    const log = await api.call(`/soccer/${ids.live}/log`);
    expect(log.status).toBe(200);
    expect(log.body.result).toEqual({
      matchId: ids.live,
      tab: 'log',
      incidents: [expect.objectContaining({ type: 'goal', player: 'Nine', side: 'home', clockSeconds: 600 })],
    });
    const odds = await api.call(`/soccer/${ids.live}/odds`);
    expect(odds.body.result).toEqual({
      matchId: ids.live,
      tab: 'odds',
      odds: [expect.objectContaining({ market: 'europe', opening: { home: 2, draw: 3, away: 4 } })],
      oddsHistory: [
        { market: 'europe', bookmaker: 'Book', at: times.live, prices: { home: 1.6, draw: 3.6, away: 5 } },
      ],
    });
    const lineups = await api.call(`/soccer/${ids.live}/lineups`);
    expect(lineups.body.result).toEqual({ matchId: ids.live, tab: 'lineups', lineups: null });
  });

  it('404s, translated, for an unknown tab, a wrong game, an unknown or malformed match, and writes nothing', async () => {
    const before = await app.database.db.query.matchIncidents.findMany();
    expect((await api.call(`/soccer/${ids.live}/chat`)).body).toMatchObject({
      code: 404,
      errorMsg: 'The requested interface does not exist',
    });
    expect((await api.call(`/lol/${ids.live}/log`, undefined, { lan: 'zh_CN' })).body).toMatchObject({
      code: 404,
      errorMsg: '比赛不存在',
    });
    expect((await api.call('/soccer/999999/odds')).body).toMatchObject({
      code: 404,
      errorMsg: 'The match does not exist',
    });
    for (const id of ['0', '-1', '1e3', '99999999999', 'abc'])
      expect((await api.call(`/soccer/${id}/log`)).status, id).toBe(404);
    expect(await app.database.db.query.matchIncidents.findMany()).toEqual(before);
  });
});

describe('favourites (match/attention)', () => {
  it('are refused for guests with errorCode 3000', async () => {
    for (const res of [
      await api.call('/match/attention', { matchId: ids.live }),
      await api.call('/match/attention'),
      await api.call('/match/pcMatches', { tab: 'favourites' }),
    ]) {
      expect(res).toMatchObject({ status: 401, body: { status: 'fail', errorCode: 3000 } });
    }
  });

  it('toggle, are kept on the server and persist across sessions', async () => {
    const user = await newUser('fan1');
    const auth = { token: user.token };
    expect((await api.call('/match/attention', { matchId: ids.live }, auth)).body.result).toEqual({
      matchId: ids.live,
      favourite: true,
    });
    expect(
      (await api.call('/match/attention', { matchId: ids.soon, attention: true }, auth)).body.result
        .favourite,
    ).toBe(true);
    expect((await api.call('/match/attention', { matchId: ids.soon }, auth)).body.result.favourite).toBe(
      false,
    );
    expect(
      (await api.call('/match/attention', { matchId: ids.done, attention: true }, auth)).body.result
        .favourite,
    ).toBe(true);
    expect((await api.call('/match/attention', { matchId: 999999 }, auth)).body).toMatchObject({ code: 404 });

    const again = { token: await user.signInAgain() };
    expect(again.token).not.toBe(user.token);
    const mine = await api.call('/match/attention', undefined, again);
    expect(mine.body.result.list.map((m: { id: number }) => m.id).sort()).toEqual(
      [ids.live, ids.done].sort(),
    );
    expect(mine.body.result.list.every((m: { favourite: boolean }) => m.favourite)).toBe(true);
    const live = await api.call('/v2/match/getPCLiveGameMatch', undefined, again);
    expect(
      live.body.result.map((m: { id: number; favourite: boolean }) => [m.id, m.favourite]).sort(),
    ).toEqual(
      [
        [ids.live, true],
        [ids.lol, false],
      ].sort(),
    );
    const tab = await api.call(
      '/match/pcMatches',
      { tab: 'favourites', tz: 'UTC', date: utcDate(times.done) },
      again,
    );
    expect(
      tab.body.result.groups.flatMap((g: { matches: { id: number }[] }) => g.matches.map((m) => m.id)),
    ).toContain(ids.done);
    expect((await api.call(`/soccer/${ids.live}`, undefined, again)).body.result.favourite).toBe(true);
    const counts = await api.call(
      `/match/getSeriesCount?tz=UTC&date=${utcDate(times.done)}`,
      undefined,
      again,
    );
    expect(counts.body.result.favourites).toBeGreaterThanOrEqual(1);
    // Someone else's favourites are their own.
    const other = await newUser('fan2');
    expect((await api.call('/match/attention', undefined, { token: other.token })).body.result.list).toEqual(
      [],
    );
  });
});

describe('reservations', () => {
  it('are refused for guests with errorCode 3000', async () => {
    for (const res of [
      await api.call('/match/reserve', { matchId: ids.soon }),
      await api.call('/match/cancelReservation', { matchId: ids.soon }),
      await api.call('/match/myReservations'),
    ]) {
      expect(res).toMatchObject({ status: 401, body: { errorCode: 3000 } });
    }
  });

  it('move not started → in progress → ended with the match, one transition at a time, across sessions', async () => {
    const user = await newUser('booker1');
    const auth = { token: user.token };
    const reserved = await api.call('/match/reserve', { matchId: ids.soon }, auth);
    expect(reserved.body.result).toMatchObject({
      matchId: ids.soon,
      gameId: 202,
      home: { name: 'Home soon' },
      startTime: times.soon,
      matchStatus: 'not_started',
      state: 'not_started',
      cancelledAt: null,
    });
    // Reserving again changes nothing.
    expect((await api.call('/match/reserve', { matchId: ids.soon }, auth)).body.result.id).toBe(
      reserved.body.result.id,
    );

    const again = { token: await user.signInAgain() };
    const stateNow = async () =>
      (await api.call('/match/myReservations', undefined, again)).body.result[0].state;
    expect(await stateNow()).toBe('not_started');
    await app.services.matches.applyUpdate(update('soon', 1));
    expect(await stateNow()).toBe('in_progress');
    await app.services.matches.applyUpdate(update('soon', 2, { status: 'half_time' }));
    expect(await stateNow()).toBe('in_progress');
    await app.services.matches.applyUpdate(update('soon', 3, { status: 'finished', winner: 'home' }));
    expect(await stateNow()).toBe('ended');
    expect((await api.call(`/soccer/${ids.soon}`, undefined, again)).body.result.reservation).toBe('ended');

    const late = await api.call('/match/cancelReservation', { matchId: ids.soon }, again);
    expect(late).toMatchObject({
      status: 409,
      body: { errorMsg: 'This match has ended, so the reservation can no longer be cancelled' },
    });
    const finished = await api.call('/match/reserve', { matchId: ids.done }, { ...again, lan: 'de' });
    expect(finished).toMatchObject({
      status: 409,
      body: {
        errorMsg: 'Dieses Spiel ist beendet oder wurde abgesagt und kann nicht mehr reserviert werden',
      },
    });
    const filtered = await api.call('/match/myReservations?state=ended', undefined, again);
    expect(filtered.body.result.map((r: { matchId: number }) => r.matchId)).toEqual([ids.soon]);
    expect((await api.call('/match/myReservations?state=not_started', undefined, again)).body.result).toEqual(
      [],
    );
  });

  it('cancel once (twice is refused), reserve again, and follow a cancelled match', async () => {
    const user = await newUser('booker2');
    const auth = { token: user.token };
    expect((await api.call('/match/cancelReservation', { matchId: ids.later }, auth)).body).toMatchObject({
      code: 404,
      errorMsg: 'You have not reserved this match',
    });
    await api.call('/match/reserve', { matchId: ids.later }, auth);
    const cancelled = await api.call('/match/cancelReservation', { matchId: ids.later }, auth);
    expect(cancelled.body.result).toMatchObject({ state: 'cancelled', cancelledAt: expect.any(String) });
    const twice = await api.call(
      '/match/cancelReservation',
      { matchId: ids.later },
      { ...auth, lan: 'zh_CN' },
    );
    expect(twice).toMatchObject({ status: 409, body: { errorMsg: '该预约已取消' } });
    expect((await api.call('/match/reserve', { matchId: ids.later }, auth)).body.result.state).toBe(
      'not_started',
    );

    await api.call('/match/reserve', { matchId: ids['to-cancel'] }, auth);
    await app.services.matches.upsertFixtures([
      fixture('to-cancel', { startTime: times.soon, status: 'cancelled' }),
    ]);
    const list = (await api.call('/match/myReservations', undefined, auth)).body.result;
    expect(list.map((r: { matchId: number; state: string }) => [r.matchId, r.state])).toEqual([
      [ids['to-cancel'], 'cancelled'],
      [ids.later, 'not_started'],
      [ids.later, 'cancelled'],
    ]);
    expect((await api.call('/match/cancelReservation', { matchId: ids['to-cancel'] }, auth)).status).toBe(
      409,
    );
  });

  it('remind everyone holding a reservation on their own channel when the match kicks off (once), and tell its end', async () => {
    await app.services.matches.upsertFixtures([
      fixture('reminded', {
        startTime: times.soon,
        home: { externalId: 'rem-h', name: 'Reminder Rovers' },
        away: { externalId: 'rem-a', name: 'Notice United' },
      }),
    ]);
    const rows = await app.database.db.query.matches.findMany({ columns: { id: true, externalId: true } });
    const matchId = rows.find((r) => r.externalId === 'reminded')?.id as number;
    const holder = await newUser('reminded1');
    const quitter = await newUser('reminded2');
    await api.call('/match/reserve', { matchId }, { token: holder.token });
    await api.call('/match/reserve', { matchId }, { token: quitter.token });
    await api.call('/match/cancelReservation', { matchId }, { token: quitter.token });
    const ws = `${app.url.replace('http', 'ws')}/ws`;
    const holderSocket = await connectWs(ws, { cookie: `token=${holder.token}` });
    const quitterSocket = await connectWs(ws, { cookie: `token=${quitter.token}` });
    await holderSocket.subscribe(`user:${holder.uid}`);
    await quitterSocket.subscribe(`user:${quitter.uid}`);

    await app.services.matches.applyUpdate(update('reminded', 1));
    const notice = await holderSocket.next((m) => m.type === 'message');
    expect(notice.data).toEqual({
      kind: 'reservedMatchStarted',
      matchId,
      gameId: 202,
      league: expect.any(String),
      home: 'Reminder Rovers',
      away: 'Notice United',
    });
    // Later updates of the match in play remind nobody again; a cancelled reservation is not reminded.
    await app.services.matches.applyUpdate(update('reminded', 2));
    await new Promise((r) => setTimeout(r, 300));
    const notices = (socket: { messages: Array<Record<string, unknown>> }) =>
      socket.messages.filter((m) => m.type === 'message').length;
    expect(notices(holderSocket)).toBe(1);
    expect(notices(quitterSocket)).toBe(0);
    // Both were allowed to follow their own channel (a guest or another user would be refused).
    expect(quitterSocket.messages).toContainEqual(expect.objectContaining({ type: 'subscribed' }));
    // The end is told too (My reservations moves the row to "ended").
    await app.services.matches.applyUpdate(update('reminded', 3, { status: 'finished', winner: 'home' }));
    const ended = await holderSocket.next(
      (m) => m.type === 'message' && (m.data as { kind: string }).kind === 'reservationChanged',
    );
    expect(ended.data).toEqual({ kind: 'reservationChanged', matchId, gameId: 202, state: 'ended' });
    await holderSocket.close();
    await quitterSocket.close();
  });

  it('mark list rows the viewer holds an active reservation of (guests get no flag)', async () => {
    const user = await newUser('booker3');
    const auth = { token: user.token };
    const reservedOf = async (headers?: { token: string }) => {
      const res = await api.call(
        '/match/pcMatches',
        { tab: 'notStarted', tz: 'UTC', date: utcDate(times.later) },
        headers,
      );
      const rows = res.body.result.groups.flatMap((g: { matches: unknown[] }) => g.matches) as {
        id: number;
        reserved?: boolean;
      }[];
      return rows.find((m) => m.id === ids.later)?.reserved;
    };
    expect(await reservedOf(auth)).toBe(false);
    await api.call('/match/reserve', { matchId: ids.later }, auth);
    expect(await reservedOf(auth)).toBe(true);
    expect(await reservedOf()).toBeUndefined();
    // Another user's reservation is not this user's.
    expect(await reservedOf({ token: (await newUser('booker4')).token })).toBe(false);
    await api.call('/match/cancelReservation', { matchId: ids.later }, auth);
    expect(await reservedOf(auth)).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the match calls', async () => {
    const doc = await (await fetch(`${app.url}/java/openapi.json`)).json();
    for (const path of [
      '/java/v2/match/getPCLiveGameMatch',
      '/java/match/pcMatches',
      '/java/match/attention',
      '/java/match/reserve',
      '/java/{game}/{matchId}',
      '/java/league/standings',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
