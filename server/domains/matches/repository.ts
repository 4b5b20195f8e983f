import { and, asc, desc, eq, exists, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  type Executor,
  externalKey,
  type LeagueInput,
  type TeamInput,
  upsertLeagues,
  upsertTeams,
} from '../games/competition.repository.ts';
import { leagues, teams } from '../games/competition.schema.ts';
import {
  type FeedFixture,
  type FeedMatchUpdate,
  FINAL_STATUSES,
  LIVE_STATUSES,
  type MatchIncident,
  type MatchLiveState,
  type MatchOdds,
  type MatchStatus,
  UPCOMING_STATUSES,
  type WinRate,
} from './model.ts';
import type { ReservationState } from './reservations.ts';
import {
  type IncidentPayload,
  matches,
  matchFavourites,
  matchIncidents,
  matchOdds,
  matchParticipants,
  matchReservations,
} from './schema.ts';

export type MatchRow = typeof matches.$inferSelect;

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

/** What a list item needs: the match's identity and live state, its league and teams. */
const LIST_COLUMNS = {
  id: matches.id,
  gameId: matches.gameId,
  stage: matches.stage,
  round: matches.round,
  bestOf: matches.bestOf,
  startTime: matches.startTime,
  status: matches.status,
  seq: matches.seq,
  period: matches.period,
  clock: matches.clock,
  score: matches.score,
  periodScores: matches.periodScores,
  detail: matches.detail,
  winner: matches.winner,
  updatedAt: matches.updatedAt,
  league: { id: leagues.id, name: leagues.name, logo: leagues.logo, priority: leagues.priority },
  home: { id: homeTeam.id, name: homeTeam.name, shortName: homeTeam.shortName, logo: homeTeam.logo },
  away: { id: awayTeam.id, name: awayTeam.name, shortName: awayTeam.shortName, logo: awayTeam.logo },
};

export interface TeamRef {
  id: number;
  name: string;
  shortName: string | null;
  logo: string | null;
}

export interface MatchListRow {
  id: number;
  gameId: number;
  stage: string | null;
  round: string | null;
  bestOf: number | null;
  startTime: Date;
  status: MatchStatus;
  seq: number;
  period: MatchLiveState['period'];
  clock: MatchLiveState['clock'];
  score: MatchLiveState['score'];
  periodScores: MatchLiveState['periodScores'];
  detail: MatchLiveState['detail'];
  winner: MatchLiveState['winner'];
  updatedAt: Date;
  league: { id: number; name: string; logo: string | null; priority: number };
  home: TeamRef | null;
  away: TeamRef | null;
}

export type ListOrder = 'start_asc' | 'start_desc' | 'league_then_start' | 'league_then_start_desc' | 'hot';

export interface MatchFilter {
  gameIds?: readonly number[] | undefined;
  leagueId?: number | undefined;
  statuses?: readonly MatchStatus[] | undefined;
  /** Start time window: `from` inclusive, `to` exclusive. */
  from?: Date | undefined;
  to?: Date | undefined;
  /** Only the favourites of this user. */
  favouritesOf?: number | undefined;
  order: ListOrder;
  limit: number;
  offset?: number;
}

function statusCondition(statuses: readonly MatchStatus[]): SQL {
  const [only] = statuses;
  return statuses.length === 1 && only ? eq(matches.status, only) : inArray(matches.status, [...statuses]);
}

function gameCondition(gameIds: readonly number[]): SQL {
  const [only] = gameIds;
  return gameIds.length === 1 && only !== undefined
    ? eq(matches.gameId, only)
    : inArray(matches.gameId, [...gameIds]);
}

function filterConditions(db: Executor, f: Omit<MatchFilter, 'order' | 'limit' | 'offset'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.gameIds) conditions.push(gameCondition(f.gameIds));
  if (f.leagueId !== undefined) conditions.push(eq(matches.leagueId, f.leagueId));
  if (f.statuses) conditions.push(statusCondition(f.statuses));
  if (f.from) conditions.push(gte(matches.startTime, f.from));
  if (f.to) conditions.push(lt(matches.startTime, f.to));
  if (f.favouritesOf !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(matchFavourites)
          .where(and(eq(matchFavourites.uid, f.favouritesOf), eq(matchFavourites.matchId, matches.id))),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const LIVE_FIRST = sql`case when ${inArray(matches.status, [...LIVE_STATUSES])} then 0 else 1 end`;

function orderOf(order: ListOrder): SQL[] {
  switch (order) {
    case 'start_asc':
      return [asc(matches.startTime), asc(matches.id)];
    case 'start_desc':
      return [desc(matches.startTime), desc(matches.id)];
    case 'league_then_start':
      return [
        desc(leagues.priority),
        asc(leagues.name),
        asc(leagues.id),
        asc(matches.startTime),
        asc(matches.id),
      ];
    case 'league_then_start_desc':
      return [
        desc(leagues.priority),
        asc(leagues.name),
        asc(leagues.id),
        desc(matches.startTime),
        desc(matches.id),
      ];
    case 'hot':
      return [LIVE_FIRST, desc(leagues.priority), asc(matches.startTime), asc(matches.id)];
  }
}

/** The list query itself, unexecuted (tests EXPLAIN it). */
export function buildListQuery(db: Executor, f: MatchFilter) {
  return db
    .select(LIST_COLUMNS)
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(filterConditions(db, f))
    .orderBy(...orderOf(f.order))
    .limit(f.limit)
    .offset(f.offset ?? 0);
}

export function liveStateOf(row: {
  id: number;
  seq: number;
  status: MatchStatus;
  period: MatchLiveState['period'];
  clock: MatchLiveState['clock'];
  score: MatchLiveState['score'];
  periodScores: MatchLiveState['periodScores'];
  detail: MatchLiveState['detail'];
  winner: MatchLiveState['winner'];
  updatedAt: Date;
}): MatchLiveState {
  return {
    matchId: row.id,
    seq: row.seq,
    status: row.status,
    period: row.period ?? null,
    clock: row.clock ?? null,
    score: row.score ?? null,
    periodScores: row.periodScores ?? [],
    detail: row.detail ?? {},
    winner: row.winner ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const STATE_COLUMNS = {
  id: matches.id,
  gameId: matches.gameId,
  seq: matches.seq,
  status: matches.status,
  period: matches.period,
  clock: matches.clock,
  score: matches.score,
  periodScores: matches.periodScores,
  detail: matches.detail,
  winner: matches.winner,
  updatedAt: matches.updatedAt,
};

/** A published change: the new state of a match and the status it had before. */
export interface StateChange {
  gameId: number;
  previousStatus: MatchStatus | null;
  state: MatchLiveState;
}

/** A fixture as the seed may write it: with its state already known (past results, live demo). */
export type SeedFixture = FeedFixture & {
  state?: Omit<MatchLiveState, 'matchId'>;
  odds?: MatchOdds[];
  winRate?: WinRate;
};

export type ApplyResult =
  | {
      applied: true;
      matchId: number;
      gameId: number;
      change: StateChange;
      incidents: MatchIncident[];
      odds: MatchOdds[];
    }
  | { applied: false; reason: 'unknown_match' }
  | { applied: false; reason: 'out_of_order'; matchId: number; storedSeq: number; feedSeq: number };

const MATCH_CHUNK = 500;

function incidentRow(matchId: number, seq: number, i: Omit<MatchIncident, 'matchId'>) {
  const payload: IncidentPayload = {};
  if (i.player !== undefined) payload.player = i.player;
  if (i.playerOut !== undefined) payload.playerOut = i.playerOut;
  if (i.value !== undefined) payload.value = i.value;
  if (i.scoreAfter !== undefined) payload.scoreAfter = i.scoreAfter;
  return {
    matchId,
    seq,
    type: i.type,
    side: i.side,
    period: i.period,
    clockSeconds: i.clockSeconds,
    payload,
    occurredAt: new Date(i.occurredAt),
  };
}

export function incidentOf(row: typeof matchIncidents.$inferSelect): MatchIncident {
  return {
    matchId: row.matchId,
    seq: row.seq,
    type: row.type,
    side: row.side ?? null,
    period: row.period ?? null,
    clockSeconds: row.clockSeconds,
    ...row.payload,
    occurredAt: row.occurredAt.toISOString(),
  };
}

async function upsertOdds(tx: Executor, matchId: number, odds: readonly MatchOdds[]): Promise<void> {
  const byKey = new Map<string, MatchOdds>();
  for (const o of odds) byKey.set(`${o.market}\u0000${o.bookmaker}`, o);
  if (byKey.size === 0) return;
  await tx
    .insert(matchOdds)
    .values(
      [...byKey.values()].map((o) => ({
        matchId,
        market: o.market,
        bookmaker: o.bookmaker,
        opening: o.opening,
        current: o.current,
        updatedAt: new Date(o.updatedAt),
      })),
    )
    .onConflictDoUpdate({
      target: [matchOdds.matchId, matchOdds.market, matchOdds.bookmaker],
      set: {
        opening: sql`excluded.opening`,
        current: sql`excluded.current`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/**
 * Writes fixtures inside `tx`: leagues and teams by their feed ids, then the matches. A fixture never
 * moves a match backwards: its status applies only while the feed has not started updating the match
 * (and then bumps `seq`), and a seed state applies only when its `seq` is newer than the stored one.
 * Returns the matches whose live state changed (to publish after commit).
 */
export async function writeFixtures(tx: Executor, fixtures: readonly SeedFixture[]): Promise<StateChange[]> {
  if (fixtures.length === 0) return [];
  const leagueInputs: LeagueInput[] = [];
  const teamInputs: TeamInput[] = [];
  for (const f of fixtures) {
    leagueInputs.push({ ...f.league, gameId: f.gameId, source: f.source });
    for (const t of [f.home, f.away, ...(f.participants ?? [])]) {
      if (t) teamInputs.push({ ...t, gameId: f.gameId, source: f.source });
    }
  }
  const leagueIds = await upsertLeagues(tx, leagueInputs);
  const teamIds = await upsertTeams(tx, teamInputs);

  // One row per (source, externalId): the last fixture of the batch wins.
  const byKey = new Map<string, SeedFixture>();
  for (const f of fixtures) byKey.set(externalKey(f.source, f.externalId), f);
  const unique = [...byKey.values()];

  const changes: StateChange[] = [];
  for (let i = 0; i < unique.length; i += MATCH_CHUNK) {
    const chunk = unique.slice(i, i + MATCH_CHUNK);
    // What is stored now (locked: a concurrent feed update waits for this batch).
    const before = new Map<string, { status: MatchStatus; seq: number }>();
    const bySource = new Map<string, string[]>();
    for (const f of chunk) bySource.set(f.source, [...(bySource.get(f.source) ?? []), f.externalId]);
    for (const [source, externalIds] of bySource) {
      const rows = await tx
        .select({
          source: matches.source,
          externalId: matches.externalId,
          status: matches.status,
          seq: matches.seq,
        })
        .from(matches)
        .where(and(eq(matches.source, source), inArray(matches.externalId, externalIds)))
        .for('update');
      for (const r of rows) before.set(externalKey(r.source, r.externalId), r);
    }

    const teamId = (source: string, t: FeedFixture['home']) =>
      t ? (teamIds.get(externalKey(source, t.externalId)) ?? null) : null;
    const values = chunk.map((f) => {
      const leagueId = leagueIds.get(externalKey(f.source, f.league.externalId));
      if (leagueId === undefined) throw new Error(`league ${f.league.externalId} was not written`);
      const s = f.state;
      return {
        gameId: f.gameId,
        leagueId,
        source: f.source,
        externalId: f.externalId,
        stage: f.stage ?? null,
        round: f.round ?? null,
        bestOf: f.bestOf ?? null,
        startTime: new Date(f.startTime),
        homeTeamId: teamId(f.source, f.home),
        awayTeamId: teamId(f.source, f.away),
        status: s?.status ?? f.status,
        seq: s?.seq ?? 0,
        feedSeq: s?.seq ?? 0,
        period: s?.period ?? null,
        clock: s?.clock ?? null,
        score: s?.score ?? null,
        periodScores: s?.periodScores ?? [],
        detail: s?.detail ?? {},
        winner: s?.winner ?? null,
        winRate: f.winRate ?? null,
        lineups: f.lineups ?? null,
        updatedAt: s ? new Date(s.updatedAt) : new Date(),
      };
    });
    const newer = sql`excluded.seq > ${matches.seq}`;
    const fromState = (column: string) =>
      sql.raw(
        `case when excluded.seq > "matches"."seq" then excluded.${column} else "matches"."${column}" end`,
      );
    // No state yet from the feed nor from a seed: the fixture still owns the status.
    const feedIdle = sql`${matches.feedSeq} = 0`;
    const written = await tx
      .insert(matches)
      .values(values)
      .onConflictDoUpdate({
        target: [matches.source, matches.externalId],
        set: {
          leagueId: sql`excluded.league_id`,
          stage: sql`excluded.stage`,
          round: sql`excluded.round`,
          bestOf: sql`excluded.best_of`,
          startTime: sql`excluded.start_time`,
          homeTeamId: sql`excluded.home_team_id`,
          awayTeamId: sql`excluded.away_team_id`,
          lineups: sql`coalesce(excluded.lineups, ${matches.lineups})`,
          winRate: sql`coalesce(excluded.win_rate, ${matches.winRate})`,
          status: sql`case when ${newer} or ${feedIdle} then excluded.status else ${matches.status} end`,
          seq: sql`case when ${newer} then excluded.seq
            when ${feedIdle} and ${matches.status} <> excluded.status then ${matches.seq} + 1
            else ${matches.seq} end`,
          feedSeq: sql`greatest(${matches.feedSeq}, excluded.feed_seq)`,
          period: fromState('period'),
          clock: fromState('clock'),
          score: fromState('score'),
          periodScores: fromState('period_scores'),
          detail: fromState('detail'),
          winner: fromState('winner'),
          updatedAt: sql`case when ${newer} or (${feedIdle} and ${matches.status} <> excluded.status)
            then excluded.updated_at else ${matches.updatedAt} end`,
        },
      })
      .returning({ ...STATE_COLUMNS, source: matches.source, externalId: matches.externalId });

    const participantRows: Array<typeof matchParticipants.$inferInsert> = [];
    const withParticipants: number[] = [];
    for (const row of written) {
      const key = externalKey(row.source, row.externalId);
      const fixture = byKey.get(key);
      const previous = before.get(key);
      if (previous && previous.seq !== row.seq) {
        changes.push({ gameId: row.gameId, previousStatus: previous.status, state: liveStateOf(row) });
      }
      if (fixture?.participants) {
        withParticipants.push(row.id);
        fixture.participants.forEach((p, order) => {
          const id = teamIds.get(externalKey(row.source, p.externalId));
          if (id !== undefined) participantRows.push({ matchId: row.id, teamId: id, order });
        });
      }
      if (fixture?.odds) await upsertOdds(tx, row.id, fixture.odds);
    }
    if (withParticipants.length > 0) {
      await tx.delete(matchParticipants).where(inArray(matchParticipants.matchId, withParticipants));
      const seen = new Set<string>();
      const uniqueParticipants = participantRows.filter((p) => {
        const k = `${p.matchId}:${p.teamId}`;
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
      if (uniqueParticipants.length > 0) await tx.insert(matchParticipants).values(uniqueParticipants);
    }
  }
  return changes;
}

/**
 * Applies one feed update in one transaction: the match row is locked, an update whose `seq` is not
 * newer than the last accepted one is ignored (nothing changes), otherwise the state is stored, its
 * incidents appended, its odds upserted and `lastFeedAt` set.
 */
export function applyFeedUpdate(db: Database, update: FeedMatchUpdate, now: Date): Promise<ApplyResult> {
  return db.transaction(async (tx): Promise<ApplyResult> => {
    const [row] = await tx
      .select({
        id: matches.id,
        gameId: matches.gameId,
        seq: matches.seq,
        feedSeq: matches.feedSeq,
        status: matches.status,
      })
      .from(matches)
      .where(and(eq(matches.source, update.source), eq(matches.externalId, update.externalId)))
      .for('update');
    if (!row) return { applied: false, reason: 'unknown_match' };
    const s = update.state;
    if (s.seq <= row.feedSeq) {
      return {
        applied: false,
        reason: 'out_of_order',
        matchId: row.id,
        storedSeq: row.seq,
        feedSeq: row.feedSeq,
      };
    }
    // Normally the feed's own sequence; one more than ours when the staleness guard moved past it.
    const seq = Math.max(s.seq, row.seq + 1);
    const [stored] = await tx
      .update(matches)
      .set({
        status: s.status,
        seq,
        feedSeq: s.seq,
        period: s.period,
        clock: s.clock,
        score: s.score,
        periodScores: s.periodScores,
        detail: s.detail,
        winner: s.winner,
        updatedAt: new Date(s.updatedAt),
        lastFeedAt: now,
        ...(update.winRate ? { winRate: update.winRate } : {}),
      })
      .where(eq(matches.id, row.id))
      .returning(STATE_COLUMNS);
    if (!stored) throw new Error(`match ${row.id} vanished under its lock`);
    let incidents: MatchIncident[] = [];
    if (update.incidents.length > 0) {
      const inserted = await tx
        .insert(matchIncidents)
        .values(update.incidents.map((i) => incidentRow(row.id, seq, i)))
        .returning();
      incidents = inserted.map(incidentOf);
    }
    const odds = update.odds ?? [];
    await upsertOdds(tx, row.id, odds);
    return {
      applied: true,
      matchId: row.id,
      gameId: row.gameId,
      change: { gameId: row.gameId, previousStatus: row.status, state: liveStateOf(stored) },
      incidents,
      odds,
    };
  });
}

const STALE_CANDIDATES: MatchStatus[] = LIVE_STATUSES.filter((s) => s !== 'suspended');

/** Suspends matches in play whose feed has been silent since before `now - silenceMs` (bumping `seq`). */
export async function suspendSilentMatches(
  db: Executor,
  now: Date,
  silenceMs: number,
): Promise<StateChange[]> {
  const cutoff = new Date(now.getTime() - silenceMs);
  const rows = await db
    .update(matches)
    .set({ status: 'suspended', seq: sql`${matches.seq} + 1`, updatedAt: now })
    .where(
      and(
        inArray(matches.status, STALE_CANDIDATES),
        or(
          lt(matches.lastFeedAt, cutoff),
          and(sql`${matches.lastFeedAt} is null`, lte(matches.updatedAt, cutoff)),
        ),
      ),
    )
    .returning(STATE_COLUMNS);
  // The previous status is not returned by UPDATE; every candidate was in play, which is what matters.
  return rows.map((row) => ({
    gameId: row.gameId,
    previousStatus: 'live' as const,
    state: liveStateOf(row),
  }));
}

export function createMatchesRepository(db: Database) {
  return {
    db,
    async list(filter: MatchFilter): Promise<MatchListRow[]> {
      return (await buildListQuery(db, filter)) as MatchListRow[];
    },

    /** Battle royale teams of these matches, in order. */
    async participants(matchIds: readonly number[]): Promise<Map<number, TeamRef[]>> {
      const out = new Map<number, TeamRef[]>();
      if (matchIds.length === 0) return out;
      const rows = await db
        .select({
          matchId: matchParticipants.matchId,
          id: teams.id,
          name: teams.name,
          shortName: teams.shortName,
          logo: teams.logo,
        })
        .from(matchParticipants)
        .innerJoin(teams, eq(teams.id, matchParticipants.teamId))
        .where(inArray(matchParticipants.matchId, [...matchIds]))
        .orderBy(asc(matchParticipants.matchId), asc(matchParticipants.order));
      for (const { matchId, ...team } of rows) out.set(matchId, [...(out.get(matchId) ?? []), team]);
      return out;
    },

    /** Counts of matches per day window (one query). */
    async countPerWindow(
      filter: Omit<MatchFilter, 'order' | 'limit' | 'offset' | 'from' | 'to'>,
      windows: ReadonlyArray<{ from: Date; to: Date }>,
    ): Promise<number[]> {
      const first = windows[0];
      const last = windows[windows.length - 1];
      if (!first || !last) return [];
      const counts = Object.fromEntries(
        windows.map((w, i) => [
          `d${i}`,
          sql<number>`count(*) filter (where ${matches.startTime} >= ${w.from.toISOString()}::timestamptz and ${matches.startTime} < ${w.to.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
        ]),
      );
      const [row] = await db
        .select(counts)
        .from(matches)
        .where(filterConditions(db, { ...filter, from: first.from, to: last.to }));
      return windows.map((_, i) => Number(row?.[`d${i}`] ?? 0));
    },

    /** Counts per status group of the matches starting in the window, plus live now and favourites. */
    async seriesCount(f: {
      gameIds?: readonly number[] | undefined;
      from: Date;
      to: Date;
      uid?: number | undefined;
    }) {
      const [day] = await db
        .select({
          all: sql<number>`count(*)`.mapWith(Number),
          notStarted:
            sql<number>`count(*) filter (where ${inArray(matches.status, [...UPCOMING_STATUSES])})`.mapWith(
              Number,
            ),
          finished:
            sql<number>`count(*) filter (where ${inArray(matches.status, [...FINAL_STATUSES])})`.mapWith(
              Number,
            ),
          results: sql<number>`count(*) filter (where ${eq(matches.status, 'finished')})`.mapWith(Number),
          favourites:
            f.uid === undefined
              ? sql<number>`0`.mapWith(Number)
              : sql<number>`count(*) filter (where exists (select 1 from ${matchFavourites} where ${matchFavourites.uid} = ${f.uid} and ${matchFavourites.matchId} = ${matches.id}))`.mapWith(
                  Number,
                ),
        })
        .from(matches)
        .where(filterConditions(db, { gameIds: f.gameIds, from: f.from, to: f.to }));
      const [live] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(matches)
        .where(filterConditions(db, { gameIds: f.gameIds, statuses: LIVE_STATUSES }));
      return {
        all: day?.all ?? 0,
        live: live?.n ?? 0,
        notStarted: day?.notStarted ?? 0,
        finished: day?.finished ?? 0,
        results: day?.results ?? 0,
        favourites: day?.favourites ?? 0,
      };
    },

    /** Leagues with matches starting in the window (or in play), with their counts. */
    leaguesWithMatches(f: { gameIds?: readonly number[] | undefined; from: Date; to: Date; limit: number }) {
      const inWindow = filterConditions(db, { gameIds: f.gameIds, from: f.from, to: f.to });
      return db
        .select({
          id: leagues.id,
          gameId: leagues.gameId,
          name: leagues.name,
          shortName: leagues.shortName,
          logo: leagues.logo,
          matchCount: sql<number>`count(*)`.mapWith(Number),
          liveCount:
            sql<number>`count(*) filter (where ${inArray(matches.status, [...LIVE_STATUSES])})`.mapWith(
              Number,
            ),
        })
        .from(matches)
        .innerJoin(leagues, eq(leagues.id, matches.leagueId))
        .where(inWindow)
        .groupBy(leagues.id)
        .orderBy(desc(leagues.priority), desc(sql`count(*)`), asc(leagues.name))
        .limit(f.limit);
    },

    async detail(id: number) {
      const [row] = await db
        .select({
          match: matches,
          league: {
            id: leagues.id,
            name: leagues.name,
            shortName: leagues.shortName,
            logo: leagues.logo,
            season: leagues.season,
            country: leagues.country,
          },
          home: {
            id: homeTeam.id,
            name: homeTeam.name,
            shortName: homeTeam.shortName,
            logo: homeTeam.logo,
            country: homeTeam.country,
          },
          away: {
            id: awayTeam.id,
            name: awayTeam.name,
            shortName: awayTeam.shortName,
            logo: awayTeam.logo,
            country: awayTeam.country,
          },
        })
        .from(matches)
        .innerJoin(leagues, eq(leagues.id, matches.leagueId))
        .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
        .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
        .where(eq(matches.id, id))
        .limit(1);
      return row ?? null;
    },

    async odds(matchId: number): Promise<MatchOdds[]> {
      const rows = await db
        .select()
        .from(matchOdds)
        .where(eq(matchOdds.matchId, matchId))
        .orderBy(asc(matchOdds.market), asc(matchOdds.bookmaker));
      return rows.map((r) => ({
        market: r.market,
        bookmaker: r.bookmaker,
        opening: r.opening,
        current: r.current,
        updatedAt: r.updatedAt.toISOString(),
      }));
    },

    /** The last `limit` incidents, oldest first. */
    async incidents(matchId: number, limit: number): Promise<MatchIncident[]> {
      const rows = await db
        .select()
        .from(matchIncidents)
        .where(eq(matchIncidents.matchId, matchId))
        .orderBy(desc(matchIncidents.id))
        .limit(limit);
      return rows.reverse().map(incidentOf);
    },

    async matchStatus(id: number): Promise<{ id: number; gameId: number; status: MatchStatus } | null> {
      const [row] = await db
        .select({ id: matches.id, gameId: matches.gameId, status: matches.status })
        .from(matches)
        .where(eq(matches.id, id))
        .limit(1);
      return row ?? null;
    },

    // Favourites ------------------------------------------------------------------------------

    async addFavourite(uid: number, matchId: number): Promise<void> {
      await db.insert(matchFavourites).values({ uid, matchId }).onConflictDoNothing();
    },
    /** True when there was one to remove. */
    async removeFavourite(uid: number, matchId: number): Promise<boolean> {
      const removed = await db
        .delete(matchFavourites)
        .where(and(eq(matchFavourites.uid, uid), eq(matchFavourites.matchId, matchId)))
        .returning({ matchId: matchFavourites.matchId });
      return removed.length > 0;
    },
    async favouriteIds(uid: number, matchIds: readonly number[]): Promise<Set<number>> {
      if (matchIds.length === 0) return new Set();
      const rows = await db
        .select({ matchId: matchFavourites.matchId })
        .from(matchFavourites)
        .where(and(eq(matchFavourites.uid, uid), inArray(matchFavourites.matchId, [...matchIds])));
      return new Set(rows.map((r) => r.matchId));
    },

    // Reservations ----------------------------------------------------------------------------

    /** Runs reservation reads and writes in one transaction. */
    reservationTx<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx));
    },
    async matchStatusIn(tx: Executor, id: number): Promise<{ id: number; status: MatchStatus } | null> {
      const [row] = await tx
        .select({ id: matches.id, status: matches.status })
        .from(matches)
        .where(eq(matches.id, id))
        .limit(1);
      return row ?? null;
    },
    async activeReservation(tx: Executor, uid: number, matchId: number) {
      const [row] = await tx
        .select()
        .from(matchReservations)
        .where(
          and(
            eq(matchReservations.uid, uid),
            eq(matchReservations.matchId, matchId),
            eq(matchReservations.state, 'reserved'),
          ),
        )
        .for('update');
      return row ?? null;
    },
    async lastReservation(tx: Executor, uid: number, matchId: number) {
      const [row] = await tx
        .select()
        .from(matchReservations)
        .where(and(eq(matchReservations.uid, uid), eq(matchReservations.matchId, matchId)))
        .orderBy(desc(matchReservations.id))
        .limit(1);
      return row ?? null;
    },
    async insertReservation(tx: Executor, uid: number, matchId: number) {
      const [row] = await tx
        .insert(matchReservations)
        .values({ uid, matchId, state: 'reserved' })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    async cancelReservation(tx: Executor, id: number) {
      const [row] = await tx
        .update(matchReservations)
        .set({ state: 'cancelled', cancelledAt: sql`now()` })
        .where(eq(matchReservations.id, id))
        .returning();
      return row ?? null;
    },
    /** A user's reservations, newest first, optionally in one shown state. */
    reservations(
      uid: number,
      f: { state?: ReservationState | undefined; matchId?: number; limit: number; offset: number },
    ) {
      const { state } = f;
      const reserved = eq(matchReservations.state, 'reserved');
      const byState: Record<ReservationState, SQL | undefined> = {
        cancelled: or(eq(matchReservations.state, 'cancelled'), eq(matches.status, 'cancelled')),
        ended: and(reserved, eq(matches.status, 'finished')),
        in_progress: and(reserved, inArray(matches.status, [...LIVE_STATUSES])),
        not_started: and(reserved, inArray(matches.status, [...UPCOMING_STATUSES])),
      };
      return db
        .select({
          ...LIST_COLUMNS,
          reservationId: matchReservations.id,
          stored: matchReservations.state,
          reservedAt: matchReservations.createdAt,
          cancelledAt: matchReservations.cancelledAt,
        })
        .from(matchReservations)
        .innerJoin(matches, eq(matches.id, matchReservations.matchId))
        .innerJoin(leagues, eq(leagues.id, matches.leagueId))
        .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
        .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
        .where(
          and(
            eq(matchReservations.uid, uid),
            f.matchId === undefined ? undefined : eq(matchReservations.matchId, f.matchId),
            state ? byState[state] : undefined,
          ),
        )
        .orderBy(desc(matchReservations.id))
        .limit(f.limit)
        .offset(f.offset);
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;

/**
 * Loads fixtures in one transaction (or inside the caller's: pass the seed's `tx`). Nothing is
 * published: for the seed and imports. Fixtures may carry a known `state` (results of past matches).
 */
export async function loadFixtures(db: Database, fixtures: readonly SeedFixture[]): Promise<void> {
  await db.transaction(async (tx) => {
    await writeFixtures(tx, fixtures);
  });
}
