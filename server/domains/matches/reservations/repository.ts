import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  LIVE_STATUSES,
  type MatchStatus,
  type ReservationState,
  UPCOMING_STATUSES,
} from '../../../../shared/matches/model.ts';
import type { Database, Executor } from '../../../db/client.ts';
import { leagues } from '../../games/competitions/schema.ts';
import { awayTeam, homeTeam, LIST_COLUMNS } from '../rows.ts';
import { matches, matchReservations } from '../schema.ts';

/** Reservations of matches. Methods taking `tx` run inside the service's transaction. */
export function createReservationsRepository(db: Database) {
  return {
    /** Who holds an active reservation of a match, with the names a reminder shows (null: nobody). */
    async reminderOf(matchId: number) {
      const rows = await db
        .select({
          uid: matchReservations.uid,
          league: leagues.name,
          home: homeTeam.name,
          away: awayTeam.name,
        })
        .from(matchReservations)
        .innerJoin(matches, eq(matches.id, matchReservations.matchId))
        .innerJoin(leagues, eq(leagues.id, matches.leagueId))
        .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
        .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
        .where(and(eq(matchReservations.matchId, matchId), eq(matchReservations.state, 'reserved')));
      const [first] = rows;
      if (!first) return null;
      return { uids: rows.map((r) => r.uid), league: first.league, home: first.home, away: first.away };
    },

    /** Which of these matches the user holds an active reservation of. */
    async reservedIds(uid: number, matchIds: readonly number[]): Promise<Set<number>> {
      if (matchIds.length === 0) return new Set();
      const rows = await db
        .select({ matchId: matchReservations.matchId })
        .from(matchReservations)
        .where(
          and(
            eq(matchReservations.uid, uid),
            eq(matchReservations.state, 'reserved'),
            inArray(matchReservations.matchId, [...matchIds]),
          ),
        );
      return new Set(rows.map((r) => r.matchId));
    },

    async matchStatusIn(tx: Executor, id: number): Promise<{ id: number; status: MatchStatus } | null> {
      const [row] = await tx
        .select({ id: matches.id, status: matches.status })
        .from(matches)
        .where(eq(matches.id, id))
        .limit(1);
      return row ?? null;
    },
    async activeReservation(tx: Executor, uid: number, matchId: number) {
      const [row] = await tx
        .select()
        .from(matchReservations)
        .where(
          and(
            eq(matchReservations.uid, uid),
            eq(matchReservations.matchId, matchId),
            eq(matchReservations.state, 'reserved'),
          ),
        )
        .for('update');
      return row ?? null;
    },
    async lastReservation(tx: Executor, uid: number, matchId: number) {
      const [row] = await tx
        .select()
        .from(matchReservations)
        .where(and(eq(matchReservations.uid, uid), eq(matchReservations.matchId, matchId)))
        .orderBy(desc(matchReservations.id))
        .limit(1);
      return row ?? null;
    },
    async insertReservation(tx: Executor, uid: number, matchId: number) {
      const [row] = await tx
        .insert(matchReservations)
        .values({ uid, matchId, state: 'reserved' })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    async cancelReservation(tx: Executor, id: number) {
      const [row] = await tx
        .update(matchReservations)
        .set({ state: 'cancelled', cancelledAt: sql`now()` })
        .where(eq(matchReservations.id, id))
        .returning();
      return row ?? null;
    },
    /** A user's reservations, newest first, optionally in one shown state. */
    reservations(
      uid: number,
      f: { state?: ReservationState | undefined; matchId?: number; limit: number; offset: number },
    ) {
      const { state } = f;
      const reserved = eq(matchReservations.state, 'reserved');
      const byState: Record<ReservationState, SQL | undefined> = {
        cancelled: or(eq(matchReservations.state, 'cancelled'), eq(matches.status, 'cancelled')),
        ended: and(reserved, eq(matches.status, 'finished')),
        in_progress: and(reserved, inArray(matches.status, [...LIVE_STATUSES])),
        not_started: and(reserved, inArray(matches.status, [...UPCOMING_STATUSES])),
      };
      return db
        .select({
          ...LIST_COLUMNS,
          reservationId: matchReservations.id,
          stored: matchReservations.state,
          reservedAt: matchReservations.createdAt,
          cancelledAt: matchReservations.cancelledAt,
        })
        .from(matchReservations)
        .innerJoin(matches, eq(matches.id, matchReservations.matchId))
        .innerJoin(leagues, eq(leagues.id, matches.leagueId))
        .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
        .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
        .where(
          and(
            eq(matchReservations.uid, uid),
            f.matchId === undefined ? undefined : eq(matchReservations.matchId, f.matchId),
            state ? byState[state] : undefined,
          ),
        )
        .orderBy(desc(matchReservations.id))
        .limit(f.limit)
        .offset(f.offset);
    },
  };
}

export type ReservationsRepository = ReturnType<typeof createReservationsRepository>;
