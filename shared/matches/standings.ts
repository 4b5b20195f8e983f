/**
 * A league table from its finished matches (issue 13's preview position, issue 14's league page):
 * each team's record, three points a win and one a draw, ordered as the Premier League orders its
 * table: points, then score difference, then score for; teams still level are ordered by their
 * head-to-head results among themselves (points, difference, scored in those matches: UEFA's mini
 * table), then by fewer matches played, then by the lower team id, so the order is the same on every
 * server.
 */
export interface TeamRecord {
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
}

export interface StandingLine extends TeamRecord {
  /** From 1. */
  position: number;
  points: number;
}

/** A finished match of two sides: its score and who won (null: a draw). */
export interface MatchResult {
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
  winner: 'home' | 'away' | null;
}

export const WIN_POINTS = 3;
export const DRAW_POINTS = 1;

/** Each team's record over `results` (only the teams that played in them). */
export function recordsOf(results: readonly MatchResult[]): TeamRecord[] {
  const records = new Map<number, TeamRecord>();
  const add = (teamId: number, scored: number, conceded: number, outcome: 'won' | 'drawn' | 'lost') => {
    const r = records.get(teamId) ?? { teamId, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0 };
    r.played += 1;
    r[outcome] += 1;
    r.scored += scored;
    r.conceded += conceded;
    records.set(teamId, r);
  };
  for (const m of results) {
    const home = m.winner === 'home' ? 'won' : m.winner === 'away' ? 'lost' : 'drawn';
    const away = m.winner === 'away' ? 'won' : m.winner === 'home' ? 'lost' : 'drawn';
    add(m.home, m.homeScore, m.awayScore, home);
    add(m.away, m.awayScore, m.homeScore, away);
  }
  return [...records.values()];
}

const pointsOf = (r: TeamRecord) => WIN_POINTS * r.won + DRAW_POINTS * r.drawn;

/** Points, then difference, then scored: the first three keys (negative: `a` ranks higher). */
function byRecord(a: TeamRecord, b: TeamRecord): number {
  return pointsOf(b) - pointsOf(a) || b.scored - b.conceded - (a.scored - a.conceded) || b.scored - a.scored;
}

export function standings(results: readonly MatchResult[]): StandingLine[] {
  const records = recordsOf(results).sort(byRecord);
  const ordered: TeamRecord[] = [];
  // Each run of teams level on the first three keys is ordered by its own mini table.
  for (let i = 0; i < records.length; ) {
    let j = i + 1;
    while (j < records.length && byRecord(records[i] as TeamRecord, records[j] as TeamRecord) === 0) j++;
    const level = records.slice(i, j);
    if (level.length > 1) {
      const ids = new Set(level.map((r) => r.teamId));
      const mini = new Map(
        recordsOf(results.filter((m) => ids.has(m.home) && ids.has(m.away))).map((r) => [r.teamId, r]),
      );
      const none = (teamId: number): TeamRecord => ({
        teamId,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        scored: 0,
        conceded: 0,
      });
      level.sort(
        (a, b) =>
          byRecord(mini.get(a.teamId) ?? none(a.teamId), mini.get(b.teamId) ?? none(b.teamId)) ||
          a.played - b.played ||
          a.teamId - b.teamId,
      );
    }
    ordered.push(...level);
    i = j;
  }
  return ordered.map((r, i) => ({ ...r, points: pointsOf(r), position: i + 1 }));
}
