/**
 * A player's statistics over every stored game (`GET /java/player/stats`, issue 14): by league and
 * the season each game fell in, over their career, the heroes (agents) and weapons they played most.
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
const aces: FeedTeam = { externalId: 'aces', name: 'Aces', players: [{ externalId: 'ace', name: 'Ace' }] };
const others: FeedTeam = { externalId: 'others', name: 'Others' };
const league = (externalId: string, name: string) => ({ externalId, name, season: '2026' });
/** Noon (UTC) of the day `n` days before today. */
const daysAgo = (n: number) => `${new Date(Date.now() - n * DAY).toISOString().slice(0, 10)}T12:00:00.000Z`;

/** A finished Counter-Strike game `n` days ago: the Aces win the even ones; Ace plays `hero`/`weapon`. */
function game(n: number, leagueId: { externalId: string; name: string; season: string }, weapon: string) {
  const line = {
    name: 'Ace',
    playerExternalId: 'ace',
    items: [weapon],
    values: { kills: n, deaths: 2, assists: 1 },
  };
  return {
    fixture: fixture(`s${n}`, {
      gameId: 2,
      league: leagueId,
      startTime: daysAgo(n),
      home: aces,
      away: others,
      lineups: { home: [{ name: 'Ace', starter: true, playerExternalId: 'ace' }], away: [] },
    }),
    update: update(
      `s${n}`,
      5,
      {
        status: 'finished',
        score: { home: n % 2 === 0 ? 2 : 0, away: n % 2 === 0 ? 0 : 2 },
        winner: n % 2 === 0 ? 'home' : 'away',
      },
      { stats: { total: {}, periods: [], players: { home: [line], away: [] } } },
    ),
  };
}

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  const major = league('major', 'Major');
  const cup = league('cup', 'Cup');
  const games = [
    game(1, major, 'AK-47'),
    game(2, major, 'AK-47'),
    game(3, major, 'AWP'),
    game(4, cup, 'AK-47'),
    game(5, cup, 'M4A1-S'),
  ];
  await app.services.matches.upsertFixtures(games.map((g) => g.fixture));
  for (const g of games) await app.services.matches.applyUpdate(g.update);
  // The Major's last season ended three days ago: its game of that day falls in it.
  const ended = daysAgo(3).slice(0, 10);
  await app.services.matches.upsertCompetitions({
    source: SOURCE,
    leagues: [
      {
        gameId: 2,
        externalId: 'major',
        name: 'Major',
        seasons: [{ season: '2025', startDate: '2000-01-01', endDate: ended, stages: [] }],
      },
    ],
  });
});
afterAll(async () => {
  await app.close();
});

async function ace(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    app.database.db,
    sql`select p.id from players p join teams t on t.id = p.team_id where t.source = ${SOURCE} and p.external_id = 'ace'`,
  );
  if (!row) throw new Error('no Ace');
  return row.id;
}

describe('GET /java/player/stats', () => {
  it('sums up every game by league and season (the season whose dates hold it), and the whole career', async () => {
    const id = await ace();
    const { body, status } = await api.call(`/player/stats?id=${id}`);
    expect(status).toBe(200);
    const seasons = body.result.seasons.map(
      (s: { league: string; season: string; played: number; won: number }) => [
        s.league,
        s.season,
        s.played,
        s.won,
      ],
    );
    // Newest first: the Major's games of 1 and 2 days ago (no stored season holds them: the league's
    // season now, 2026), its game of 3 days ago (its 2025 season), the Cup's of 4 and 5 days ago.
    expect(seasons).toEqual([
      ['Major', '2026', 2, 1],
      ['Major', '2025', 1, 0],
      ['Cup', '2026', 2, 1],
    ]);
    expect(body.result.career).toMatchObject({ played: 5, won: 2, winRate: 40 });
    // KDA: (kills 15 + assists 5) / deaths 10.
    expect(body.result.career.kda).toBe(2);
  });

  it('lists the weapons used most (shooters), then by wins and name', async () => {
    const { body } = await api.call(`/player/stats?id=${await ace()}`);
    expect(body.result.weapons).toEqual([
      { name: 'AK-47', played: 3, won: 2 },
      { name: 'AWP', played: 1, won: 0 },
      { name: 'M4A1-S', played: 1, won: 0 },
    ]);
    expect(body.result.heroes).toEqual([]);
  });

  it('answers 404 for an unknown player and 400 for a malformed id', async () => {
    expect((await api.call('/player/stats?id=999999')).status).toBe(404);
    expect((await api.call('/player/stats?id=zero')).status).toBe(400);
  });
});
