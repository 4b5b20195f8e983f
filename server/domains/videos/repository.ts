/** All SQL of videos (issue 15): lists, one video, related and a match's videos, hot videos, the console, due publishing. */
import { and, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VideoStatus } from '../../../shared/videos/model.ts';
import { type Database, type Executor, queryRows } from '../../db/client.ts';
import { teams } from '../games/competitions/schema.ts';
import { games } from '../games/schema.ts';
import { type HotPeriod, hotCounts, hotScore, periodStart } from '../hot/index.ts';
import { matches } from '../matches/schema.ts';
import { users } from '../users/schema.ts';
import { videos } from './schema.ts';

export type VideoRow = typeof videos.$inferSelect;

/** What viewers see at `now`: published, or scheduled with its time passed (rules.ts `visibleAt`). */
export function visible(now: Date): SQL {
  return or(
    eq(videos.status, 'published'),
    and(eq(videos.status, 'scheduled'), lte(videos.publishAt, now)),
  ) as SQL;
}

/** A card's columns: the video's and its game's slug. */
const card = {
  id: videos.id,
  language: videos.language,
  gameId: videos.gameId,
  game: games.abbr,
  category: videos.category,
  title: videos.title,
  cover: videos.cover,
  durationSeconds: videos.durationSeconds,
  publishAt: videos.publishAt,
  createdAt: videos.createdAt,
  views: videos.views,
  comments: videos.comments,
  demo: videos.demo,
};

export interface ListFilter {
  /** null: every language. */
  language: string | null;
  /** null: every game. */
  gameId: number | null;
  category?: string | undefined;
}

function listWhere(filter: ListFilter, now: Date): SQL {
  const parts: SQL[] = [visible(now)];
  if (filter.language !== null) parts.push(eq(videos.language, filter.language));
  if (filter.gameId !== null) parts.push(eq(videos.gameId, filter.gameId));
  if (filter.category) parts.push(eq(videos.category, filter.category));
  return and(...parts) as SQL;
}

/** Newest first: by publishing time, then id. */
const newest = [desc(videos.publishAt), desc(videos.id)];

export type CardRow = Awaited<ReturnType<typeof listVisible>>['rows'][number];

/** One page of visible videos, newest first, and how many there are in all. */
export async function listVisible(
  db: Database,
  filter: ListFilter,
  now: Date,
  offset: number,
  limit: number,
) {
  const where = listWhere(filter, now);
  const [rows, [total]] = await Promise.all([
    db
      .select(card)
      .from(videos)
      .leftJoin(games, eq(games.gameId, videos.gameId))
      .where(where)
      .orderBy(...newest)
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(videos).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The newest visible videos of each category (a game's video page), `perCategory` of each. */
export async function newestPerCategory(db: Database, filter: ListFilter, now: Date, perCategory: number) {
  const ranked = db
    .select({
      id: videos.id,
      rank: sql<number>`row_number() over (partition by ${videos.category} order by ${videos.publishAt} desc, ${videos.id} desc)`.as(
        'rank',
      ),
    })
    .from(videos)
    .where(listWhere(filter, now))
    .as('ranked');
  return db
    .select(card)
    .from(ranked)
    .innerJoin(videos, eq(videos.id, ranked.id))
    .leftJoin(games, eq(games.gameId, videos.gameId))
    .where(lte(ranked.rank, perCategory))
    .orderBy(...newest);
}

/** Whether a language has any visible video (the lists fall back to another language when not). */
export async function hasVisible(db: Database, language: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.language, language), visible(now)))
    .limit(1);
  return row !== undefined;
}

/** One video with its game's slug and its author's name. */
export async function findVideo(db: Executor, id: number) {
  const [row] = await db
    .select({ video: videos, game: games.abbr, authorName: users.username })
    .from(videos)
    .leftJoin(games, eq(games.gameId, videos.gameId))
    .leftJoin(users, eq(users.uid, videos.authorUid))
    .where(eq(videos.id, id))
    .limit(1);
  return row;
}

export async function lockVideo(tx: Executor, id: number): Promise<VideoRow | undefined> {
  const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for('update').limit(1);
  return row;
}

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

/** A match as a video shows it: its game, sides and start; undefined when there is no such match. */
export async function findMatch(db: Executor, matchId: number) {
  const [row] = await db
    .select({
      id: matches.id,
      gameId: matches.gameId,
      game: games.abbr,
      home: home.name,
      away: away.name,
      startTime: matches.startTime,
    })
    .from(matches)
    .innerJoin(games, eq(games.gameId, matches.gameId))
    .leftJoin(home, eq(home.id, matches.homeTeamId))
    .leftJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, matchId))
    .limit(1);
  return row;
}

/** The game's slug, or undefined when the catalog has no such game. */
export async function gameSlug(tx: Executor, gameId: number): Promise<string | undefined> {
  const [row] = await tx.select({ abbr: games.abbr }).from(games).where(eq(games.gameId, gameId)).limit(1);
  return row?.abbr;
}

/** A game's id by its slug, or undefined when the catalog has no such game. */
export async function gameIdOf(db: Executor, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ gameId: games.gameId }).from(games).where(eq(games.abbr, slug)).limit(1);
  return row?.gameId;
}

/**
 * Visible videos like `row`: of the same match first, then of its game in its language, newest first;
 * never itself.
 */
export async function related(db: Database, row: VideoRow, now: Date, limit: number) {
  const sameMatch = row.matchId === null ? sql`false` : eq(videos.matchId, row.matchId);
  const sameGame =
    row.gameId === null ? sql`false` : and(eq(videos.gameId, row.gameId), eq(videos.language, row.language));
  return db
    .select(card)
    .from(videos)
    .leftJoin(games, eq(games.gameId, videos.gameId))
    .where(and(visible(now), ne(videos.id, row.id), or(sameMatch, sameGame)))
    .orderBy(sql`case when ${sameMatch} then 0 else 1 end`, ...newest)
    .limit(limit);
}

/** A match's visible videos, newest first (its page's Playback tab). */
export async function ofMatch(db: Database, matchId: number, now: Date, limit: number) {
  return db
    .select(card)
    .from(videos)
    .leftJoin(games, eq(games.gameId, videos.gameId))
    .where(and(eq(videos.matchId, matchId), visible(now)))
    .orderBy(...newest)
    .limit(limit);
}

/** The hottest visible videos of a period (views + weighted interactions), optionally of a language and game. */
export async function hottest(db: Database, filter: ListFilter, period: HotPeriod, now: Date, limit: number) {
  return db
    .select({ ...card, score: hotScore })
    .from(hotCounts)
    .innerJoin(videos, eq(videos.id, hotCounts.itemId))
    .leftJoin(games, eq(games.gameId, videos.gameId))
    .where(
      and(eq(hotCounts.kind, 'video'), gte(hotCounts.day, periodStart(period, now)), listWhere(filter, now)),
    )
    .groupBy(videos.id, games.abbr)
    .orderBy(desc(hotScore), desc(videos.id))
    .limit(limit);
}

/** The console's list: every state, newest change first; `q` finds titles. */
export async function editorList(
  db: Database,
  filter: {
    status?: VideoStatus | undefined;
    language?: string | undefined;
    gameId?: number | undefined;
    q: string;
  },
  offset: number,
  limit: number,
) {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(videos.status, filter.status));
  if (filter.language) parts.push(eq(videos.language, filter.language));
  if (filter.gameId !== undefined) parts.push(eq(videos.gameId, filter.gameId));
  const words = filter.q.trim();
  if (words) parts.push(ilike(videos.title, `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...card,
        status: videos.status,
        matchId: videos.matchId,
        sourceType: videos.sourceType,
        hlsState: videos.hlsState,
        updatedAt: videos.updatedAt,
      })
      .from(videos)
      .leftJoin(games, eq(games.gameId, videos.gameId))
      .where(where)
      .orderBy(desc(videos.updatedAt), desc(videos.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(videos).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type VideoValues = Omit<
  typeof videos.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'views' | 'comments'
>;

export async function insertVideo(tx: Executor, values: VideoValues): Promise<VideoRow> {
  const [row] = await tx.insert(videos).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function insertVideos(
  tx: Executor,
  values: (VideoValues & { views?: number })[],
): Promise<void> {
  if (values.length > 0) await tx.insert(videos).values(values);
}

export async function updateVideo(tx: Executor, id: number, values: Partial<VideoValues>): Promise<void> {
  await tx
    .update(videos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(videos.id, id));
}

/** Writes `published` on scheduled videos whose time has come; their ids. */
export async function publishDue(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .update(videos)
    .set({ status: 'published', updatedAt: sql`now()` })
    .where(and(eq(videos.status, 'scheduled'), lte(videos.publishAt, now)))
    .returning({ id: videos.id });
  return rows.map((r) => r.id);
}

export async function addViews(db: Executor, id: number, views: number): Promise<void> {
  await db
    .update(videos)
    .set({ views: sql`${videos.views} + ${views}` })
    .where(eq(videos.id, id));
}

export async function addComments(tx: Executor, id: number, delta: number): Promise<void> {
  await tx
    .update(videos)
    .set({ comments: sql`greatest(0, ${videos.comments} + ${delta})` })
    .where(eq(videos.id, id));
}

/** The language and visibility of a video, read inside a caller's transaction (the comments' target). */
export async function targetOf(tx: Executor, id: number) {
  const [row] = await tx
    .select({ language: videos.language, status: videos.status, publishAt: videos.publishAt })
    .from(videos)
    .where(eq(videos.id, id))
    .limit(1);
  return row;
}

/** How many visible videos there are (the sitemap's files). */
export async function visibleCount(db: Database, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videos).where(visible(now));
  return row?.n ?? 0;
}

/** Visible videos' ids and game slugs, newest first, for the sitemap. */
export async function sitemapEntries(db: Database, now: Date, limit: number, offset: number) {
  return db
    .select({ id: videos.id, game: games.abbr })
    .from(videos)
    .leftJoin(games, eq(games.gameId, videos.gameId))
    .where(visible(now))
    .orderBy(...newest)
    .offset(offset)
    .limit(limit);
}

/** How many videos exist in any state (the demo seed writes only into an empty table). */
export async function videoCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videos);
  return row?.n ?? 0;
}

/** Games of the catalog in their order, for the demo seed. */
export async function catalogGames(db: Executor) {
  return db
    .select({ gameId: games.gameId, abbr: games.abbr, name: games.name, kind: games.kind })
    .from(games)
    .orderBy(games.sortIndex);
}

// HLS packaging and the uploaded files (decision 024) ---------------------------------------------

/** What the packaging job claimed: one pending video's file and length, and how often it was tried. */
export interface ClaimedHls {
  id: number;
  source: string;
  durationSeconds: number;
  attempts: number;
}

/**
 * Claims the oldest pending video nobody holds (no claim, or one whose time ran out: its process
 * died), in one statement: the row is locked `SKIP LOCKED` and its claim written before anyone else
 * can read it, so two processes never package the same video. The claim lasts `baseSeconds +
 * perVideoSecond × duration` (at most `maxSeconds`) from `at`.
 */
export async function claimPendingHls(
  db: Database,
  at: Date,
  lease: { baseSeconds: number; perVideoSecond: number; maxSeconds: number },
): Promise<ClaimedHls | undefined> {
  const rows = await queryRows<{
    id: number;
    source: string;
    duration_seconds: number;
    hls_attempts: number;
  }>(
    db,
    sql`update videos
          set hls_lease_until = ${at.toISOString()}::timestamptz
                + least(${lease.maxSeconds}, ${lease.baseSeconds} + ${lease.perVideoSecond} * duration_seconds)
                  * interval '1 second',
              hls_attempts = hls_attempts + 1
        where id = (
          select id from videos
           where hls_state = 'pending'
             and (hls_lease_until is null or hls_lease_until < ${at.toISOString()}::timestamptz)
           order by id
           limit 1
           for update skip locked)
          and hls_state = 'pending'
        returning id, source, duration_seconds, hls_attempts`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    source: row.source,
    durationSeconds: Number(row.duration_seconds),
    attempts: Number(row.hls_attempts),
  };
}

/**
 * Writes the outcome of a packaging on every pending video of that file (rows may share a file: the
 * demo clips do). `ready` names the playlist. Answers the ids written (none: the file was replaced
 * or the video is gone meanwhile).
 */
export async function finishHls(
  db: Executor,
  source: string,
  outcome: { state: 'ready'; path: string } | { state: 'failed' },
): Promise<number[]> {
  const rows = await db
    .update(videos)
    .set({
      hlsState: outcome.state,
      hlsPath: outcome.state === 'ready' ? outcome.path : null,
      hlsLeaseUntil: null,
    })
    .where(and(eq(videos.source, source), eq(videos.hlsState, 'pending')))
    .returning({ id: videos.id });
  return rows.map((r) => r.id);
}

/** Lets a claimed video go without counting the attempt (ffmpeg missing here, or the job stopping). */
export async function releaseHls(db: Executor, id: number, source: string): Promise<void> {
  await db
    .update(videos)
    .set({ hlsLeaseUntil: null, hlsAttempts: sql`greatest(0, ${videos.hlsAttempts} - 1)` })
    .where(and(eq(videos.id, id), eq(videos.source, source), eq(videos.hlsState, 'pending')));
}

/** Of `sources`, those some video (in any state) names. */
export async function referencedSources(db: Executor, sources: readonly string[]): Promise<Set<string>> {
  if (sources.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ source: videos.source })
    .from(videos)
    .where(inArray(videos.source, [...sources]));
  return new Set(rows.map((r) => r.source));
}

/**
 * The uploaded files' lock, for this transaction: `shared` by whoever makes a file referenced (a save
 * naming an uploaded file checks it is still there under it), `exclusive` by whoever deletes a file
 * because no row names it (the clean-up, a replaced file's HLS folder). So a file is never deleted
 * between a save's check and its commit.
 */
export async function lockVideoFiles(tx: Executor, mode: 'shared' | 'exclusive'): Promise<void> {
  if (mode === 'shared') await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext('videos:files'))`);
  else await tx.execute(sql`select pg_advisory_xact_lock(hashtext('videos:files'))`);
}
