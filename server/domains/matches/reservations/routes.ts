import { z } from 'zod';
import {
  matchIdBodySchema,
  reservationSchema,
  reservationsQuerySchema,
} from '../../../../shared/matches/contract.ts';
import { requireUser } from '../../../http/access.ts';
import type { ApiPlugin } from '../../../http/api.ts';
import { ok, successSchema } from '../../../http/envelope.ts';
import type { MatchesService } from '../index.ts';

const tags = ['matches'];

/** A signed-in user's reservations of matches. */
export const reservationsRoutes =
  (matches: MatchesService): ApiPlugin =>
  async (api) => {
    api.post(
      '/match/reserve',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Reserve a match (signed in); refused once the match has finished or was cancelled',
          tags,
          body: matchIdBodySchema,
          response: { 200: successSchema(reservationSchema) },
        },
      },
      async (request) => ok(await matches.reserve(requireUser(request.ctx).uid, request.body.matchId)),
    );

    api.post(
      '/match/cancelReservation',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Cancel the reservation of a match (signed in); refused when already cancelled or ended',
          tags,
          body: matchIdBodySchema,
          response: { 200: successSchema(reservationSchema) },
        },
      },
      async (request) =>
        ok(await matches.cancelReservation(requireUser(request.ctx).uid, request.body.matchId)),
    );

    api.get(
      '/match/myReservations',
      {
        config: { access: 'user' },
        schema: {
          summary:
            "The signed-in user's reservations, newest first: not_started, in_progress, ended or cancelled (optional filter)",
          tags,
          querystring: reservationsQuerySchema,
          response: { 200: successSchema(z.array(reservationSchema)) },
        },
      },
      async (request) => ok(await matches.reservations(requireUser(request.ctx).uid, request.query)),
    );
  };
