import {
  idQuerySchema,
  leagueInfoSchema,
  playerInfoSchema,
  teamInfoSchema,
} from '../../../../shared/games/contract.ts';
import type { ApiPlugin } from '../../../http/api.ts';
import { ok, successSchema } from '../../../http/envelope.ts';
import type { CompetitionsService } from './service.ts';

const tags = ['competitions'];

/** The data libraries' subjects, one at a time (public). */
export const competitionsRoutes =
  (competitions: CompetitionsService): ApiPlugin =>
  async (api) => {
    api.get(
      '/league/detail',
      {
        config: { access: 'public' },
        schema: {
          summary: 'One league or tournament: game, name, season, country',
          tags,
          querystring: idQuerySchema,
          response: { 200: successSchema(leagueInfoSchema) },
        },
      },
      async (request) => ok(await competitions.league(request.query.id)),
    );

    api.get(
      '/team/detail',
      {
        config: { access: 'public' },
        schema: {
          summary: 'One team (one person in one-versus-one games) with its game and roster',
          tags,
          querystring: idQuerySchema,
          response: { 200: successSchema(teamInfoSchema) },
        },
      },
      async (request) => ok(await competitions.team(request.query.id)),
    );

    api.get(
      '/player/detail',
      {
        config: { access: 'public' },
        schema: {
          summary: 'One player with the team it plays for and its game',
          tags,
          querystring: idQuerySchema,
          response: { 200: successSchema(playerInfoSchema) },
        },
      },
      async (request) => ok(await competitions.player(request.query.id)),
    );
  };
