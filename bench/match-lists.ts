// Match-list latency at 100,000 matches: the main list calls of the matches service (what the API and
// the pages call), timed in this process against a database filled by SQL. Part of `npm run bench`.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { createCompetitionsService } from '../server/domains/games/index.ts';
import { createGamesRepository } from '../server/domains/games/repository.ts';
import { createGamesService } from '../server/domains/games/service.ts';
import { createMatchesService } from '../server/domains/matches/index.ts';
import { createMemoryBus } from '../server/realtime/memory-bus.ts';
import { GAME_CATALOG } from '../shared/games/catalog.ts';
import { benchSearch } from './search.ts';

const MATCHES = Number(process.env.BENCH_MATCHES ?? 100_000);
const RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 30);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * `MATCHES` matches, one every two minutes: about 70% already played (finished, a few cancelled), those
 * of the last two hours in play, the rest to come (not started, "preview" beyond two days), spread
 * over every game of the catalog, five leagues and forty teams per game.
 */
async function fill(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  const gameIds = GAME_CATALOG.map((g) => g.gameId);
  const ids = sql.raw(`array[${gameIds.join(',')}]`);
  await db.execute(sql`
    insert into leagues (game_id, source, external_id, name, priority)
    select g, 'bench', 'league-' || g || '-' || n, 'League ' || g || '-' || n, (5 - n) * 10
    from unnest(${ids}) g cross join generate_series(1, 5) n`);
  await db.execute(sql`
    insert into teams (game_id, source, external_id, name, short_name)
    select g, 'bench', 'team-' || g || '-' || n, 'Team ' || g || '-' || n, 'T' || n
    from unnest(${ids}) g cross join generate_series(1, 40) n`);
  const past = Math.round(MATCHES * 0.7);
  await db.execute(sql`
    with slots as (
      select i, (${ids})[1 + i % ${gameIds.length}] as game_id,
        now() + ((i - ${past}) * interval '2 minutes') as t
      from generate_series(1, ${MATCHES}) i
    ), rows as (
      select s.*, case
          when t > now() + interval '2 days' then 'preview'
          when t > now() then case when i % 97 = 0 then 'postponed' else 'not_started' end
          when t > now() - interval '2 hours' then 'live'
          when i % 53 = 0 then 'cancelled'
          else 'finished' end as status
      from slots s
    )
    insert into matches (game_id, league_id, source, external_id, start_time, home_team_id, away_team_id,
      status, seq, feed_seq, score, period_scores, detail, winner, updated_at)
    select r.game_id, l.id, 'bench', 'bench-' || r.i, r.t, h.id, a.id, r.status,
      case when r.status in ('live', 'finished') then 40 else 0 end,
      case when r.status in ('live', 'finished') then 40 else 0 end,
      case when r.status in ('live', 'finished')
        then jsonb_build_object('home', r.i % 4, 'away', r.i % 3) end,
      '[]'::jsonb, '{}'::jsonb,
      case when r.status = 'finished' and r.i % 4 > r.i % 3 then 'home'
        when r.status = 'finished' and r.i % 4 < r.i % 3 then 'away' end,
      r.t
    from rows r
    join leagues l on l.source = 'bench' and l.external_id = 'league-' || r.game_id || '-' || (1 + r.i % 5)
    join teams h on h.source = 'bench' and h.external_id = 'team-' || r.game_id || '-' || (1 + r.i % 40)
    join teams a on a.source = 'bench' and a.external_id = 'team-' || r.game_id || '-' || (1 + (r.i * 7 + 3) % 40)`);
  await fillLibraryLeague(db);
  await db.execute(sql`analyze`);
}

/**
 * A 20-team league that has played its whole double round robin (380 results) in the last year, and
 * one match day to come: the league and team pages' budget (issue 14: ≤ 10 ms on PostgreSQL).
 */
async function fillLibraryLeague(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  await db.execute(sql`
    insert into leagues (game_id, source, external_id, name) values (202, 'bench-lib', 'twenty', 'Twenty League')`);
  await db.execute(sql`
    insert into teams (game_id, source, external_id, name)
    select 202, 'bench-lib', 'club-' || n, 'Club ' || n from generate_series(1, 20) n`);
  await db.execute(sql`
    with pairs as (
      select h.n as home, a.n as away, row_number() over (order by h.n, a.n) as k
      from generate_series(1, 20) h(n) cross join generate_series(1, 20) a(n) where h.n <> a.n
    )
    insert into matches (game_id, league_id, source, external_id, start_time, home_team_id, away_team_id,
      status, seq, feed_seq, score, period_scores, detail, winner, updated_at)
    select 202, l.id, 'bench-lib', 'lib-' || p.k, now() - ((400 - p.k) * interval '20 hours'), h.id, a.id,
      'finished', 40, 40, jsonb_build_object('home', (p.k * 7) % 4, 'away', (p.k * 3) % 3), '[]'::jsonb,
      '{}'::jsonb,
      case when (p.k * 7) % 4 > (p.k * 3) % 3 then 'home' when (p.k * 7) % 4 < (p.k * 3) % 3 then 'away' end,
      now()
    from pairs p
    join leagues l on l.source = 'bench-lib'
    join teams h on h.source = 'bench-lib' and h.external_id = 'club-' || p.home
    join teams a on a.source = 'bench-lib' and a.external_id = 'club-' || p.away`);
  await db.execute(sql`
    insert into matches (game_id, league_id, source, external_id, start_time, home_team_id, away_team_id,
      status, seq, feed_seq, period_scores, detail, updated_at)
    select 202, l.id, 'bench-lib', 'next-' || n, now() + interval '3 days', h.id, a.id, 'not_started', 0, 0,
      '[]'::jsonb, '{}'::jsonb, now()
    from generate_series(1, 10) n
    join leagues l on l.source = 'bench-lib'
    join teams h on h.source = 'bench-lib' and h.external_id = 'club-' || n
    join teams a on a.source = 'bench-lib' and a.external_id = 'club-' || (n + 10)`);
}

/** Fills a database with 100,000 matches and times the main list calls; returns one row per call. */
export async function benchMatchLists(options: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const games = createGamesService(createGamesRepository(database.db));
    await games.syncCatalog();
    const bus = createMemoryBus();
    const matches = createMatchesService({ db: database.db, bus, games });
    const filled = performance.now();
    await fill(database.db);
    const fillSeconds = (performance.now() - filled) / 1000;

    const competitions = createCompetitionsService({ db: database.db, games, figures: matches });
    const [libraryRow] = (
      (await database.db.execute(sql`
        select l.id as league, min(t.id) as team from leagues l join teams t on t.source = l.source
        where l.source = 'bench-lib' group by l.id`)) as unknown as {
        rows: { league: number; team: number }[];
      }
    ).rows;
    if (!libraryRow) throw new Error('the library league was not filled');
    const library = libraryRow;
    const page = { page: 1, size: 20 };
    const day = { tz: 'Asia/Shanghai' };
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['live, every game (getPCLiveGameMatch)', () => matches.live({})],
      ['live, one game', () => matches.live({ gameId: 202 })],
      ['upcoming, every game, page 1', () => matches.upcoming({ ...page })],
      ['upcoming, one game, page 1', () => matches.upcoming({ gameId: 1, ...page })],
      ['past, every game, page 1', () => matches.past({ ...page })],
      ['past, one game, page 5', () => matches.past({ gameId: 202, page: 5, size: 20 })],
      [
        'pcMatches notStarted, today, every game',
        () => matches.pcMatches({ ...day, ...page, tab: 'notStarted' }),
      ],
      [
        'pcMatches results, today, one game',
        () => matches.pcMatches({ ...day, gameId: 2, ...page, tab: 'results' }),
      ],
      [
        'getSevenDayMatch (7 day counts + today)',
        () => matches.sevenDay({ ...day, ...page, kind: 'schedule' }),
      ],
      ['getSeriesCount, one game', () => matches.seriesCount({ ...day, gameId: 202 })],
      ['hotMatches, 10', () => matches.hot({ limit: 10 })],
      ['match_leagues, esports, 7 days', () => matches.leaguesWithMatches({ kind: 'esports', days: 7 })],
      [
        'league table: 20 teams, 380 results (league page)',
        () => matches.leagueTable({ leagueId: library.league }),
      ],
      ['team page, part: the team and its roster', () => competitions.team(library.team)],
      ['team page, part: its last 10', () => matches.past({ page: 1, size: 10, teamId: library.team })],
      ['team page, part: its next 10', () => matches.upcoming({ page: 1, size: 10, teamId: library.team })],
      [
        'team page: team, last 10, next 10, its league line',
        () =>
          Promise.all([
            competitions.team(library.team),
            matches.past({ page: 1, size: 10, teamId: library.team }),
            matches.upcoming({ page: 1, size: 10, teamId: library.team }),
            matches.leagueTable({ leagueId: library.league }),
          ]),
      ],
    ];
    const rows = [];
    for (const [title, call] of calls) {
      for (let i = 0; i < 3; i++) await call();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      rows.push({
        call: title,
        'p50 ms': Number(percentile(times, 50).toFixed(2)),
        'p99 ms': Number(percentile(times, 99).toFixed(2)),
        'max ms': Number((times[times.length - 1] ?? Number.NaN).toFixed(2)),
      });
    }
    await bus.close();
    const search = await benchSearch(database.db, RUNS, percentile);
    return { rows, fillSeconds, matches: MATCHES, runs: RUNS, search };
  } finally {
    await database.close();
  }
}
