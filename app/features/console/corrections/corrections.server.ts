/**
 * `/admin/corrections`: operators' corrections of leagues, teams and players over the feed's data
 * (issue 15, decision 021), for editors; the role is checked again here. One page holds three things,
 * each read from the address so it works without scripts:
 *
 * - the corrections, newest first (`?kind=&page=`, read with the call's own schema,
 *   `correctionsQuerySchema`), each with what its subject shows now (its name and names);
 * - finding a subject to correct (`?subject=<kind>&q=<name or id>`): the libraries' own search, one
 *   kind (a number is also tried as the subject's id);
 * - the editor of one subject (`?subject=<kind>&id=<id>`): what its correctable fields show now and
 *   its correction, if any (the corrected values and the feed's).
 */
import type { RouterContextProvider } from 'react-router';
import { type Correction, correctionsQuerySchema } from '../../../../shared/competitions/contract.ts';
import {
  CORRECTION_KINDS,
  type CorrectionKind,
  type FeedValues,
} from '../../../../shared/competitions/model.ts';
import type { LocalNames } from '../../../../shared/games/names.ts';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LETTERS, searchTextProblem } from '../../../../shared/search/model.ts';
import { databaseId } from '../../../../shared/wire.ts';
import type { AppLoadContext } from '../../../context.ts';
import { consoleAccess, contentChoices, readQuery } from '../console.server.ts';

/** How many hits the subject finder lists. */
export const FIND_HITS = 10;

/** A subject as a row or a hit names it: what it shows now. */
export interface SubjectName {
  name: string;
  names: LocalNames;
}

export interface SubjectHit extends SubjectName {
  kind: CorrectionKind;
  id: number;
  /** The game (a `games` catalog key), when search knows it. */
  gameId: number | null;
  /** A player's team. */
  team: SubjectName | null;
}

export interface CorrectionRow extends Correction {
  /** What the subject shows now; null when it is gone. */
  subject: SubjectName | null;
}

export interface SubjectFinder {
  kind: CorrectionKind;
  /** What was typed ('' before anything is). */
  q: string;
  /** Why nothing was searched (shared/search/model.ts), with the limits to name. */
  problem: { reason: 'empty' | 'short' | 'long'; min: number; max: number } | null;
  hits: SubjectHit[];
}

export interface SubjectEditor {
  kind: CorrectionKind;
  id: number;
  /** What its correctable fields show now; null: no such subject. */
  values: FeedValues | null;
  correction: Correction | null;
}

const isKind = (value: string | null): value is CorrectionKind =>
  value !== null && (CORRECTION_KINDS as readonly string[]).includes(value);

const nameOf = (values: FeedValues | undefined): SubjectName | null =>
  values && typeof values.name === 'string'
    ? { name: values.name, names: (values.names ?? {}) as LocalNames }
    : null;

/** What each correction's subject shows now: one query per kind on the page. */
async function withSubjects(load: AppLoadContext, list: readonly Correction[]): Promise<CorrectionRow[]> {
  const shown = new Map<CorrectionKind, Map<number, FeedValues>>();
  for (const kind of CORRECTION_KINDS) {
    const ids = list.filter((c) => c.kind === kind).map((c) => c.id);
    if (ids.length > 0) shown.set(kind, await load.services.profiles.shownFields(kind, ids));
  }
  return list.map((c) => ({ ...c, subject: nameOf(shown.get(c.kind)?.get(c.id)) }));
}

/** The finder's hits: the subject whose id was typed, then search's hits of that kind. */
async function findSubjects(load: AppLoadContext, kind: CorrectionKind, q: string): Promise<SubjectFinder> {
  const hits: SubjectHit[] = [];
  const id = databaseId(q);
  if (id !== undefined) {
    const byId = nameOf((await load.services.profiles.shownFields(kind, [id])).get(id));
    if (byId) hits.push({ kind, id, ...byId, gameId: null, team: null });
  }
  const reason = searchTextProblem(q);
  if (reason) {
    const problem = hits.length > 0 ? null : { reason, min: SEARCH_MIN_LETTERS, max: SEARCH_MAX_LENGTH };
    return { kind, q, problem, hits };
  }
  const result = await load.services.search.search({ text: q, kind, page: 1, size: FIND_HITS });
  for (const hit of result.groups[0]?.hits ?? []) {
    if (hit.kind !== kind || hits.some((h) => h.id === hit.id)) continue;
    hits.push({
      kind,
      id: hit.id,
      name: hit.name,
      names: hit.names,
      gameId: hit.gameId,
      team: hit.team ? { name: hit.team.name, names: hit.team.names } : null,
    });
  }
  return { kind, q, problem: null, hits: hits.slice(0, FIND_HITS) };
}

export async function correctionsLoader(context: Readonly<RouterContextProvider>, request: Request) {
  const { load, view } = consoleAccess(context, 'editor', ['corrections']);
  const query = readQuery(correctionsQuerySchema, request);
  const params = new URL(request.url).searchParams;
  const subject = params.get('subject');
  const kind: CorrectionKind = isKind(subject) ? subject : 'team';
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH * 2);
  const id = databaseId(params.get('id') ?? '');

  const [page, choices] = await Promise.all([
    load.services.profiles.corrections(query),
    contentChoices(load),
  ]);
  const list = { ...page, list: await withSubjects(load, page.list) };

  let editor: SubjectEditor | null = null;
  if (isKind(subject) && id !== undefined) {
    const [shown, correction] = await Promise.all([
      load.services.profiles.shownFields(kind, [id]),
      load.services.profiles.correctionOf(kind, id),
    ]);
    editor = { kind, id, values: shown.get(id) ?? null, correction };
  }
  const finder: SubjectFinder =
    editor === null && isKind(subject) && q !== ''
      ? await findSubjects(load, kind, q)
      : { kind, q, problem: null, hits: [] };

  return {
    view,
    query: { kind: query.kind ?? '' },
    list,
    languages: choices.languages,
    finder,
    editor,
  };
}

export type CorrectionsData = Awaited<ReturnType<typeof correctionsLoader>>;
