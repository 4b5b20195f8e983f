import { z } from 'zod';
import type { ApiInstance } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { requireUser } from '../../http/require-user.ts';
import { INCIDENT_TYPES, MATCH_STATUSES } from './model.ts';
import { RESERVATION_STATES } from './reservations.ts';
import { MATCH_TABS, type MatchesService, STATUS_GROUPS } from './service.ts';

// Shapes ------------------------------------------------------------------------------------------

const teamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
});
const leagueRefSchema = z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() });
const sideScoreSchema = z.object({ home: z.number(), away: z.number() });
const periodSchema = z.object({
  type: z.string().describe('half, extra_time, penalties, quarter, overtime, set, inning, frame, map, game'),
  index: z.number().int(),
  half: z.enum(['top', 'bottom']).optional(),
});
const clockSchema = z.object({
  seconds: z.number(),
  running: z.boolean(),
  direction: z.enum(['up', 'down']),
  at: z.string().describe('UTC ISO instant at which `seconds` held'),
});
const periodScoreSchema = sideScoreSchema.extend({
  type: z.string(),
  index: z.number().int(),
  tiebreak: sideScoreSchema.optional(),
});
const sideSchema = z.enum(['home', 'away']);
const inningsSchema = z.object({ runs: z.number(), wickets: z.number(), overs: z.string() });

/** `LiveDetail` of model.ts: extra detail of the current period, per sport family. */
const liveDetailSchema = z.object({
  points: z.object({ home: z.string(), away: z.string() }).optional(),
  serving: sideSchema.optional(),
  outs: z.number().int().optional(),
  bases: z.tuple([z.boolean(), z.boolean(), z.boolean()]).optional(),
  cricket: z
    .object({
      home: inningsSchema.optional(),
      away: inningsSchema.optional(),
      batting: sideSchema.optional(),
    })
    .optional(),
  framePoints: sideScoreSchema.optional(),
  rounds: sideScoreSchema.optional(),
  kills: sideScoreSchema.optional(),
  gold: sideScoreSchema.optional(),
  towers: sideScoreSchema.optional(),
  mapName: z.string().optional(),
  standings: z
    .array(
      z.object({
        participantId: z.number().int(),
        points: z.number(),
        kills: z.number(),
        alive: z.number().int(),
        rank: z.number().int().optional(),
      }),
    )
    .optional(),
});

export const matchItemSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  league: leagueRefSchema,
  stage: z.string().nullable(),
  round: z.string().nullable(),
  bestOf: z.number().int().nullable(),
  startTime: z.string().describe('UTC ISO instant'),
  home: teamRefSchema.nullable(),
  away: teamRefSchema.nullable(),
  participants: z.array(teamRefSchema).optional().describe('Battle royale: the teams, in order'),
  status: z.enum(MATCH_STATUSES),
  seq: z.number().int().describe('Live-state sequence: a holder ignores states whose seq is not greater'),
  period: periodSchema.nullable(),
  clock: clockSchema.nullable(),
  score: sideScoreSchema.nullable(),
  periodScores: z.array(periodScoreSchema),
  detail: liveDetailSchema,
  winner: sideSchema.nullable(),
  favourite: z.boolean().optional().describe('Signed-in callers only'),
  reserved: z.boolean().optional().describe('Signed-in callers only: an active reservation of the match'),
});

const pageFields = {
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
};
const matchPageSchema = z.object({ list: z.array(matchItemSchema), ...pageFields });

const oddsPricesSchema = z.object({
  home: z.number().optional(),
  draw: z.number().optional(),
  away: z.number().optional(),
  line: z.number().optional(),
  over: z.number().optional(),
  under: z.number().optional(),
});
const oddsSchema = z.object({
  market: z.enum(['europe', 'handicap', 'over_under']),
  bookmaker: z.string(),
  opening: oddsPricesSchema,
  current: oddsPricesSchema,
  updatedAt: z.string(),
});
const incidentSchema = z.object({
  matchId: z.number().int(),
  seq: z.number().int(),
  type: z.enum(INCIDENT_TYPES),
  side: sideSchema.nullable(),
  period: periodSchema.nullable(),
  clockSeconds: z.number().int().nullable(),
  player: z.string().optional(),
  playerOut: z.string().optional(),
  participantId: z
    .number()
    .int()
    .optional()
    .describe('Battle royale: the position of the team in `participants`'),
  value: z.number().optional(),
  scoreAfter: sideScoreSchema.optional(),
  occurredAt: z.string(),
});
const lineupPlayerSchema = z.object({
  name: z.string(),
  number: z.number().int().optional(),
  position: z.string().optional(),
  starter: z.boolean(),
  playerId: z
    .number()
    .int()
    .optional()
    .describe('Our id of the player (of the side’s team) when the feed identified the player'),
});
const teamDetailSchema = teamRefSchema.extend({ country: z.string().nullable() });

const matchDetailSchema = matchItemSchema.extend({
  abbr: z.string(),
  league: leagueRefSchema.extend({
    shortName: z.string().nullable(),
    season: z.string().nullable(),
    country: z.string().nullable(),
  }),
  home: teamDetailSchema.nullable(),
  away: teamDetailSchema.nullable(),
  winRate: z.object({ home: z.number(), draw: z.number(), away: z.number() }).nullable(),
  lineups: z.object({ home: z.array(lineupPlayerSchema), away: z.array(lineupPlayerSchema) }).nullable(),
  odds: z.array(oddsSchema),
  incidents: z.array(incidentSchema).describe('The last 50 incidents, oldest first'),
  reservation: z
    .enum(RESERVATION_STATES)
    .nullable()
    .optional()
    .describe("Signed-in callers: their reservation's state"),
});

const reservationSchema = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  gameId: z.number().int(),
  league: leagueRefSchema,
  home: teamRefSchema.nullable(),
  away: teamRefSchema.nullable(),
  startTime: z.string(),
  matchStatus: z.enum(MATCH_STATUSES),
  state: z.enum(RESERVATION_STATES),
  reservedAt: z.string(),
  cancelledAt: z.string().nullable(),
});

const leagueWithMatchesSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
  matchCount: z.number().int(),
  liveCount: z.number().int(),
});

const dayCountSchema = z.object({ date: z.string(), count: z.number().int() });

// Inputs ------------------------------------------------------------------------------------------

const gameIdField = z.coerce.number().int().min(0).max(9999);
const idField = z.coerce.number().int().positive().max(2_147_483_647);
const viewerDayFields = {
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe("The viewer's calendar day, YYYY-MM-DD (default: the viewer's today)"),
  tz: z
    .string()
    .max(64)
    .optional()
    .describe('IANA time zone of the viewer, e.g. Asia/Shanghai (wins over offsetMinutes)'),
  offsetMinutes: z.coerce
    .number()
    .int()
    .min(-840)
    .max(840)
    .optional()
    .describe('Fixed offset east of UTC in minutes (UTC+8 = 480, UTC-5 = -300); UTC when neither is given'),
};
const pagingFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};
const listBody = z.object({
  gameId: gameIdField.optional(),
  leagueId: idField.optional(),
  ...viewerDayFields,
  ...pagingFields,
});

const uidOf = (request: { ctx?: { user: { uid: number } | null } | undefined }) => request.ctx?.user?.uid;

export function matchesApi(matches: MatchesService) {
  return (api: ApiInstance) => {
    const tags = ['matches'];

    api.get(
      '/v2/match/getPCLiveGameMatch',
      {
        schema: {
          summary: 'Matches in play (live, half-time, overtime, penalties, suspended), of every game or one',
          tags,
          querystring: z.object({ gameId: gameIdField.optional() }),
          response: { 200: successSchema(z.array(matchItemSchema)) },
        },
      },
      async (request) => ok(await matches.live({ gameId: request.query.gameId, uid: uidOf(request) })),
    );

    api.post(
      '/v2/match/getPCPastGameMatch',
      {
        schema: {
          summary: "Finished and cancelled matches, newest first; of the viewer's day when date is given",
          tags,
          body: listBody,
          response: { 200: successSchema(matchPageSchema) },
        },
      },
      async (request) => ok(await matches.past({ ...request.body, uid: uidOf(request) })),
    );

    api.post(
      '/v2/match/getPCUpcomingGameMatch',
      {
        schema: {
          summary:
            "Matches not started yet, soonest first: from now on, or of the viewer's day when date is given",
          tags,
          body: listBody,
          response: { 200: successSchema(matchPageSchema) },
        },
      },
      async (request) => ok(await matches.upcoming({ ...request.body, uid: uidOf(request) })),
    );

    api.post(
      '/v2/match/getPCGameMatchByCondition',
      {
        schema: {
          summary: "Matches by game, league, status group and (optionally) the viewer's day",
          tags,
          body: listBody.extend({ statusGroup: z.enum(STATUS_GROUPS).default('all') }),
          response: { 200: successSchema(matchPageSchema) },
        },
      },
      async (request) => ok(await matches.byCondition({ ...request.body, uid: uidOf(request) })),
    );

    const sevenDaySchema = z.object({
      today: z.string(),
      date: z.string(),
      days: z.array(dayCountSchema),
      list: z.array(matchItemSchema),
      ...pageFields,
    });

    api.post(
      '/match/getSevenDayMatch',
      {
        schema: {
          summary:
            "Calendar: match counts for the viewer's today and the six days after, and the matches of the chosen day",
          tags,
          body: listBody,
          response: { 200: successSchema(sevenDaySchema) },
        },
      },
      async (request) =>
        ok(await matches.sevenDay({ ...request.body, kind: 'schedule', uid: uidOf(request) })),
    );

    api.post(
      '/match/getSevenDayResults',
      {
        schema: {
          summary:
            "Results calendar: finished-match counts for the six days before the viewer's today and today, and the results of the chosen day",
          tags,
          body: listBody,
          response: { 200: successSchema(sevenDaySchema) },
        },
      },
      async (request) =>
        ok(await matches.sevenDay({ ...request.body, kind: 'results', uid: uidOf(request) })),
    );

    api.post(
      '/match/pcMatches',
      {
        schema: {
          summary:
            "Match-list page: one tab (live now; not started, finished, favourites or results of the viewer's day), grouped by league",
          tags,
          body: listBody.extend({ tab: z.enum(MATCH_TABS).default('live') }),
          response: {
            200: successSchema(
              z.object({
                date: z.string(),
                tab: z.enum(MATCH_TABS),
                groups: z.array(z.object({ league: leagueRefSchema, matches: z.array(matchItemSchema) })),
                ...pageFields,
              }),
            ),
          },
        },
      },
      async (request) => {
        const uid = request.body.tab === 'favourites' ? requireUser(request.ctx).uid : uidOf(request);
        return ok(await matches.pcMatches({ ...request.body, uid }));
      },
    );

    api.get(
      '/match/getSeriesCount',
      {
        schema: {
          summary:
            "Counts per tab for a game and the viewer's day: live now, all, not started, finished, results, favourites",
          tags,
          querystring: z.object({ gameId: gameIdField.optional(), ...viewerDayFields }),
          response: {
            200: successSchema(
              z.object({
                date: z.string(),
                all: z.number().int(),
                live: z.number().int(),
                notStarted: z.number().int(),
                finished: z.number().int(),
                results: z.number().int(),
                favourites: z.number().int(),
              }),
            ),
          },
        },
      },
      async (request) => ok(await matches.seriesCount({ ...request.query, uid: uidOf(request) })),
    );

    api.get(
      '/match/gameLivingFuture',
      {
        schema: {
          summary: 'Matches in play of a game and the next ones to start',
          tags,
          querystring: z.object({
            gameId: gameIdField,
            size: z.coerce.number().int().min(1).max(50).default(10),
          }),
          response: {
            200: successSchema(
              z.object({ live: z.array(matchItemSchema), upcoming: z.array(matchItemSchema) }),
            ),
          },
        },
      },
      async (request) => ok(await matches.livingFuture({ ...request.query, uid: uidOf(request) })),
    );

    api.get(
      '/match/gameMatchLive',
      {
        schema: {
          summary: 'Matches in play of one game',
          tags,
          querystring: z.object({ gameId: gameIdField }),
          response: { 200: successSchema(z.array(matchItemSchema)) },
        },
      },
      async (request) => ok(await matches.live({ gameId: request.query.gameId, uid: uidOf(request) })),
    );

    api.get(
      '/match/hotMatches',
      {
        schema: {
          summary:
            'Hot matches: in play first, then starting within 48 hours; bigger leagues first, then the soonest',
          tags,
          querystring: z.object({
            gameId: gameIdField.optional(),
            limit: z.coerce.number().int().min(1).max(50).default(10),
          }),
          response: { 200: successSchema(z.array(matchItemSchema)) },
        },
      },
      async (request) => ok(await matches.hot({ ...request.query, uid: uidOf(request) })),
    );

    const leaguesQuery = z.object({
      gameId: gameIdField.optional(),
      days: z.coerce.number().int().min(1).max(30).default(7),
    });
    for (const [path, kind] of [
      ['/league/match_leagues', 'esports'],
      ['/sprots_league/match_leagues', 'sports'],
    ] as const) {
      api.get(
        path,
        {
          schema: {
            summary: `Leagues of ${kind} with matches starting within \`days\` before or after now, with match and live counts`,
            tags,
            querystring: leaguesQuery,
            response: { 200: successSchema(z.array(leagueWithMatchesSchema)) },
          },
        },
        async (request) => ok(await matches.leaguesWithMatches({ ...request.query, kind })),
      );
    }

    api.get(
      '/sport_match/sportsLiving',
      {
        schema: {
          summary: 'Sports (not esports) matches in play, of every sport or one',
          tags,
          querystring: z.object({ gameId: gameIdField.optional() }),
          response: { 200: successSchema(z.array(matchItemSchema)) },
        },
      },
      async (request) => ok(await matches.sportsLive({ gameId: request.query.gameId, uid: uidOf(request) })),
    );

    // Favourites ------------------------------------------------------------------------------------

    api.post(
      '/match/attention',
      {
        schema: {
          summary:
            'Favourite a match (signed in): attention true adds, false removes, absent toggles; returns the outcome',
          tags,
          body: z.object({ matchId: idField, attention: z.boolean().optional() }),
          response: { 200: successSchema(z.object({ matchId: z.number().int(), favourite: z.boolean() })) },
        },
      },
      async (request) => {
        const { uid } = requireUser(request.ctx);
        return ok(await matches.setFavourite(uid, request.body.matchId, request.body.attention));
      },
    );

    api.get(
      '/match/attention',
      {
        schema: {
          summary: "The signed-in user's favourite matches, latest start first",
          tags,
          querystring: z.object(pagingFields),
          response: { 200: successSchema(matchPageSchema) },
        },
      },
      async (request) => ok(await matches.favourites(requireUser(request.ctx).uid, request.query)),
    );

    // Reservations ----------------------------------------------------------------------------------

    api.post(
      '/match/reserve',
      {
        schema: {
          summary: 'Reserve a match (signed in); refused once the match has finished or was cancelled',
          tags,
          body: z.object({ matchId: idField }),
          response: { 200: successSchema(reservationSchema) },
        },
      },
      async (request) => ok(await matches.reserve(requireUser(request.ctx).uid, request.body.matchId)),
    );

    api.post(
      '/match/cancelReservation',
      {
        schema: {
          summary: 'Cancel the reservation of a match (signed in); refused when already cancelled or ended',
          tags,
          body: z.object({ matchId: idField }),
          response: { 200: successSchema(reservationSchema) },
        },
      },
      async (request) =>
        ok(await matches.cancelReservation(requireUser(request.ctx).uid, request.body.matchId)),
    );

    api.get(
      '/match/myReservations',
      {
        schema: {
          summary:
            "The signed-in user's reservations, newest first: not_started, in_progress, ended or cancelled (optional filter)",
          tags,
          querystring: z.object({ state: z.enum(RESERVATION_STATES).optional(), ...pagingFields }),
          response: { 200: successSchema(z.array(reservationSchema)) },
        },
      },
      async (request) => ok(await matches.reservations(requireUser(request.ctx).uid, request.query)),
    );

    // Match detail: GET /java/{game}/{matchId}. Static calls of two segments win over this route;
    // anything else that lands here and is not a game slug and a number is an unknown call.
    api.get(
      '/:game/:matchId',
      {
        schema: {
          summary:
            'One match by game slug (abbr) and id: league, teams, live state, odds, the last incidents, line-ups',
          tags,
          params: z.object({ game: z.string().max(64), matchId: z.string().max(32) }),
          response: { 200: successSchema(matchDetailSchema) },
        },
      },
      async (request) => {
        const { game, matchId } = request.params;
        if (!/^[1-9]\d{0,9}$/.test(matchId) || Number(matchId) > 2_147_483_647) {
          throw new ApiError(404, 'apiNotFound');
        }
        return ok(await matches.detail({ abbr: game, id: Number(matchId), uid: uidOf(request) }));
      },
    );
  };
}
