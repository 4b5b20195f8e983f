/**
 * The library indexes' calls (issue 14): `GET /java/league/list`, `/java/team/list` and
 * `/java/player/list`: hot leagues first, teams by name with their league, players with their team,
 * pages of at most 200 rows, bad input refused with a 400 envelope in the caller's language and
 * nothing written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_PAGE_MAX, LIBRARY_SIZE_MAX } from '../../../../shared/games/library.ts';
import type { FeedTeam } from '../../../../shared/matches/feed.ts';
import { type TestApi, testApi } from '../../../../tests/support/api.ts';
import { startTestApp } from '../../../../tests/support/app.ts';
import type { RunningApp } from '../../../app.ts';
import { queryRows } from '../../../db/client.ts';
import { fixture, SOURCE } from '../../matches/fixtures.test-support.ts';
import { setLeaguePriority } from './repository.ts';

let app: RunningApp;
let api: TestApi;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const team = (externalId: string, name: string, players: FeedTeam['players'] = []): FeedTeam => ({
  externalId,
  name,
  players,
});
const reds = team('reds', 'Reds', [
  { externalId: 'r9', name: 'Zed Nine', number: 9, position: 'FW', nationality: 'BR' },
  { externalId: 'r1', name: 'Al Keeper', number: 1, position: 'GK' },
  { externalId: 'rx', name: 'Mo Unnumbered' },
]);
const blues = team('blues', 'Blues', [{ externalId: 'b7', name: 'Bo Seven', number: 7 }]);
const greens = team('greens', 'Greens');
const whites = team('whites', 'Whites');
const premier = { externalId: 'epl', name: 'Premier League', names: { zh_CN: '英超' }, season: '2025' };
const cup = { externalId: 'cup', name: 'Cup' };
const old = { externalId: 'old', name: 'Old League' };

/** Ids of the leagues by the feed's id. */
const leagueIds: Record<string, number> = {};

async function counts() {
  const [row] = await queryRows(
    app.database.db,
    sql`select (select count(*) from leagues)::int as leagues, (select count(*) from teams)::int as teams,
               (select count(*) from players)::int as players, (select count(*) from matches)::int as matches`,
  );
  return row;
}

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  await app.services.matches.upsertFixtures([
    // The Premier League: 3 matches within a week of now, 4 teams.
    fixture('p1', { league: premier, home: reds, away: blues, startTime: at(-2) }),
    fixture('p2', { league: premier, home: greens, away: whites, startTime: at(-1) }),
    fixture('p3', { league: premier, home: reds, away: greens, startTime: at(3) }),
    // The cup: one match within the week (Blues' latest match is this one).
    fixture('c1', { league: cup, home: whites, away: blues, startTime: at(-0.5) }),
    // An old league: its only match a month ago, but the operator weighs it most.
    fixture('o1', {
      league: old,
      home: team('ghosts', 'Ghosts'),
      away: team('shades', 'Shades'),
      startTime: at(-30),
    }),
    // Basketball and LoL: one league each.
    fixture('b1', {
      gameId: 201,
      league: { externalId: 'nbl', name: 'National Basketball League' },
      home: team('hoops', 'Hoops'),
      away: team('dunks', 'Dunks'),
      startTime: at(1),
    }),
    fixture('l1', {
      gameId: 1,
      league: { externalId: 'lck', name: 'LoL Champions Korea' },
      home: team('t1', 'T1'),
      away: team('gen', 'Gen.G'),
      startTime: at(1),
    }),
  ]);
  const rows = await queryRows<{ id: number; externalId: string }>(
    app.database.db,
    sql`select id, external_id as "externalId" from leagues where source = ${SOURCE}`,
  );
  for (const r of rows) leagueIds[r.externalId] = r.id;
  await setLeaguePriority(app.database.db, leagueIds.old ?? 0, 5);
});
afterAll(async () => {
  await app.close();
});

const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('GET /java/league/list: leagues, hot first', () => {
  it("lists the games in the game filter's order, each game's by priority, matches of the week, then name", async () => {
    const answer = await api.call('/league/list');
    expect(answer.status).toBe(200);
    const { list, page, size, total, pages } = answer.body.result;
    // Sports (basketball, then football), then esports. Football: Old League (priority 5), Premier
    // League (3 matches this week), Cup (1).
    expect(names(list)).toEqual([
      'National Basketball League',
      'Old League',
      'Premier League',
      'Cup',
      'LoL Champions Korea',
    ]);
    expect({ page, size, total, pages }).toEqual({ page: 1, size: 100, total: 5, pages: 1 });
    expect(list[2]).toEqual({
      id: leagueIds.epl,
      gameId: 202,
      name: 'Premier League',
      names: { zh_CN: '英超' },
      shortName: null,
      logo: null,
      season: '2025',
      country: null,
      priority: 0,
      teams: 4,
      matches: 3,
    });
    expect(list[1]).toMatchObject({ priority: 5, matches: 0, teams: 2 });
  });

  it("answers one game's leagues", async () => {
    const answer = await api.call('/league/list?gameId=202');
    expect(names(answer.body.result.list)).toEqual(['Old League', 'Premier League', 'Cup']);
    expect((await api.call('/league/list?gameId=1')).body.result.list).toHaveLength(1);
  });

  it('pages: size rows a page, the total and the pages; a page beyond the last is empty', async () => {
    const second = await api.call('/league/list?page=2&size=2');
    expect(names(second.body.result.list)).toEqual(['Premier League', 'Cup']);
    expect(second.body.result).toMatchObject({ page: 2, size: 2, total: 5, pages: 3 });
    const beyond = await api.call('/league/list?page=4&size=2');
    expect(beyond.body.result).toMatchObject({ list: [], page: 4, total: 5, pages: 3 });
    const most = await api.call(`/league/list?size=${LIBRARY_SIZE_MAX}&page=${LIBRARY_PAGE_MAX}`);
    expect(most.status).toBe(200);
  });
});

describe('GET /java/team/list and /java/player/list', () => {
  it("lists a game's teams by name, each with the league of its latest match", async () => {
    const answer = await api.call('/team/list?gameId=202');
    const list = answer.body.result.list as { name: string; league: { name: string } | null }[];
    expect(names(list)).toEqual(['Blues', 'Ghosts', 'Greens', 'Reds', 'Shades', 'Whites']);
    // Blues last played in the cup (half a day ago), Reds last in the league (2 days ago; next, too).
    expect(list.map((t) => t.league?.name)).toEqual([
      'Cup',
      'Old League',
      'Premier League',
      'Premier League',
      'Old League',
      'Cup',
    ]);
    expect(answer.body.result).toMatchObject({ total: 6, pages: 1 });
  });

  it("lists a league's teams (sides of its matches) and refuses an unknown league with a 404", async () => {
    const answer = await api.call(`/team/list?leagueId=${leagueIds.cup}`);
    expect(names(answer.body.result.list)).toEqual(['Blues', 'Whites']);
    expect(answer.body.result.list[0].league).toEqual({
      id: leagueIds.cup,
      name: 'Cup',
      names: {},
      shortName: null,
    });
    const unknown = await api.call('/team/list?leagueId=2147483647');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsg).toBe('The league does not exist');
  });

  it("lists a team's players by shirt number, a game's by name, each with the team", async () => {
    const teams = (await api.call('/team/list?gameId=202')).body.result.list as {
      id: number;
      name: string;
    }[];
    const redsId = teams.find((t) => t.name === 'Reds')?.id;
    const squad = await api.call(`/player/list?teamId=${redsId}`);
    expect(names(squad.body.result.list)).toEqual(['Al Keeper', 'Zed Nine', 'Mo Unnumbered']);
    expect(squad.body.result.list[1]).toEqual({
      id: expect.any(Number),
      name: 'Zed Nine',
      names: {},
      number: 9,
      position: 'FW',
      nationality: 'BR',
      gameId: 202,
      team: { id: redsId, name: 'Reds', names: {}, shortName: null, logo: null },
    });
    const game = await api.call('/player/list?gameId=202&size=2');
    expect(names(game.body.result.list)).toEqual(['Al Keeper', 'Bo Seven']);
    expect(game.body.result).toMatchObject({ total: 4, pages: 2 });
    const unknown = await api.call('/player/list?teamId=2147483647');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsg).toBe('The team does not exist');
  });
});

describe('bad input', () => {
  it('is a 400 envelope naming the parameter, in the caller’s language, and writes nothing', async () => {
    const before = await counts();
    for (const [path, field] of [
      ['/league/list?page=0', 'page'],
      ['/league/list?page=-1', 'page'],
      [`/league/list?page=${LIBRARY_PAGE_MAX + 1}`, 'page'],
      ['/league/list?page=abc', 'page'],
      ['/league/list?size=0', 'size'],
      [`/team/list?size=${LIBRARY_SIZE_MAX + 1}`, 'size'],
      ['/player/list?size=99999999999', 'size'],
      ['/league/list?gameId=9999', 'gameId'],
      ['/team/list?gameId=x', 'gameId'],
      ['/team/list?leagueId=0', 'leagueId'],
      ['/player/list?teamId=1.5', 'teamId'],
    ] as const) {
      const answer = await api.call(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.status, path).toBe('fail');
      expect(answer.body.errorMsg, path).toBe(`Invalid parameter: ${field}`);
    }
    const ar = await api.call('/player/list?size=500', undefined, { lan: 'ar' });
    expect(ar.status).toBe(400);
    expect(ar.body.errorMsg).toMatch(/\p{Script=Arabic}/u);
    expect(await counts()).toEqual(before);
  });

  it('is documented: the three calls are in the OpenAPI document', async () => {
    const doc = await (await fetch(`${app.url}/java/openapi.json`)).json();
    for (const path of ['/java/league/list', '/java/team/list', '/java/player/list']) {
      expect(Object.keys(doc.paths)).toContain(path);
      expect(doc.paths[path].get.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['page', 'size', 'gameId']),
      );
    }
  });
});
