import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedCompetitions } from '../../../../shared/competitions/feed.ts';
import { averageAge } from '../../../../shared/competitions/model.ts';
import { type TestApi, testApi } from '../../../../tests/support/api.ts';
import { startTestApp } from '../../../../tests/support/app.ts';
import type { RunningApp } from '../../../app.ts';
import { queryRows } from '../../../db/client.ts';
import { fixture, SOURCE } from '../../matches/fixtures.test-support.ts';

/**
 * The libraries' profile data through the API (`/java/team/profile`, `/team/transfers`,
 * `/player/profile`, `/league/seasons`, `/league/stages`, `/league/bracket`) and operators'
 * corrections (`/java/admin/competitions/*`), on PGlite, fed through the matches ingest as a feed
 * would feed them.
 */
let app: RunningApp;
let api: TestApi;
let admin: string;

const squad = [
  { externalId: 'p9', name: 'Nine', number: 9, position: 'FW' },
  { externalId: 'p1', name: 'Keeper', number: 1, position: 'GK' },
];

function competitions(overrides: Partial<FeedCompetitions> = {}): FeedCompetitions {
  return {
    source: SOURCE,
    teams: [
      {
        gameId: 202,
        externalId: 'ars',
        name: 'Arsenal',
        founded: 1886,
        coaches: [
          { role: 'assistant', name: 'Second', nationality: 'ES' },
          { role: 'head', name: 'Boss', names: { zh_CN: '老板' }, nationality: 'GB' },
        ],
        prizeMoney: { amount: 12_500_000, currency: 'EUR' },
        honours: [
          { competition: 'Premier League', leagueExternalId: 'epl', season: '2023/24', placement: 2 },
          { competition: 'Premier League', leagueExternalId: 'epl', season: '2024/25', placement: 1 },
          { competition: 'FA Cup', season: '2024/25', placement: 3 },
        ],
        players: [
          { externalId: 'p9', name: 'Nine', birthDate: '2000-02-29', powerRating: 81 },
          { externalId: 'p1', name: 'Keeper', birthDate: '1990-07-15', powerRating: 74 },
        ],
      },
      { gameId: 202, externalId: 'che', name: 'Chelsea' },
    ],
    transfers: [
      {
        externalId: 'tr-1',
        gameId: 202,
        date: '2022-07-01',
        type: 'transfer',
        fee: { amount: 30_000_000, currency: 'EUR' },
        player: { name: 'Nine', externalId: 'p9', teamExternalId: 'ars' },
        from: { name: 'Ajax' },
        to: { externalId: 'che', name: 'Chelsea' },
      },
      {
        externalId: 'tr-2',
        gameId: 202,
        date: '2024-08-15',
        type: 'loan',
        player: { name: 'Nine', externalId: 'p9', teamExternalId: 'ars' },
        from: { externalId: 'che', name: 'Chelsea' },
        to: { externalId: 'ars', name: 'Arsenal' },
      },
      {
        externalId: 'tr-3',
        gameId: 202,
        date: '2025-01-10',
        type: 'free',
        player: { name: 'Gone', nationality: 'FR' },
        from: { externalId: 'ars', name: 'Arsenal' },
        to: { name: 'Lyon' },
      },
    ],
    leagues: [
      {
        gameId: 202,
        externalId: 'epl',
        name: 'Premier League',
        seasons: [
          {
            season: '2025',
            startDate: '2025-01-10',
            endDate: '2025-12-12',
            stages: [
              {
                externalId: 'reg',
                name: 'Regular season',
                format: 'table',
                groups: [{ key: 'main', name: 'Table', teams: ['ars', 'che'] }],
              },
            ],
          },
          {
            season: '2024',
            startDate: '2024-01-10',
            endDate: '2024-12-12',
            prizePool: {
              currency: 'EUR',
              total: 1000,
              distribution: [
                { from: 1, to: 1, amount: 600 },
                { from: 2, to: 2, amount: 400 },
              ],
            },
            stages: [
              {
                externalId: 'reg',
                name: 'Regular season',
                format: 'table',
                marks: [
                  { from: 1, to: 1, kind: 'champion' },
                  { from: 2, to: 2, kind: 'relegation' },
                ],
                groups: [
                  {
                    key: 'main',
                    name: 'Table',
                    teams: ['ars', 'che'],
                    standings: [
                      {
                        team: 'che',
                        position: 2,
                        played: 2,
                        won: 0,
                        drawn: 1,
                        lost: 1,
                        scored: 1,
                        conceded: 3,
                        points: 1,
                      },
                      {
                        team: 'ars',
                        position: 1,
                        played: 2,
                        won: 1,
                        drawn: 1,
                        lost: 0,
                        scored: 3,
                        conceded: 1,
                        points: 4,
                      },
                    ],
                  },
                ],
              },
              {
                externalId: 'final',
                name: 'Final',
                format: 'single_elim',
                bestOf: 1,
                groups: [
                  {
                    key: 'main',
                    name: 'Final',
                    teams: ['ars', 'che'],
                    results: [
                      { home: 'che', away: 'ars', homeScore: 1, awayScore: 2, matchExternalId: 'c-1' },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}

async function ids() {
  const [row] = await queryRows<{ ars: number; che: number; nine: number; keeper: number; league: number }>(
    app.database.db,
    sql`select (select id from teams where external_id = 'ars') as ars, (select id from teams where external_id = 'che') as che,
      (select p.id from players p join teams t on t.id = p.team_id where t.external_id = 'ars' and p.external_id = 'p9') as nine,
      (select p.id from players p join teams t on t.id = p.team_id where t.external_id = 'ars' and p.external_id = 'p1') as keeper,
      (select id from leagues where external_id = 'epl') as league`,
  );
  if (!row) throw new Error('nothing stored');
  return row;
}

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  admin = (await api.asAdmin()).token;
  await app.services.matches.upsertFixtures([
    fixture('c-1', {
      home: { externalId: 'ars', name: 'Arsenal', country: 'GB', players: squad },
      away: { externalId: 'che', name: 'Chelsea', country: 'GB' },
    }),
  ]);
  await app.services.matches.upsertCompetitions(competitions());
});
afterAll(async () => {
  await app.close();
});

describe('GET /java/team/profile', () => {
  it("answers a team's founding year, coaches (head first), prize money, honours (newest first) and squad ages", async () => {
    const { ars, nine, keeper } = await ids();
    const answer = await api.call(`/team/profile?id=${ars}`);
    expect(answer.status).toBe(200);
    const profile = answer.body.result;
    expect(profile).toMatchObject({
      teamId: ars,
      founded: 1886,
      prizeMoney: { amount: 12_500_000, currency: 'EUR' },
      ranking: null,
      corrected: [],
    });
    expect(profile.coaches).toEqual([
      { role: 'head', name: 'Boss', names: { zh_CN: '老板' }, nationality: 'GB' },
      { role: 'assistant', name: 'Second', names: {}, nationality: 'ES' },
    ]);
    expect(
      profile.honours.map((h: { season: string; placement: number }) => `${h.season}:${h.placement}`),
    ).toEqual(['2024/25:1', '2024/25:3', '2023/24:2']);
    expect(profile.squad).toEqual(
      expect.arrayContaining([
        { playerId: nine, birthDate: '2000-02-29', powerRating: 81 },
        { playerId: keeper, birthDate: '1990-07-15', powerRating: 74 },
      ]),
    );
    expect(profile.averageAge).toBe(
      averageAge(['2000-02-29', '1990-07-15'], new Date().toISOString().slice(0, 10)),
    );
  });

  it('lists its transfers in and out, newest first, with fees in whole units and the other side named', async () => {
    const { ars, che, nine } = await ids();
    const { body } = await api.call(`/team/profile?id=${ars}`);
    expect(body.result.transfers.in).toEqual([
      expect.objectContaining({
        date: '2024-08-15',
        type: 'loan',
        fee: null,
        player: expect.objectContaining({ id: nine, name: 'Nine' }),
        from: { id: che, name: 'Chelsea', names: {} },
        to: expect.objectContaining({ id: ars }),
      }),
    ]);
    expect(body.result.transfers.out).toEqual([
      expect.objectContaining({
        type: 'free',
        player: expect.objectContaining({ id: null, name: 'Gone' }),
        to: { id: null, name: 'Lyon', names: {} },
      }),
    ]);
    const chelsea = await api.call(`/team/profile?id=${che}`);
    expect(chelsea.body.result.transfers.in[0]).toMatchObject({
      fee: { amount: 30_000_000, currency: 'EUR' },
      from: { id: null, name: 'Ajax' },
    });
  });

  it('answers 404 for an unknown team and 400 for a malformed id', async () => {
    expect((await api.call('/team/profile?id=999999')).status).toBe(404);
    expect((await api.call('/team/profile?id=abc')).status).toBe(400);
  });
});

describe('GET /java/team/transfers', () => {
  it('pages a team’s transfers, both ways by default', async () => {
    const { ars } = await ids();
    const first = await api.call(`/team/transfers?id=${ars}&size=1`);
    expect(first.body.result).toMatchObject({ page: 1, size: 1, total: 2, pages: 2 });
    expect(first.body.result.list[0].date).toBe('2025-01-10');
    const second = await api.call(`/team/transfers?id=${ars}&size=1&page=2`);
    expect(second.body.result.list[0].date).toBe('2024-08-15');
    const beyond = await api.call(`/team/transfers?id=${ars}&size=1&page=3`);
    expect(beyond.body.result.list).toEqual([]);
    const out = await api.call(`/team/transfers?id=${ars}&direction=out`);
    expect(out.body.result.total).toBe(1);
  });

  it('refuses a bad direction or size (400) and an unknown team (404)', async () => {
    const { ars } = await ids();
    for (const query of ['direction=sideways', 'size=0', 'size=101', 'page=0']) {
      expect((await api.call(`/team/transfers?id=${ars}&${query}`)).status, query).toBe(400);
    }
    expect((await api.call('/team/transfers?id=999999')).status).toBe(404);
  });
});

describe('GET /java/player/profile', () => {
  it("answers birth date, power rating and a service record from the player's transfers, ending at their team", async () => {
    const { nine, ars, che } = await ids();
    const { body } = await api.call(`/player/profile?id=${nine}`);
    expect(body.result).toMatchObject({ playerId: nine, birthDate: '2000-02-29', powerRating: 81 });
    expect(body.result.serviceRecord).toEqual([
      { team: { id: null, name: 'Ajax', names: {} }, from: null, until: '2022-07-01', loan: false },
      { team: { id: che, name: 'Chelsea', names: {} }, from: '2022-07-01', until: '2024-08-15', loan: false },
      { team: { id: ars, name: 'Arsenal', names: {} }, from: '2024-08-15', until: null, loan: true },
    ]);
    expect(body.result.transfers.map((t: { date: string }) => t.date)).toEqual(['2024-08-15', '2022-07-01']);
  });

  it('gives a player without moves a record at their team since before the records', async () => {
    const { keeper, ars } = await ids();
    const { body } = await api.call(`/player/profile?id=${keeper}`);
    expect(body.result.serviceRecord).toEqual([
      { team: { id: ars, name: 'Arsenal', names: {} }, from: null, until: null, loan: false },
    ]);
  });

  it('prefers a service record the feed gives', async () => {
    const { keeper, che } = await ids();
    const data = competitions();
    const arsenal = data.teams?.[0];
    if (!arsenal?.players?.[1]) throw new Error('fixture changed');
    arsenal.players[1] = {
      ...arsenal.players[1],
      career: [
        { team: { externalId: 'che', name: 'Chelsea' }, from: '2010-07-01', until: '2015-06-30' },
        { team: { externalId: 'ars', name: 'Arsenal' }, from: '2015-07-01' },
      ],
    };
    await app.services.matches.upsertCompetitions(data);
    const { body } = await api.call(`/player/profile?id=${keeper}`);
    expect(body.result.serviceRecord[0]).toEqual({
      team: { id: che, name: 'Chelsea', names: {} },
      from: '2010-07-01',
      until: '2015-06-30',
      loan: false,
    });
    expect(body.result.serviceRecord[1].until).toBeNull();
  });

  it('answers 404 for an unknown player', async () => {
    expect((await api.call('/player/profile?id=999999')).status).toBe(404);
  });
});

describe('GET /java/league/seasons, /league/stages and /league/bracket', () => {
  it('lists the seasons, latest first, the current one marked, with prize pool and stages', async () => {
    const { league } = await ids();
    const { body } = await api.call(`/league/seasons?id=${league}`);
    expect(body.result.map((s: { season: string; current: boolean }) => [s.season, s.current])).toEqual([
      ['2025', true],
      ['2024', false],
    ]);
    expect(body.result[1].prizePool).toEqual({
      currency: 'EUR',
      total: 1000,
      distribution: [
        { from: 1, to: 1, amount: 600 },
        { from: 2, to: 2, amount: 400 },
      ],
    });
    expect(body.result[1].stages.map((s: { format: string }) => s.format)).toEqual(['table', 'single_elim']);
  });

  it("answers a season's stages: the feed's standings with marks, the bracket drawn by the model, the match linked", async () => {
    const { league, ars, che } = await ids();
    const current = await api.call(`/league/stages?id=${league}`);
    expect(current.body.result[0]).toMatchObject({ season: '2025', format: 'table' });
    expect(current.body.result[0].groups[0].standings).toBeNull();

    const { body } = await api.call(`/league/stages?id=${league}&season=2024`);
    const [table, final] = body.result;
    expect(table.marks).toEqual([
      { from: 1, to: 1, kind: 'champion' },
      { from: 2, to: 2, kind: 'relegation' },
    ]);
    expect(table.groups[0].standings.map((r: { team: { id: number } }) => r.team.id)).toEqual([che, ars]);
    const list = await api.call('/v2/match/getPCGameMatchByCondition', { gameId: 202, statusGroup: 'all' });
    const matchId = list.body.result.list[0].id;
    expect(final.groups[0].results).toEqual([
      { home: che, away: ars, homeScore: 1, awayScore: 2, winner: 'away', matchId, date: null },
    ]);
    const bracket = final.groups[0].bracket;
    expect(bracket.format).toBe('singleElimination');
    expect(bracket.rounds[0].matches[0]).toMatchObject({
      home: ars,
      away: che,
      score: { home: 2, away: 1 },
      winner: 'home',
    });

    const one = await api.call(`/league/bracket?stageId=${final.id}`);
    expect(one.body.result.groups[0].bracket).toEqual(bracket);
  });

  it('answers 404 for an unknown league, season or stage and 400 for malformed ones', async () => {
    const { league } = await ids();
    const season = await api.call(`/league/stages?id=${league}&season=1999`);
    expect(season.status).toBe(404);
    expect(season.body.errorMsg).toContain('1999');
    expect((await api.call('/league/seasons?id=999999')).status).toBe(404);
    expect((await api.call('/league/bracket?stageId=999999')).status).toBe(404);
    expect((await api.call('/league/bracket?stageId=x')).status).toBe(400);
    expect((await api.call('/league/bracket')).status).toBe(400);
  });
});

describe('corrections by an administrator (/java/admin/competitions/*)', () => {
  const correct = (body: unknown) => api.call('/admin/competitions/correct', body, { token: admin });
  const uncorrect = (body: unknown) => api.call('/admin/competitions/uncorrect', body, { token: admin });

  it("win over the feed: a team's name and founding year stay corrected after the feed says otherwise", async () => {
    const { ars } = await ids();
    const done = await correct({ kind: 'team', id: ars, fields: { name: 'Arsenal FC', founded: 1887 } });
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({
      kind: 'team',
      id: ars,
      fields: { name: 'Arsenal FC', founded: 1887 },
      feed: { name: 'Arsenal', founded: 1886 },
    });
    expect((await api.call(`/team/detail?id=${ars}`)).body.result.name).toBe('Arsenal FC');
    // The feed updates the team: a new name of its own, the profile again.
    await app.services.matches.upsertFixtures([
      fixture('c-2', {
        home: { externalId: 'ars', name: 'Arsenal London', country: 'GB' },
        away: { externalId: 'che', name: 'Chelsea' },
      }),
    ]);
    await app.services.matches.upsertCompetitions(competitions());
    expect((await api.call(`/team/detail?id=${ars}`)).body.result.name).toBe('Arsenal FC');
    const profile = (await api.call(`/team/profile?id=${ars}`)).body.result;
    expect(profile.founded).toBe(1887);
    expect(profile.corrected).toEqual(['founded', 'name']);
    // Match rows read the corrected name too (the columns hold what is shown).
    const list = await api.call('/v2/match/getPCGameMatchByCondition', { gameId: 202, statusGroup: 'all' });
    expect(list.body.result.list.every((m: { home: { name: string } }) => m.home.name === 'Arsenal FC')).toBe(
      true,
    );
  });

  it('reach search: the corrected name is found, and the feed’s again once removed', async () => {
    const { ars } = await ids();
    const found = await api.call(`/search?text=${encodeURIComponent('Arsenal FC')}&kind=team`);
    expect(
      found.body.result.groups[0].hits.map((h: { id: number; name: string }) => [h.id, h.name]),
    ).toContainEqual([ars, 'Arsenal FC']);
    const removed = await uncorrect({ kind: 'team', id: ars, fields: ['name'] });
    expect(removed.body.result).toEqual({ removed: ['name'] });
    // The feed's latest name shows again (it said "Arsenal London" while the correction stood).
    expect((await api.call(`/team/detail?id=${ars}`)).body.result.name).toBe('Arsenal London');
    const again = await api.call(`/search?text=${encodeURIComponent('Arsenal London')}&kind=team`);
    expect(again.body.result.groups[0].hits.map((h: { id: number }) => h.id)).toContain(ars);
    expect((await api.call(`/team/profile?id=${ars}`)).body.result.founded).toBe(1887);
    await uncorrect({ kind: 'team', id: ars });
    expect((await api.call(`/team/profile?id=${ars}`)).body.result.founded).toBe(1886);
  });

  it("keep a player's corrected birth date and position through the feed's next profiles and fixtures", async () => {
    const { keeper } = await ids();
    expect(
      (await correct({ kind: 'player', id: keeper, fields: { birthDate: '1991-01-02', position: 'DF' } }))
        .status,
    ).toBe(200);
    await app.services.matches.upsertCompetitions(competitions());
    await app.services.matches.upsertFixtures([
      fixture('c-3', {
        home: { externalId: 'ars', name: 'Arsenal London', players: squad },
        away: { externalId: 'che', name: 'Chelsea' },
      }),
    ]);
    const profile = (await api.call(`/player/profile?id=${keeper}`)).body.result;
    expect(profile.birthDate).toBe('1991-01-02');
    expect(profile.corrected).toEqual(['birthDate', 'position']);
    expect((await api.call(`/player/detail?id=${keeper}`)).body.result.position).toBe('DF');
    const list = await api.call('/admin/competitions/corrections?kind=player', undefined, { token: admin });
    expect(list.body.result.list).toEqual([
      expect.objectContaining({
        kind: 'player',
        id: keeper,
        feed: { birthDate: '1990-07-15', position: 'GK' },
      }),
    ]);
    await uncorrect({ kind: 'player', id: keeper });
    expect((await api.call(`/player/profile?id=${keeper}`)).body.result.birthDate).toBe('1990-07-15');
    expect((await api.call(`/player/detail?id=${keeper}`)).body.result.position).toBe('GK');
  });

  it("corrects a team's coaches, names cleaned like a feed's", async () => {
    const { che } = await ids();
    await correct({
      kind: 'team',
      id: che,
      fields: { coaches: [{ role: 'head', name: 'New Boss', names: { ZH_CN: '新老板', xx: 'dropped' } }] },
    });
    const profile = (await api.call(`/team/profile?id=${che}`)).body.result;
    expect(profile.coaches).toEqual([
      { role: 'head', name: 'New Boss', names: { zh_CN: '新老板' }, nationality: null },
    ]);
    await uncorrect({ kind: 'team', id: che });
    expect((await api.call(`/team/profile?id=${che}`)).body.result.coaches).toEqual([]);
  });

  it("give the console what subjects show and one subject's correction (its values and the feed's)", async () => {
    const { ars, keeper, league } = await ids();
    const profiles = app.services.profiles;
    expect(await profiles.correctionOf('player', keeper)).toBeNull();
    await correct({ kind: 'player', id: keeper, fields: { number: 12 } });
    const shown = await profiles.shownFields('player', [keeper, 999999]);
    expect([...shown.keys()]).toEqual([keeper]);
    expect(shown.get(keeper)).toMatchObject({
      name: 'Keeper',
      number: 12,
      position: 'GK',
      birthDate: '1990-07-15',
    });
    expect(await profiles.correctionOf('player', keeper)).toMatchObject({
      kind: 'player',
      id: keeper,
      fields: { number: 12 },
      feed: { number: 1 },
    });
    expect((await profiles.shownFields('team', [ars])).get(ars)).toMatchObject({
      name: 'Arsenal London',
      founded: 1886,
      coaches: expect.any(Array),
    });
    expect((await profiles.shownFields('league', [league])).get(league)).toMatchObject({ names: {} });
    await uncorrect({ kind: 'player', id: keeper });
    expect(await profiles.correctionOf('player', keeper)).toBeNull();
  });

  it('refuses a field the subject does not have (400), an unknown subject (404), nothing to remove (404): nothing written', async () => {
    const { keeper } = await ids();
    const wrong = await correct({ kind: 'player', id: keeper, fields: { founded: 1900 } });
    expect(wrong.status).toBe(400);
    const unknown = await correct({ kind: 'team', id: 999999, fields: { name: 'X' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsg).toBe('The team does not exist');
    for (const body of [
      { kind: 'team', id: 1, fields: {} },
      { kind: 'team', id: 1, fields: { name: '' } },
      { kind: 'player', id: keeper, fields: { birthDate: '2001-02-30' } },
      { kind: 'coach', id: 1, fields: { name: 'X' } },
    ]) {
      expect((await correct(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await uncorrect({ kind: 'player', id: keeper })).status).toBe(404);
    const list = await api.call('/admin/competitions/corrections', undefined, { token: admin });
    expect(list.body.result.total).toBe(0);
  });

  it('are for administrators only', async () => {
    const user = await api.signUp('fan@example.com');
    const { ars } = await ids();
    const refused = await api.call(
      '/admin/competitions/correct',
      { kind: 'team', id: ars, fields: { name: 'X' } },
      { token: user.token },
    );
    expect(refused.status).toBe(403);
    expect((await api.call(`/team/detail?id=${ars}`)).body.result.name).toBe('Arsenal London');
  });
});
