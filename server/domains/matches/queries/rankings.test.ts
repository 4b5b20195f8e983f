/**
 * A league's data rankings (issue 14, spec "Database: leagues (… data rankings)"):
 * `GET /java/league/rankings?id=&stat=&size=` ranks the players of a league's finished matches by
 * the figures the feed stored for them (shared/matches/rankings.ts), and the data hubs' figures
 * (`leagueLeaders`, `leagueTeamCounts`, `teamLeagues`) read the same matches.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedTeam } from '../../../../shared/matches/feed.ts';
import { type TestApi, testApi } from '../../../../tests/support/api.ts';
import { startTestApp } from '../../../../tests/support/app.ts';
import type { RunningApp } from '../../../app.ts';
import { queryRows } from '../../../db/client.ts';
import { fixture, SOURCE, update } from '../fixtures.test-support.ts';

let app: RunningApp;
let api: TestApi;
const DAY = 86_400_000;
const premier = { externalId: 'epl', name: 'Premier League' };
const cup = { externalId: 'cup', name: 'Cup' };
const reds: FeedTeam = {
  externalId: 'reds',
  name: 'Reds',
  players: [
    { externalId: 'nina', name: 'Nina Nine', names: { zh_CN: '妮娜' }, number: 9 },
    { externalId: 'ben', name: 'Ben Bench', number: 20 },
  ],
};
const blues: FeedTeam = {
  externalId: 'blues',
  name: 'Blues',
  players: [{ externalId: 'bo', name: 'Bo Seven', number: 7 }],
};
const lineup = (ids: string[]) => ids.map((id) => ({ name: id, starter: true, playerExternalId: id }));
const line = (id: string, values: Record<string, number>) => ({ name: id, playerExternalId: id, values });

/** A finished football match `days` ago; `home`'s and `away`'s player lines as given. */
function finished(
  id: string,
  days: number,
  sides: { home: FeedTeam; away: FeedTeam; league?: typeof premier; score: [number, number] },
  lines: { home: ReturnType<typeof line>[]; away: ReturnType<typeof line>[] },
) {
  const [home, away] = sides.score;
  return {
    fixture: fixture(id, {
      league: sides.league ?? premier,
      startTime: new Date(Date.now() - days * DAY).toISOString(),
      home: sides.home,
      away: sides.away,
      lineups: {
        home: lineup((sides.home.players ?? []).map((p) => p.externalId)),
        away: lineup((sides.away.players ?? []).map((p) => p.externalId)),
      },
    }),
    update: update(
      id,
      5,
      {
        status: 'finished',
        score: { home, away },
        winner: home > away ? 'home' : away > home ? 'away' : null,
      },
      { stats: { total: {}, periods: [], players: lines } },
    ),
  };
}

const games = [
  // Reds 2–1 Blues: Nina 2 goals, rating 8; Ben an assist, 7; Bo a goal, 6.5.
  finished(
    'g1',
    3,
    { home: reds, away: blues, score: [2, 1] },
    {
      home: [
        line('nina', { goals: 2, assists: 0, rating: 8 }),
        line('ben', { goals: 0, assists: 1, rating: 7 }),
      ],
      away: [line('bo', { goals: 1, assists: 0, rating: 6.5 })],
    },
  ),
  // Blues 0–1 Reds: Nina a goal and an assist, 7.5; Ben 6; Bo an assist, 7.
  finished(
    'g2',
    2,
    { home: blues, away: reds, score: [0, 1] },
    {
      home: [line('bo', { goals: 0, assists: 1, rating: 7 })],
      away: [
        line('nina', { goals: 1, assists: 1, rating: 7.5 }),
        line('ben', { goals: 0, assists: 0, rating: 6 }),
      ],
    },
  ),
  // The cup is another league: Nina's 5 goals there do not count in the Premier League.
  finished(
    'c1',
    1,
    { home: reds, away: blues, league: cup, score: [5, 0] },
    { home: [line('nina', { goals: 5, assists: 0, rating: 10 })], away: [] },
  ),
];

let leagueId = 0;
let cupId = 0;
const playerIds: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  await app.services.matches.upsertFixtures([
    ...games.map((g) => g.fixture),
    // A match not played yet: nothing to count.
    fixture('later', { startTime: new Date(Date.now() + DAY).toISOString(), home: reds, away: blues }),
    // A tennis tournament: a family without player figures.
    fixture('t1', {
      gameId: 203,
      league: { externalId: 'open', name: 'Open' },
      home: { externalId: 'ana', name: 'Ana' },
      away: { externalId: 'eva', name: 'Eva' },
    }),
  ]);
  for (const g of games) await app.services.matches.applyUpdate(g.update);
  const leagues = await queryRows<{ id: number; externalId: string }>(
    app.database.db,
    sql`select id, external_id as "externalId" from leagues where source = ${SOURCE}`,
  );
  leagueId = leagues.find((l) => l.externalId === 'epl')?.id ?? 0;
  cupId = leagues.find((l) => l.externalId === 'cup')?.id ?? 0;
  for (const p of await queryRows<{ id: number; externalId: string }>(
    app.database.db,
    sql`select id, external_id as "externalId" from players`,
  ))
    playerIds[p.externalId] = p.id;
});
afterAll(async () => {
  await app.close();
});

interface Line {
  rank: number;
  player: { id: number; name: string; names: Record<string, string> };
  team: { name: string };
  games: number;
  value: number;
}
const brief = (lines: Line[]) => lines.map((l) => [l.rank, l.player.name, l.team.name, l.games, l.value]);

describe('GET /java/league/rankings', () => {
  it("ranks a football league's players by goals, assists and rating from its finished matches only", async () => {
    const answer = await api.call(`/league/rankings?id=${leagueId}`);
    expect(answer.status).toBe(200);
    const { boards, gameId } = answer.body.result;
    expect(gameId).toBe(202);
    expect(boards.map((b: { stat: string }) => b.stat)).toEqual(['goals', 'assists', 'rating']);
    const [goals, assists, rating] = boards as { lines: Line[]; minGames: number; kind: string }[];
    // Goals: Nina 2 + 1 = 3 (the cup's 5 are another league's), Bo 1; Ben scored none.
    expect(brief(goals?.lines ?? [])).toEqual([
      [1, 'Nina Nine', 'Reds', 2, 3],
      [2, 'Bo Seven', 'Blues', 2, 1],
    ]);
    expect(goals?.lines[0]?.player).toEqual({
      id: playerIds.nina,
      name: 'Nina Nine',
      names: { zh_CN: '妮娜' },
    });
    // Assists: one each, a shared first place.
    expect(assists?.lines.map((l) => [l.rank, l.value])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    // Rating per game: Nina (8 + 7.5) / 2, Bo (6.5 + 7) / 2, Ben (7 + 6) / 2.
    expect(rating).toMatchObject({ kind: 'perGame', minGames: 1 });
    expect(brief(rating?.lines ?? [])).toEqual([
      [1, 'Nina Nine', 'Reds', 2, 7.75],
      [2, 'Bo Seven', 'Blues', 2, 6.75],
      [3, 'Ben Bench', 'Reds', 2, 6.5],
    ]);
  });

  it('answers one board with `stat`, `size` lines of it', async () => {
    const answer = await api.call(`/league/rankings?id=${leagueId}&stat=rating&size=1`);
    expect(answer.body.result.boards).toHaveLength(1);
    expect(brief(answer.body.result.boards[0].lines)).toEqual([[1, 'Nina Nine', 'Reds', 2, 7.75]]);
    const cupGoals = await api.call(`/league/rankings?id=${cupId}&stat=goals`);
    expect(brief(cupGoals.body.result.boards[0].lines)).toEqual([[1, 'Nina Nine', 'Reds', 1, 5]]);
  });

  it('answers no boards for a family without player figures', async () => {
    const [open] = await queryRows<{ id: number }>(
      app.database.db,
      sql`select id from leagues where external_id = 'open'`,
    );
    const answer = await api.call(`/league/rankings?id=${open?.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ leagueId: open?.id, gameId: 203, boards: [] });
  });

  it('refuses a board of another family, bad ids and sizes (400), an unknown league (404), writing nothing', async () => {
    const [before] = await queryRows(
      app.database.db,
      sql`select count(*)::int as n, max(seq) as seq from matches`,
    );
    for (const [path, field] of [
      [`/league/rankings?id=${leagueId}&stat=kda`, 'stat'],
      [`/league/rankings?id=${leagueId}&stat=nonsense`, 'stat'],
      ['/league/rankings?id=abc', 'id'],
      ['/league/rankings?id=0', 'id'],
      [`/league/rankings?id=${leagueId}&size=0`, 'size'],
      [`/league/rankings?id=${leagueId}&size=51`, 'size'],
    ] as const) {
      const answer = await api.call(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.errorMsg, path).toBe(`Invalid parameter: ${field}`);
    }
    const unknown = await api.call('/league/rankings?id=2147483647');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsg).toBe('The league does not exist');
    const ar = await api.call(`/league/rankings?id=${leagueId}&stat=kills`, undefined, { lan: 'ar' });
    expect(ar.status).toBe(400);
    expect(ar.body.errorMsg).toMatch(/\p{Script=Arabic}/u);
    const [after] = await queryRows(
      app.database.db,
      sql`select count(*)::int as n, max(seq) as seq from matches`,
    );
    expect(after).toEqual(before);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await fetch(`${app.url}/java/openapi.json`)).json();
    expect(doc.paths['/java/league/rankings'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'stat', 'size']),
    );
  });
});

describe("the data hubs' figures", () => {
  it("name each league's leader with its table's size, in one read for several leagues", async () => {
    const leaders = await app.services.matches.leagueLeaders([leagueId, cupId, 2147483647]);
    // Premier League: Reds won both (6 points) ahead of Blues; the cup: Reds won its one match.
    expect(leaders.get(leagueId)).toMatchObject({
      leagueId,
      teams: 2,
      line: { position: 1, played: 2, won: 2, points: 6, team: { name: 'Reds' } },
    });
    expect(leaders.get(cupId)?.line).toMatchObject({ played: 1, points: 3, team: { name: 'Reds' } });
    expect(leaders.has(2147483647)).toBe(false);
  });

  it("count a league's teams and name each team's league of its latest (or next) match", async () => {
    const counts = await app.services.matches.leagueTeamCounts([leagueId, cupId]);
    expect([counts.get(leagueId), counts.get(cupId)]).toEqual([2, 2]);
    const [redsRow] = await queryRows<{ id: number }>(
      app.database.db,
      sql`select id from teams where external_id = 'reds'`,
    );
    const redsId = redsRow?.id ?? 0;
    // The Reds' latest match started is the cup's (a day ago); the next one is the league's.
    expect((await app.services.matches.teamLeagues([redsId])).get(redsId)).toBe(cupId);
    expect(await app.services.matches.leagueTeamIds(cupId)).toHaveLength(2);
    const activity = await app.services.matches.leagueActivity([202]);
    expect(activity.find((a) => a.leagueId === leagueId)?.matches).toBe(3);
  });
});
