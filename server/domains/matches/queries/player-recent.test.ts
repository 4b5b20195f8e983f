/**
 * A player's recent data (spec section 9: "Player recent data: last 20 games"; issue 14:
 * `GET /java/player/recent`): their last 20 finished games whose statistics name them, newest first,
 * with their side, result and figures.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedTeam } from '../../../../shared/matches/feed.ts';
import { PLAYER_RECENT_GAMES } from '../../../../shared/matches/model.ts';
import { type TestApi, testApi } from '../../../../tests/support/api.ts';
import { startTestApp } from '../../../../tests/support/app.ts';
import type { RunningApp } from '../../../app.ts';
import { queryRows } from '../../../db/client.ts';
import { fixture, SOURCE, update } from '../fixtures.test-support.ts';

let app: RunningApp;
let api: TestApi;
const DAY = 86_400_000;
const reds: FeedTeam = {
  externalId: 'reds',
  name: 'Reds',
  players: [
    { externalId: 'nine', name: 'Nina Nine', number: 9 },
    { externalId: 'bench', name: 'Ben Bench', number: 20 },
  ],
};
const blues: FeedTeam = { externalId: 'blues', name: 'Blues' };
const lineup = [
  { name: 'Nina Nine', number: 9, starter: true, playerExternalId: 'nine' },
  { name: 'Ben Bench', number: 20, starter: false, playerExternalId: 'bench' },
];

/** Finished game `n` (`n` days ago) of the Reds, at home on even days; Nina scores `n` goals in it. */
function game(n: number, withNina = true) {
  const home = n % 2 === 0;
  const line = { name: 'Nina Nine', playerExternalId: 'nine', values: { goals: n, minutes: 90 } };
  const bench = { name: 'Ben Bench', playerExternalId: 'bench', values: { goals: 0, minutes: 10 } };
  const ours = withNina ? [line, bench] : [bench];
  return {
    fixture: fixture(`g${n}`, {
      startTime: new Date(Date.now() - n * DAY).toISOString(),
      home: home ? reds : blues,
      away: home ? blues : reds,
      // The line-up names the players (statistics lines get our ids from it).
      lineups: home ? { home: lineup, away: [] } : { home: [], away: lineup },
    }),
    // The Reds win the games of even days (at home), lose the others.
    update: update(
      `g${n}`,
      5,
      { status: 'finished', score: { home: 1, away: 0 }, winner: 'home' },
      {
        stats: {
          total: {},
          periods: [],
          players: home ? { home: ours, away: [] } : { home: [], away: ours },
        },
      },
    ),
  };
}

async function playerId(externalId: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    app.database.db,
    sql`select p.id from players p join teams t on t.id = p.team_id
        where t.source = ${SOURCE} and t.external_id = 'reds' and p.external_id = ${externalId}`,
  );
  if (!row) throw new Error(`no player ${externalId}`);
  return row.id;
}

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  // 23 games with Nina (days 1–23), one without her (day 24 is older; day 0.5 is newer).
  const games = [...Array.from({ length: 23 }, (_, i) => game(i + 1)), game(24, false)];
  const newer = game(0, false);
  newer.fixture.startTime = new Date(Date.now() - DAY / 2).toISOString();
  games.push(newer);
  await app.services.matches.upsertFixtures(games.map((g) => g.fixture));
  for (const g of games) await app.services.matches.applyUpdate(g.update);
});
afterAll(async () => {
  await app.close();
});

describe('player recent data: GET /java/player/recent', () => {
  it(`covers exactly the player's last ${PLAYER_RECENT_GAMES} games, newest first, each with side, result and figures`, async () => {
    const answer = await api.call(`/player/recent?id=${await playerId('nine')}`);
    expect(answer.status).toBe(200);
    const { games } = answer.body.result;
    expect(PLAYER_RECENT_GAMES).toBe(20);
    expect(games).toHaveLength(20);
    // Days 1–20 (the game half a day ago has no line for her; days 21–23 are older than the 20).
    expect(games.map((g: { values: { goals: number } }) => g.values.goals)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(games[0]).toMatchObject({ side: 'away', result: 'L', match: { home: { name: 'Blues' } } });
    expect(games[1]).toMatchObject({ side: 'home', result: 'W', match: { score: { home: 1, away: 0 } } });
  });

  it("answers each player's own lines; an unknown player is a 404, a malformed id a 400", async () => {
    const bench = await api.call(`/player/recent?id=${await playerId('bench')}`);
    expect(bench.body.result.games.length).toBe(20);
    expect(bench.body.result.games[0].values).toEqual({ goals: 0, minutes: 10 });
    const unknown = await api.call('/player/recent?id=2147483647');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsg).toBe('The player does not exist');
    expect((await api.call('/player/recent?id=x')).status).toBe(400);
  });
});
