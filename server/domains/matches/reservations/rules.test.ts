import { describe, expect, it } from 'vitest';
import { MATCH_STATUSES } from '../../../../shared/matches/model.ts';
import { nextReservationState, reservationNews, reservationState } from './rules.ts';

describe('reservation state machine (spec section 4: not started, in progress, ended, cancelled)', () => {
  it('derives the shown state from what the user did and the match status', () => {
    expect(MATCH_STATUSES.map((s) => [s, reservationState('reserved', s)])).toEqual([
      ['preview', 'not_started'],
      ['not_started', 'not_started'],
      ['live', 'in_progress'],
      ['half_time', 'in_progress'],
      ['overtime', 'in_progress'],
      ['penalties', 'in_progress'],
      ['suspended', 'in_progress'],
      ['finished', 'ended'],
      ['postponed', 'not_started'],
      ['cancelled', 'cancelled'],
    ]);
    for (const s of MATCH_STATUSES) expect(reservationState('cancelled', s)).toBe('cancelled');
  });

  it('walks reserve → in progress → ended, one transition at a time', () => {
    let state = nextReservationState(null, { type: 'reserve', matchStatus: 'not_started' });
    expect(state).toEqual({ ok: true, state: 'not_started' });
    state = nextReservationState('not_started', { type: 'match', status: 'live' });
    expect(state).toEqual({ ok: true, state: 'in_progress' });
    state = nextReservationState('in_progress', { type: 'match', status: 'half_time' });
    expect(state).toEqual({ ok: true, state: 'in_progress' });
    state = nextReservationState('in_progress', { type: 'match', status: 'finished' });
    expect(state).toEqual({ ok: true, state: 'ended' });
    // Final.
    expect(nextReservationState('ended', { type: 'match', status: 'live' })).toEqual({
      ok: true,
      state: 'ended',
    });
    expect(nextReservationState('ended', { type: 'cancel' })).toEqual({
      ok: false,
      refusal: 'reservationEnded',
    });
  });

  it('cancels by the user or with the match; cancelling twice is refused', () => {
    expect(nextReservationState('not_started', { type: 'cancel' })).toEqual({ ok: true, state: 'cancelled' });
    expect(nextReservationState('in_progress', { type: 'cancel' })).toEqual({ ok: true, state: 'cancelled' });
    expect(nextReservationState('not_started', { type: 'match', status: 'cancelled' })).toEqual({
      ok: true,
      state: 'cancelled',
    });
    expect(nextReservationState('cancelled', { type: 'cancel' })).toEqual({
      ok: false,
      refusal: 'reservationCancelled',
    });
    expect(nextReservationState(null, { type: 'cancel' })).toEqual({
      ok: false,
      refusal: 'reservationNotFound',
    });
  });

  it('refuses to reserve a finished or cancelled match; reserving again is harmless', () => {
    for (const matchStatus of ['finished', 'cancelled'] as const) {
      expect(nextReservationState(null, { type: 'reserve', matchStatus })).toEqual({
        ok: false,
        refusal: 'matchReserveClosed',
      });
    }
    expect(nextReservationState('not_started', { type: 'reserve', matchStatus: 'not_started' })).toEqual({
      ok: true,
      state: 'not_started',
    });
    expect(nextReservationState(null, { type: 'reserve', matchStatus: 'live' })).toEqual({
      ok: true,
      state: 'in_progress',
    });
    // After a cancellation the user may reserve again.
    expect(nextReservationState('cancelled', { type: 'reserve', matchStatus: 'postponed' })).toEqual({
      ok: true,
      state: 'not_started',
    });
  });

  it('tells holders when their match kicks off, ends or is cancelled, and nothing else', () => {
    expect(reservationNews('not_started', 'live')).toBe('started');
    expect(reservationNews('preview', 'live')).toBe('started');
    expect(reservationNews('postponed', 'live')).toBe('started');
    expect(reservationNews('live', 'half_time')).toBeNull();
    expect(reservationNews('suspended', 'live')).toBeNull();
    expect(reservationNews('live', 'finished')).toBe('ended');
    expect(reservationNews('penalties', 'finished')).toBe('ended');
    expect(reservationNews('not_started', 'cancelled')).toBe('cancelled');
    expect(reservationNews('not_started', 'postponed')).toBeNull();
    expect(reservationNews('finished', 'finished')).toBeNull();
    expect(reservationNews('cancelled', 'finished')).toBeNull();
  });
});
