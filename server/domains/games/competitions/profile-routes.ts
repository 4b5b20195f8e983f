import {
  leagueSeasonsSchema,
  leagueStagesQuerySchema,
  leagueStagesSchema,
  playerProfileSchema,
  stageQuerySchema,
  stageSchema,
  teamProfileSchema,
  teamTransfersQuerySchema,
  transferPageSchema,
} from '../../../../shared/competitions/contract.ts';
import { idQuerySchema } from '../../../../shared/games/contract.ts';
import type { ApiPlugin } from '../../../http/api.ts';
import { ok, successSchema } from '../../../http/envelope.ts';
import type { ProfilesService } from './profiles-service.ts';

const tags = ['competitions'];

/** The libraries' profile data (public): teams' and players' profiles, leagues' seasons and stages. */
export const profileRoutes =
  (profiles: ProfilesService): ApiPlugin =>
  async (api) => {
    api.get(
      '/team/profile',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "A team's profile: founded, coaches, prize money, world ranking (esports), squad ages, honours, latest transfers in and out",
          tags,
          querystring: idQuerySchema,
          response: { 200: successSchema(teamProfileSchema) },
        },
      },
      async (request) => ok(await profiles.teamProfile(request.query.id)),
    );

    api.get(
      '/team/transfers',
      {
        config: { access: 'public' },
        schema: {
          summary: "A page of a team's transfers (in, out or all), newest first",
          tags,
          querystring: teamTransfersQuerySchema,
          response: { 200: successSchema(transferPageSchema) },
        },
      },
      async (request) => ok(await profiles.teamTransfers(request.query)),
    );

    api.get(
      '/player/profile',
      {
        config: { access: 'public' },
        schema: {
          summary: "A player's profile: birth date, power rating, service record, transfers",
          tags,
          querystring: idQuerySchema,
          response: { 200: successSchema(playerProfileSchema) },
        },
      },
      async (request) => ok(await profiles.playerProfile(request.query.id)),
    );

    api.get(
      '/league/seasons',
      {
        config: { access: 'public' },
        schema: {
          summary: "A league's seasons, latest first, with dates, prize pool and stages",
          tags,
          querystring: idQuerySchema,
          response: { 200: successSchema(leagueSeasonsSchema) },
        },
      },
      async (request) => ok(await profiles.leagueSeasons(request.query.id)),
    );

    api.get(
      '/league/stages',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "One season's stages (default the season under way): format, marks, groups with standings or results",
          tags,
          querystring: leagueStagesQuerySchema,
          response: { 200: successSchema(leagueStagesSchema) },
        },
      },
      async (request) => ok(await profiles.leagueStages(request.query)),
    );

    api.get(
      '/league/bracket',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "One stage: its groups' seeds and results in playing order, from which the bracket model draws the bracket",
          tags,
          querystring: stageQuerySchema,
          response: { 200: successSchema(stageSchema) },
        },
      },
      async (request) => {
        const { leagueSeason: _current, ...stage } = await profiles.stage(request.query.stageId);
        return ok(stage);
      },
    );
  };
