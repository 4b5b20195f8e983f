import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leagues, players, teams } from './competition.schema.ts';

/** A database handle or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type LeagueRow = typeof leagues.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type PlayerRow = typeof players.$inferSelect;

export interface LeagueInput {
  gameId: number;
  source: string;
  externalId: string;
  name: string;
  shortName?: string | undefined;
  logo?: string | undefined;
  season?: string | undefined;
  country?: string | undefined;
}

export interface TeamInput {
  gameId: number;
  source: string;
  externalId: string;
  name: string;
  shortName?: string | undefined;
  logo?: string | undefined;
  country?: string | undefined;
}

/** `source` and `externalId` joined into one map key. */
export function externalKey(source: string, externalId: string): string {
  return `${source}\u0000${externalId}`;
}

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters whatever the column count. */
const CHUNK = 500;

function dedupe<T extends { source: string; externalId: string }>(rows: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) byKey.set(externalKey(row.source, row.externalId), row);
  return [...byKey.values()];
}

/** What an upsert returns of each row: our id and the feed's key. */
interface StoredKey {
  id: number;
  source: string;
  externalId: string;
}

/**
 * Inserts or refreshes rows by `(source, externalId)`, `CHUNK` rows a statement (`write` is the
 * INSERT ... ON CONFLICT of one table), and returns our id for each of them.
 */
async function upsertByExternalId<T extends { source: string; externalId: string }>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<StoredKey[]>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const unique = dedupe(rows);
  for (let i = 0; i < unique.length; i += CHUNK) {
    const returned = await write(unique.slice(i, i + CHUNK));
    for (const r of returned) ids.set(externalKey(r.source, r.externalId), r.id);
  }
  return ids;
}

/** The columns leagues and teams share, absent optional fields as null. */
function competitorValues(r: TeamInput) {
  return {
    gameId: r.gameId,
    source: r.source,
    externalId: r.externalId,
    name: r.name,
    shortName: r.shortName ?? null,
    logo: r.logo ?? null,
    country: r.country ?? null,
  };
}

/**
 * Inserts or refreshes leagues by `(source, externalId)` and returns our id for each of them.
 * Absent optional fields keep what is stored; the game a league belongs to never changes.
 */
export function upsertLeagues(tx: Executor, rows: readonly LeagueInput[]): Promise<Map<string, number>> {
  return upsertByExternalId(rows, (chunk) =>
    tx
      .insert(leagues)
      .values(chunk.map((r) => ({ ...competitorValues(r), season: r.season ?? null })))
      .onConflictDoUpdate({
        target: [leagues.source, leagues.externalId],
        set: {
          name: sql`excluded.name`,
          shortName: sql`coalesce(excluded.short_name, ${leagues.shortName})`,
          logo: sql`coalesce(excluded.logo, ${leagues.logo})`,
          season: sql`coalesce(excluded.season, ${leagues.season})`,
          country: sql`coalesce(excluded.country, ${leagues.country})`,
        },
      })
      .returning({ id: leagues.id, source: leagues.source, externalId: leagues.externalId }),
  );
}

/** Inserts or refreshes teams by `(source, externalId)` and returns our id for each of them. */
export function upsertTeams(tx: Executor, rows: readonly TeamInput[]): Promise<Map<string, number>> {
  return upsertByExternalId(rows, (chunk) =>
    tx
      .insert(teams)
      .values(chunk.map(competitorValues))
      .onConflictDoUpdate({
        target: [teams.source, teams.externalId],
        set: {
          name: sql`excluded.name`,
          shortName: sql`coalesce(excluded.short_name, ${teams.shortName})`,
          logo: sql`coalesce(excluded.logo, ${teams.logo})`,
          country: sql`coalesce(excluded.country, ${teams.country})`,
        },
      })
      .returning({ id: teams.id, source: teams.source, externalId: teams.externalId }),
  );
}

/** Replaces a team's roster. */
export async function replaceTeamPlayers(
  db: Database,
  teamId: number,
  roster: ReadonlyArray<Omit<typeof players.$inferInsert, 'id' | 'teamId'>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(players).where(eq(players.teamId, teamId));
    if (roster.length > 0) await tx.insert(players).values(roster.map((p) => ({ ...p, teamId })));
  });
}

export function teamPlayers(db: Executor, teamId: number): Promise<PlayerRow[]> {
  return db
    .select()
    .from(players)
    .where(eq(players.teamId, teamId))
    .orderBy(asc(players.number), asc(players.id));
}

export async function findLeague(db: Executor, id: number): Promise<LeagueRow | null> {
  const rows = await db.select().from(leagues).where(eq(leagues.id, id)).limit(1);
  return rows[0] ?? null;
}

/** An operator's weight for a league (hot matches, list order). */
export async function setLeaguePriority(db: Executor, id: number, priority: number): Promise<void> {
  await db.update(leagues).set({ priority }).where(eq(leagues.id, id));
}
