/**
 * The correction editor's rules (no React): a subject's shown values as the form's fields, and what a
 * submitted form corrects: only the fields whose value differs from what the subject shows now, so
 * saving without a change corrects nothing and a field left alone keeps following the feed.
 */
import {
  COACH_ROLES,
  CORRECTABLE_FIELDS,
  type CoachRole,
  type CorrectionKind,
  type FeedValues,
} from '../../../../shared/competitions/model.ts';

export type CorrectableField = (typeof CORRECTABLE_FIELDS)[CorrectionKind][number];

export interface CoachDraft {
  role: CoachRole;
  name: string;
  /** Two letters (ISO 3166), or '' for none. */
  nationality: string;
  /** The coach's names in other languages: kept as they are (the form does not edit them). */
  names: Record<string, string>;
}

/** The form's fields as typed (every field of every kind; a kind's form shows its own). */
export interface Draft {
  name: string;
  /** By language code; the form shows the brand's languages. */
  names: Record<string, string>;
  shortName: string;
  country: string;
  founded: string;
  coaches: CoachDraft[];
  number: string;
  position: string;
  nationality: string;
  birthDate: string;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A `names` value's entries that are names (language code → name). */
export function namesOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A `coaches` value as the form's rows (head coach first, as stored). */
export function coachesOf(value: unknown): CoachDraft[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((coach: unknown) => {
    if (!coach || typeof coach !== 'object') return [];
    const c = coach as Record<string, unknown>;
    const role = (COACH_ROLES as readonly unknown[]).includes(c.role) ? (c.role as CoachRole) : 'assistant';
    return [{ role, name: text(c.name), nationality: text(c.nationality), names: namesOf(c.names) }];
  });
}

/** What the subject shows now, as the form's fields. */
export function draftOf(values: FeedValues): Draft {
  return {
    name: text(values.name),
    names: namesOf(values.names),
    shortName: text(values.shortName),
    country: text(values.country),
    founded: text(values.founded),
    coaches: coachesOf(values.coaches),
    number: text(values.number),
    position: text(values.position),
    nationality: text(values.nationality),
    birthDate: text(values.birthDate),
  };
}

/**
 * The names to send: the non-empty ones typed for the brand's `languages`, and the subject's names in
 * languages the brand does not offer (the form does not show them; they are kept, not dropped).
 */
export function mergedNames(
  current: Record<string, string>,
  typed: Record<string, string>,
  languages: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [code, name] of Object.entries(current)) if (!languages.includes(code)) out[code] = name;
  for (const code of languages) {
    const name = typed[code]?.trim();
    if (name) out[code] = name;
  }
  return out;
}

/** Coaches as the call takes them: names and nationality only when there are some. */
export function coachesBody(coaches: readonly CoachDraft[]) {
  return coaches.map((c) => {
    const nationality = c.nationality.trim().toUpperCase();
    return {
      role: c.role,
      name: c.name.trim(),
      ...(Object.keys(c.names).length > 0 ? { names: c.names } : {}),
      ...(nationality ? { nationality } : {}),
    };
  });
}

/** The same JSON value, whatever the order of object keys (as the server compares corrections). */
export function sameValue(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b);
}

function stable(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
}

/** A whole number typed as digits; anything else as typed, for the server to refuse with its reason. */
function numberOrText(typed: string): number | string {
  return /^\d{1,9}$/.test(typed) ? Number(typed) : typed;
}

/**
 * The `fields` of a correction from the form: each correctable field of `kind` whose typed value
 * differs from what the subject shows now (`current`), trimmed (country codes in capitals). An empty
 * object: nothing changed. What the server refuses (an emptied name, a year of 1700) is sent as it is,
 * so the page shows the server's reason.
 */
export function correctionFields(
  kind: CorrectionKind,
  current: FeedValues,
  draft: Draft,
  languages: readonly string[],
): Record<string, unknown> {
  const was = draftOf(current);
  const out: Record<string, unknown> = {};
  for (const field of CORRECTABLE_FIELDS[kind] as readonly CorrectableField[]) {
    switch (field) {
      case 'names': {
        const names = mergedNames(was.names, draft.names, languages);
        if (!sameValue(names, was.names)) out.names = names;
        break;
      }
      case 'coaches': {
        const coaches = coachesBody(draft.coaches);
        if (!sameValue(coaches, coachesBody(was.coaches))) out.coaches = coaches;
        break;
      }
      case 'founded':
      case 'number': {
        const typed = draft[field].trim();
        if (typed !== was[field]) out[field] = numberOrText(typed);
        break;
      }
      case 'country':
      case 'nationality': {
        const typed = draft[field].trim().toUpperCase();
        if (typed !== was[field]) out[field] = typed;
        break;
      }
      default: {
        const typed = draft[field].trim();
        if (typed !== was[field]) out[field] = typed;
      }
    }
  }
  return out;
}

/**
 * The page's address with some parameters set or removed (null), the others kept; the list's page
 * is kept too, so closing the editor returns to the same page of corrections.
 */
export function hrefWith(pathname: string, search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
