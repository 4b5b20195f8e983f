/**
 * A league table from its finished matches (issue 13, "Preview": league position): each team's
 * record, three points a win and one a draw, ordered by points, then score difference, then score
 * for, then fewer matches played; teams level on all of these share nothing: the lower team id
 * comes first, so the order is the same on every server.
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

export const WIN_POINTS = 3;
export const DRAW_POINTS = 1;

export function standings(records: readonly TeamRecord[]): StandingLine[] {
  return records
    .map((r) => ({ ...r, points: WIN_POINTS * r.won + DRAW_POINTS * r.drawn }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.scored - b.conceded - (a.scored - a.conceded) ||
        b.scored - a.scored ||
        a.played - b.played ||
        a.teamId - b.teamId,
    )
    .map((r, i) => ({ ...r, position: i + 1 }));
}
