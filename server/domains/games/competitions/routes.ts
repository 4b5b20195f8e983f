import {
  idQuerySchema,
  leagueInfoSchema,
  leagueListQuerySchema,
  leagueListSchema,
  playerInfoSchema,
  playerListQuerySchema,
  playerListSchema,
  teamInfoSchema,
  teamListQuerySchema,
  teamListSchema,
} from '../../../../shared/games/contract.ts';
import type { ApiPlugin } from '../../../http/api.ts';
import { ok, successSchema } from '../../../http/envelope.ts';
import type { CompetitionsService } from './service.ts';

const tags = ['competitions'];

/** The data libraries' subjects, one at a time (public). */
export const competitionsRoutes =
  (competitions: CompetitionsService): ApiPlugin =>
  async (api) => {
    // The library indexes (issue 14): pages of at most LIBRARY_SIZE_MAX rows.
    api.get(
      '/league/list',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "Leagues and tournaments of every game (sports, then esports, in the game filter's order) or of one; each game's hot first (the operator's priority, then the most matches within a week of now, then by name)",
          tags,
          querystring: leagueListQuerySchema,
          response: { 200: successSchema(leagueListSchema) },
        },
      },
      async (request) => ok(await competitions.leagueList(request.query)),
    );

    api.get(
      '/team/list',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Teams by name, each with the league of its latest match; of every game, one game or one league',
          tags,
          querystring: teamListQuerySchema,
          response: { 200: successSchema(teamListSchema) },
        },
      },
      async (request) => ok(await competitions.teamList(request.query)),
    );

    api.get(
      '/player/list',
      {
        config: { access: 'public' },
        schema: {
          summary: "Players with their team: of every game or one, by name; or one team's, by shirt number",
          tags,
          querystring: playerListQuerySchema,
          response: { 200: successSchema(playerListSchema) },
        },
      },
      async (request) => ok(await competitions.playerList(request.query)),
    );

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
