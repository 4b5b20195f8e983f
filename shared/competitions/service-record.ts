/**
 * A player's service record (spec section 2: "service record"): the teams they played for, each
 * from one date until another, as Transfermarkt and Liquipedia list them. A feed may give it; else
 * it follows from the player's transfers, oldest first:
 *
 *   move 1: A → B on d1      A (… – d1), B (d1 – d2)
 *   move 2: B → C on d2      C (d2 – now: `until` null)
 *
 * The team the first move leaves is a spell of unknown start (`from` null). A loan is a spell of
 * its own, marked `loan`; coming back ("end of loan") opens a new spell at the parent team. A move
 * whose `from` is not the team the player was at (a feed's gap) still opens its spell: the record
 * shows what is known, and `movesAgree` tells whether the moves make one chain.
 */
import type { TransferType } from './model.ts';

/** A team in a record: one of ours (`id`), or one the feed only names. */
export interface RecordTeam {
  id: number | null;
  name: string;
}

export interface Move {
  date: string;
  type: TransferType;
  from: RecordTeam | null;
  to: RecordTeam | null;
}

export interface Spell {
  team: RecordTeam;
  /** First day (null: before the records). */
  from: string | null;
  /** Last day, the day of the move that ended it (null: still there). */
  until: string | null;
  loan: boolean;
}

/** Two references to the same team: the same id when both have one, else the same name. */
export function sameTeam(a: RecordTeam | null, b: RecordTeam | null): boolean {
  if (!a || !b) return a === b;
  if (a.id !== null && b.id !== null) return a.id === b.id;
  return a.name === b.name;
}

const byDate = <T extends { date: string }>(moves: readonly T[]): T[] =>
  [...moves].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/** The spells the moves describe, oldest first (moves in any order; same-day moves keep theirs). */
export function serviceRecord(moves: readonly Move[]): Spell[] {
  const spells: Spell[] = [];
  for (const move of byDate(moves)) {
    const open = spells.at(-1);
    if (open && open.until === null && (sameTeam(open.team, move.from) || move.from === null)) {
      open.until = move.date;
    } else if (move.from) {
      spells.push({ team: move.from, from: null, until: move.date, loan: false });
    }
    if (move.to) spells.push({ team: move.to, from: move.date, until: null, loan: move.type === 'loan' });
  }
  return spells;
}

/**
 * True when the moves make one chain ending at `current`: each move leaves the team the previous one
 * joined, and the last joins the player's team now (a player without moves agrees with any team).
 */
export function movesAgree(moves: readonly Move[], current: RecordTeam): boolean {
  const ordered = byDate(moves);
  for (let i = 1; i < ordered.length; i++) {
    if (!sameTeam(ordered[i - 1]?.to ?? null, ordered[i]?.from ?? null)) return false;
  }
  const last = ordered.at(-1);
  return !last || sameTeam(last.to, current);
}
