import {
  FINAL_STATUSES,
  isLive,
  type MatchStatus,
  type ReservationState,
  UPCOMING_STATUSES,
} from '../../../../shared/matches/model.ts';
import type { ReservationStoredState } from '../schema.ts';

/**
 * Reservations (spec section 4): the user reserves and cancels; the states shown are "not started",
 * "in progress", "ended" and "cancelled". Only the user's own act is stored (`reserved`/`cancelled`);
 * the rest follows from the match: a reservation is in progress while its match is live, ended once it
 * finished, and cancelled when the user cancelled it or the match was cancelled.
 *
 *   (none) ──reserve──▶ not started ──match live──▶ in progress ──match finished──▶ ended
 *                           │    ◀──match postponed/interrupted──┘        │
 *                           └──────cancel / match cancelled──────▶ cancelled ◀┘
 *
 * `ended` and `cancelled` are final; after a cancellation the user may reserve again while the match
 * has not ended.
 */
/** Error catalog keys (`errors:`) of refused transitions. */
export type ReservationRefusal =
  | 'matchReserveClosed'
  | 'reservationNotFound'
  | 'reservationCancelled'
  | 'reservationEnded';

export type ReservationEvent =
  | { type: 'reserve'; matchStatus: MatchStatus }
  | { type: 'cancel' }
  | { type: 'match'; status: MatchStatus };

export type TransitionResult =
  | { ok: true; state: ReservationState }
  | { ok: false; refusal: ReservationRefusal };

/** The state shown for a stored reservation of a match in `matchStatus`. */
export function reservationState(stored: ReservationStoredState, matchStatus: MatchStatus): ReservationState {
  if (stored === 'cancelled' || matchStatus === 'cancelled') return 'cancelled';
  if (matchStatus === 'finished') return 'ended';
  if (isLive(matchStatus)) return 'in_progress';
  return 'not_started';
}

const FINAL_STATES: readonly ReservationState[] = ['ended', 'cancelled'];

/** The explicit state machine: where `event` takes a reservation in `current` (null: none yet). */
export function nextReservationState(
  current: ReservationState | null,
  event: ReservationEvent,
): TransitionResult {
  switch (event.type) {
    case 'reserve':
      if (FINAL_STATUSES.includes(event.matchStatus)) return { ok: false, refusal: 'matchReserveClosed' };
      // Reserving what is already reserved changes nothing.
      if (current === 'not_started' || current === 'in_progress') return { ok: true, state: current };
      return { ok: true, state: reservationState('reserved', event.matchStatus) };
    case 'cancel':
      if (current === null) return { ok: false, refusal: 'reservationNotFound' };
      if (current === 'cancelled') return { ok: false, refusal: 'reservationCancelled' };
      if (current === 'ended') return { ok: false, refusal: 'reservationEnded' };
      return { ok: true, state: 'cancelled' };
    case 'match':
      if (current === null) return { ok: false, refusal: 'reservationNotFound' };
      if (FINAL_STATES.includes(current)) return { ok: true, state: current };
      return { ok: true, state: reservationState('reserved', event.status) };
  }
}

/**
 * What the holders of a match's active reservations are told when its status moves from `previous`
 * to `next`: it kicked off (their reminder), ended, or was cancelled; null for anything else.
 */
export function reservationNews(
  previous: MatchStatus,
  next: MatchStatus,
): 'started' | 'ended' | 'cancelled' | null {
  if (previous === next) return null;
  if (UPCOMING_STATUSES.includes(previous) && isLive(next)) return 'started';
  if (previous === 'finished' || previous === 'cancelled') return null;
  if (next === 'finished') return 'ended';
  if (next === 'cancelled') return 'cancelled';
  return null;
}
