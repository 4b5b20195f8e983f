import { and, asc, desc, eq, exists, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  type Executor,
  externalKey,
  type LeagueInput,
  syncPlayers,
  type TeamInput,
  upsertLeagues,
  upsertTeams,
} from '../games/competition.repository.ts';
import { leagues, teams } from '../games/competition.schema.ts';
import { playersOfFixtures, storedLineups, teamIdFrom } from './lineups.ts';
import {
  type FeedFixture,
  type FeedMatchUpdate,
  FINAL_STATUSES,
  isLive,
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

/** The live fields of a match (period, clock, scores, detail, winner). */
export type LiveFields = Pick<
  MatchLiveState,
  'period' | 'clock' | 'score' | 'periodScores' | 'detail' | 'winner'
>;

export interface MatchListRow extends LiveFields {
  id: number;
  gameId: number;
  stage: string | null;
  round: string | null;
  bestOf: number | null;
  startTime: Date;
  status: MatchStatus;
  seq: number;
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

/** The live fields of a stored match, absent ones as null (or an empty list or detail). */
export function liveFields(row: LiveFields): LiveFields {
  return {
    period: row.period ?? null,
    clock: row.clock ?? null,
    score: row.score ?? null,
    periodScores: row.periodScores ?? [],
    detail: row.detail ?? {},
    winner: row.winner ?? null,
  };
}

export function liveStateOf(
  row: LiveFields & { id: number; seq: number; status: MatchStatus; updatedAt: Date },
): MatchLiveState {
  return {
    matchId: row.id,
    seq: row.seq,
    status: row.status,
    ...liveFields(row),
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
  if (i.participantId !== undefined) payload.participantId = i.participantId;
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
 * Writes fixtures inside `tx`: leagues, teams and their players by their feed ids, then the matches
 * (line-up entries naming a player get our `playerId`). A fixture never moves a match backwards: its
 * status applies only while the feed has not started updating the match (and then bumps `seq`), and a
 * seed state applies only when its `seq` is newer than the stored one. Returns the matches whose live
 * state changed (to publish after commit).
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
  const teamIdOf = teamIdFrom(teamIds);
  const { roster, implied } = playersOfFixtures(fixtures, teamIdOf);
  const playerIds = await syncPlayers(tx, roster, implied);

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
        lineups: storedLineups(f, teamIdOf, playerIds),
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

    /** Who holds an active reservation of a match, with the names a reminder shows (null: nobody). */
    async reservationReminder(matchId: number) {
      const rows = await db
        .select({
          uid: matchReservations.uid,
          league: leagues.name,
          home: homeTeam.name,
          away: awayTeam.name,
        })
        .from(matchReservations)
        .innerJoin(matches, eq(matches.id, matchReservations.matchId))
        .innerJoin(leagues, eq(leagues.id, matches.leagueId))
        .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
        .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
        .where(and(eq(matchReservations.matchId, matchId), eq(matchReservations.state, 'reserved')));
      const [first] = rows;
      if (!first) return null;
      return { uids: rows.map((r) => r.uid), league: first.league, home: first.home, away: first.away };
    },

    /** Which of these matches the user holds an active reservation of. */
    async reservedIds(uid: number, matchIds: readonly number[]): Promise<Set<number>> {
      if (matchIds.length === 0) return new Set();
      const rows = await db
        .select({ matchId: matchReservations.matchId })
        .from(matchReservations)
        .where(
          and(
            eq(matchReservations.uid, uid),
            eq(matchReservations.state, 'reserved'),
            inArray(matchReservations.matchId, [...matchIds]),
          ),
        );
      return new Set(rows.map((r) => r.matchId));
    },

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

// The initial load of a feed --------------------------------------------------------------------

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

/**
 * Splits the feed's leagues or teams (by external key) into those stored as they are, with our id,
 * and the stale ones: new, or with a field that differs from the stored row.
 */
function partitionStored<T extends object>(
  inputs: ReadonlyMap<string, T>,
  stored: ReadonlyArray<{ id: number; source: string; externalId: string }>,
): { ids: Map<string, number>; stale: T[] } {
  const differs = (input: object, row: Record<string, unknown>) =>
    Object.entries(input).some(
      ([key, value]) => key !== 'gameId' && value !== undefined && key in row && row[key] !== value,
    );
  const ids = new Map<string, number>();
  const stale = new Map(inputs);
  for (const row of stored) {
    const key = externalKey(row.source, row.externalId);
    const input = inputs.get(key);
    if (!input || differs(input, row)) continue;
    ids.set(key, row.id);
    stale.delete(key);
  }
  return { ids, stale: [...stale.values()] };
}

/**
 * Ids of the feed's leagues, teams and players, writing only those that are new or changed (players:
 * one SELECT of the stored ones, then one INSERT per 5,000 new or changed; see `syncPlayers`).
 */
async function syncCompetitors(
  tx: Executor,
  fixtures: readonly FeedFixture[],
): Promise<{
  leagueIds: Map<string, number>;
  teamIds: Map<string, number>;
  playerIds: Map<string, number>;
}> {
  const leagueInputs = new Map<string, LeagueInput>();
  const teamInputs = new Map<string, TeamInput>();
  for (const f of fixtures) {
    leagueInputs.set(externalKey(f.source, f.league.externalId), {
      ...f.league,
      gameId: f.gameId,
      source: f.source,
    });
    for (const t of [f.home, f.away, ...(f.participants ?? [])]) {
      if (t)
        teamInputs.set(externalKey(f.source, t.externalId), { ...t, gameId: f.gameId, source: f.source });
    }
  }
  const sources = [...new Set(fixtures.map((f) => f.source))];

  const storedLeagues = await tx
    .select({
      id: leagues.id,
      source: leagues.source,
      externalId: leagues.externalId,
      name: leagues.name,
      shortName: leagues.shortName,
      logo: leagues.logo,
      season: leagues.season,
      country: leagues.country,
    })
    .from(leagues)
    .where(inArray(leagues.source, sources));
  const league = partitionStored(leagueInputs, storedLeagues);
  for (const [key, id] of await upsertLeagues(tx, league.stale)) league.ids.set(key, id);

  const storedTeams = await tx
    .select({
      id: teams.id,
      source: teams.source,
      externalId: teams.externalId,
      name: teams.name,
      shortName: teams.shortName,
      logo: teams.logo,
      country: teams.country,
    })
    .from(teams)
    .where(inArray(teams.source, sources));
  const team = partitionStored(teamInputs, storedTeams);
  for (const [key, id] of await upsertTeams(tx, team.stale)) team.ids.set(key, id);
  const { roster, implied } = playersOfFixtures(fixtures, teamIdFrom(team.ids));
  const playerIds = await syncPlayers(tx, roster, implied);
  return { leagueIds: league.ids, teamIds: team.ids, playerIds };
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
      } as FeedMatchUpdate);
    }
  }
  return latest;
}

function stateColumns(s: FeedMatchUpdate['state']) {
  return {
    status: s.status,
    seq: s.seq,
    period: s.period,
    clock: s.clock,
    score: s.score,
    period_scores: s.periodScores,
    detail: s.detail,
    winner: s.winner,
    updated_at: s.updatedAt,
  };
}

const STATE_RECORD = sql.raw(
  'status text, seq bigint, period jsonb, clock jsonb, score jsonb, period_scores jsonb, detail jsonb, winner text, updated_at timestamptz, win_rate jsonb',
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
              ...stateColumns(u.state),
              feed_seq: u.state.seq,
              win_rate: u.winRate ?? null,
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
      sql`insert into ${matches} (game_id, source, external_id, league_id, stage, round, best_of, start_time,
          home_team_id, away_team_id, lineups, status, seq, feed_seq, period, clock, score, period_scores,
          detail, winner, win_rate, updated_at, last_feed_at)
        select game_id, source, external_id, league_id, stage, round, best_of, start_time, home_team_id,
          away_team_id, lineups, status, seq, feed_seq, period, clock, score, period_scores, detail, winner,
          win_rate, updated_at, last_feed_at
        from jsonb_to_recordset(${records(rows)}) as v(game_id int, source text, external_id text,
          league_id int, stage text, round text, best_of int, start_time timestamptz, home_team_id int,
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
          best_of = v.best_of, start_time = v.start_time, home_team_id = v.home_team_id,
          away_team_id = v.away_team_id, lineups = coalesce(v.lineups, m.lineups),
          status = case when m.feed_seq = 0 and v.status is not null then v.status else m.status end,
          seq = case when m.feed_seq = 0 and v.status is not null and m.status <> v.status
            then m.seq + 1 else m.seq end,
          updated_at = case when m.feed_seq = 0 and v.status is not null and m.status <> v.status
            then ${ctx.now}::timestamptz else m.updated_at end
        from jsonb_to_recordset(${records(rows)}) as v(id int, league_id int, stage text, round text,
          best_of int, start_time timestamptz, home_team_id int, away_team_id int, lineups jsonb, status text)
        where m.id = v.id and (
          (m.league_id, m.stage, m.round, m.best_of, m.start_time, m.home_team_id, m.away_team_id)
            is distinct from (v.league_id, v.stage, v.round, v.best_of, v.start_time, v.home_team_id, v.away_team_id)
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
    return u && row && u.state.seq > row.feedSeq ? [{ row, u }] : [];
  });
  const updatedSeq = new Map<number, number>();
  await inSlices(newer, async (slice) => {
    const rows = slice.map(({ row, u }) => ({
      id: row.id,
      ...stateColumns(u.state),
      win_rate: u.winRate ?? null,
    }));
    const returned = await rowsOf<{ id: number; seq: number }>(
      tx,
      sql`update ${matches} as m set status = v.status, seq = greatest(v.seq, m.seq + 1), feed_seq = v.seq,
          period = v.period, clock = v.clock, score = v.score, period_scores = v.period_scores,
          detail = v.detail, winner = v.winner, win_rate = coalesce(v.win_rate, m.win_rate),
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

  return {
    inserted: inserted.size,
    refreshed,
    states: landed.length,
    incidents: incidentRows.length,
    odds: oddsRows.length,
  };
}

/** Feed sources that have leagues in the database (few: one per feed, or per simulator seed). */
export async function feedSources(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ source: leagues.source }).from(leagues);
  return rows.map((r) => r.source).sort();
}

/**
 * Deletes everything of these feed sources: their matches (with logs, odds, participants, favourites
 * and reservations), teams (with rosters) and leagues. For retiring a simulator seed. Returns the
 * number of matches deleted.
 */
export async function deleteFeedSources(db: Database, sources: readonly string[]): Promise<number> {
  if (sources.length === 0) return 0;
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(matches)
      .where(inArray(matches.source, [...sources]))
      .returning({ id: matches.id });
    await tx.delete(teams).where(inArray(teams.source, [...sources]));
    await tx.delete(leagues).where(inArray(leagues.source, [...sources]));
    return deleted.length;
  });
}

/**
 * The feed is alive (its connection is up, its loop ran): its matches in play count as fed `at`, so
 * the staleness guard does not suspend a match only because nothing happened in it (a half-time break).
 */
export async function touchLiveMatches(db: Executor, source: string, at: Date): Promise<number> {
  const rows = await db
    .update(matches)
    .set({ lastFeedAt: at })
    .where(and(eq(matches.source, source), inArray(matches.status, [...LIVE_STATUSES])))
    .returning({ id: matches.id });
  return rows.length;
}
