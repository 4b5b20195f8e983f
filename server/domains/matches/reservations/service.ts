import { DomainError } from '../../../../shared/errors.ts';
import type { Paging, ReservationView } from '../../../../shared/matches/contract.ts';
import type { ReservationState } from '../../../../shared/matches/model.ts';
import type { Database } from '../../../db/client.ts';
import type { ReservationsRepository } from './repository.ts';
import { nextReservationState, type ReservationRefusal, reservationState } from './rules.ts';

function refuse(refusal: ReservationRefusal): never {
  throw new DomainError(refusal === 'reservationNotFound' ? 'notFound' : 'conflict', refusal);
}

/**
 * Reservations of matches (spec section 4): each use case runs in one transaction that reads the match
 * and the user's reservation, asks the state machine (`rules.ts`), and writes what it allows.
 */
export function createReservationsService(deps: { db: Database; repo: ReservationsRepository }) {
  const { db, repo } = deps;

  function view(row: Awaited<ReturnType<typeof repo.reservations>>[number]): ReservationView {
    return {
      id: row.reservationId,
      matchId: row.id,
      gameId: row.gameId,
      league: { id: row.league.id, name: row.league.name, logo: row.league.logo },
      home: row.home,
      away: row.away,
      startTime: row.startTime.toISOString(),
      matchStatus: row.status,
      state: reservationState(row.stored, row.status),
      reservedAt: row.reservedAt.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    };
  }

  async function viewOf(uid: number, matchId: number): Promise<ReservationView> {
    const [row] = await repo.reservations(uid, { matchId, limit: 1, offset: 0 });
    if (!row) throw new DomainError('notFound', 'reservationNotFound');
    return view(row);
  }

  return {
    async reserve(uid: number, matchId: number): Promise<ReservationView> {
      await db.transaction(async (tx) => {
        const match = await repo.matchStatusIn(tx, matchId);
        if (!match) throw new DomainError('notFound', 'matchNotFound');
        const active = await repo.activeReservation(tx, uid, matchId);
        const current = active ? reservationState(active.state, match.status) : null;
        const next = nextReservationState(current, { type: 'reserve', matchStatus: match.status });
        if (!next.ok) refuse(next.refusal);
        if (!active) await repo.insertReservation(tx, uid, matchId);
      });
      return viewOf(uid, matchId);
    },

    async cancelReservation(uid: number, matchId: number): Promise<ReservationView> {
      await db.transaction(async (tx) => {
        const match = await repo.matchStatusIn(tx, matchId);
        if (!match) throw new DomainError('notFound', 'matchNotFound');
        // The active reservation, or else the last one (to tell "already cancelled" from "never").
        const reservation =
          (await repo.activeReservation(tx, uid, matchId)) ?? (await repo.lastReservation(tx, uid, matchId));
        const current = reservation ? reservationState(reservation.state, match.status) : null;
        const next = nextReservationState(current, { type: 'cancel' });
        if (!next.ok) refuse(next.refusal);
        if (reservation) await repo.cancelReservation(tx, reservation.id);
      });
      return viewOf(uid, matchId);
    },

    /** A user's reservations, newest first, optionally in one state. */
    async reservations(
      uid: number,
      input: { state?: ReservationState | undefined } & Paging,
    ): Promise<ReservationView[]> {
      const rows = await repo.reservations(uid, {
        state: input.state,
        limit: input.size,
        offset: (input.page - 1) * input.size,
      });
      return rows.map(view);
    },
  };
}
