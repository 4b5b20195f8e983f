import { z } from 'zod';
import { playerStatsSchema } from '../../../../shared/competitions/contract.ts';
import { DomainError } from '../../../../shared/errors.ts';
import { idQuerySchema } from '../../../../shared/games/contract.ts';
import {
  conditionBodySchema,
  gameQuerySchema,
  hotQuerySchema,
  leagueRankingsSchema,
  leaguesQuerySchema,
  leagueTableSchema,
  leagueWithMatchesSchema,
  listBodySchema,
  livingFutureQuerySchema,
  livingFutureSchema,
  matchDetailParamsSchema,
  matchDetailSchema,
  matchItemSchema,
  matchPageSchema,
  matchTabParamsSchema,
  matchTabSchema,
  optionalGameQuerySchema,
  pcMatchesBodySchema,
  pcMatchesSchema,
  playerRecentSchema,
  rankingsQuerySchema,
  seriesCountQuerySchema,
  seriesCountSchema,
  sevenDaySchema,
} from '../../../../shared/matches/contract.ts';
import { MATCH_DATA_TABS } from '../../../../shared/matches/model.ts';
import { requireUser } from '../../../http/access.ts';
import type { ApiPlugin } from '../../../http/api.ts';
import type { RequestContext } from '../../../http/context.ts';
import { ok, successSchema } from '../../../http/envelope.ts';
import type { MatchesService } from '../index.ts';

const uidOf = (request: { ctx?: RequestContext | undefined }) => request.ctx?.user?.uid;

const tags = ['matches'];

/** The match lists and one match (public: signed-in callers also get their favourites and reservations marked). */
export const matchQueriesRoutes =
  (matches: MatchesService): ApiPlugin =>
  async (api) => {
    api.get(
      '/v2/match/getPCLiveGameMatch',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Matches in play (live, half-time, overtime, penalties, suspended), of every game or one',
          tags,
          querystring: optionalGameQuerySchema,
          response: { 200: successSchema(z.array(matchItemSchema)) },
        },
      },
      async (request) => ok(await matches.live({ gameId: request.query.gameId, uid: uidOf(request) })),
    );

    api.post(
      '/v2/match/getPCPastGameMatch',
      {
        config: { access: 'public' },
        schema: {
          summary: "Finished and cancelled matches, newest first; of the viewer's day when date is given",
          tags,
          body: listBodySchema,
          response: { 200: successSchema(matchPageSchema) },
        },
      },
      async (request) => ok(await matches.past({ ...request.body, uid: uidOf(request) })),
    );

    api.post(
      '/v2/match/getPCUpcomingGameMatch',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "Matches not started yet, soonest first: from now on, or of the viewer's day when date is given",
          tags,
          body: listBodySchema,
          response: { 200: successSchema(matchPageSchema) },
        },
      },
      async (request) => ok(await matches.upcoming({ ...request.body, uid: uidOf(request) })),
    );

    api.post(
      '/v2/match/getPCGameMatchByCondition',
      {
        config: { access: 'public' },
        schema: {
          summary: "Matches by game, league, status group and (optionally) the viewer's day",
          tags,
          body: conditionBodySchema,
          response: { 200: successSchema(matchPageSchema) },
        },
      },
      async (request) => ok(await matches.byCondition({ ...request.body, uid: uidOf(request) })),
    );

    api.post(
      '/match/getSevenDayMatch',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "Calendar: match counts for the viewer's today and the six days after, and the matches of the chosen day",
          tags,
          body: listBodySchema,
          response: { 200: successSchema(sevenDaySchema) },
        },
      },
      async (request) =>
        ok(await matches.sevenDay({ ...request.body, kind: 'schedule', uid: uidOf(request) })),
    );

    api.post(
      '/match/getSevenDayResults',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "Results calendar: finished-match counts for the six days before the viewer's today and today, and the results of the chosen day",
          tags,
          body: listBodySchema,
          response: { 200: successSchema(sevenDaySchema) },
        },
      },
      async (request) =>
        ok(await matches.sevenDay({ ...request.body, kind: 'results', uid: uidOf(request) })),
    );

    api.post(
      '/match/pcMatches',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "Match-list page: one tab (live now; not started, finished, favourites or results of the viewer's day), grouped by league",
          tags,
          body: pcMatchesBodySchema,
          response: {
            200: successSchema(pcMatchesSchema),
          },
        },
      },
      async (request) => {
        const uid = request.body.tab === 'favourites' ? requireUser(request.ctx).uid : uidOf(request);
        return ok(
          await matches.pcMatches({ ...request.body, uid, pinned: request.ctx?.brand.pinnedLeagues }),
        );
      },
    );

    api.get(
      '/match/getSeriesCount',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "Counts per tab for a game and the viewer's day: live now, all, not started, finished, results, favourites",
          tags,
          querystring: seriesCountQuerySchema,
          response: {
            200: successSchema(seriesCountSchema),
          },
        },
      },
      async (request) => ok(await matches.seriesCount({ ...request.query, uid: uidOf(request) })),
    );

    api.get(
      '/match/gameLivingFuture',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Matches in play of a game and the next ones to start',
          tags,
          querystring: livingFutureQuerySchema,
          response: {
            200: successSchema(livingFutureSchema),
          },
        },
      },
      async (request) => ok(await matches.livingFuture({ ...request.query, uid: uidOf(request) })),
    );

    api.get(
      '/match/gameMatchLive',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Matches in play of one game',
          tags,
          querystring: gameQuerySchema,
          response: { 200: successSchema(z.array(matchItemSchema)) },
        },
      },
      async (request) => ok(await matches.live({ gameId: request.query.gameId, uid: uidOf(request) })),
    );

    api.get(
      '/match/hotMatches',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Hot matches: in play first, then starting within 48 hours; bigger leagues first, then the soonest',
          tags,
          querystring: hotQuerySchema,
          response: { 200: successSchema(z.array(matchItemSchema)) },
        },
      },
      async (request) => ok(await matches.hot({ ...request.query, uid: uidOf(request) })),
    );

    api.get(
      '/league/standings',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "A league's table now: each team's record in its finished matches (3 points a win, 1 a draw), best first, with its last results",
          tags,
          querystring: idQuerySchema,
          response: { 200: successSchema(leagueTableSchema) },
        },
      },
      async (request) => ok(await matches.leagueTable({ leagueId: request.query.id })),
    );

    api.get(
      '/league/rankings',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "A league's data rankings from its finished matches' player figures: football goals, assists and rating; basketball points, rebounds and assists per game; MOBA KDA, kills and assists; shooters rating, KDA, kills and ADR",
          tags,
          querystring: rankingsQuerySchema,
          response: { 200: successSchema(leagueRankingsSchema) },
        },
      },
      async (request) =>
        ok(
          await matches.leagueRankings({
            leagueId: request.query.id,
            stat: request.query.stat,
            size: request.query.size,
          }),
        ),
    );

    api.get(
      '/player/recent',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "A player's recent data (spec section 9: the last 20 games): their last finished games with figures, newest first",
          tags,
          querystring: idQuerySchema,
          response: { 200: successSchema(playerRecentSchema) },
        },
      },
      async (request) => ok(await matches.playerRecent({ playerId: request.query.id })),
    );

    api.get(
      '/player/stats',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "A player's statistics over every stored game: by league and season, career, the heroes (agents) and weapons they played most",
          tags,
          querystring: idQuerySchema,
          response: { 200: successSchema(playerStatsSchema) },
        },
      },
      async (request) => ok(await matches.playerStats({ playerId: request.query.id })),
    );

    for (const [path, kind] of [
      ['/league/match_leagues', 'esports'],
      ['/sprots_league/match_leagues', 'sports'],
    ] as const) {
      api.get(
        path,
        {
          config: { access: 'public' },
          schema: {
            summary: `Leagues of ${kind} with matches starting within \`days\` before or after now, with match and live counts`,
            tags,
            querystring: leaguesQuerySchema,
            response: { 200: successSchema(z.array(leagueWithMatchesSchema)) },
          },
        },
        async (request) => ok(await matches.leaguesWithMatches({ ...request.query, kind })),
      );
    }

    api.get(
      '/sport_match/sportsLiving',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Sports (not esports) matches in play, of every sport or one',
          tags,
          querystring: optionalGameQuerySchema,
          response: { 200: successSchema(z.array(matchItemSchema)) },
        },
      },
      async (request) => ok(await matches.sportsLive({ gameId: request.query.gameId, uid: uidOf(request) })),
    );

    // One tab of the match page: GET /java/{game}/{matchId}/{tab} (log, lineups, odds).
    api.get(
      '/:game/:matchId/:tab',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'One tab of the match page by game slug, id and tab (stats, log, preview, trends, lineups, players, odds): only that tab’s data',
          tags,
          params: matchTabParamsSchema,
          response: { 200: successSchema(matchTabSchema) },
        },
      },
      async (request) => {
        const { game, matchId, tab } = request.params;
        if (!/^[1-9]\d{0,9}$/.test(matchId) || Number(matchId) > 2_147_483_647) {
          throw new DomainError('notFound', 'apiNotFound');
        }
        const dataTab = MATCH_DATA_TABS.find((t) => t === tab);
        if (!dataTab) throw new DomainError('notFound', 'apiNotFound');
        return ok(await matches.tab({ abbr: game, id: Number(matchId), tab: dataTab }));
      },
    );

    // Match detail: GET /java/{game}/{matchId}. Static calls of two segments win over this route;
    // anything else that lands here and is not a game slug and a number is an unknown call.
    api.get(
      '/:game/:matchId',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'One match by game slug (abbr) and id: league, teams, live state, odds, the last incidents, line-ups',
          tags,
          params: matchDetailParamsSchema,
          response: { 200: successSchema(matchDetailSchema) },
        },
      },
      async (request) => {
        const { game, matchId } = request.params;
        if (!/^[1-9]\d{0,9}$/.test(matchId) || Number(matchId) > 2_147_483_647) {
          throw new DomainError('notFound', 'apiNotFound');
        }
        return ok(await matches.detail({ abbr: game, id: Number(matchId), uid: uidOf(request) }));
      },
    );
  };
