/**
 * Trends (issue 13, spec section 9 "Stat thresholds: over 26.5 kills or rounds; duration over 33
 * minutes"): how often a side's last matches went a way, counted from their results:
 * - over: the match total (goals, points...) above the over/under line of the match being viewed;
 * - handicap: the side's score with the handicap line of the match being viewed (the home side's
 *   line; the away side gets its opposite) above its opponent's;
 * - maps over the threshold: MOBA maps with more than 26.5 kills, shooter maps with more than
 *   26.5 rounds (both sides together), from each map's score;
 * - long maps: MOBA maps that lasted more than 33 minutes, from each map's length where the feed
 *   gave one (the last minute of its gold series).
 * Pure, so the percentages can be checked against hand counts.
 */
import type { FormMatch, PeriodScore, SportFamily } from './model.ts';

/** Spec section 9: over 26.5 kills or rounds. */
export const KILLS_OR_ROUNDS_LINE = 26.5;
/** Spec section 9: duration over 33 minutes. */
export const LONG_MAP_MINUTES = 33;

export interface TrendMatch extends Pick<FormMatch, 'home' | 'away' | 'score' | 'winner'> {
  periodScores: readonly PeriodScore[];
  /** MOBA: each map's length in minutes, in map order, when known. */
  mapMinutes?: readonly number[];
}

export interface Count {
  count: number;
  of: number;
}

export interface SideTrends {
  /** Matches counted (finished, with a score). */
  played: number;
  wins: Count;
  over?: Count & { line: number };
  handicap?: Count & { line: number };
  /** Maps (MOBA: kills, shooters: rounds) above 26.5. */
  mapsOver?: Count & { line: number; of: number };
  /** MOBA maps longer than 33 minutes, of the maps whose length is known. */
  longMaps?: Count & { line: number };
}

export function trendsFor(
  matches: readonly TrendMatch[],
  teamId: number,
  family: SportFamily,
  lines: { total?: number | undefined; homeHandicap?: number | undefined; asHome: boolean },
): SideTrends {
  const counted = matches.filter((m) => m.score && (m.home.id === teamId || m.away.id === teamId));
  const out: SideTrends = { played: counted.length, wins: { count: 0, of: counted.length } };
  const handicapLine =
    lines.homeHandicap === undefined ? undefined : lines.asHome ? lines.homeHandicap : -lines.homeHandicap;
  if (lines.total !== undefined) out.over = { line: lines.total, count: 0, of: counted.length };
  if (handicapLine !== undefined) out.handicap = { line: handicapLine, count: 0, of: counted.length };
  const maps = family === 'moba' || family === 'shooter';
  if (maps) out.mapsOver = { line: KILLS_OR_ROUNDS_LINE, count: 0, of: 0 };
  if (family === 'moba' && counted.some((m) => (m.mapMinutes?.length ?? 0) > 0))
    out.longMaps = { line: LONG_MAP_MINUTES, count: 0, of: 0 };
  for (const m of counted) {
    const score = m.score;
    if (!score) continue;
    const side = m.home.id === teamId ? 'home' : 'away';
    const own = score[side];
    const other = score[side === 'home' ? 'away' : 'home'];
    const won = m.winner ? m.winner === side : own > other;
    if (won) out.wins.count += 1;
    if (out.over && score.home + score.away > out.over.line) out.over.count += 1;
    if (out.handicap && own + out.handicap.line > other) out.handicap.count += 1;
    if (out.mapsOver) {
      for (const p of m.periodScores) {
        if (p.type !== 'map') continue;
        out.mapsOver.of += 1;
        if (p.home + p.away > out.mapsOver.line) out.mapsOver.count += 1;
      }
    }
    if (out.longMaps) {
      for (const minutes of m.mapMinutes ?? []) {
        out.longMaps.of += 1;
        if (minutes > out.longMaps.line) out.longMaps.count += 1;
      }
    }
  }
  return out;
}
