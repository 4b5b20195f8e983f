import { asc, eq, inArray, sql } from 'drizzle-orm';
import { cleanNames, type LocalNames } from '../../../../shared/games/names.ts';
import { GAME_LIST_ORDER } from '../../../../shared/matches/grouping.ts';
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
  /** Names in other languages; absent keeps what is stored, given replaces it. */
  names?: Record<string, string> | undefined;
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
  names?: Record<string, string> | undefined;
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
    names: cleanNames(r.name, r.names),
    shortName: r.shortName ?? null,
    logo: r.logo ?? null,
    country: r.country ?? null,
  };
}

/** A feed's names replace the stored ones; a feed that gives none keeps them. */
const namesOnConflict = (column: unknown) =>
  sql`case when excluded.names = '{}'::jsonb then ${column} else excluded.names end`;

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
          names: namesOnConflict(leagues.names),
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
          names: namesOnConflict(teams.names),
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
  names?: Record<string, string> | undefined;
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
    names: cleanNames(r.name, r.names),
    number: r.number ?? null,
    position: r.position ?? null,
    nationality: r.nationality ?? null,
  };
}

/** True when two sets of names are the same, whatever their order. */
export function sameNames(a: LocalNames, b: LocalNames): boolean {
  const keys = Object.keys(a) as Array<keyof LocalNames>;
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** True when the feed says something of the player that the stored row does not. */
function playerChanged(input: PlayerInput, row: Omit<PlayerRow, 'id'>): boolean {
  return (
    input.name !== row.name ||
    (input.names !== undefined && !sameNames(cleanNames(input.name, input.names), row.names)) ||
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
        insert into ${players} (team_id, external_id, name, names, number, position, nationality)
        select team_id, external_id, name, names, number, position, nationality
        from jsonb_to_recordset(${JSON.stringify(chunk.map(playerRecord))}::jsonb) as v(team_id int,
          external_id text, name text, names jsonb, number int, position text, nationality text)
        on conflict (team_id, external_id) do update set name = excluded.name,
          names = ${namesOnConflict(players.names)},
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
 * those teams (by `playerKey`) and the ids of those it wrote: one SELECT of what is stored, then one INSERT ... ON CONFLICT per
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
): Promise<{ ids: Map<string, number>; written: number[] }> {
  const ids = new Map<string, number>();
  const teamIds = [...new Set([...roster, ...implied].map((p) => p.teamId))];
  if (teamIds.length === 0) return { ids, written: [] };
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
  const written = await upsertPlayers(tx, [...stale.values()]);
  for (const [key, id] of written) ids.set(key, id);
  return { ids, written: [...written.values()] };
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
    names: LocalNames;
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
        names: teams.names,
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

// The library indexes (issue 14) ------------------------------------------------------------------

/** Rows of a raw query (both drivers answer `rows`). */
async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Ids as one JSON parameter, read back as a set of ints. */
const idSet = (ids: readonly number[]) =>
  sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** A game's place in the game filter's order (sports, then esports), as SQL. */
const gameOrder = (column: unknown) =>
  sql`array_position(${`{${GAME_LIST_ORDER.join(',')}}`}::int[], ${column})`;

/** Each league's matches of the days around now (the matches domain's figure), as a joinable set. */
const activitySet = (activity: readonly LeagueActivity[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(activity.map((a) => ({ id: a.leagueId, n: a.matches })))}::jsonb)
      as a(id int, n int)`;

export interface LeagueActivity {
  leagueId: number;
  matches: number;
}

export interface LeagueListRow {
  id: number;
  gameId: number;
  name: string;
  names: LocalNames;
  shortName: string | null;
  logo: string | null;
  season: string | null;
  country: string | null;
  priority: number;
  matches: number;
}

const LEAGUE_COLUMNS = sql`l.id, l.game_id as "gameId", l.name, l.names, l.short_name as "shortName", l.logo,
  l.season, l.country, l.priority, coalesce(a.n, 0)::int as matches`;

/** Hot first: the operator's priority, then the matches of the days around now, then by name. */
const HOT_ORDER = sql`l.priority desc, coalesce(a.n, 0) desc, l.name asc, l.id asc`;

/**
 * A page of leagues of every game (in the game filter's order: sports, then esports) or of some, each
 * game's hot first (`HOT_ORDER`), and how many there are.
 */
export async function leagueList(
  db: Executor,
  f: {
    gameIds?: readonly number[] | undefined;
    activity: readonly LeagueActivity[];
    limit: number;
    offset: number;
  },
): Promise<{ rows: LeagueListRow[]; total: number }> {
  const where = f.gameIds ? sql`where l.game_id in ${idSet(f.gameIds)}` : sql``;
  const [rows, count] = await Promise.all([
    rowsOf<LeagueListRow>(
      db,
      sql`select ${LEAGUE_COLUMNS}
          from ${leagues} l left join ${activitySet(f.activity)} on a.id = l.id
          ${where}
          order by ${gameOrder(sql.raw('l.game_id'))}, ${HOT_ORDER}
          limit ${f.limit} offset ${f.offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${leagues} l ${where}`),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** Each game's first `perGame` leagues, hot first (`HOT_ORDER`), with how many leagues the game has. */
export function hotLeaguesPerGame(
  db: Executor,
  f: { gameIds?: readonly number[] | undefined; activity: readonly LeagueActivity[]; perGame: number },
): Promise<(LeagueListRow & { leagues: number; r: number })[]> {
  const where = f.gameIds ? sql`where l.game_id in ${idSet(f.gameIds)}` : sql``;
  return rowsOf(
    db,
    sql`select * from (
          select ${LEAGUE_COLUMNS},
                 row_number() over (partition by l.game_id order by ${HOT_ORDER})::int as r,
                 count(*) over (partition by l.game_id)::int as leagues
          from ${leagues} l left join ${activitySet(f.activity)} on a.id = l.id
          ${where}
        ) as ranked
        where r <= ${f.perGame}
        order by ${gameOrder(sql.raw('"gameId"'))}, r`,
  );
}

/** Leagues by id, as a team's row names its league. */
export function leagueRefs(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; name: string; names: LocalNames; shortName: string | null }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: leagues.id, name: leagues.name, names: leagues.names, shortName: leagues.shortName })
    .from(leagues)
    .where(inArray(leagues.id, [...ids]));
}

export interface TeamListRow {
  id: number;
  gameId: number;
  name: string;
  names: LocalNames;
  shortName: string | null;
  logo: string | null;
  country: string | null;
}

/**
 * A page of teams of some games (or all, in the game filter's order), or only `teamIds` (a league's),
 * by name, and how many there are.
 */
export async function teamList(
  db: Executor,
  f: {
    gameIds?: readonly number[] | undefined;
    teamIds?: readonly number[] | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: TeamListRow[]; total: number }> {
  const conditions = [
    ...(f.gameIds ? [sql`t.game_id in ${idSet(f.gameIds)}`] : []),
    ...(f.teamIds ? [sql`t.id in ${idSet(f.teamIds)}`] : []),
  ];
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const [rows, count] = await Promise.all([
    rowsOf<TeamListRow>(
      db,
      sql`select t.id, t.game_id as "gameId", t.name, t.names, t.short_name as "shortName", t.logo, t.country
          from ${teams} t ${where}
          order by ${gameOrder(sql.raw('t.game_id'))}, t.name asc, t.id asc
          limit ${f.limit} offset ${f.offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${teams} t ${where}`),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export interface PlayerListRow {
  id: number;
  name: string;
  names: LocalNames;
  number: number | null;
  position: string | null;
  nationality: string | null;
  gameId: number;
  team: { id: number; name: string; names: LocalNames; shortName: string | null; logo: string | null };
}

/**
 * A page of players of some games (or all, in the game filter's order, then by name), or of one team
 * (by shirt number, players without one last), and how many there are.
 */
export async function playerList(
  db: Executor,
  f: { gameIds?: readonly number[] | undefined; teamId?: number | undefined; limit: number; offset: number },
): Promise<{ rows: PlayerListRow[]; total: number }> {
  const conditions = [
    ...(f.gameIds ? [sql`t.game_id in ${idSet(f.gameIds)}`] : []),
    ...(f.teamId !== undefined ? [sql`p.team_id = ${f.teamId}`] : []),
  ];
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const order =
    f.teamId !== undefined
      ? sql`p.number asc nulls last, p.name asc, p.id asc`
      : sql`${gameOrder(sql.raw('t.game_id'))}, p.name asc, p.id asc`;
  const [rows, count] = await Promise.all([
    rowsOf<
      Omit<PlayerListRow, 'team'> & {
        teamId: number;
        teamName: string;
        teamNames: LocalNames;
        teamShort: string | null;
        teamLogo: string | null;
      }
    >(
      db,
      sql`select p.id, p.name, p.names, p.number, p.position, p.nationality, t.game_id as "gameId",
                 t.id as "teamId", t.name as "teamName", t.names as "teamNames",
                 t.short_name as "teamShort", t.logo as "teamLogo"
          from ${players} p join ${teams} t on t.id = p.team_id ${where}
          order by ${order}
          limit ${f.limit} offset ${f.offset}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${players} p join ${teams} t on t.id = p.team_id ${where}`,
    ),
  ]);
  return {
    rows: rows.map(({ teamId, teamName, teamNames, teamShort, teamLogo, ...p }) => ({
      ...p,
      team: { id: teamId, name: teamName, names: teamNames, shortName: teamShort, logo: teamLogo },
    })),
    total: count[0]?.n ?? 0,
  };
}
