import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { games } from '../schema.ts';
import { leagues, players, teams } from './schema.ts';

/**
 * Every query of leagues, teams and players. The writes take the caller's transaction: the matches
 * domain's ingest stores what the feed says about them inside its own (through `games/index.ts`).
 */

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

/** A player's key: the feed's `externalId` is unique within its team (our `teamId`). */
export function playerKey(teamId: number, externalId: string): string {
  return `${teamId}\u0000${externalId}`;
}

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters whatever the column count. */
const CHUNK = 500;

const sourceKey = (r: { source: string; externalId: string }) => externalKey(r.source, r.externalId);

/**
 * Inserts or refreshes rows by their feed key (`(source, externalId)` for leagues and teams,
 * `(teamId, externalId)` for players), `chunkSize` rows a statement (`write` is the INSERT ... ON CONFLICT
 * of one table, returning our id and the key columns), and returns our id for each of them. A key given twice
 * is written once: its last row wins.
 */
async function upsertByExternalId<K, T extends K>(
  rows: readonly T[],
  keyOf: (row: K) => string,
  write: (chunk: T[]) => Promise<Array<K & { id: number }>>,
  chunkSize = CHUNK,
): Promise<Map<string, number>> {
  const byKey = new Map<string, T>();
  for (const row of rows) byKey.set(keyOf(row), row);
  const unique = [...byKey.values()];
  const ids = new Map<string, number>();
  for (let i = 0; i < unique.length; i += chunkSize) {
    const returned = await write(unique.slice(i, i + chunkSize));
    for (const r of returned) ids.set(keyOf(r), r.id);
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
  return upsertByExternalId(rows, sourceKey, (chunk) =>
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
  return upsertByExternalId(rows, sourceKey, (chunk) =>
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

export interface PlayerInput {
  /** Our id of the player's team. */
  teamId: number;
  /** The feed's id of the player, unique within the team. */
  externalId: string;
  name: string;
  number?: number | undefined;
  position?: string | undefined;
  nationality?: string | undefined;
}

/** Players per INSERT: their rows travel as one JSON parameter (`jsonb_to_recordset`). */
const PLAYER_CHUNK = 5000;

/** A player as a `jsonb_to_recordset` record, absent optional fields as null. */
function playerRecord(r: PlayerInput) {
  return {
    team_id: r.teamId,
    external_id: r.externalId,
    name: r.name,
    number: r.number ?? null,
    position: r.position ?? null,
    nationality: r.nationality ?? null,
  };
}

/** True when the feed says something of the player that the stored row does not. */
function playerChanged(input: PlayerInput, row: Omit<PlayerRow, 'id'>): boolean {
  return (
    input.name !== row.name ||
    (input.number !== undefined && input.number !== row.number) ||
    (input.position !== undefined && input.position !== row.position) ||
    (input.nationality !== undefined && input.nationality !== row.nationality)
  );
}

/**
 * Inserts or refreshes players by `(teamId, externalId)` and returns our id for each of them. Absent
 * optional fields keep what is stored; the team a player belongs to never changes.
 */
export function upsertPlayers(tx: Executor, rows: readonly PlayerInput[]): Promise<Map<string, number>> {
  const keyOf = (r: { teamId: number; externalId: string }) => playerKey(r.teamId, r.externalId);
  // A squad is many rows of few columns: one JSON parameter per statement, not six per player.
  return upsertByExternalId(
    rows,
    keyOf,
    async (chunk) => {
      const result = await tx.execute(sql`
        insert into ${players} (team_id, external_id, name, number, position, nationality)
        select team_id, external_id, name, number, position, nationality
        from jsonb_to_recordset(${JSON.stringify(chunk.map(playerRecord))}::jsonb) as v(team_id int,
          external_id text, name text, number int, position text, nationality text)
        on conflict (team_id, external_id) do update set name = excluded.name,
          number = coalesce(excluded.number, ${players.number}),
          position = coalesce(excluded.position, ${players.position}),
          nationality = coalesce(excluded.nationality, ${players.nationality})
        returning id, team_id as "teamId", external_id as "externalId"`);
      return (result as unknown as { rows: Array<{ id: number; teamId: number; externalId: string }> }).rows;
    },
    PLAYER_CHUNK,
  );
}

/** Team ids per statement when reading stored players (one parameter each). */
const TEAMS_PER_READ = 5000;

/**
 * Brings the players of teams up to date with a feed and returns our id of every stored player of
 * those teams (by `playerKey`): one SELECT of what is stored, then one INSERT ... ON CONFLICT per
 * `PLAYER_CHUNK` new or changed players only, so a feed that says nothing new writes nothing.
 *
 * - `roster`: the feed's players (a key given twice: the last one wins). New ones are inserted, known
 *   ones updated where name, number, position or nationality changed (absent optional fields keep what
 *   is stored). Players the feed no longer lists are kept: past line-ups and the player library refer
 *   to them.
 * - `implied`: players a feed names only in a line-up; inserted when the team does not know them yet,
 *   never updating a stored player or one of `roster`.
 */
export async function syncPlayers(
  tx: Executor,
  roster: readonly PlayerInput[],
  implied: readonly PlayerInput[] = [],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const teamIds = [...new Set([...roster, ...implied].map((p) => p.teamId))];
  if (teamIds.length === 0) return ids;
  const stored = new Map<string, PlayerRow>();
  for (let i = 0; i < teamIds.length; i += TEAMS_PER_READ) {
    const rows = await tx
      .select()
      .from(players)
      .where(inArray(players.teamId, teamIds.slice(i, i + TEAMS_PER_READ)));
    for (const row of rows) stored.set(playerKey(row.teamId, row.externalId), row);
  }
  const stale = new Map<string, PlayerInput>();
  for (const p of roster) {
    const key = playerKey(p.teamId, p.externalId);
    const row = stored.get(key);
    if (row && !playerChanged(p, row)) stale.delete(key);
    else stale.set(key, p);
  }
  for (const p of implied) {
    const key = playerKey(p.teamId, p.externalId);
    if (!stored.has(key) && !stale.has(key)) stale.set(key, p);
  }
  for (const [key, row] of stored) ids.set(key, row.id);
  for (const [key, id] of await upsertPlayers(tx, [...stale.values()])) ids.set(key, id);
  return ids;
}

/** A team's players, by shirt number (players without one last), then as stored. */
export function playersOfTeam(db: Executor, teamId: number): Promise<PlayerRow[]> {
  return db
    .select()
    .from(players)
    .where(eq(players.teamId, teamId))
    .orderBy(sql`${players.number} asc nulls last`, asc(players.id));
}

export interface PlayerDetail extends PlayerRow {
  team: {
    id: number;
    name: string;
    shortName: string | null;
    logo: string | null;
    country: string | null;
  };
  game: { gameId: number; kind: 'esports' | 'sports'; name: string; abbr: string };
}

/** One player with the team it plays for and that team's game; null when unknown. */
export async function playerById(db: Executor, id: number): Promise<PlayerDetail | null> {
  const [row] = await db
    .select({
      player: players,
      team: {
        id: teams.id,
        name: teams.name,
        shortName: teams.shortName,
        logo: teams.logo,
        country: teams.country,
      },
      game: { gameId: games.gameId, kind: games.kind, name: games.name, abbr: games.abbr },
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .innerJoin(games, eq(games.gameId, teams.gameId))
    .where(eq(players.id, id))
    .limit(1);
  return row ? { ...row.player, team: row.team, game: row.game } : null;
}

export async function findLeague(db: Executor, id: number): Promise<LeagueRow | null> {
  const rows = await db.select().from(leagues).where(eq(leagues.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findTeam(db: Executor, id: number): Promise<TeamRow | null> {
  const rows = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  return rows[0] ?? null;
}

/** An operator's weight for a league (hot matches, list order). */
export async function setLeaguePriority(db: Executor, id: number, priority: number): Promise<void> {
  await db.update(leagues).set({ priority }).where(eq(leagues.id, id));
}

const LIBRARY_TABLES = { leagues, teams, players } as const;
/** The data libraries' entities: each has its page (`/leagueLibrary/{id}`, `/squadLibrary/{id}`...). */
export type LibraryKind = keyof typeof LIBRARY_TABLES;

/** A page of the ids of one library, by id (its primary key): the sitemap lists their pages. */
export function libraryIds(
  db: Executor,
  kind: LibraryKind,
  page: { limit: number; offset: number },
): Promise<{ id: number }[]> {
  const table = LIBRARY_TABLES[kind];
  return db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(page.limit).offset(page.offset);
}

/** How many entities a library holds. */
export async function libraryCount(db: Executor, kind: LibraryKind): Promise<number> {
  const table = LIBRARY_TABLES[kind];
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
  return row?.n ?? 0;
}
