/**
 * The match page's tabs that read more than the match itself (issue 13): the odds' movement, and the
 * preview: each side's last finished matches before this one, newest first, the two sides' meetings
 * (either at home) and their league positions, through `GET /java/{game}/{id}/preview`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../../tests/support/api.ts';
import { startTestApp } from '../../../../tests/support/app.ts';
import type { RunningApp } from '../../../app.ts';
import { fixture, update } from '../fixtures.test-support.ts';
import { loadFixtures } from '../index.ts';

let app: RunningApp;
let api: TestApi;
const ids: Record<string, number> = {};
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const reds = { externalId: 'reds', name: 'Reds' };
const blues = { externalId: 'blues', name: 'Blues' };
const greens = { externalId: 'greens', name: 'Greens' };

/** A finished match of two sides, `days` from now, with its score. */
function played(id: string, days: number, home: typeof reds, away: typeof reds, score: [number, number]) {
  return {
    ...fixture(id, { startTime: at(days), home, away }),
    state: update(id, 9, {
      status: 'finished',
      score: { home: score[0], away: score[1] },
      winner: score[0] > score[1] ? 'home' : score[0] < score[1] ? 'away' : null,
    }).state,
  };
}

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  await app.services.matches.upsertFixtures([
    fixture('today', { startTime: at(0), home: reds, away: blues }),
    fixture('next', { startTime: at(1), home: greens, away: reds }),
    fixture('lonely', {
      startTime: at(0),
      home: { externalId: 'x1', name: 'X1' },
      away: { externalId: 'x2', name: 'X2' },
    }),
  ]);
  await loadFixtures(app.database.db, [
    played('m1', -9, reds, blues, [2, 1]),
    played('m2', -6, blues, reds, [0, 0]),
    played('m3', -3, reds, greens, [0, 3]),
    played('m4', -2, greens, blues, [1, 2]),
    // After this match: not part of its preview.
    played('m5', 2, reds, blues, [5, 0]),
  ]);
  const rows = await app.database.db.query.matches.findMany({ columns: { id: true, externalId: true } });
  for (const r of rows) ids[r.externalId] = r.id;
});
afterAll(async () => {
  await app.close();
});

/** The test league's id (every fixture here is of it). */
async function leagueId(): Promise<number | undefined> {
  const rows = await app.database.db.query.matches.findMany({ columns: { leagueId: true }, limit: 1 });
  return rows[0]?.leagueId;
}

async function teamId(externalId: string): Promise<number> {
  const row = await app.database.db.query.teams.findFirst({
    columns: { id: true },
    where: (t, { eq }) => eq(t.externalId, externalId),
  });
  if (!row) throw new Error(`no team ${externalId}`);
  return row.id;
}

describe('match preview: GET /java/{game}/{matchId}/preview', () => {
  it("answers each side's last finished matches before this one and their meetings, newest first", async () => {
    const answer = await api.call(`/soccer/${ids.today}/preview`);
    expect(answer.status).toBe(200);
    const { preview } = answer.body.result;
    const idsOf = (list: { id: number }[]) => list.map((m) => m.id);
    expect(idsOf(preview.home)).toEqual([ids.m3, ids.m2, ids.m1]);
    expect(idsOf(preview.away)).toEqual([ids.m4, ids.m2, ids.m1]);
    expect(idsOf(preview.meetings)).toEqual([ids.m2, ids.m1]);
    expect(preview.meetings[1]).toMatchObject({
      home: { name: 'Reds' },
      away: { name: 'Blues' },
      score: { home: 2, away: 1 },
      winner: 'home',
      league: 'Premier League',
    });
  });

  it("places both sides in their league's table of the finished matches before this one (3 points a win, 1 a draw)", async () => {
    const { preview } = (await api.call(`/soccer/${ids.today}/preview`)).body.result;
    // Counted by hand from m1–m4 (m5 comes after this match): Blues 4 points, ±0; Reds 4 points,
    // −2 (level on points, behind on difference); Greens 3.
    expect(preview.table).toEqual({
      teams: 3,
      home: { position: 2, played: 3, won: 1, drawn: 1, lost: 1, scored: 2, conceded: 4, points: 4 },
      away: { position: 1, played: 3, won: 1, drawn: 1, lost: 1, scored: 3, conceded: 3, points: 4 },
    });
  });

  it('leaves the table out when the page asks for the preview only to learn whether it has data', async () => {
    const [lean] = await app.services.matches.tabs({
      abbr: 'soccer',
      id: ids.today as number,
      tabs: ['preview'],
      previewTable: false,
    });
    expect(lean?.preview?.table).toBeNull();
    expect(lean?.preview?.home.map((m) => m.id)).toEqual([ids.m3, ids.m2, ids.m1]);
  });

  it('is empty for sides with no past, and 404s for a match of another game', async () => {
    const lonely = await api.call(`/soccer/${ids.lonely}/preview`);
    expect(lonely.body.result.preview).toMatchObject({ home: [], away: [], meetings: [], table: null });
    expect((await api.call(`/lol/${ids.today}/preview`)).status).toBe(404);
  });
});

describe('odds movement: GET /java/{game}/{matchId}/odds', () => {
  const europe = (home: number, away: number, updatedAt: string) => ({
    market: 'europe' as const,
    bookmaker: 'Book',
    opening: { home: 2, draw: 3.2, away: 3.6 },
    current: { home, draw: 3.2, away },
    updatedAt,
  });

  it('keeps each arrival of current prices once, in order, beside the opening and current prices', async () => {
    const matches = app.services.matches;
    const first = at(0.01);
    const later = at(0.02);
    await matches.applyUpdate(update('today', 1, {}, { odds: [europe(1.8, 4.2, first)] }));
    await matches.applyUpdate(update('today', 2, {}, { odds: [europe(1.5, 6, later)] }));
    // The same instant again (a feed repeating itself): kept once.
    await matches.applyUpdate(update('today', 3, {}, { odds: [europe(1.5, 6, later)] }));
    const answer = await api.call(`/soccer/${ids.today}/odds`);
    expect(answer.status).toBe(200);
    const { odds, oddsHistory } = answer.body.result;
    expect(odds).toEqual([
      expect.objectContaining({
        opening: { home: 2, draw: 3.2, away: 3.6 },
        current: { home: 1.5, draw: 3.2, away: 6 },
      }),
    ]);
    expect(oddsHistory).toEqual([
      { market: 'europe', bookmaker: 'Book', at: first, prices: { home: 1.8, draw: 3.2, away: 4.2 } },
      { market: 'europe', bookmaker: 'Book', at: later, prices: { home: 1.5, draw: 3.2, away: 6 } },
    ]);
  });
});

describe('statistics: GET /java/{game}/{matchId}/stats', () => {
  it('answers the statistics the feed last sent, whole, and null for a match without any', async () => {
    const stats = {
      total: { shots: { home: 9, away: 4 }, possession: { home: 61, away: 39 } },
      periods: [{ type: 'half' as const, index: 1, values: { shots: { home: 9, away: 4 } } }],
    };
    await app.services.matches.applyUpdate(update('today', 10, {}, { stats }));
    expect((await api.call(`/soccer/${ids.today}/stats`)).body.result).toEqual({
      matchId: ids.today,
      tab: 'stats',
      stats,
    });
    // An update without statistics keeps those held.
    await app.services.matches.applyUpdate(update('today', 11, {}));
    expect((await api.call(`/soccer/${ids.today}/stats`)).body.result.stats).toEqual(stats);
    expect((await api.call(`/soccer/${ids.lonely}/stats`)).body.result.stats).toBeNull();
  });
});

describe('trends: GET /java/{game}/{matchId}/trends', () => {
  it("counts each side's last finished matches: wins, and the lines of this match's odds", async () => {
    await app.services.matches.applyUpdate(
      update(
        'today',
        20,
        {},
        {
          odds: [
            {
              market: 'over_under',
              bookmaker: 'Book',
              opening: { line: 2.5, over: 1.9, under: 1.9 },
              current: { line: 2.5, over: 1.8, under: 2 },
              updatedAt: at(0.05),
            },
            {
              market: 'handicap',
              bookmaker: 'Book',
              opening: { line: -0.5, home: 1.9, away: 1.9 },
              current: { line: -0.5, home: 1.9, away: 1.9 },
              updatedAt: at(0.05),
            },
          ],
        },
      ),
    );
    const { trends } = (await api.call(`/soccer/${ids.today}/trends`)).body.result;
    // Reds before today: m3 0-3 L (home), m2 0-0 D (away), m1 2-1 W (home).
    // Over 2.5: m3 (3) and m1 (3) → 2 of 3. Handicap -0.5 covered: m1 only → 1 of 3.
    expect(trends.home).toEqual({
      played: 3,
      wins: { count: 1, of: 3 },
      over: { line: 2.5, count: 2, of: 3 },
      handicap: { line: -0.5, count: 1, of: 3 },
    });
    // Blues: m4 2-1 W (away), m2 0-0 D (home), m1 1-2 L (away); +0.5 covered: m4 and m2 → 2 of 3.
    expect(trends.away).toEqual({
      played: 3,
      wins: { count: 1, of: 3 },
      over: { line: 2.5, count: 2, of: 3 },
      handicap: { line: 0.5, count: 2, of: 3 },
    });
  });
});

describe('trends of esports: maps over 26.5 kills and over 33 minutes', () => {
  it('counts MOBA maps by their kills and, where the feed gave gold series, by their length', async () => {
    const wolves = { externalId: 'wolves', name: 'Wolves' };
    const bears = { externalId: 'bears', name: 'Bears' };
    const lol = (id: string, days: number, score: [number, number], maps: [number, number][]) => ({
      ...played(id, days, wolves, bears, score),
      gameId: 1,
      league: { externalId: 'lck', name: 'LCK', shortName: 'LCK', season: '2026' },
      state: {
        ...played(id, days, wolves, bears, score).state,
        period: null,
        clock: null,
        periodScores: maps.map(([home, away], i) => ({ type: 'map' as const, index: i + 1, home, away })),
      },
    });
    await app.services.matches.upsertFixtures([
      {
        ...fixture('lol-today', { startTime: at(0), home: wolves, away: bears }),
        gameId: 1,
        league: { externalId: 'lck', name: 'LCK', shortName: 'LCK', season: '2026' },
      },
    ]);
    await loadFixtures(app.database.db, [
      lol(
        'lol1',
        -4,
        [2, 1],
        [
          [18, 9],
          [10, 12],
          [20, 15],
        ],
      ),
      lol(
        'lol2',
        -2,
        [2, 0],
        [
          [5, 21],
          [14, 13],
        ],
      ),
    ]);
    // Map lengths: the last minute of each map's gold series (lol2 has none).
    const gold = (minutes: number[]) => ({
      total: {},
      periods: [],
      gold: minutes.map((m, i) => ({
        index: i + 1,
        points: [
          { minute: 0, diff: 0 },
          { minute: m, diff: 1 },
        ],
      })),
    });
    await app.database.db.execute(
      sql`update matches set stats = ${JSON.stringify(gold([31, 34, 40]))}::jsonb where external_id = 'lol1'`,
    );
    const rows = await app.database.db.query.matches.findMany({ columns: { id: true, externalId: true } });
    const today = rows.find((r) => r.externalId === 'lol-today')?.id;
    const { trends } = (await api.call(`/lol/${today}/trends`)).body.result;
    // Kills per map: 27 ✓, 22, 35 ✓, 26, 27 ✓ → 3 of 5; lengths 31, 34 ✓, 40 ✓ → 2 of 3.
    expect(trends.home.mapsOver).toEqual({ line: 26.5, count: 3, of: 5 });
    expect(trends.home.longMaps).toEqual({ line: 33, count: 2, of: 3 });
    expect(trends.away.longMaps).toEqual({ line: 33, count: 2, of: 3 });
  });
});

describe('league table: GET /java/league/standings (issue 14, the league library)', () => {
  it('ranks every team of the league by its finished matches until now, each with its last results, oldest first', async () => {
    const { result } = (await api.call(`/league/standings?id=${(await leagueId()) ?? 0}`)).body;
    // Counted by hand from m1–m4 (m5 is in two days): Blues 4 points ±0, Reds 4 −2, Greens 3.
    expect(
      result.lines.map((l: { position: number; team: { name: string }; points: number; form: string[] }) => [
        l.position,
        l.team.name,
        l.points,
        l.form.join(''),
      ]),
    ).toEqual([
      [1, 'Blues', 4, 'LDW'],
      [2, 'Reds', 4, 'WDL'],
      [3, 'Greens', 3, 'WL'],
    ]);
    expect(result.lines[0]).toMatchObject({ played: 3, won: 1, drawn: 1, lost: 1, scored: 3, conceded: 3 });
  });

  it('keeps the last five results of a team that played more', async () => {
    await loadFixtures(app.database.db, [
      played('f1', -20, reds, greens, [1, 0]),
      played('f2', -19, reds, greens, [1, 0]),
      played('f3', -18, greens, reds, [2, 0]),
    ]);
    const { result } = (await api.call(`/league/standings?id=${(await leagueId()) ?? 0}`)).body;
    const line = result.lines.find((l: { team: { name: string } }) => l.team.name === 'Reds');
    // Oldest first: f1 W, f2 W, f3 L, m1 W, m2 D, m3 L: the last five leave f1 out.
    expect(line.form).toEqual(['W', 'L', 'W', 'D', 'L']);
    expect(line.played).toBe(6);
  });

  it('404s, translated, for an unknown league and refuses a malformed id; writes nothing', async () => {
    const unknown = await api.call('/league/standings?id=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsg).toBe('The league does not exist');
    expect((await api.call('/league/standings?id=abc')).status).toBe(400);
    expect((await api.call('/league/standings?id=-3')).status).toBe(400);
  });
});

describe("a team's matches: the list calls' teamId (issue 14, the team library)", () => {
  it('lists only its results, newest first, and its fixtures, soonest first', async () => {
    const reds = await teamId('reds');
    const past = await api.call('/v2/match/getPCPastGameMatch', { teamId: reds, size: 20 });
    expect(past.status).toBe(200);
    const pastIds = past.body.result.list.map((m: { id: number }) => m.id);
    expect(pastIds.slice(0, 3)).toEqual([ids.m3, ids.m2, ids.m1]);
    for (const m of past.body.result.list) expect([m.home.name, m.away.name]).toContain('Reds');
    const upcoming = await api.call('/v2/match/getPCUpcomingGameMatch', { teamId: reds });
    expect(upcoming.body.result.list.map((m: { id: number }) => m.id)).toEqual([ids.next]);
    expect((await api.call('/v2/match/getPCPastGameMatch', { teamId: 0 })).status).toBe(400);
  });
});
