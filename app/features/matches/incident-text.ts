/**
 * The match log's lines (issue 13, "Match log / text live"): every incident as a sentence in the
 * viewer's language (`matches:centre.log.<type>`, with a `…Player` variant when the feed named a
 * player), its period and its moment on the match clock. Numbers go through the page's digits.
 */
import type { Translate } from '../../../shared/i18n/translate.ts';
import { type MatchIncident, type Period, PLAYER_INCIDENTS } from '../../../shared/matches/model.ts';
import { clockText, familyOf, periodKey } from './format.ts';
import { formatInteger } from './intl.ts';

export interface IncidentNames {
  gameId: number;
  home: string | null;
  away: string | null;
  /** Battle royale: the teams in order (`participantId` is a position in it). */
  participants?: readonly string[];
}

/** "Half 2", "Map 3", "Top 4" in the page's language (`games:period.*`). */
export function periodText(t: Translate, locale: string, period: Pick<Period, 'type' | 'index' | 'half'>) {
  const { key, n } = periodKey(period);
  return t(`games:period.${key}`, { n: formatInteger(locale, n) });
}

/** The key of an incident's sentence under `matches:centre.log`. */
export function incidentKey(incident: MatchIncident, gameId: number): string {
  const { type } = incident;
  if (type === 'point' && familyOf(gameId) === 'snooker') return 'pointBreak';
  // Dota 2's big objective is Roshan; other MOBAs call theirs Baron.
  if (type === 'baron' && gameId === 4) return 'roshan';
  if (type === 'elimination' && incident.value === undefined) return 'eliminationNoPlace';
  if (PLAYER_INCIDENTS.includes(type) && incident.player) return `${type}Player`;
  return type;
}

/** The sentence of one incident. */
export function incidentSentence(
  t: Translate,
  locale: string,
  incident: MatchIncident,
  names: IncidentNames,
): string {
  const team =
    incident.side === 'home'
      ? names.home
      : incident.side === 'away'
        ? names.away
        : incident.participantId !== undefined
          ? names.participants?.[incident.participantId]
          : null;
  const values = {
    team: team ?? t('matches:centre.log.someone'),
    player: incident.player,
    playerOut: incident.playerOut,
    value: incident.value === undefined ? undefined : formatInteger(locale, incident.value),
    period: incident.period ? periodText(t, locale, incident.period) : undefined,
  };
  return t(`matches:centre.log.${incidentKey(incident, names.gameId)}`, values);
}

/** When it happened: 23' (football), 05:12 on the clock, or nothing when the sport has no clock. */
export function incidentMoment(locale: string, incident: MatchIncident, gameId: number): string | null {
  if (incident.clockSeconds === null) return null;
  const style = familyOf(gameId) === 'football' ? 'minute' : 'clock';
  const clock = {
    seconds: incident.clockSeconds,
    running: false,
    direction: 'up' as const,
    at: incident.occurredAt,
  };
  return clockText(locale, clock, style, incident.period, 0);
}

/** A key that tells two incidents apart (the contract has no id): same seq, type, side and moment. */
export function incidentIdentity(incident: MatchIncident): string {
  return [
    incident.seq,
    incident.type,
    incident.side ?? '',
    incident.participantId ?? '',
    incident.clockSeconds ?? '',
    incident.player ?? '',
    incident.occurredAt,
  ].join('|');
}

/** `held` plus the incidents of `incoming` it does not have, oldest first, at most `limit` (newest kept). */
export function mergeIncidents(
  held: readonly MatchIncident[],
  incoming: readonly MatchIncident[],
  limit: number,
): MatchIncident[] {
  const known = new Set(held.map(incidentIdentity));
  const added = incoming.filter((incident) => !known.has(incidentIdentity(incident)));
  if (added.length === 0) return held as MatchIncident[];
  const all = [...held, ...added].sort((a, b) => a.seq - b.seq || a.occurredAt.localeCompare(b.occurredAt));
  return all.length > limit ? all.slice(all.length - limit) : all;
}
