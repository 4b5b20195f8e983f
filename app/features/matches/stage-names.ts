import type { Translate as TFunction } from '../../../shared/i18n/translate.ts';
import { formatInteger } from './intl.ts';

/**
 * Stage and round names ("Regular season", "Quarter-final", "Round 12", "Group A") come from the
 * feeds in English. The ones we know are shown from the `matches` catalog (`stage.*`, `round.*`);
 * anything else (a feed in another language, a name we have not met) is shown as the feed wrote it.
 */
export interface PhaseKey {
  /** Catalog key in the `matches` namespace. */
  key: string;
  /** The number of a round, week, day or numbered group ("Round 12", "Group 3"). */
  n?: number;
  /** A group's letters ("Group A", "Group B2"). */
  name?: string;
}

/** Names without a number, in their compact form: lower case, no spaces, hyphens or apostrophes. */
const FIXED: Array<[RegExp, string]> = [
  [/^regularseason$/, 'stage.regularSeason'],
  [/^(groups|groupstages?|groupphases?)$/, 'stage.groupStage'],
  [/^playoffs?$/, 'stage.playoffs'],
  [/^(qualifying|qualifications?|qualifiers?)(rounds?|stages?)?$/, 'stage.qualifying'],
  [/^maindraw$/, 'stage.mainDraw'],
  [/^knockouts?(stages?|phases?|rounds?)?$/, 'stage.knockoutStage'],
  [/^league(stage|phase)$/, 'stage.leagueStage'],
  [/^mainevent$/, 'stage.mainEvent'],
  [/^(finals|finals?(stage|phase))$/, 'stage.finals'],
  [/^final$/, 'round.final'],
  [/^grandfinals?$/, 'round.grandFinal'],
  [/^(semifinals?|semis)$/, 'round.semiFinal'],
  [/^(quarterfinals?|quarters)$/, 'round.quarterFinal'],
  [
    /^((third|3rd)place(match|game|final|playoff|decider)?|bronze(medal)?(match|game|final))$/,
    'round.thirdPlace',
  ],
];

/** "Upper bracket …" and "Lower bracket …" rounds, by what follows the bracket's name. */
const BRACKET_ROUNDS: Array<[RegExp, string]> = [
  [/^round(\d{1,4})$/, 'Round'],
  [/^(?:quarterfinals?|quarters)$/, 'QuarterFinal'],
  [/^(?:semifinals?|semis)$/, 'SemiFinal'],
  [/^finals?$/, 'Final'],
];

/** Lower case, and without the spaces, hyphens, dots and apostrophes feeds vary on. */
function compact(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-‐‑–—_.'’]+/g, '');
}

/** The catalog key (and its number or name) of a stage or round name, or null for a name we do not know. */
export function phaseKey(text: string): PhaseKey | null {
  const trimmed = text.trim();
  const c = compact(trimmed);
  if (!c) return null;
  for (const [pattern, key] of FIXED) if (pattern.test(c)) return { key };

  let m = /^(?:roundof|last)(\d{1,4})$/.exec(c);
  if (m) {
    const n = Number(m[1]);
    if (n === 16) return { key: 'round.roundOf16' };
    if (n === 32) return { key: 'round.roundOf32' };
    return { key: 'round.roundOf', n };
  }
  // "1/8 finals": the round of 16.
  m = /^1\/(\d{1,3})finals?$/.exec(c);
  if (m) return phaseKey(`Round of ${Number(m[1]) * 2}`);
  m = /^(round|week|day)(\d{1,4})$/.exec(c);
  if (m) return { key: m[1] === 'round' ? 'round.number' : `round.${m[1]}`, n: Number(m[2]) };

  m = /^(?:(upper|winners?|lower|losers?)bracket|(ub|lb))(.+)$/.exec(c);
  if (m?.[3]) {
    const side = /^(upper|winner|ub)/.test(m[1] ?? m[2] ?? '') ? 'upper' : 'lower';
    for (const [pattern, suffix] of BRACKET_ROUNDS) {
      const r = pattern.exec(m[3]);
      if (r) return { key: `round.${side}${suffix}`, ...(r[1] ? { n: Number(r[1]) } : {}) };
    }
    return null;
  }

  // "Group A", "Group B2", "Group 3".
  const group = /^group[\s\-:]+([a-z]{1,2}\d{0,2}|\d{1,3})$/i.exec(trimmed);
  if (group?.[1]) {
    const name = group[1].toUpperCase();
    return /^\d+$/.test(name) ? { key: 'stage.group', n: Number(name) } : { key: 'stage.group', name };
  }
  return null;
}

/**
 * A stage or round name in the page's language: `t` translates (any namespace: keys name theirs),
 * `locale` (the page's, as for every number) formats round numbers. Unknown text is returned as it
 * came; nothing (null, "") gives "".
 */
export function phaseLabel(t: TFunction, locale: string, text: string | null | undefined): string {
  if (!text) return '';
  const found = phaseKey(text);
  if (!found) return text;
  const values: Record<string, string> = {};
  if (found.n !== undefined) values.n = formatInteger(locale, found.n);
  if (found.key === 'stage.group') values.name = found.name ?? values.n ?? '';
  return t(`matches:${found.key}`, values);
}

/** A match's stage ("Regular season", "Group A") in the page's language. */
export function stageLabel(t: TFunction, locale: string, text: string | null | undefined): string {
  return phaseLabel(t, locale, text);
}

/** A match's round ("Semi-final", "Round 12", "Upper bracket final") in the page's language. */
export function roundLabel(t: TFunction, locale: string, text: string | null | undefined): string {
  return phaseLabel(t, locale, text);
}
