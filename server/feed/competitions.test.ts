import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movesAgree } from '../../shared/competitions/service-record.ts';
import { testFeed } from '../../tests/support/app.ts';
import { type DatabaseHandle, queryRows } from '../db/client.ts';
import { createProfilesService, type ProfilesService } from '../domains/games/index.ts';
import { openMatchesStore } from '../domains/matches/fixtures.test-support.ts';
import type { MatchesService } from '../domains/matches/index.ts';
import type { EventBus } from '../realtime/bus.ts';
import { type FeedRunner, simulatorSource, startFeed } from './runner.ts';

/** The simulator's competitions data through the runner into the database, and read back. */
const T0 = Date.parse('2026-11-25T15:37:00Z');
const now = () => new Date(T0);
const quiet = { info() {}, warn() {} };
const config = testFeed();
const source = simulatorSource(config.seed);

let database: DatabaseHandle;
let bus: EventBus;
let matches: MatchesService;
let profiles: ProfilesService;
let runner: FeedRunner | null = null;

beforeAll(async () => {
  ({ database, bus, matches } = await openMatchesStore(now));
  profiles = createProfilesService({ db: database.db, now });
  runner = await startFeed({ matches, config, log: quiet, now, autoTick: false });
}, 120_000);
afterAll(async () => {
  await runner?.stop();
  await bus.close();
  await database.close();
});

function rows<T>(query: SQL): Promise<T[]> {
  return queryRows<T>(database.db, query);
}

/** Every profile row with its version (xmin): equal digests mean nothing was written. */
async function digest() {
  const [row] = await rows<{ digest: string }>(sql`
    select md5(concat(
      (select string_agg(concat_ws('|', team_id, xmin::text), ',' order by team_id) from team_profiles),
      (select string_agg(concat_ws('|', player_id, xmin::text), ',' order by player_id) from player_profiles),
      (select string_agg(concat_ws('|', id, xmin::text), ',' order by id) from transfers),
      (select string_agg(concat_ws('|', id, xmin::text), ',' order by id) from team_honours),
      (select string_agg(concat_ws('|', id, xmin::text), ',' order by id) from league_stages))) as digest`);
  return row?.digest;
}

describe('the simulated competitions, stored (feed → runner → matches ingest → competitions)', () => {
  it('gives every team of the feed a profile, every player a birth date and a power rating', async () => {
    const [counts] = await rows<{ teams: number; profiles: number; players: number; rated: number }>(sql`
      select (select count(*)::int from teams where source = ${source}) as teams,
        (select count(*)::int from team_profiles p join teams t on t.id = p.team_id where t.source = ${source}) as profiles,
        (select count(*)::int from players p join teams t on t.id = p.team_id where t.source = ${source}) as players,
        (select count(*)::int from player_profiles pp join players p on p.id = pp.player_id join teams t on t.id = p.team_id
          where t.source = ${source} and pp.birth_date is not null and pp.power_rating between 0 and 100) as rated`);
    expect(counts?.teams).toBeGreaterThan(1000);
    expect(counts?.profiles).toBe(counts?.teams);
    expect(counts?.rated).toBe(counts?.players);
  });

  it('stores esports teams with a world ranking and prize money in dollars, football clubs without a ranking', async () => {
    const ranked = await rows<{ gameId: number; ranked: number; all: number; currencies: string[] }>(sql`
      select t.game_id as "gameId", count(p.ranking_position)::int as ranked, count(*)::int as all,
        array_remove(array_agg(distinct p.prize_currency), null) as currencies
      from team_profiles p join teams t on t.id = p.team_id where t.source = ${source} and t.game_id in (1, 202)
      group by t.game_id order by t.game_id`);
    expect(ranked).toEqual([
      { gameId: 1, ranked: ranked[0]?.all, all: ranked[0]?.all, currencies: ['USD'] },
      { gameId: 202, ranked: 0, all: ranked[1]?.all, currencies: ['EUR'] },
    ]);
  });

  it('reads back a player whose service record agrees with their transfers and ends at their team', async () => {
    const moved = await rows<{ playerId: number; teamId: number; teamName: string }>(sql`
      select p.id as "playerId", p.team_id as "teamId", t.name as "teamName"
      from transfers tr join players p on p.id = tr.player_id join teams t on t.id = p.team_id
      where tr.source = ${source} group by p.id, p.team_id, t.name having count(*) > 1 order by p.id limit 5`);
    expect(moved.length).toBeGreaterThan(0);
    for (const m of moved) {
      const profile = await profiles.playerProfile(m.playerId);
      const record = profile.serviceRecord;
      expect(record.at(-1)?.team.id, `player ${m.playerId}`).toBe(m.teamId);
      expect(record.at(-1)?.until).toBeNull();
      const movesOldestFirst = [...profile.transfers].reverse();
      expect(movesAgree(movesOldestFirst, { id: m.teamId, name: m.teamName })).toBe(true);
      // Each spell ends the day the next begins.
      for (let i = 1; i < record.length; i++) expect(record[i]?.from).toBe(record[i - 1]?.until);
    }
  });

  it("shows a team's transfers in and out, each way from the other team's side too", async () => {
    const [pair] = await rows<{ fromId: number; toId: number; id: number }>(sql`
      select from_team_id as "fromId", to_team_id as "toId", id from transfers
      where source = ${source} and from_team_id is not null and to_team_id is not null order by id limit 1`);
    if (!pair) throw new Error('no transfer between two teams of the feed');
    const to = await profiles.teamTransfers({ id: pair.toId, direction: 'in', page: 1, size: 100 });
    const from = await profiles.teamTransfers({ id: pair.fromId, direction: 'out', page: 1, size: 100 });
    expect(to.list.map((t) => t.id)).toContain(pair.id);
    expect(from.list.map((t) => t.id)).toContain(pair.id);
  });

  it("stores every league's seasons (the current one and three before) with their stages", async () => {
    const [league] = await rows<{ id: number }>(sql`
      select id from leagues where source = ${source} and external_id = 'sim-2-world-championship'`);
    if (!league) throw new Error('no world championship');
    const seasons = await profiles.leagueSeasons(league.id);
    expect(seasons.map((s) => s.season)).toEqual(['2026', '2025', '2024', '2023']);
    expect(seasons[0]?.current).toBe(true);
    expect(seasons[1]?.stages.map((s) => s.format)).toEqual(['swiss', 'single_elim']);
    const stages = await profiles.leagueStages({ id: league.id, season: '2025' });
    const playoffs = stages[1]?.groups[0]?.bracket;
    expect(playoffs?.format).toBe('singleElimination');
    // The final was played: its winner is the champion the honours name.
    const final = playoffs?.rounds.find((r) => r.name === 'final')?.matches[0];
    const champion = final?.winner ? final[final.winner] : null;
    expect(typeof champion).toBe('number');
    const honours = await profiles.teamProfile(champion as number);
    expect(honours.honours).toContainEqual(
      expect.objectContaining({ leagueId: league.id, season: '2025', placement: 1 }),
    );
  });

  it('writes nothing when the same seed starts again on the same day', async () => {
    const before = await digest();
    await runner?.stop();
    runner = await startFeed({ matches, config, log: quiet, now, autoTick: false });
    expect(await digest()).toBe(before);
  }, 120_000);
});
