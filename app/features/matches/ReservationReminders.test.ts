import { describe, expect, it } from 'vitest';
import { isReservationNotice, reminderOf } from './ReservationReminders.tsx';

const abbrOf = (gameId: number) => ({ 202: 'soccer', 5: 'pubg' })[gameId];

describe('reservation reminders', () => {
  it('name the match and lead to its page', () => {
    expect(
      reminderOf(
        {
          kind: 'reservedMatchStarted',
          matchId: 42,
          gameId: 202,
          league: 'Premier',
          home: 'Arsenal',
          away: 'Chelsea',
        },
        abbrOf,
      ),
    ).toEqual({ match: 'Arsenal – Chelsea', href: '/soccer/42' });
    // Battle royale: no sides, the league names it.
    expect(
      reminderOf(
        {
          kind: 'reservedMatchStarted',
          matchId: 7,
          gameId: 5,
          league: 'PUBG Global Series',
          home: null,
          away: null,
        },
        abbrOf,
      ),
    ).toEqual({ match: 'PUBG Global Series', href: '/pubg/7' });
  });

  it('ignore anything else said on the channel, and games the site does not know', () => {
    expect(reminderOf({ kind: 'wallet', balance: 3 }, abbrOf)).toBeNull();
    expect(reminderOf(null, abbrOf)).toBeNull();
    expect(reminderOf({ kind: 'reservedMatchStarted', matchId: 1, gameId: 999 }, abbrOf)).toBeNull();
  });

  it('tell news of a reservation from other things on the channel (the list refreshes on news)', () => {
    expect(isReservationNotice({ kind: 'reservationChanged', matchId: 3, gameId: 202, state: 'ended' })).toBe(
      true,
    );
    expect(isReservationNotice({ kind: 'reservedMatchStarted', matchId: 3, gameId: 202 })).toBe(true);
    expect(isReservationNotice({ kind: 'reservationChanged' })).toBe(false);
    // Only the kick-off is a reminder on screen.
    expect(
      reminderOf({ kind: 'reservationChanged', matchId: 3, gameId: 202, state: 'ended' }, abbrOf),
    ).toBeNull();
  });
});
