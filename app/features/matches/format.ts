/**
 * How a match's live state reads in a row and in the match header, per sport family: what the
 * status column says, how the clock reads, which period scores a row has room for. Pure functions;
 * the components translate the keys they return (`games:status.*`, `games:period.*`).
 */

import type { Translate } from '../../../shared/i18n/translate.ts';
import {
  breakLabel,
  type CricketInnings,
  gameFormat,
  type MatchClock,
  type MatchStatus,
  type Period,
  type PeriodScore,
  SPORT_FAMILY_BY_GAME,
  type SportFamily,
} from '../../../shared/matches/model.ts';
import { formatInteger, formatTwoDigits } from './intl.ts';
import type { RowLive, RowTeam } from './match-row.ts';

export function familyOf(gameId: number): SportFamily {
  return SPORT_FAMILY_BY_GAME[gameId] ?? 'duel';
}

/** Statuses shown in the live colour: the match is being played or paused between periods. */
const PLAYING: readonly MatchStatus[] = ['live', 'half_time', 'overtime', 'penalties'];

/**
 * What the status column shows:
 * - `scheduled`: the start time (not started, preview);
 * - `label`: a status word (`games:<key>`, with the period's number `n` where it names one), e.g.
 *   half-time, "End of Q3", finished, postponed;
 * - `running`: the period and, when the sport has one, the clock.
 */
export type StatusView =
  | { kind: 'scheduled' }
  | { kind: 'label'; key: string; n?: number; playing: boolean }
  | { kind: 'running'; period: Period | null; clock: 'minute' | 'clock' | null };

export function statusView(live: Pick<RowLive, 'status' | 'period' | 'clock'>, gameId: number): StatusView {
  const family = familyOf(gameId);
  switch (live.status) {
    case 'preview':
    case 'not_started':
      return { kind: 'scheduled' };
    case 'half_time': {
      // A break names what it follows: half-time only between the halves (shared/matches/model.ts).
      const label = breakLabel(gameId, live.period);
      return label.key === 'periodEnd'
        ? { kind: 'label', key: `periodEnd.${label.type}`, n: label.n, playing: true }
        : { kind: 'label', key: `status.${label.key}`, playing: true };
    }
    case 'live':
    case 'overtime':
      return {
        kind: 'running',
        period: live.period,
        clock: live.clock ? (family === 'football' ? 'minute' : 'clock') : null,
      };
    default:
      return { kind: 'label', key: `status.${live.status}`, playing: PLAYING.includes(live.status) };
  }
}

/** A row of a match that is over (or put off) shows its kick-off time under the status word. */
export function showsKickOff(status: MatchStatus): boolean {
  return status === 'finished' || status === 'cancelled' || status === 'postponed';
}

export function isPlaying(status: MatchStatus): boolean {
  return PLAYING.includes(status) || status === 'suspended';
}

/** The translation key and values of a period's name (`games:period.<key>`). */
export function periodKey(period: Pick<Period, 'type' | 'index' | 'half'>): { key: string; n: number } {
  if (period.type === 'inning' && period.half) {
    return { key: period.half === 'top' ? 'inningTop' : 'inningBottom', n: period.index };
  }
  return { key: period.type, n: period.index };
}

/** Whole seconds on a match clock at `nowMs` (never negative). */
export function clockSeconds(clock: MatchClock, nowMs: number): number {
  const elapsed = clock.running ? Math.max(0, (nowMs - Date.parse(clock.at)) / 1000) : 0;
  const seconds = clock.seconds + (clock.direction === 'down' ? -elapsed : elapsed);
  return Math.max(0, Math.floor(seconds));
}

/**
 * Football's match minute from a clock counting up from kick-off: the first minute is 1', and time
 * added at the end of a half reads 45+2', 90+4', 105+1', 120+3'.
 */
export function footballMinute(seconds: number, period: Period | null): { minute: number; added: number } {
  const minute = Math.floor(seconds / 60) + 1;
  const end =
    period?.type === 'half'
      ? 45 * Math.min(period.index, 2)
      : period?.type === 'extra_time'
        ? 90 + 15 * Math.min(period.index, 2)
        : undefined;
  return end !== undefined && minute > end ? { minute: end, added: minute - end } : { minute, added: 0 };
}

/** The clock as shown: 67', 45+2' (football) or 04:34 (everything else), in the page's digits. */
export function clockText(
  locale: string,
  clock: MatchClock,
  style: 'minute' | 'clock',
  period: Period | null,
  nowMs: number,
): string {
  const seconds = clockSeconds(clock, nowMs);
  if (style === 'minute') {
    const { minute, added } = footballMinute(seconds, period);
    return added > 0
      ? `${formatInteger(locale, minute)}+${formatInteger(locale, added)}'`
      : `${formatInteger(locale, minute)}'`;
  }
  return `${formatTwoDigits(locale, Math.floor(seconds / 60))}:${formatTwoDigits(locale, seconds % 60)}`;
}

/** How many period columns a row shows at most (a best-of-7 or a five-set match fits). */
const MAX_ROW_PERIODS = 7;

/**
 * The period scores a row has room for. Sports with many short periods (baseball innings, cricket
 * innings, snooker frames), duels (a map is won 1-0) and battle royale show none in rows; the match
 * page has the full table.
 */
export function rowPeriodScores(family: SportFamily, periodScores: readonly PeriodScore[]): PeriodScore[] {
  switch (family) {
    case 'football':
      // A single half's score is the score itself: halves show once the second has begun.
      return periodScores.length > 1 ? periodScores.slice(-MAX_ROW_PERIODS) : [];
    case 'basketball':
    case 'american_football':
    case 'tennis':
    case 'sets':
    case 'moba':
    case 'shooter':
      return periodScores.slice(-MAX_ROW_PERIODS);
    default:
      return [];
  }
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const FIGURE_SPACE = '\u2007';

/**
 * Period scores as the text of a row's columns (issue 12: few elements a row): both sides' lines,
 * each column as wide as its widest score (figure spaces pad it, digits are tabular), columns apart
 * by two spaces, a tennis tie-break as superscript digits ("6⁴"). `format` writes a number in the
 * page's digits. The last `recent` columns are apart from the older ones, which phones hide.
 */
export function periodColumns(
  periods: readonly PeriodScore[],
  format: (n: number) => string,
  recent = 2,
): { older: string | null; recent: string } {
  const cells = periods.map((p) => {
    const tiebreak = (n: number) => {
      const text = format(n);
      return /^\d+$/.test(text) ? [...text].map((d) => SUPERSCRIPT[Number(d)]).join('') : `(${text})`;
    };
    const home = format(p.home) + (p.tiebreak ? tiebreak(p.tiebreak.home) : '');
    const away = format(p.away) + (p.tiebreak ? tiebreak(p.tiebreak.away) : '');
    const width = Math.max(home.length, away.length);
    return { home: home.padStart(width, FIGURE_SPACE), away: away.padStart(width, FIGURE_SPACE) };
  });
  const lines = (part: typeof cells) =>
    `${part.map((c) => c.home).join('  ')}\n${part.map((c) => c.away).join('  ')}`;
  const split = Math.max(0, cells.length - recent);
  return { older: split > 0 ? lines(cells.slice(0, split)) : null, recent: lines(cells.slice(split)) };
}

/** Battle royale: the team leading the series (most points), with its points. */
export function battleRoyaleLeader(
  live: Pick<RowLive, 'detail'>,
  participants: readonly RowTeam[] | undefined,
): { team: RowTeam; points: number } | null {
  const standings = live.detail.standings ?? [];
  let best: (typeof standings)[number] | undefined;
  for (const s of standings) if (!best || s.points > best.points) best = s;
  const team = best && participants?.[best.participantId];
  return best && team ? { team, points: best.points } : null;
}

/**
 * What the match header says about a match's series beside its league (`matches:<key>`), from the
 * game's format: "Best of 3" (maps, games, sets, frames), "3 rounds" (MMA), "6 games" (a battle-royale
 * lobby, which has no best-of); nothing for a single match (football, FIFA, basketball).
 */
export function seriesKey(gameId: number, bestOf: number | null): { key: string; n: number } | null {
  const series = gameFormat(gameId).series;
  if (!bestOf || !series) return null;
  const key =
    series === 'rounds' ? 'match.seriesRounds' : series === 'lobby' ? 'match.seriesGames' : 'match.bestOf';
  return { key, n: bestOf };
}

/** Cricket: an innings' runs and wickets as scoreboards write them, "125/3" (all out at ten wickets: "187"). */
export function cricketRuns(locale: string, innings: Pick<CricketInnings, 'runs' | 'wickets'>): string {
  const runs = formatInteger(locale, innings.runs);
  return innings.wickets >= 10 ? runs : `${runs}/${formatInteger(locale, innings.wickets)}`;
}

/** A team's shown name: the full name where there is room, else the short one. */
export function teamLabel(team: RowTeam | null, short = false): string {
  if (!team) return '';
  return short && team.shortName ? team.shortName : team.name;
}

/** One or two letters for a team without a logo. */
export function initials(team: RowTeam | null): string {
  const source = team?.shortName || team?.name || '?';
  const words = source.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : source.slice(0, 2);
  return letters.toUpperCase();
}

/** A stable hue for a team's initials badge, from its name. */
export function teamHue(name: string): number {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0;
  return h % 360;
}

/** A line-up position or role in words (`matches:centre.position.<family>.<code>`); a feed's unknown code as sent. */
export function positionText(t: Translate, family: string, code: string): string {
  return t(`centre.position.${family}.${code}`, { defaultValue: code });
}
