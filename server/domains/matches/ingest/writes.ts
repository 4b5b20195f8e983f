/**
 * What the feed writes: fixtures (with their leagues, teams and players through the competitions of
 * the games domain), live states under the seq guard, the staleness guard's suspensions, the heartbeat,
 * and the retirement of a feed source. Every function joins the caller's transaction or opens one.
 */
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type {
  LiveDetail,
  MatchIncident,
  MatchLiveState,
  MatchOdds,
  MatchStats,
  SideScore,
  WinRate,
} from '../../../../shared/matches/contract.ts';
import type { FeedFixture, FeedMatchUpdate } from '../../../../shared/matches/feed.ts';
import { LIVE_STATUSES, type MatchStatus, redCardsAfter } from '../../../../shared/matches/model.ts';
import type { Database, Executor } from '../../../db/client.ts';
import {
  competitorSources,
  deleteCompetitorsOfSources,
  externalKey,
  syncCompetitors,
  teamIdFrom,
} from '../../games/index.ts';
import { incidentOf, incidentRow, liveStateOf, STATE_COLUMNS, type StateChange } from '../rows.ts';
import { matches, matchIncidents, matchOdds, matchOddsHistory, matchParticipants } from '../schema.ts';
import { publicStats, storedLineups, storedStats } from './lineups.ts';

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
      stats?: MatchStats;
    }
  | { applied: false; reason: 'unknown_match' }
  | { applied: false; reason: 'out_of_order'; matchId: number; storedSeq: number; feedSeq: number };

const MATCH_CHUNK = 500;

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
  // The movement: these current prices at the instant the feed stamped them (once per instant).
  await tx
    .insert(matchOddsHistory)
    .values(
      [...byKey.values()].map((o) => ({
        matchId,
        market: o.market,
        bookmaker: o.bookmaker,
        at: new Date(o.updatedAt),
        prices: o.current,
      })),
    )
    .onConflictDoNothing();
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
  const { leagueIds, teamIds, playerIds } = await syncCompetitors(tx, fixtures);
  const teamIdOf = teamIdFrom(teamIds);

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
        venue: f.venue ?? null,
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
          venue: sql`excluded.venue`,
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
 * The seq guard, inside the caller's transaction: the match row is locked; an update whose `seq` is
 * not newer than the last one accepted from the feed is ignored (nothing changes), otherwise the state
 * is stored, its incidents appended, its odds upserted and `lastFeedAt` set. The guard stays in SQL,
 * under the row lock, so concurrent writers cannot both pass it.
 */
export async function updateStateIfNewer(
  tx: Executor,
  update: FeedMatchUpdate,
  now: Date,
): Promise<ApplyResult> {
  const [row] = await tx
    .select({
      id: matches.id,
      gameId: matches.gameId,
      seq: matches.seq,
      feedSeq: matches.feedSeq,
      status: matches.status,
      redCards: sql<SideScore | null>`${matches.detail} -> 'redCards'`,
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
  // Players' lines name players of the line-ups: they get our ids from there.
  let stats = update.stats;
  if (stats?.players) {
    const [held] = await tx.select({ lineups: matches.lineups }).from(matches).where(eq(matches.id, row.id));
    stats = storedStats(stats, held?.lineups);
  }
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
      detail: withRedCards(s.detail, row.redCards, update.incidents),
      winner: s.winner,
      updatedAt: new Date(s.updatedAt),
      lastFeedAt: now,
      ...(update.winRate ? { winRate: update.winRate } : {}),
      ...(stats ? { stats } : {}),
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
    ...(stats ? { stats: publicStats(stats) } : {}),
  };
}

/**
 * The feed's detail with the red cards shown so far (`redCardsAfter`): those held before plus this
 * update's `red_card` incidents. A feed that counts them itself is believed.
 */
export function withRedCards(
  detail: LiveDetail,
  before: SideScore | null | undefined,
  incidents: FeedMatchUpdate['incidents'],
): LiveDetail {
  if (detail.redCards) return detail;
  const redCards = redCardsAfter(before, incidents);
  return redCards ? { ...detail, redCards } : detail;
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

/**
 * Loads fixtures in one transaction (or inside the caller's: pass the seed's `tx`). Nothing is
 * published: for the seed and imports. Fixtures may carry a known `state` (results of past matches).
 */
export async function loadFixtures(db: Database, fixtures: readonly SeedFixture[]): Promise<void> {
  await db.transaction(async (tx) => {
    await writeFixtures(tx, fixtures);
  });
}

/** Feed sources that have leagues in the database (few: one per feed, or per simulator seed). */
export function feedSources(db: Executor): Promise<string[]> {
  return competitorSources(db);
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
    await deleteCompetitorsOfSources(tx, sources);
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
