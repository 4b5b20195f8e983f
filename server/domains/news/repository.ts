/** All SQL of news (issue 15): articles, their links, lists, hot news, the console's list, due publishing. */
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { NewsStatus } from '../../../shared/news/model.ts';
import type { Database, Executor } from '../../db/client.ts';
import { leagues, teams } from '../games/competitions/schema.ts';
import { games } from '../games/schema.ts';
import { hotCounts, hotScore, periodStart } from '../hot/index.ts';
import { matches } from '../matches/schema.ts';
import { users } from '../users/schema.ts';
import { newsArticles, newsLinks } from './schema.ts';

export type ArticleRow = typeof newsArticles.$inferSelect;

/** What readers see at `now`: published, or scheduled with its time passed (rules.ts `visibleAt`). */
export function visible(now: Date): SQL {
  return or(
    eq(newsArticles.status, 'published'),
    and(eq(newsArticles.status, 'scheduled'), lte(newsArticles.publishAt, now)),
  ) as SQL;
}

const card = {
  id: newsArticles.id,
  storyId: newsArticles.storyId,
  language: newsArticles.language,
  gameId: newsArticles.gameId,
  game: games.abbr,
  category: newsArticles.category,
  title: newsArticles.title,
  summary: newsArticles.summary,
  cover: newsArticles.cover,
  publishAt: newsArticles.publishAt,
  views: newsArticles.views,
  comments: newsArticles.comments,
  demo: newsArticles.demo,
};

export interface ListFilter {
  language: string;
  /** null: every game (and general news). */
  gameId: number | null;
  category?: string | undefined;
}

function listWhere(filter: ListFilter, now: Date): SQL {
  const parts: SQL[] = [eq(newsArticles.language, filter.language), visible(now)];
  if (filter.gameId !== null) parts.push(eq(newsArticles.gameId, filter.gameId));
  if (filter.category) parts.push(eq(newsArticles.category, filter.category));
  return and(...parts) as SQL;
}

export type CardRow = Awaited<ReturnType<typeof listVisible>>['rows'][number];

/** One page of visible articles, newest first. */
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
      .from(newsArticles)
      .leftJoin(games, eq(games.gameId, newsArticles.gameId))
      .where(where)
      .orderBy(desc(newsArticles.publishAt), desc(newsArticles.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(newsArticles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether a language has any visible article (the lists fall back to another language when not). */
export async function hasVisible(db: Database, language: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(eq(newsArticles.language, language), visible(now)))
    .limit(1);
  return row !== undefined;
}

export async function findArticle(db: Executor, id: number) {
  const [row] = await db
    .select({ article: newsArticles, game: games.abbr, authorName: users.username })
    .from(newsArticles)
    .leftJoin(games, eq(games.gameId, newsArticles.gameId))
    .leftJoin(users, eq(users.uid, newsArticles.authorUid))
    .where(eq(newsArticles.id, id))
    .limit(1);
  return row;
}

export async function lockArticle(tx: Executor, id: number): Promise<ArticleRow | undefined> {
  const [row] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update').limit(1);
  return row;
}

export async function linksOf(db: Executor, id: number) {
  return db
    .select({ kind: newsLinks.kind, id: newsLinks.refId })
    .from(newsLinks)
    .where(eq(newsLinks.articleId, id))
    .orderBy(asc(newsLinks.kind), asc(newsLinks.refId)) as Promise<
    { kind: 'team' | 'league' | 'match'; id: number }[]
  >;
}

/** The other languages of a story, visible ones only for readers (all for the console). */
export async function translationsOf(db: Database, storyId: number, exceptId: number, now: Date | null) {
  return db
    .select({ id: newsArticles.id, language: newsArticles.language, status: newsArticles.status })
    .from(newsArticles)
    .where(
      and(eq(newsArticles.storyId, storyId), ne(newsArticles.id, exceptId), ...(now ? [visible(now)] : [])),
    )
    .orderBy(asc(newsArticles.language));
}

/** The visible neighbours of an article in its language and game, by publishing time. */
export async function neighbours(db: Database, row: ArticleRow, now: Date) {
  const same = and(
    eq(newsArticles.language, row.language),
    row.gameId === null ? isNull(newsArticles.gameId) : eq(newsArticles.gameId, row.gameId),
    visible(now),
    ne(newsArticles.id, row.id),
  );
  const at = row.publishAt ?? row.createdAt;
  const pick = { id: newsArticles.id, title: newsArticles.title, game: games.abbr };
  const [older, newer] = await Promise.all([
    db
      .select(pick)
      .from(newsArticles)
      .leftJoin(games, eq(games.gameId, newsArticles.gameId))
      .where(
        and(
          same,
          or(
            lt(newsArticles.publishAt, at),
            and(eq(newsArticles.publishAt, at), lt(newsArticles.id, row.id)),
          ),
        ),
      )
      .orderBy(desc(newsArticles.publishAt), desc(newsArticles.id))
      .limit(1),
    db
      .select(pick)
      .from(newsArticles)
      .leftJoin(games, eq(games.gameId, newsArticles.gameId))
      .where(
        and(
          same,
          or(
            gt(newsArticles.publishAt, at),
            and(eq(newsArticles.publishAt, at), gt(newsArticles.id, row.id)),
          ),
        ),
      )
      .orderBy(asc(newsArticles.publishAt), asc(newsArticles.id))
      .limit(1),
  ]);
  return { previous: older[0] ?? null, next: newer[0] ?? null };
}

/** The hottest visible articles of a language (and game) over a period: views + weighted interactions. */
export async function hottest(
  db: Database,
  filter: ListFilter,
  period: 'day' | 'week',
  now: Date,
  limit: number,
) {
  return db
    .select({ ...card, score: hotScore })
    .from(hotCounts)
    .innerJoin(newsArticles, eq(newsArticles.id, hotCounts.itemId))
    .leftJoin(games, eq(games.gameId, newsArticles.gameId))
    .where(
      and(eq(hotCounts.kind, 'news'), gte(hotCounts.day, periodStart(period, now)), listWhere(filter, now)),
    )
    .groupBy(newsArticles.id, games.abbr)
    .orderBy(desc(hotScore), desc(newsArticles.id))
    .limit(limit);
}

/** The console's list: every state, newest change first; `q` finds titles. */
export async function editorList(
  db: Database,
  filter: { status?: NewsStatus | undefined; language?: string | undefined; q: string },
  offset: number,
  limit: number,
) {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(newsArticles.status, filter.status));
  if (filter.language) parts.push(eq(newsArticles.language, filter.language));
  if (filter.q.trim())
    parts.push(ilike(newsArticles.title, `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...card,
        status: newsArticles.status,
        updatedAt: newsArticles.updatedAt,
        author: users.username,
      })
      .from(newsArticles)
      .leftJoin(games, eq(games.gameId, newsArticles.gameId))
      .leftJoin(users, eq(users.uid, newsArticles.authorUid))
      .where(where)
      .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(newsArticles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type ArticleValues = Omit<typeof newsArticles.$inferInsert, 'id' | 'createdAt' | 'views' | 'comments'>;

export async function insertArticle(tx: Executor, values: ArticleValues): Promise<ArticleRow> {
  const [row] = await tx.insert(newsArticles).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  // The first article of a story names the story after itself.
  if (values.storyId === 0) {
    const [named] = await tx
      .update(newsArticles)
      .set({ storyId: row.id })
      .where(eq(newsArticles.id, row.id))
      .returning();
    return named ?? row;
  }
  return row;
}

export async function updateArticle(tx: Executor, id: number, values: Partial<ArticleValues>): Promise<void> {
  await tx
    .update(newsArticles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(newsArticles.id, id));
}

export async function replaceLinks(tx: Executor, id: number, links: readonly { kind: string; id: number }[]) {
  await tx.delete(newsLinks).where(eq(newsLinks.articleId, id));
  if (links.length > 0) {
    await tx
      .insert(newsLinks)
      .values(links.map((l) => ({ articleId: id, kind: l.kind, refId: l.id })))
      .onConflictDoNothing();
  }
}

/** How many of the given teams, leagues and matches exist (an article links only real ones). */
export async function existingRefs(
  tx: Executor,
  links: readonly { kind: string; id: number }[],
): Promise<number> {
  const of = (kind: string) => [...new Set(links.filter((l) => l.kind === kind).map((l) => l.id))];
  const [t, l, m] = await Promise.all([
    of('team').length
      ? tx
          .select({ n: count() })
          .from(teams)
          .where(inArray(teams.id, of('team')))
      : [{ n: 0 }],
    of('league').length
      ? tx
          .select({ n: count() })
          .from(leagues)
          .where(inArray(leagues.id, of('league')))
      : [{ n: 0 }],
    of('match').length
      ? tx
          .select({ n: count() })
          .from(matches)
          .where(inArray(matches.id, of('match')))
      : [{ n: 0 }],
  ]);
  return (t[0]?.n ?? 0) + (l[0]?.n ?? 0) + (m[0]?.n ?? 0);
}

export async function gameExists(tx: Executor, gameId: number): Promise<boolean> {
  const [row] = await tx.select({ id: games.gameId }).from(games).where(eq(games.gameId, gameId)).limit(1);
  return row !== undefined;
}

export async function storyLanguages(tx: Executor, storyId: number) {
  return tx
    .select({ id: newsArticles.id, language: newsArticles.language })
    .from(newsArticles)
    .where(eq(newsArticles.storyId, storyId));
}

/** Writes `published` on scheduled articles whose time has come; their ids. */
export async function publishDue(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .update(newsArticles)
    .set({ status: 'published' })
    .where(and(eq(newsArticles.status, 'scheduled'), lte(newsArticles.publishAt, now)))
    .returning({ id: newsArticles.id });
  return rows.map((r) => r.id);
}

export async function addViews(db: Executor, id: number, views: number): Promise<void> {
  await db
    .update(newsArticles)
    .set({ views: sql`${newsArticles.views} + ${views}` })
    .where(eq(newsArticles.id, id));
}

export async function addComments(tx: Executor, id: number, delta: number): Promise<void> {
  await tx
    .update(newsArticles)
    .set({ comments: sql`greatest(0, ${newsArticles.comments} + ${delta})` })
    .where(eq(newsArticles.id, id));
}

/** Visible article ids and paths of a language, for its sitemap (newest first). */
export async function sitemapEntries(
  db: Database,
  language: string,
  now: Date,
  limit: number,
  offset: number,
) {
  return db
    .select({ id: newsArticles.id, storyId: newsArticles.storyId, game: games.abbr })
    .from(newsArticles)
    .leftJoin(games, eq(games.gameId, newsArticles.gameId))
    .where(and(eq(newsArticles.language, language), visible(now)))
    .orderBy(desc(newsArticles.publishAt), desc(newsArticles.id))
    .offset(offset)
    .limit(limit);
}

export async function visibleCount(db: Database, language: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsArticles)
    .where(and(eq(newsArticles.language, language), visible(now)));
  return row?.n ?? 0;
}

/** The names and addresses' parts of linked teams, leagues and matches (the article page's "related"). */
export async function linkDetails(db: Database, links: readonly { kind: string; id: number }[]) {
  const ids = (kind: string) => links.filter((l) => l.kind === kind).map((l) => l.id);
  const home = aliasedTable(teams, 'home');
  const away = aliasedTable(teams, 'away');
  const [teamRows, leagueRows, matchRows] = await Promise.all([
    ids('team').length
      ? db
          .select({ id: teams.id, name: teams.name, names: teams.names })
          .from(teams)
          .where(inArray(teams.id, ids('team')))
      : [],
    ids('league').length
      ? db
          .select({ id: leagues.id, name: leagues.name, names: leagues.names })
          .from(leagues)
          .where(inArray(leagues.id, ids('league')))
      : [],
    ids('match').length
      ? db
          .select({
            id: matches.id,
            game: games.abbr,
            startTime: matches.startTime,
            home: home.name,
            away: away.name,
          })
          .from(matches)
          .innerJoin(games, eq(games.gameId, matches.gameId))
          .leftJoin(home, eq(home.id, matches.homeTeamId))
          .leftJoin(away, eq(away.id, matches.awayTeamId))
          .where(inArray(matches.id, ids('match')))
      : [],
  ]);
  return { teams: teamRows, leagues: leagueRows, matches: matchRows };
}

/** The visible translations of many stories at once (the sitemap's alternates). */
export async function visibleOfStories(db: Database, storyIds: readonly number[], now: Date) {
  if (storyIds.length === 0) return [];
  return db
    .select({
      id: newsArticles.id,
      storyId: newsArticles.storyId,
      language: newsArticles.language,
      game: games.abbr,
    })
    .from(newsArticles)
    .leftJoin(games, eq(games.gameId, newsArticles.gameId))
    .where(and(inArray(newsArticles.storyId, [...storyIds]), visible(now)));
}
