import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedFixture, FeedTeam } from '../../shared/matches/feed.ts';
import type { Lineups } from '../../shared/matches/model.ts';
import { testFeed } from '../../tests/support/app.ts';
import { type DatabaseHandle, queryRows } from '../db/client.ts';
import { playerById, playersOfTeam } from '../domains/games/competitions/repository.ts';
import { openMatchesStore } from '../domains/matches/fixtures.test-support.ts';
import type { MatchesService } from '../domains/matches/index.ts';
import type { EventBus } from '../realtime/bus.ts';
import { type FeedRunner, simulatorSource, startFeed } from './runner.ts';

/** The players of the simulator's teams through the runner: initial load, restarts and later feeds. */
const T0 = Date.parse('2026-03-14T15:37:00Z');
const now = () => new Date(T0);
const quiet = { info() {}, warn() {} };
const config = testFeed();
const source = simulatorSource(config.seed);

let database: DatabaseHandle;
let bus: EventBus;
let matches: MatchesService;
let runner: FeedRunner | null = null;

beforeAll(async () => {
  ({ database, bus, matches } = await openMatchesStore(now));
});
afterAll(async () => {
  await runner?.stop();
  await bus.close();
  await database.close();
});

function rows<T>(query: SQL): Promise<T[]> {
  return queryRows<T>(database.db, query);
}

async function load(): Promise<FeedRunner> {
  await runner?.stop();
  runner = await startFeed({ matches, config, log: quiet, now, autoTick: false });
  return runner;
}

function fixtures(): FeedFixture[] {
  const fixtures = runner?.provider?.fixtures();
  if (!fixtures) throw new Error('no simulator');
  return fixtures;
}

interface StoredPlayer {
  id: number;
  teamId: number;
  teamExternalId: string;
  externalId: string;
  name: string;
  number: number | null;
  position: string | null;
  nationality: string | null;
}

function storedPlayers(): Promise<StoredPlayer[]> {
  return rows<StoredPlayer>(sql`
    select p.id, p.team_id as "teamId", t.external_id as "teamExternalId", p.external_id as "externalId",
      p.name, p.number, p.position, p.nationality
    from players p join teams t on t.id = p.team_id where t.source = ${source} order by p.id`);
}

/** Every player row with its version (xmin): equal digests mean nothing was written. */
async function playersDigest() {
  const [row] = await rows<{ n: number; digest: string }>(sql`
    select count(*)::int as n, md5(string_agg(concat_ws('|', p.id, p.team_id, p.external_id, p.name, p.number,
      p.position, p.nationality, p.xmin::text), ',' order by p.id)) as digest
    from players p join teams t on t.id = p.team_id where t.source = ${source}`);
  return row;
}

/** Each team of the fixtures once, with the squad the feed sends. */
function teamsOf(list: readonly FeedFixture[]): Map<string, FeedTeam> {
  const teams = new Map<string, FeedTeam>();
  for (const f of list) {
    for (const t of [f.home, f.away, ...(f.participants ?? [])]) if (t) teams.set(t.externalId, t);
  }
  return teams;
}

describe('players of the simulated feed', () => {
  it('stores every team’s squad on the initial load', async () => {
    await load();
    const teams = teamsOf(fixtures());
    // The squads of the window's teams (the competitions data adds the other teams of the game's
    // leagues with theirs: decision 021).
    const stored = (await storedPlayers()).filter((p) => teams.has(p.teamExternalId));
    const expected = [...teams.values()].reduce((n, t) => n + (t.players?.length ?? 0), 0);
    expect(stored).toHaveLength(expected);
    const [bare] = await rows<{ n: number }>(sql`
      select count(*)::int as n from teams t
      where t.source = ${source} and not exists (select 1 from players p where p.team_id = t.id)`);
    expect(bare?.n).toBe(0);
    const byKey = new Map(stored.map((p) => [`${p.teamExternalId}/${p.externalId}`, p]));
    for (const team of teams.values()) {
      for (const p of team.players ?? []) {
        expect(byKey.get(`${team.externalId}/${p.externalId}`)).toMatchObject({
          name: p.name,
          number: p.number ?? null,
          position: p.position ?? null,
          nationality: p.nationality ?? null,
        });
      }
    }
  });

  it('gives every stored line-up entry the id of a player of its side’s team', async () => {
    const players = new Map((await storedPlayers()).map((p) => [p.id, p]));
    const stored = await rows<{
      id: number;
      gameId: number;
      homeTeamId: number;
      awayTeamId: number;
      lineups: Lineups;
    }>(sql`
      select id, game_id as "gameId", home_team_id as "homeTeamId", away_team_id as "awayTeamId", lineups from matches
      where source = ${source} and lineups is not null`);
    const games = await rows<{ gameId: number }>(sql`
      select distinct game_id as "gameId" from matches where source = ${source} and lineups is not null`);
    // Football, basketball and the MOBA and shooter esports.
    expect(games.map((g) => g.gameId)).toEqual(expect.arrayContaining([202, 201, 1, 2]));
    expect(stored.length).toBeGreaterThan(100);
    let entries = 0;
    for (const m of stored) {
      for (const [side, teamId] of [
        ['home', m.homeTeamId],
        ['away', m.awayTeamId],
      ] as const) {
        for (const entry of m.lineups[side]) {
          const player = players.get(entry.playerId ?? -1);
          expect(player, `match ${m.id} ${side} ${entry.name}`).toBeDefined();
          expect(player).toMatchObject({ teamId, externalId: entry.playerExternalId, name: entry.name });
          entries += 1;
        }
      }
    }
    expect(entries).toBeGreaterThan(1000);
    // And the match page serves them.
    const football = stored.find((m) => m.gameId === 202);
    if (!football) throw new Error('no football line-up');
    const detail = await matches.detail({ abbr: 'soccer', id: football.id });
    expect(detail.lineups?.home.map((p) => p.playerId)).toEqual(football.lineups.home.map((p) => p.playerId));
  });

  it('makes the one player of a one-versus-one game the person the team is', async () => {
    const people = await rows<{
      team: string;
      country: string;
      players: number;
      name: string;
      nationality: string;
    }>(sql`
      select t.name as team, t.country, count(p.id) over (partition by t.id)::int as players, p.name,
        p.nationality
      from teams t join players p on p.team_id = t.id
      where t.source = ${source} and t.game_id in (203, 204, 18, 21)`);
    expect(people.length).toBeGreaterThan(10);
    for (const p of people) expect(p).toEqual({ ...p, players: 1, name: p.team, nationality: p.country });
  });

  it('writes no player again when the same window is loaded again (one row per team and external id)', async () => {
    const before = await playersDigest();
    const again = await load();
    expect(again.initialLoad).toMatchObject({ inserted: 0, refreshed: 0, states: 0 });
    expect(await playersDigest()).toEqual(before);
    const [anyPlayer] = await storedPlayers();
    if (!anyPlayer) throw new Error('no players');
    await expect(
      database.db.execute(
        sql`insert into players (team_id, external_id, name) values (${anyPlayer.teamId}, ${anyPlayer.externalId}, 'Twin')`,
      ),
    ).rejects.toThrow();
  });

  it('reads a team’s players and one player with its team and game', async () => {
    const [team] = await rows<{ id: number; name: string }>(sql`
      select id, name from teams where source = ${source} and game_id = 202 order by id limit 1`);
    if (!team) throw new Error('no football team');
    const squad = await playersOfTeam(database.db, team.id);
    expect(squad.length).toBeGreaterThanOrEqual(18);
    const numbers = squad.map((p) => p.number ?? 0);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const first = squad[0];
    if (!first) throw new Error('empty squad');
    expect(await playerById(database.db, first.id)).toEqual({
      ...first,
      team: expect.objectContaining({ id: team.id, name: team.name }),
      game: { gameId: 202, kind: 'sports', name: 'Football', abbr: 'soccer' },
    });
    expect(await playerById(database.db, 2_000_000_000)).toBeNull();
  });

  it('updates a renamed player from a later feed, adds newcomers and keeps those who left', async () => {
    const upcoming = fixtures().find(
      (f) => f.gameId === 202 && f.status === 'not_started' && f.home?.players && f.lineups,
    );
    if (!upcoming?.home?.players || !upcoming.lineups) throw new Error('no upcoming football fixture');
    const [first, second, ...others] = upcoming.home.players;
    if (!first || !second) throw new Error('short squad');
    const renamed = { ...first, name: `${first.name} Jr`, number: 99 };
    const newcomer = { externalId: 'p-new', name: 'Nico Newcomer', position: 'FW', nationality: 'DE' };
    const later: FeedFixture = {
      ...upcoming,
      home: { ...upcoming.home, players: [renamed, ...others, newcomer] },
      lineups: {
        home: upcoming.lineups.home.map((p) =>
          p.playerExternalId === first.externalId ? { ...p, name: renamed.name, number: 99 } : p,
        ),
        away: upcoming.lineups.away,
      },
    };
    // The per-update path (a tick's fixtures), as the running feed sends them.
    await matches.upsertFixtures([later]);
    const team = upcoming.home.externalId;
    const squad = (await storedPlayers()).filter((p) => p.teamExternalId === team);
    const byId = new Map(squad.map((p) => [p.externalId, p]));
    expect(byId.get(first.externalId)).toMatchObject({ name: renamed.name, number: 99 });
    expect(byId.get(second.externalId)).toMatchObject({ name: second.name }); // left, kept
    expect(byId.get('p-new')).toMatchObject({ name: 'Nico Newcomer', number: null, position: 'FW' });
    expect(squad).toHaveLength(upcoming.home.players.length + 1);

    const [match] = await rows<{ id: number }>(sql`
      select id from matches where source = ${source} and external_id = ${upcoming.externalId}`);
    const detail = await matches.detail({ abbr: 'soccer', id: match?.id ?? 0 });
    const entry = detail.lineups?.home.find((p) => p.name === renamed.name);
    expect(entry).toMatchObject({ name: renamed.name, playerId: byId.get(first.externalId)?.id });

    // The simulator, restarted, still says the old name: the bulk load updates it back.
    await load();
    const reloaded = (await storedPlayers()).filter((p) => p.teamExternalId === team);
    expect(reloaded.find((p) => p.externalId === first.externalId)).toMatchObject({
      id: byId.get(first.externalId)?.id,
      name: first.name,
      number: first.number,
    });
    expect(reloaded).toHaveLength(squad.length);
  });
});
