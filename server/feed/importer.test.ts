import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeedCompetitions } from '../../shared/competitions/feed.ts';
import type { FeedFixture, FeedMatchUpdate, FeedSink } from '../../shared/matches/feed.ts';
import { FixtureFileError, importFixtureFile, parseFixtureFile } from './importer.ts';

const EXAMPLE = join(import.meta.dirname, 'fixtures', 'example.json');

function recorder() {
  const fixtures: FeedFixture[] = [];
  const updates: FeedMatchUpdate[] = [];
  const competitions: FeedCompetitions[] = [];
  const sink: FeedSink = {
    async upsertFixtures(batch) {
      fixtures.push(...batch);
    },
    async applyUpdate(update) {
      updates.push(update);
    },
    async upsertCompetitions(data) {
      competitions.push(data);
    },
  };
  return { sink, fixtures, updates, competitions };
}

async function example(): Promise<{
  source: string;
  fixtures: Record<string, unknown>[];
  updates: Record<string, unknown>[];
}> {
  return JSON.parse(await readFile(EXAMPLE, 'utf8'));
}

/** The problems reported for a file, or [] when it is accepted. */
function problems(raw: unknown): string[] {
  try {
    parseFixtureFile(raw);
    return [];
  } catch (error) {
    if (error instanceof FixtureFileError) return error.problems;
    throw error;
  }
}

describe('fixture file importer', () => {
  it('imports the example file: fixtures first, then updates, with the file source', async () => {
    const { sink, fixtures, updates } = recorder();
    const counts = await importFixtureFile(EXAMPLE, sink);
    expect(counts).toEqual({
      fixtures: 3,
      updates: 2,
      incidents: 6,
      teamProfiles: 5,
      transfers: 3,
      seasons: 3,
    });
    expect(new Set(fixtures.map((f) => f.gameId))).toEqual(new Set([202, 1, 203]));
    expect(fixtures.every((f) => f.source === 'example-import')).toBe(true);
    expect(updates.map((u) => [u.externalId, u.state.status])).toEqual([
      ['ex-football-1', 'finished'],
      ['ex-lol-1', 'live'],
    ]);
    expect(updates.every((u) => u.source === 'example-import')).toBe(true);
  });

  it('accepts teams with players and line-ups naming them, and files with neither', async () => {
    const { fixtures } = parseFixtureFile(await example());
    const [football, lol, tennis] = fixtures;
    expect(football?.home?.players?.[0]).toEqual({
      externalId: 'ex-p-hartley',
      name: 'Oliver Hartley',
      number: 9,
      position: 'FW',
      nationality: 'GB',
    });
    expect(football?.lineups?.home.filter((p) => p.playerExternalId)).toHaveLength(4);
    expect(football?.lineups?.home.at(-1)).toEqual({
      name: 'Tom Ashby',
      number: 18,
      position: 'MF',
      starter: false,
    });
    expect(lol?.home?.players?.map((p) => p.position)).toEqual(['top', 'jungle', 'mid', 'bot', 'support']);
    expect(tennis?.home?.players).toEqual([
      { externalId: 'ex-lukas-brandt', name: 'Lukas Brandt', nationality: 'DE' },
    ]);

    // The format before players: no players, line-ups without ids.
    const older = await example();
    for (const f of older.fixtures as Array<{
      home: { players?: unknown };
      away: { players?: unknown };
      lineups?: unknown;
    }>) {
      delete f.home.players;
      delete f.away.players;
      f.lineups = { home: [{ name: 'A', number: 9, starter: true }], away: [] };
    }
    expect(problems(older)).toEqual([]);

    // Head coaches may be named; a coach with an empty name is refused.
    const coached = await example();
    const first = coached.fixtures[0] as { lineups: Record<string, unknown> };
    first.lineups = { ...first.lineups, coaches: { home: 'Mara Lind', away: 'Joe Park' } };
    expect(parseFixtureFile(coached).fixtures[0]?.lineups?.coaches).toEqual({
      home: 'Mara Lind',
      away: 'Joe Park',
    });
    first.lineups = { ...first.lineups, coaches: { home: ' ' } };
    expect(problems(coached)[0]).toMatch(/lineups\.coaches\.home: must not be empty/);
  });

  it('refuses a malformed player, naming the fixture, the team and the field', async () => {
    const file = await example();
    const home = (file.fixtures[0] as { home: { players: Record<string, unknown>[] } }).home;
    home.players[1] = { ...home.players[1], name: '' };
    home.players[2] = { ...home.players[2], nationality: 'England', number: -1 };
    home.players.push({ externalId: 'ex-p-x', name: 'X', shirt: 7 });
    const found = problems(file);
    expect(found).toEqual([
      'fixtures[0] "ex-football-1": home.players[1].name: must not be empty',
      expect.stringMatching(/^fixtures\[0\] "ex-football-1": home\.players\[2\]\.number: /),
      'fixtures[0] "ex-football-1": home.players[2].nationality: must be a two-letter country code',
      expect.stringMatching(/^fixtures\[0\] "ex-football-1": home\.players\[4\]: .*"shirt"/),
    ]);
  });

  it('refuses a player listed twice in a team, and line-ups naming a player twice or one the team does not list', async () => {
    const file = await example();
    const football = file.fixtures[0] as {
      home: { players: Record<string, unknown>[] };
      lineups: { home: Record<string, unknown>[]; away: Record<string, unknown>[] };
    };
    football.home.players.push({ ...football.home.players[0], name: 'Other Hartley' });
    football.lineups.home[1] = { ...football.lineups.home[1], playerExternalId: 'ex-p-okafor' };
    football.lineups.away[0] = { ...football.lineups.away[0], playerExternalId: 'ex-p-hartley' };
    expect(problems(file)).toEqual([
      'fixtures[0] "ex-football-1": home.players[4]: externalId "ex-p-hartley" used twice in the team',
      'fixtures[0] "ex-football-1": lineups.home[1]: playerExternalId "ex-p-okafor" used twice in the line-up',
      'fixtures[0] "ex-football-1": lineups.away[0]: playerExternalId "ex-p-hartley" is not a player of away "ex-redhaven-city"',
    ]);
  });

  it('accepts technical statistics by known key, and refuses unknown keys, negative values and percentages over 100', async () => {
    expect(problems(await example())).toEqual([]);
    for (const [values, message] of [
      [{ shotz: { home: 1, away: 2 } }, /stats\.total/],
      [{ shots: { home: -1, away: 2 } }, /stats\.total\.shots\.home/],
      [{ possession: { home: 120, away: 0 } }, /percentage/],
    ] as const) {
      const file = await example();
      const update = file.updates[0] as { stats: { total: unknown } };
      update.stats = { ...update.stats, total: values };
      const found = problems(file);
      expect(found, JSON.stringify(values)).toHaveLength(1);
      expect(found[0]).toMatch(/^updates\[0\] "ex-football-1": /);
      expect(found[0]).toMatch(message);
    }
  });

  it('accepts esports statistics: a MOBA map with its gold series and draft, a battle-royale game table', async () => {
    const file = await example();
    const lol = file.updates[1] as { stats?: unknown };
    lol.stats = {
      total: { kills: { home: 12, away: 7 }, gold: { home: 48.2, away: 41.9 } },
      periods: [
        { type: 'map', index: 1, values: { kills: { home: 12, away: 7 }, towers: { home: 6, away: 2 } } },
      ],
      gold: [
        {
          index: 1,
          points: [
            { minute: 0, diff: 0 },
            { minute: 12, diff: 1.4 },
            { minute: 25, diff: 6.3 },
          ],
        },
      ],
      draft: [
        {
          index: 1,
          home: { picks: ['Aatrox', 'Vi', 'Ahri', 'Jinx', 'Thresh'], bans: ['Azir', 'Zeri'] },
          away: { picks: ['Gnar', 'Sejuani', 'Syndra', 'Varus', 'Rakan'], bans: ['Yone', 'Rell'] },
        },
      ],
      games: [
        {
          index: 1,
          teams: [
            { participant: 2, place: 1, kills: 9, points: 19 },
            { participant: 0, place: 2, kills: 4, points: 10 },
          ],
        },
      ],
    };
    const { sink, updates } = recorder();
    const dir = await mkdtemp(join(tmpdir(), 'fixtures-'));
    const path = join(dir, 'esports.json');
    await writeFile(path, JSON.stringify(file));
    await importFixtureFile(path, sink);
    expect(updates[1]?.stats?.gold?.[0]?.points).toHaveLength(3);
    expect(updates[1]?.stats?.draft?.[0]?.away.picks[4]).toBe('Rakan');
    expect(updates[1]?.stats?.games?.[0]?.teams.map((t) => t.place)).toEqual([1, 2]);
  });

  it('refuses malformed gold series, drafts and game tables with a clear line, and writes nothing', async () => {
    const draftOf = (home: string[], away: string[]) => [
      { index: 1, home: { picks: home, bans: [] }, away: { picks: away, bans: [] } },
    ];
    for (const [stats, message] of [
      [
        {
          gold: [
            {
              index: 1,
              points: [
                { minute: 5, diff: 1 },
                { minute: 3, diff: 2 },
              ],
            },
          ],
        },
        /stats\.gold\[0\]\.points: minutes must not go back/,
      ],
      [{ gold: [{ index: 0, points: [] }] }, /stats\.gold\[0\]\.index/],
      [
        { draft: draftOf(['Ahri', 'Vi'], ['Ahri']) },
        /stats\.draft\[0\]\.away\.picks\[0\]: "Ahri" appears twice on the map/,
      ],
      [
        { draft: [{ index: 1, home: { picks: ['Vi'] }, away: { picks: [], bans: [] } }] },
        /stats\.draft\[0\]\.home\.bans/,
      ],
      [
        {
          draft: draftOf(
            ['Vi', 'Ahri', 'Jinx', 'Thresh', 'Gnar', 'Azir', 'Zeri', 'Rell', 'Rakan', 'Varus', 'Yone'],
            [],
          ),
        },
        /stats\.draft\[0\]\.home\.picks/,
      ],
      [
        { games: [{ index: 1, teams: [{ participant: 1, place: 0, kills: 2, points: 2 }] }] },
        /stats\.games\[0\]\.teams\[0\]\.place/,
      ],
      [
        { games: [{ index: 1, teams: [{ participant: 1, place: 1, kills: 2, points: 12, alive: 3 }] }] },
        /stats\.games\[0\]\.teams\[0\]: .*"alive"/,
      ],
      [
        {
          games: [
            {
              index: 1,
              teams: [
                { participant: 1, place: 1, kills: 2, points: 12 },
                { participant: 1, place: 2, kills: 0, points: 6 },
              ],
            },
          ],
        },
        /stats\.games\[0\]\.teams\[1\]\.participant: participant 1 listed twice in the game/,
      ],
    ] as const) {
      const file = await example();
      const update = file.updates[1] as Record<string, unknown>;
      update.stats = { total: {}, periods: [], ...stats };
      const found = problems(file);
      expect(found, JSON.stringify(stats)).toHaveLength(1);
      expect(found[0]).toMatch(/^updates\[1\] "ex-lol-1": /);
      expect(found[0]).toMatch(message);
      const { sink, fixtures, updates } = recorder();
      const dir = await mkdtemp(join(tmpdir(), 'fixtures-'));
      const path = join(dir, 'bad-esports.json');
      await writeFile(path, JSON.stringify(file));
      await expect(importFixtureFile(path, sink)).rejects.toBeInstanceOf(FixtureFileError);
      expect([fixtures, updates]).toEqual([[], []]);
    }
  });

  it('accepts players’ figures of both sides, and refuses negative figures, a nameless player or a field it does not know', async () => {
    const file = await example();
    const football = file.updates[0] as { stats: Record<string, unknown> };
    football.stats = {
      ...football.stats,
      players: {
        home: [
          { name: 'Sam Striker', playerExternalId: 'st', values: { goals: 1, minutes: 90, rating: 7.9 } },
        ],
        away: [{ name: 'Gil Keeper', values: { minutes: 90 } }],
        // Esports name each map's figures too; any family may (the shape is the same).
        maps: [
          {
            index: 1,
            home: [{ name: 'Sam Striker', playerExternalId: 'st', values: { goals: 1 } }],
            away: [],
          },
        ],
      },
    };
    const { sink, updates } = recorder();
    const dir = await mkdtemp(join(tmpdir(), 'fixtures-'));
    const path = join(dir, 'players.json');
    await writeFile(path, JSON.stringify(file));
    await importFixtureFile(path, sink);
    expect(updates[0]?.stats?.players?.home[0]).toEqual({
      name: 'Sam Striker',
      playerExternalId: 'st',
      values: { goals: 1, minutes: 90, rating: 7.9 },
    });
    expect(updates[0]?.stats?.players?.maps?.[0]?.home[0]?.values).toEqual({ goals: 1 });
    for (const [maps, message] of [
      [[{ index: 0, home: [], away: [] }], /stats\.players\.maps\[0\]\.index/],
      [
        [{ index: 1, home: [{ name: 'Sam', values: { kills: -2 } }], away: [] }],
        /stats\.players\.maps\[0\]\.home\[0\]\.values\.kills/,
      ],
      [[{ index: 1, home: [], away: [], hero: 'x' }], /stats\.players\.maps\[0\]: .*"hero"/],
    ] as const) {
      const bad = await example();
      const update = bad.updates[0] as { stats: Record<string, unknown> };
      update.stats = { ...update.stats, players: { home: [], away: [], maps } };
      const found = problems(bad);
      expect(found, JSON.stringify(maps)).toHaveLength(1);
      expect(found[0]).toMatch(message);
    }
    for (const [line, message] of [
      [{ name: 'Sam', values: { goals: -1 } }, /stats\.players\.home\[0\]\.values\.goals/],
      [{ name: ' ', values: {} }, /stats\.players\.home\[0\]\.name: must not be empty/],
      [{ name: 'Sam', values: {}, playerId: 4 }, /stats\.players\.home\[0\]: .*"playerId"/],
    ] as const) {
      const bad = await example();
      const update = bad.updates[0] as { stats: Record<string, unknown> };
      update.stats = { ...update.stats, players: { home: [line], away: [] } };
      const found = problems(bad);
      expect(found, JSON.stringify(line)).toHaveLength(1);
      expect(found[0]).toMatch(/^updates\[0\] "ex-football-1": /);
      expect(found[0]).toMatch(message);
    }
  });

  it('takes a venue as the feed names it, and refuses an empty or overlong one', async () => {
    const { fixtures } = parseFixtureFile(await example());
    expect(fixtures.map((f) => f.venue)).toEqual([
      'Ashbridge Park',
      'EULS Studio, Rheinfeld',
      'Kingsmoor Lawn Tennis Club',
    ]);
    const empty = await example();
    empty.fixtures[0] = { ...empty.fixtures[0], venue: '  ' };
    expect(problems(empty)).toEqual(['fixtures[0] "ex-football-1": venue: must not be empty']);
    const long = await example();
    long.fixtures[0] = { ...long.fixtures[0], venue: 'x'.repeat(121) };
    expect(problems(long)).toHaveLength(1);
    expect(problems(long)[0]).toMatch(/^fixtures\[0\] "ex-football-1": venue: /);
  });

  it('takes names in other languages for leagues, teams and players, and refuses unknown codes or empty names', async () => {
    const file = await example();
    const first = file.fixtures[0] as { league: object; home: { players?: object[] } };
    file.fixtures[0] = {
      ...first,
      league: { ...first.league, names: { zh_CN: '阿尔比恩超级联赛' } },
      home: {
        ...first.home,
        names: { zh_CN: '阿什布里奇联', ko: '애시브리지 유나이티드' },
        players: (first.home.players ?? []).map((p, i) => (i === 0 ? { ...p, names: { zh_tw: '王偉' } } : p)),
      },
    };
    const { fixtures } = parseFixtureFile(file);
    expect(fixtures[0]?.league.names).toEqual({ zh_CN: '阿尔比恩超级联赛' });
    expect(fixtures[0]?.home?.names).toEqual({ zh_CN: '阿什布里奇联', ko: '애시브리지 유나이티드' });
    expect(fixtures[0]?.home?.players?.[0]?.names).toEqual({ zh_tw: '王偉' });
    const bad = await example();
    bad.fixtures[0] = { ...first, home: { ...first.home, names: { xx: 'Nope', ko: ' ' } } };
    expect(problems(bad)).toEqual([
      'fixtures[0] "ex-football-1": home.names.ko: must not be empty',
      expect.stringMatching(/^fixtures\[0\] "ex-football-1": home\.names\.xx: unknown language code xx/),
    ]);
  });

  it('refuses an unknown game id, naming the entry', async () => {
    const file = await example();
    file.fixtures[1] = { ...file.fixtures[1], gameId: 99 };
    expect(problems(file)).toEqual(['fixtures[1] "ex-lol-1": gameId: unknown game 99']);
  });

  it('refuses a start time that is not an ISO instant with a time zone', async () => {
    const file = await example();
    file.fixtures[2] = { ...file.fixtures[2], startTime: '15/03/2026 12:30' };
    const noZone = await example();
    noZone.fixtures[0] = { ...noZone.fixtures[0], startTime: '2026-03-14T15:00:00' };
    for (const raw of [file, noZone]) {
      const [problem] = problems(raw);
      expect(problem).toMatch(
        /^fixtures\[\d\] "ex-(tennis|football)-1": startTime: must be an ISO 8601 date-time/,
      );
    }
  });

  it('refuses a status outside MATCH_STATUSES, in fixtures and updates', async () => {
    const file = await example();
    file.fixtures[0] = { ...file.fixtures[0], status: 'ended' };
    const update = file.updates[1] as { state: Record<string, unknown> };
    update.state = { ...update.state, status: 'paused' };
    const found = problems(file);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^fixtures\[0\] "ex-football-1": status: /);
    expect(found[0]).toContain('"not_started"');
    expect(found[1]).toMatch(/^updates\[1\] "ex-lol-1": state\.status: /);
  });

  it('checks what spans entries: teams, duplicate ids, updates without fixture, growing seq', async () => {
    const file = await example();
    const { home: _home, ...noHome } = file.fixtures[2] as { home: unknown };
    file.fixtures[2] = noHome;
    file.fixtures.push({ ...file.fixtures[0] });
    file.updates.push({ ...file.updates[0], externalId: 'ex-missing' }, { ...file.updates[1] });
    expect(problems(file)).toEqual([
      'fixtures[2] "ex-tennis-1": home and away are required',
      'fixtures[3] "ex-football-1": externalId used twice',
      'updates[2] "ex-missing": no fixture with this externalId in the file',
      'updates[3] "ex-lol-1": state.seq 1 does not grow (previous 1)',
    ]);
  });

  it('requires participants for battle royale fixtures', async () => {
    const file = await example();
    file.fixtures[0] = { ...file.fixtures[0], gameId: 5 };
    expect(problems(file)).toEqual([
      'fixtures[0] "ex-football-1": a battle royale fixture needs participants',
    ]);
  });

  it('refuses a file that is not JSON, naming the file, and writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fixtures-'));
    const path = join(dir, 'broken.json');
    await writeFile(path, '{ "source": "x", ');
    const { sink, fixtures } = recorder();
    await expect(importFixtureFile(path, sink)).rejects.toThrow(new RegExp(`${path}.*\\n.*not valid JSON`));
    const bad = join(dir, 'bad.json');
    const file = await example();
    file.fixtures[0] = { ...file.fixtures[0], gameId: 1234 };
    await writeFile(bad, JSON.stringify(file));
    await expect(importFixtureFile(bad, sink)).rejects.toBeInstanceOf(FixtureFileError);
    expect(fixtures).toEqual([]);
  });
});
