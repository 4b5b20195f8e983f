/**
 * The initial load of a feed (decision 010), in bulk: a few transactions, rows as one JSON parameter,
 * the seq guard in SQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FeedFixture, FeedMatchUpdate } from '../../../../shared/matches/feed.ts';
import { isLive } from '../../../../shared/matches/model.ts';
import type { Database, Executor } from '../../../db/client.ts';
import { externalKey, syncCompetitors, teamIdFrom } from '../../games/index.ts';
import { incidentRow } from '../rows.ts';
import { matches, matchIncidents, matchOdds, matchOddsHistory, matchParticipants } from '../schema.ts';
import { storedLineups, storedStats } from './lineups.ts';
import { withRedCards } from './writes.ts';

/**
 * What a feed knows when it starts: its fixtures, and the latest update of every match already begun.
 * Each update's `incidents` are the match's whole log up to that state (the simulator's are).
 */
export interface FeedSnapshot {
  fixtures: readonly FeedFixture[];
  updates: readonly FeedMatchUpdate[];
}

export interface SnapshotOptions {
  /** Stamped as `lastFeedAt` on the states written (what the staleness guard reads). */
  now: Date;
  /**
   * Logs are written for the matches starting at or after this instant and for every match in play;
   * older finished matches get their final state and odds, without their log.
   */
  incidentsSince: Date;
  /** Matches per transaction; default 2,000. */
  chunk?: number;
}

export interface SnapshotCounts {
  /** Fixtures received. */
  fixtures: number;
  /** Matches created. */
  inserted: number;
  /** Known matches whose fixture changed (league, teams, time, format, line-ups, status before play). */
  refreshed: number;
  /** Live states written: those of new matches and those newer than the stored ones. */
  states: number;
  incidents: number;
  odds: number;
}

const SNAPSHOT_CHUNK = 2000;
/** Rows per statement of a JSON record set: a few MB of text at most. */
const RECORDS_PER_STATEMENT = 10_000;

async function rowsOf<T>(tx: Executor, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Rows as one JSON parameter, read back by `jsonb_to_recordset`: one parameter whatever the row count. */
function records(rows: readonly unknown[]): SQL {
  return sql`${JSON.stringify(rows)}::jsonb`;
}

/** Runs `write` for each slice of `rows` (statements of bounded size). */
async function inSlices<T>(
  rows: readonly T[],
  write: (slice: readonly T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += RECORDS_PER_STATEMENT) {
    await write(rows.slice(i, i + RECORDS_PER_STATEMENT));
  }
}

/**
 * Concurrent initial loads of one source (several processes starting on one PostgreSQL) take turns per
 * transaction: the later one then finds the rows up to date. A lock is per transaction; PGlite has one
 * connection and never waits.
 */
function lockSource(tx: Executor, source: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feed-load:${source}`}))`);
}

/** The latest update of each match (its log: every incident of the updates given for it, in order). */
function latestUpdates(updates: readonly FeedMatchUpdate[]): Map<string, FeedMatchUpdate> {
  const latest = new Map<string, FeedMatchUpdate>();
  for (const u of updates) {
    const key = externalKey(u.source, u.externalId);
    const held = latest.get(key);
    if (!held) latest.set(key, u);
    else {
      const [older, newer] = held.state.seq <= u.state.seq ? [held, u] : [u, held];
      latest.set(key, {
        ...newer,
        incidents: [...older.incidents, ...newer.incidents],
        odds: newer.odds ?? older.odds,
        winRate: newer.winRate ?? older.winRate,
        stats: newer.stats ?? older.stats,
      } as FeedMatchUpdate);
    }
  }
  return latest;
}

/** A latest update's state as columns; its detail counts the red cards of its whole log. */
function stateColumns(u: FeedMatchUpdate) {
  const s = u.state;
  return {
    status: s.status,
    seq: s.seq,
    period: s.period,
    clock: s.clock,
    score: s.score,
    period_scores: s.periodScores,
    detail: withRedCards(s.detail, null, u.incidents),
    winner: s.winner,
    updated_at: s.updatedAt,
  };
}

const STATE_RECORD = sql.raw(
  'status text, seq bigint, period jsonb, clock jsonb, score jsonb, period_scores jsonb, detail jsonb, winner text, updated_at timestamptz, win_rate jsonb, stats jsonb',
);

/**
 * The initial load of a feed, in bulk: leagues and teams, then the matches in chunks of a few thousand
 * (one transaction each): new matches are inserted with their state, known ones get their fixture only
 * where it changed and their state only where the feed's `seq` is greater than the stored `feedSeq`
 * (the same guard as `applyFeedUpdate`, here in SQL), so loading the same snapshot twice writes
 * nothing. The log of a match whose state is written is replaced by the update's incidents (its
 * whole log), for the matches of `incidentsSince` and those in play. Publishes nothing: browsers
 * load snapshots and follow the channels from there.
 */
export async function loadFeedSnapshot(
  db: Database,
  snapshot: FeedSnapshot,
  options: SnapshotOptions,
): Promise<SnapshotCounts> {
  const counts: SnapshotCounts = {
    fixtures: snapshot.fixtures.length,
    inserted: 0,
    refreshed: 0,
    states: 0,
    incidents: 0,
    odds: 0,
  };
  const byKey = new Map<string, FeedFixture>();
  for (const f of snapshot.fixtures) byKey.set(externalKey(f.source, f.externalId), f);
  if (byKey.size === 0) return counts;
  const fixtures = [...byKey.values()].sort(
    (a, b) => a.source.localeCompare(b.source) || a.externalId.localeCompare(b.externalId),
  );
  const updates = latestUpdates(snapshot.updates);
  const sources = [...new Set(fixtures.map((f) => f.source))].sort();

  const { leagueIds, teamIds, playerIds } = await db.transaction(async (tx) => {
    for (const source of sources) await lockSource(tx, source);
    return syncCompetitors(tx, fixtures);
  });
  const teamId = teamIdFrom(teamIds);
  const now = options.now.toISOString();
  const since = options.incidentsSince.getTime();

  const size = options.chunk ?? SNAPSHOT_CHUNK;
  for (const source of sources) {
    const ofSource = fixtures.filter((f) => f.source === source);
    for (let i = 0; i < ofSource.length; i += size) {
      const chunk = ofSource.slice(i, i + size);
      const written = await db.transaction((tx) =>
        loadChunk(tx, source, chunk, updates, { leagueIds, teamId, playerIds, now, since }),
      );
      counts.inserted += written.inserted;
      counts.refreshed += written.refreshed;
      counts.states += written.states;
      counts.incidents += written.incidents;
      counts.odds += written.odds;
    }
  }
  return counts;
}

async function loadChunk(
  tx: Executor,
  source: string,
  chunk: readonly FeedFixture[],
  updates: ReadonlyMap<string, FeedMatchUpdate>,
  ctx: {
    leagueIds: ReadonlyMap<string, number>;
    teamId: (source: string, t: FeedFixture['home']) => number | null;
    playerIds: ReadonlyMap<string, number>;
    now: string;
    since: number;
  },
): Promise<Omit<SnapshotCounts, 'fixtures'>> {
  await lockSource(tx, source);
  const stored = await rowsOf<{ id: number; externalId: string; feedSeq: number }>(
    tx,
    sql`select id, external_id as "externalId", feed_seq::float8 as "feedSeq" from ${matches}
      where source = ${source}
        and external_id in (select jsonb_array_elements_text(${records(chunk.map((f) => f.externalId))}))`,
  );
  const known = new Map(stored.map((r) => [r.externalId, r]));

  const fixtureColumns = (f: FeedFixture) => {
    const leagueId = ctx.leagueIds.get(externalKey(f.source, f.league.externalId));
    if (leagueId === undefined) throw new Error(`league ${f.league.externalId} was not written`);
    return {
      league_id: leagueId,
      stage: f.stage ?? null,
      round: f.round ?? null,
      best_of: f.bestOf ?? null,
      venue: f.venue ?? null,
      start_time: f.startTime,
      home_team_id: ctx.teamId(f.source, f.home),
      away_team_id: ctx.teamId(f.source, f.away),
      lineups: storedLineups(f, ctx.teamId, ctx.playerIds),
    };
  };

  // New matches, with their state when the feed sent one.
  const fresh = chunk.filter((f) => !known.has(f.externalId));
  const inserted = new Map<string, number>();
  await inSlices(fresh, async (slice) => {
    const rows = slice.map((f) => {
      const u = updates.get(externalKey(f.source, f.externalId));
      return {
        game_id: f.gameId,
        source: f.source,
        external_id: f.externalId,
        ...fixtureColumns(f),
        ...(u
          ? {
              ...stateColumns(u),
              feed_seq: u.state.seq,
              win_rate: u.winRate ?? null,
              stats: u.stats ? storedStats(u.stats, storedLineups(f, ctx.teamId, ctx.playerIds)) : null,
              last_feed_at: ctx.now,
            }
          : {
              status: f.status,
              seq: 0,
              feed_seq: 0,
              period_scores: [],
              detail: {},
              updated_at: ctx.now,
            }),
      };
    });
    const returned = await rowsOf<{ id: number; externalId: string }>(
      tx,
      sql`insert into ${matches} (game_id, source, external_id, league_id, stage, round, best_of, venue,
          start_time, home_team_id, away_team_id, lineups, status, seq, feed_seq, period, clock, score,
          period_scores, detail, winner, win_rate, stats, updated_at, last_feed_at)
        select game_id, source, external_id, league_id, stage, round, best_of, venue, start_time,
          home_team_id, away_team_id, lineups, status, seq, feed_seq, period, clock, score, period_scores,
          detail, winner, win_rate, stats, updated_at, last_feed_at
        from jsonb_to_recordset(${records(rows)}) as v(game_id int, source text, external_id text,
          league_id int, stage text, round text, best_of int, venue text, start_time timestamptz, home_team_id int,
          away_team_id int, lineups jsonb, feed_seq bigint, last_feed_at timestamptz, ${STATE_RECORD})
        on conflict (source, external_id) do nothing
        returning id, external_id as "externalId"`,
    );
    for (const r of returned) inserted.set(r.externalId, r.id);
  });

  // Known matches: the fixture where it changed (the status only while no state came, as writeFixtures).
  const old = chunk.filter((f) => known.has(f.externalId));
  let refreshed = 0;
  await inSlices(old, async (slice) => {
    const rows = slice.map((f) => ({
      id: known.get(f.externalId)?.id,
      ...fixtureColumns(f),
      status: updates.has(externalKey(f.source, f.externalId)) ? null : f.status,
    }));
    const changed = await rowsOf<{ id: number }>(
      tx,
      sql`update ${matches} as m set league_id = v.league_id, stage = v.stage, round = v.round,
          best_of = v.best_of, venue = v.venue, start_time = v.start_time, home_team_id = v.home_team_id,
          away_team_id = v.away_team_id, lineups = coalesce(v.lineups, m.lineups),
          status = case when m.feed_seq = 0 and v.status is not null then v.status else m.status end,
          seq = case when m.feed_seq = 0 and v.status is not null and m.status <> v.status
            then m.seq + 1 else m.seq end,
          updated_at = case when m.feed_seq = 0 and v.status is not null and m.status <> v.status
            then ${ctx.now}::timestamptz else m.updated_at end
        from jsonb_to_recordset(${records(rows)}) as v(id int, league_id int, stage text, round text,
          best_of int, venue text, start_time timestamptz, home_team_id int, away_team_id int, lineups jsonb,
          status text)
        where m.id = v.id and (
          (m.league_id, m.stage, m.round, m.best_of, m.venue, m.start_time, m.home_team_id, m.away_team_id)
            is distinct from
          (v.league_id, v.stage, v.round, v.best_of, v.venue, v.start_time, v.home_team_id, v.away_team_id)
          or (v.lineups is not null and m.lineups is distinct from v.lineups)
          or (m.feed_seq = 0 and v.status is not null and m.status <> v.status))
        returning m.id`,
    );
    refreshed += changed.length;
  });

  // Known matches: the state where the feed's is newer (pre-filtered here, guarded again in SQL).
  const newer = old.flatMap((f) => {
    const u = updates.get(externalKey(f.source, f.externalId));
    const row = known.get(f.externalId);
    return u && row && u.state.seq > row.feedSeq ? [{ row, u, f }] : [];
  });
  const updatedSeq = new Map<number, number>();
  await inSlices(newer, async (slice) => {
    const rows = slice.map(({ row, u, f }) => ({
      id: row.id,
      ...stateColumns(u),
      win_rate: u.winRate ?? null,
      stats: u.stats ? storedStats(u.stats, storedLineups(f, ctx.teamId, ctx.playerIds)) : null,
    }));
    const returned = await rowsOf<{ id: number; seq: number }>(
      tx,
      sql`update ${matches} as m set status = v.status, seq = greatest(v.seq, m.seq + 1), feed_seq = v.seq,
          period = v.period, clock = v.clock, score = v.score, period_scores = v.period_scores,
          detail = v.detail, winner = v.winner, win_rate = coalesce(v.win_rate, m.win_rate),
          stats = coalesce(v.stats, m.stats),
          updated_at = v.updated_at, last_feed_at = ${ctx.now}::timestamptz
        from jsonb_to_recordset(${records(rows)}) as v(id int, ${STATE_RECORD})
        where m.id = v.id and m.feed_seq < v.seq
        returning m.id, m.seq::float8 as seq`,
    );
    for (const r of returned) updatedSeq.set(r.id, r.seq);
  });

  // What was written for each match whose state landed: its id, the stored seq, the update.
  const landed: Array<{ id: number; seq: number; fixture: FeedFixture; u: FeedMatchUpdate }> = [];
  for (const f of chunk) {
    const u = updates.get(externalKey(f.source, f.externalId));
    if (!u) continue;
    const id = inserted.get(f.externalId) ?? known.get(f.externalId)?.id;
    if (id === undefined) continue;
    const seq = inserted.has(f.externalId) ? u.state.seq : updatedSeq.get(id);
    if (seq !== undefined) landed.push({ id, seq, fixture: f, u });
  }

  // Battle royale teams in order (only where missing or moved: a restart writes nothing).
  const participantRows: Array<{ match_id: number; team_id: number; order: number }> = [];
  for (const f of chunk) {
    const id = inserted.get(f.externalId) ?? known.get(f.externalId)?.id;
    if (id === undefined || !f.participants) continue;
    const seen = new Set<number>();
    f.participants.forEach((p, order) => {
      const team = ctx.teamId(f.source, p);
      if (team === null || seen.has(team)) return;
      seen.add(team);
      participantRows.push({ match_id: id, team_id: team, order });
    });
  }
  await inSlices(participantRows, (slice) =>
    tx.execute(sql`insert into ${matchParticipants} (match_id, team_id, "order")
      select match_id, team_id, "order" from jsonb_to_recordset(${records(slice)})
        as v(match_id int, team_id int, "order" int)
      on conflict (match_id, team_id) do update set "order" = excluded."order"
        where ${matchParticipants}."order" <> excluded."order"`),
  );

  // Logs: replaced by the update's whole log, for recent matches and those in play.
  const logged = landed.filter(
    ({ fixture, u }) => Date.parse(fixture.startTime) >= ctx.since || isLive(u.state.status),
  );
  const replaced = logged.filter(({ id }) => updatedSeq.has(id)).map(({ id }) => id);
  if (replaced.length > 0) {
    await tx.execute(
      sql`delete from ${matchIncidents}
        where match_id in (select value::int from jsonb_array_elements_text(${records(replaced)}))`,
    );
  }
  const incidentRows = logged.flatMap(({ id, seq, u }) =>
    u.incidents.map((i) => {
      const row = incidentRow(id, seq, i);
      return {
        match_id: id,
        seq,
        type: row.type,
        side: row.side,
        period: row.period,
        clock_seconds: row.clockSeconds === null ? null : Math.round(row.clockSeconds),
        payload: row.payload,
        occurred_at: i.occurredAt,
      };
    }),
  );
  await inSlices(incidentRows, (slice) =>
    tx.execute(sql`insert into ${matchIncidents} (match_id, seq, type, side, period, clock_seconds, payload, occurred_at)
      select match_id, seq, type, side, period, clock_seconds, payload, occurred_at
      from jsonb_to_recordset(${records(slice)}) as v(match_id int, seq bigint, type text, side text,
        period jsonb, clock_seconds int, payload jsonb, occurred_at timestamptz)`),
  );

  // Odds of the states written.
  const oddsByKey = new Map<string, object>();
  for (const { id, u } of landed) {
    for (const o of u.odds ?? []) {
      oddsByKey.set(`${id}\u0000${o.market}\u0000${o.bookmaker}`, {
        match_id: id,
        market: o.market,
        bookmaker: o.bookmaker,
        opening: o.opening,
        current: o.current,
        updated_at: o.updatedAt,
      });
    }
  }
  const oddsRows = [...oddsByKey.values()];
  await inSlices(oddsRows, (slice) =>
    tx.execute(sql`insert into ${matchOdds} (match_id, market, bookmaker, opening, current, updated_at)
      select match_id, market, bookmaker, opening, current, updated_at
      from jsonb_to_recordset(${records(slice)}) as v(match_id int, market text, bookmaker text,
        opening jsonb, current jsonb, updated_at timestamptz)
      on conflict (match_id, market, bookmaker) do update set opening = excluded.opening,
        current = excluded.current, updated_at = excluded.updated_at`),
  );
  // Their movement so far: the current prices at the instant of the state written.
  await inSlices(oddsRows, (slice) =>
    tx.execute(sql`insert into ${matchOddsHistory} (match_id, market, bookmaker, at, prices)
      select match_id, market, bookmaker, updated_at, current
      from jsonb_to_recordset(${records(slice)}) as v(match_id int, market text, bookmaker text,
        current jsonb, updated_at timestamptz)
      on conflict do nothing`),
  );

  return {
    inserted: inserted.size,
    refreshed,
    states: landed.length,
    incidents: incidentRows.length,
    odds: oddsRows.length,
  };
}
