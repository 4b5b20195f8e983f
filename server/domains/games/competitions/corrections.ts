/**
 * Operators' corrections of leagues, teams and players (the repository of `competition_corrections`).
 *
 * A subject's columns hold what is shown: the operator's value where a field is corrected, else the
 * feed's. The feed keeps writing its own values (it knows nothing of corrections); after each of its
 * writes `reapplyCorrections` puts the corrected values back, first noting the feed's new values in
 * the correction's `feed`. Removing a correction writes those feed values back. So every read (the
 * libraries, match rows, search documents) shows the correction without knowing of it, and the
 * feed's latest word is never lost.
 *
 *   feed writes name "A"            row: A
 *   operator corrects name to "B"   row: B   correction { fields: {name: B}, feed: {name: A} }
 *   feed writes name "A2"           row: A2 → reapplied: B, feed: {name: A2}
 *   operator removes the correction row: A2
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  CORRECTABLE_FIELDS,
  type CorrectionKind,
  type FeedValues,
} from '../../../../shared/competitions/model.ts';
import type { Executor } from '../../../db/client.ts';
import { competitionCorrections } from './schema.ts';

type Cast = 'text' | 'jsonb' | 'int' | 'smallint' | 'date';

interface FieldColumn {
  /** The subject's own table, or its profile table (keyed by the subject's id). */
  table: 'leagues' | 'teams' | 'players' | 'team_profiles' | 'player_profiles';
  column: string;
  cast: Cast;
  /** NOT NULL columns: a correction removed with no feed value keeps the shown one. */
  required?: boolean;
}

const own = (table: FieldColumn['table']): Record<'name' | 'names', FieldColumn> => ({
  name: { table, column: 'name', cast: 'text', required: true },
  names: { table, column: 'names', cast: 'jsonb', required: true },
});

/** Where each correctable field is stored (code constants: the only identifiers built into SQL). */
const COLUMNS: Record<CorrectionKind, Record<string, FieldColumn>> = {
  league: {
    ...own('leagues'),
    shortName: { table: 'leagues', column: 'short_name', cast: 'text' },
    country: { table: 'leagues', column: 'country', cast: 'text' },
  },
  team: {
    ...own('teams'),
    shortName: { table: 'teams', column: 'short_name', cast: 'text' },
    country: { table: 'teams', column: 'country', cast: 'text' },
    founded: { table: 'team_profiles', column: 'founded', cast: 'smallint' },
    coaches: { table: 'team_profiles', column: 'coaches', cast: 'jsonb', required: true },
  },
  player: {
    ...own('players'),
    number: { table: 'players', column: 'number', cast: 'int' },
    position: { table: 'players', column: 'position', cast: 'text' },
    nationality: { table: 'players', column: 'nationality', cast: 'text' },
    birthDate: { table: 'player_profiles', column: 'birth_date', cast: 'date' },
  },
};

const PROFILE_KEY: Partial<Record<FieldColumn['table'], string>> = {
  team_profiles: 'team_id',
  player_profiles: 'player_id',
};

/** Every correctable field of a kind's subjects, as one jsonb object per subject. */
const VALUES_QUERY: Record<CorrectionKind, (ids: SQL) => SQL> = {
  league: (ids) => sql`
    select l.id, jsonb_build_object('name', l.name, 'names', l.names, 'shortName', l.short_name,
      'country', l.country) as v
    from leagues l where l.id in (${ids})`,
  team: (ids) => sql`
    select t.id, jsonb_build_object('name', t.name, 'names', t.names, 'shortName', t.short_name,
      'country', t.country, 'founded', p.founded, 'coaches', coalesce(p.coaches, '[]'::jsonb)) as v
    from teams t left join team_profiles p on p.team_id = t.id where t.id in (${ids})`,
  player: (ids) => sql`
    select pl.id, jsonb_build_object('name', pl.name, 'names', pl.names, 'number', pl.number,
      'position', pl.position, 'nationality', pl.nationality, 'birthDate', pp.birth_date::text) as v
    from players pl left join player_profiles pp on pp.player_id = pl.id where pl.id in (${ids})`,
};

async function rowsOf<T>(tx: Executor, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A list of ids for `in (...)`: whole numbers only, so they can be written into the statement. */
function idList(ids: readonly number[]): SQL {
  return sql.raw(ids.map((id) => String(Math.trunc(Number(id)))).join(', '));
}

/** The same JSON value, whatever the order of object keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b);
}

function stable(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
}

/** True when `field` can be corrected on a `kind`. */
export function isCorrectable(kind: CorrectionKind, field: string): boolean {
  return (CORRECTABLE_FIELDS[kind] as readonly string[]).includes(field);
}

/** The shown values of the subjects' correctable fields, by subject id (unknown subjects absent). */
export async function shownValues(
  tx: Executor,
  kind: CorrectionKind,
  ids: readonly number[],
): Promise<Map<number, FeedValues>> {
  const out = new Map<number, FeedValues>();
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    if (chunk.length === 0) continue;
    for (const row of await rowsOf<{ id: number; v: FeedValues }>(tx, VALUES_QUERY[kind](idList(chunk)))) {
      out.set(row.id, row.v);
    }
  }
  return out;
}

function valueSql(value: unknown, cast: Cast): SQL {
  if (value === null || value === undefined) return sql`null`;
  if (cast === 'jsonb') return sql`${JSON.stringify(value)}::jsonb`;
  return sql`${value}::${sql.raw(cast)}`;
}

/** Writes fields' values into the subject's columns (profile rows created when missing). */
export async function writeValues(
  tx: Executor,
  kind: CorrectionKind,
  id: number,
  values: FeedValues,
): Promise<void> {
  const byTable = new Map<FieldColumn['table'], Array<[FieldColumn, unknown]>>();
  for (const [field, value] of Object.entries(values)) {
    const column = COLUMNS[kind][field];
    if (!column) continue;
    byTable.set(column.table, [...(byTable.get(column.table) ?? []), [column, value]]);
  }
  for (const [table, columns] of byTable) {
    const key = PROFILE_KEY[table];
    if (key) {
      const names = sql.raw(columns.map(([c]) => c.column).join(', '));
      const updates = sql.raw(columns.map(([c]) => `${c.column} = excluded.${c.column}`).join(', '));
      const values = sql.join(
        columns.map(([c, v]) => valueSql(v ?? (c.required ? [] : null), c.cast)),
        sql`, `,
      );
      await tx.execute(sql`
        insert into ${sql.raw(table)} (${sql.raw(key)}, ${names}) values (${id}, ${values})
        on conflict (${sql.raw(key)}) do update set ${updates}`);
    } else {
      const sets = sql.join(
        columns.map(([c, v]) => sql`${sql.raw(c.column)} = ${valueSql(v, c.cast)}`),
        sql`, `,
      );
      await tx.execute(sql`update ${sql.raw(table)} set ${sets} where id = ${id}`);
    }
  }
}

export interface CorrectionRow {
  kind: CorrectionKind;
  subjectId: number;
  fields: FeedValues;
  feed: FeedValues;
  updatedAt: Date;
  updatedBy: number | null;
}

export async function findCorrection(
  tx: Executor,
  kind: CorrectionKind,
  id: number,
): Promise<CorrectionRow | null> {
  const rows = await tx
    .select()
    .from(competitionCorrections)
    .where(sql`${competitionCorrections.kind} = ${kind} and ${competitionCorrections.subjectId} = ${id}`)
    .limit(1);
  return (rows[0] as CorrectionRow | undefined) ?? null;
}

/** Corrections of these subjects, by subject id. */
export async function correctionsOf(
  tx: Executor,
  kind: CorrectionKind,
  ids: readonly number[],
): Promise<Map<number, CorrectionRow>> {
  const out = new Map<number, CorrectionRow>();
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    if (chunk.length === 0) continue;
    const rows = await tx
      .select()
      .from(competitionCorrections)
      .where(
        sql`${competitionCorrections.kind} = ${kind} and ${competitionCorrections.subjectId} in (${idList(chunk)})`,
      );
    for (const row of rows) out.set(row.subjectId, row as CorrectionRow);
  }
  return out;
}

/** A page of corrections, newest first. */
export async function listCorrections(
  tx: Executor,
  filter: { kind?: CorrectionKind | undefined; limit: number; offset: number },
): Promise<{ rows: CorrectionRow[]; total: number }> {
  const where = filter.kind ? sql`${competitionCorrections.kind} = ${filter.kind}` : sql`true`;
  const rows = await tx
    .select()
    .from(competitionCorrections)
    .where(where)
    .orderBy(sql`${competitionCorrections.updatedAt} desc, ${competitionCorrections.subjectId} desc`)
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(competitionCorrections)
    .where(where);
  return { rows: rows as CorrectionRow[], total: count?.n ?? 0 };
}

/**
 * Sets (or adds to) a subject's correction and shows it. The feed's value of each newly corrected
 * field is the one shown until now. Returns the correction, or null when the subject is unknown.
 */
export async function saveCorrection(
  tx: Executor,
  kind: CorrectionKind,
  id: number,
  fields: FeedValues,
  by: number | null,
): Promise<CorrectionRow | null> {
  const shown = (await shownValues(tx, kind, [id])).get(id);
  if (!shown) return null;
  const existing = await findCorrection(tx, kind, id);
  const feed: FeedValues = { ...(existing?.feed ?? {}) };
  for (const field of Object.keys(fields)) {
    if (!existing || !(field in existing.fields)) feed[field] = shown[field] ?? null;
  }
  const merged = { ...(existing?.fields ?? {}), ...fields };
  await tx
    .insert(competitionCorrections)
    .values({ kind, subjectId: id, fields: merged, feed, updatedBy: by })
    .onConflictDoUpdate({
      target: [competitionCorrections.kind, competitionCorrections.subjectId],
      set: { fields: merged, feed, updatedAt: sql`now()`, updatedBy: by },
    });
  await writeValues(tx, kind, id, fields);
  return findCorrection(tx, kind, id);
}

/**
 * Removes corrected fields (all when `fields` is absent) and shows the feed's values again. Returns
 * the fields removed (none when nothing was corrected).
 */
export async function removeCorrection(
  tx: Executor,
  kind: CorrectionKind,
  id: number,
  fields?: readonly string[],
): Promise<string[]> {
  const existing = await findCorrection(tx, kind, id);
  if (!existing) return [];
  const removed = (fields ?? Object.keys(existing.fields)).filter((f) => f in existing.fields);
  if (removed.length === 0) return [];
  const restore: FeedValues = {};
  for (const field of removed) {
    const value = existing.feed[field];
    if ((value === undefined || value === null) && COLUMNS[kind][field]?.required) continue;
    restore[field] = value ?? null;
  }
  const left = Object.fromEntries(Object.entries(existing.fields).filter(([f]) => !removed.includes(f)));
  const leftFeed = Object.fromEntries(Object.entries(existing.feed).filter(([f]) => !removed.includes(f)));
  const match = sql`${competitionCorrections.kind} = ${kind} and ${competitionCorrections.subjectId} = ${id}`;
  if (Object.keys(left).length === 0) {
    await tx.delete(competitionCorrections).where(match);
  } else {
    await tx
      .update(competitionCorrections)
      .set({ fields: left, feed: leftFeed, updatedAt: sql`now()` })
      .where(match);
  }
  await writeValues(tx, kind, id, restore);
  return removed;
}

/**
 * After a feed's write of these subjects: where a corrected field now shows another value than the
 * correction, that value is the feed's new one; note it and show the correction again. One SELECT
 * when none of them is corrected (the usual case). Returns the ids whose correction was re-applied.
 */
export async function reapplyCorrections(
  tx: Executor,
  kind: CorrectionKind,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const corrections = await correctionsOf(tx, kind, ids);
  if (corrections.size === 0) return [];
  const shown = await shownValues(tx, kind, [...corrections.keys()]);
  const reapplied: number[] = [];
  for (const [id, correction] of corrections) {
    const now = shown.get(id);
    if (!now) continue;
    const feed = { ...correction.feed };
    const differing: FeedValues = {};
    for (const [field, value] of Object.entries(correction.fields)) {
      if (sameValue(now[field], value)) continue;
      feed[field] = now[field] ?? null;
      differing[field] = value;
    }
    if (Object.keys(differing).length === 0) continue;
    await writeValues(tx, kind, id, differing);
    await tx
      .update(competitionCorrections)
      .set({ feed })
      .where(sql`${competitionCorrections.kind} = ${kind} and ${competitionCorrections.subjectId} = ${id}`);
    reapplied.push(id);
  }
  return reapplied;
}
