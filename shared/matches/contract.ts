/**
 * The matches domain's wire contract: every shape that crosses a boundary (API answers and inputs,
 * websocket frames, the feed's live state), declared once as a zod schema with its type inferred.
 * Routes validate and serialize with these; the service returns these types; the site imports the
 * types only (`import type`: zod stays out of the browser bundle). Enums come from `model.ts`.
 */
import { z } from 'zod';
import { bodyId, bodyInt, queryInt, text } from '../wire.ts';
import {
  FORM_RESULTS,
  INCIDENT_TYPES,
  MATCH_DATA_TABS,
  MATCH_STATUSES,
  MATCH_TABS,
  MAX_PAGE_SIZE,
  ODDS_MARKETS,
  PERIOD_TYPES,
  PLAYER_RECENT_GAMES,
  RESERVATION_STATES,
  SIDES,
  STATUS_GROUPS,
} from './model.ts';
import { RANKING_STATS } from './rankings.ts';

// The live state ----------------------------------------------------------------------------------

export const sideSchema = z.enum(SIDES);
export type Side = z.infer<typeof sideSchema>;

export const sideScoreSchema = z.object({ home: z.number(), away: z.number() });
export type SideScore = z.infer<typeof sideScoreSchema>;

export const periodSchema = z.object({
  type: z.enum(PERIOD_TYPES),
  /** 1-based. */
  index: z.number().int(),
  /** Baseball: top or bottom of the inning. */
  half: z.enum(['top', 'bottom']).optional(),
});
export type Period = z.infer<typeof periodSchema>;

/**
 * A match clock as the feed last reported it. Browsers compute the shown time from it:
 * `seconds + (running ? (now - at) / 1000 : 0) * (direction === 'down' ? -1 : 1)`.
 */
export const clockSchema = z.object({
  seconds: z.number(),
  running: z.boolean(),
  direction: z.enum(['up', 'down']),
  at: z.string().describe('UTC ISO instant at which `seconds` held'),
});
export type MatchClock = z.infer<typeof clockSchema>;

/** Per-period score (quarters, sets, innings, frames, maps...). `type`/`index` match `Period`. */
export const periodScoreSchema = sideScoreSchema.extend({
  type: z.enum(PERIOD_TYPES),
  index: z.number().int(),
  /** Tennis: tie-break points of the set, when there was one. */
  tiebreak: sideScoreSchema.optional(),
});
export type PeriodScore = z.infer<typeof periodScoreSchema>;

export const cricketInningsSchema = z.object({ runs: z.number(), wickets: z.number(), overs: z.string() });
export type CricketInnings = z.infer<typeof cricketInningsSchema>;

export const battleRoyaleStandingSchema = z.object({
  participantId: z.number().int(),
  /** Points in the whole series so far (placement + kills). */
  points: z.number(),
  kills: z.number(),
  /** Players still alive in the current game (0 = eliminated). */
  alive: z.number().int(),
  /** Placement in the current game once eliminated or won. */
  rank: z.number().int().optional(),
});
export type BattleRoyaleStanding = z.infer<typeof battleRoyaleStandingSchema>;

/** Extra live detail of the current period, per sport family; absent fields are unknown. */
export const liveDetailSchema = z.object({
  /** Tennis: points of the current game ("0", "15", "30", "40", "A"; tie-break digits). */
  points: z.object({ home: z.string(), away: z.string() }).optional(),
  /** Tennis, sets, snooker (break): who serves / is at the table. */
  serving: sideSchema.optional(),
  /** Baseball: outs, and runners on first/second/third. */
  outs: z.number().int().optional(),
  bases: z.tuple([z.boolean(), z.boolean(), z.boolean()]).optional(),
  /** Cricket: per side runs, wickets and overs (overs as "12.3"). */
  cricket: z
    .object({
      home: cricketInningsSchema.optional(),
      away: cricketInningsSchema.optional(),
      batting: sideSchema.optional(),
    })
    .optional(),
  /** Snooker: points in the current frame. */
  framePoints: sideScoreSchema.optional(),
  /** Esports (current map): rounds (shooters), kills, gold (MOBA, thousands), towers. */
  rounds: sideScoreSchema.optional(),
  kills: sideScoreSchema.optional(),
  gold: sideScoreSchema.optional(),
  towers: sideScoreSchema.optional(),
  /** Esports map name when known. */
  mapName: z.string().optional(),
  /** Battle royale standings of the current game. */
  standings: z.array(battleRoyaleStandingSchema).optional(),
  /**
   * Football: red cards shown so far per side, derived by the matches domain from the `red_card`
   * incidents it stores (`redCardsAfter` in model.ts); absent while there are none.
   */
  redCards: sideScoreSchema.optional(),
});
export type LiveDetail = z.infer<typeof liveDetailSchema>;

/** What changes while a match is played, beside its status (match items carry these fields). */
const liveFields = {
  period: periodSchema.nullable(),
  clock: clockSchema.nullable(),
  /** Headline score: goals, points, sets won, maps won, frames won, runs; battle royale: null. */
  score: sideScoreSchema.nullable(),
  periodScores: z.array(periodScoreSchema),
  detail: liveDetailSchema,
  /** Winner once finished (null for a draw or unknown). */
  winner: sideSchema.nullable(),
};

/** Everything that changes while a match is played. Sent whole (`{kind:"state"}` frames), stamped with `seq`. */
export const matchLiveStateSchema = z.object({
  matchId: z.number().int(),
  /** Grows with every change; a holder ignores states whose seq is not greater than its own. */
  seq: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  ...liveFields,
  /** UTC ISO instant of this state. */
  updatedAt: z.string(),
});
export type MatchLiveState = z.infer<typeof matchLiveStateSchema>;

export const incidentSchema = z.object({
  matchId: z.number().int(),
  /** The `seq` of the live state this incident arrived with; several incidents may share one. */
  seq: z.number().int(),
  type: z.enum(INCIDENT_TYPES),
  side: sideSchema.nullable(),
  period: periodSchema.nullable(),
  /** Match clock in seconds when it happened, when the sport has a clock. */
  clockSeconds: z.number().int().nullable(),
  /** Player names (scorer, card, in/out) when known. */
  player: z.string().optional(),
  playerOut: z.string().optional(),
  participantId: z
    .number()
    .int()
    .optional()
    .describe('Battle royale: the position of the team in `participants`'),
  /** Free detail: points scored, score after the incident, etc. */
  value: z.number().optional(),
  scoreAfter: sideScoreSchema.optional(),
  occurredAt: z.string(),
});
export type MatchIncident = z.infer<typeof incidentSchema>;

export const oddsPricesSchema = z.object({
  /** Europe: home/draw/away decimal prices (draw absent when the sport has no draw). */
  home: z.number().optional(),
  draw: z.number().optional(),
  away: z.number().optional(),
  /** Handicap: the home line (e.g. -1.5). Over/under: the total. */
  line: z.number().optional(),
  over: z.number().optional(),
  under: z.number().optional(),
});
export type OddsPrices = z.infer<typeof oddsPricesSchema>;

export const oddsSchema = z.object({
  market: z.enum(ODDS_MARKETS),
  /** Bookmaker / source name. */
  bookmaker: z.string(),
  opening: oddsPricesSchema,
  current: oddsPricesSchema,
  updatedAt: z.string(),
});
export type MatchOdds = z.infer<typeof oddsSchema>;

/** The current prices of one market and bookmaker at one instant (the odds movement). */
export const oddsPointSchema = z.object({
  market: z.enum(ODDS_MARKETS),
  bookmaker: z.string(),
  at: z.string().describe('UTC ISO instant the feed stamped these prices with'),
  prices: oddsPricesSchema,
});
export type OddsPoint = z.infer<typeof oddsPointSchema>;

/** Values of the two sides by statistic (`STAT_KEYS` of model.ts; others are ignored by the site). */
const statValuesSchema = z.record(z.string().max(32), sideScoreSchema);

/** The sides' technical statistics: the whole match and each period played (spec: technical statistics). */
const economySideSchema = z.object({ value: z.number().min(0), side: z.enum(['ct', 't']) });

/** A shooter map's economy: each round's team equipment value of both sides (shared/matches/economy.ts). */
export const economyMapSchema = z.object({
  index: z.number().int().min(1),
  rounds: z.array(
    z.object({
      n: z.number().int().min(1),
      winner: sideSchema,
      home: economySideSchema,
      away: economySideSchema,
    }),
  ),
});

/** One player's figures in this match (`PLAYER_STAT_DEFS` of model.ts name the keys; others are ignored). */
export const playerLineSchema = z.object({
  name: z.string().min(1).max(80),
  /** The feed's id of the player (a `FeedPlayer.externalId` of the side's team); never answered. */
  playerExternalId: z.string().max(64).optional(),
  playerId: z.number().int().optional().describe('Our id of the player when the feed identified the player'),
  /** Esports: the hero or agent played on the latest map. */
  hero: z.string().max(40).optional(),
  /** Esports: the items bought on the latest map (MOBA) or the weapon used most (shooters). */
  items: z.array(z.string().max(40)).max(8).optional(),
  values: z.record(z.string().max(32), z.number().min(0)),
});
export type PlayerLine = z.infer<typeof playerLineSchema>;

/** A MOBA map's gold difference over time: home's gold minus away's, in thousands, by map minute. */
export const goldSeriesSchema = z.object({
  index: z.number().int().min(1),
  points: z.array(z.object({ minute: z.number().min(0), diff: z.number() })).max(200),
});
export type GoldSeries = z.infer<typeof goldSeriesSchema>;

/** An esports map's draft: the heroes (agents) each side picked and banned, in order. */
export const draftSchema = z.object({
  index: z.number().int().min(1),
  home: z.object({ picks: z.array(z.string().max(40)).max(10), bans: z.array(z.string().max(40)).max(10) }),
  away: z.object({ picks: z.array(z.string().max(40)).max(10), bans: z.array(z.string().max(40)).max(10) }),
});
export type Draft = z.infer<typeof draftSchema>;

/** A battle-royale game's table: each team's placement and kill points (participants are fixture positions). */
export const royaleGameSchema = z.object({
  index: z.number().int().min(1),
  teams: z
    .array(
      z.object({
        participant: z.number().int().min(0),
        place: z.number().int().min(1),
        kills: z.number().int().min(0),
        points: z.number().min(0),
      }),
    )
    .max(100),
});
export type RoyaleGame = z.infer<typeof royaleGameSchema>;

export const statsSchema = z.object({
  total: statValuesSchema,
  periods: z.array(
    z.object({ type: z.enum(PERIOD_TYPES), index: z.number().int().min(1), values: statValuesSchema }),
  ),
  economy: z.array(economyMapSchema).optional().describe('Shooters with an economy: each map’s rounds'),
  gold: z.array(goldSeriesSchema).optional().describe('MOBA: each map’s gold difference over time'),
  momentum: z
    .array(z.number().min(-100).max(100))
    .max(150)
    .optional()
    .describe(
      'Football: attack momentum of each match minute, from the home side (+100) to the away side (−100)',
    ),
  draft: z.array(draftSchema).optional().describe('Esports: each map’s picks and bans'),
  games: z
    .array(royaleGameSchema)
    .optional()
    .describe('Battle royale: each game’s placements and kill points'),
  players: z
    .object({
      home: z.array(playerLineSchema).max(40),
      away: z.array(playerLineSchema).max(40),
      maps: z
        .array(
          z.object({
            index: z.number().int().min(1),
            home: z.array(playerLineSchema).max(40),
            away: z.array(playerLineSchema).max(40),
          }),
        )
        .max(9)
        .optional()
        .describe('Esports: each map’s figures, with the hero (agent) and items of that map'),
    })
    .optional()
    .describe('Each side’s players’ figures in this match (the player statistics tab)'),
});
export type MatchStats = z.infer<typeof statsSchema>;

/** Home/away win probability in percent (spec: win rate), summing to 100 with `draw`. */
export const winRateSchema = z.object({ home: z.number(), draw: z.number(), away: z.number() });
export type WinRate = z.infer<typeof winRateSchema>;

export const lineupPlayerSchema = z.object({
  name: z.string(),
  number: z.number().int().optional(),
  position: z.string().optional(),
  starter: z.boolean(),
  /** The feed's id of the player (a `FeedPlayer.externalId` of the side's team); never answered. */
  playerExternalId: z.string().optional(),
  playerId: z
    .number()
    .int()
    .optional()
    .describe('Our id of the player (of the side’s team) when the feed identified the player'),
});
export type LineupPlayer = z.infer<typeof lineupPlayerSchema>;

/** The sides' head coaches (managers), when the feed names them. */
export const coachesSchema = z.object({
  home: z.string().max(80).optional(),
  away: z.string().max(80).optional(),
});

export const lineupsSchema = z.object({
  home: z.array(lineupPlayerSchema),
  away: z.array(lineupPlayerSchema),
  coaches: coachesSchema.optional(),
});
export type Lineups = z.infer<typeof lineupsSchema>;

/** Line-ups as answered: the feed's own player ids stay inside. */
const publicLineupPlayerSchema = lineupPlayerSchema.omit({ playerExternalId: true });

// Matches as answered -----------------------------------------------------------------------------

export const teamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

export const leagueRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
});
export type LeagueRef = z.infer<typeof leagueRefSchema>;

/** A match in a list (every list call): identity, league, teams and the live state. */
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
  ...liveFields,
  favourite: z.boolean().optional().describe('Signed-in callers only'),
  reserved: z.boolean().optional().describe('Signed-in callers only: an active reservation of the match'),
});
export type MatchItem = z.infer<typeof matchItemSchema>;

const pageFields = {
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
};

export const matchPageSchema = z.object({ list: z.array(matchItemSchema), ...pageFields });
export type MatchPage = z.infer<typeof matchPageSchema>;

const teamDetailSchema = teamRefSchema.extend({ country: z.string().nullable() });

export const matchDetailSchema = matchItemSchema.extend({
  abbr: z.string(),
  league: leagueRefSchema.extend({
    shortName: z.string().nullable(),
    season: z.string().nullable(),
    country: z.string().nullable(),
  }),
  home: teamDetailSchema.nullable(),
  away: teamDetailSchema.nullable(),
  winRate: winRateSchema.nullable(),
  lineups: z
    .object({
      home: z.array(publicLineupPlayerSchema),
      away: z.array(publicLineupPlayerSchema),
      coaches: coachesSchema.optional(),
    })
    .nullable(),
  venue: z.string().nullable().describe('Where it is played, as the feed names it'),
  odds: z.array(oddsSchema),
  incidents: z.array(incidentSchema).describe('The last 50 incidents, oldest first'),
  reservation: z
    .enum(RESERVATION_STATES)
    .nullable()
    .optional()
    .describe("Signed-in callers: their reservation's state"),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

export const dayCountSchema = z.object({ date: z.string(), count: z.number().int() });

export const sevenDaySchema = z.object({
  today: z.string(),
  date: z.string(),
  days: z.array(dayCountSchema),
  list: z.array(matchItemSchema),
  ...pageFields,
});
export type SevenDay = z.infer<typeof sevenDaySchema>;

export const leagueMatchesSchema = z.object({ league: leagueRefSchema, matches: z.array(matchItemSchema) });
export type LeagueMatches = z.infer<typeof leagueMatchesSchema>;

export const pcMatchesSchema = z.object({
  date: z.string(),
  tab: z.enum(MATCH_TABS),
  groups: z.array(leagueMatchesSchema),
  ...pageFields,
});
export type PcMatches = z.infer<typeof pcMatchesSchema>;

export const seriesCountSchema = z.object({
  date: z.string(),
  all: z.number().int(),
  live: z.number().int(),
  notStarted: z.number().int(),
  finished: z.number().int(),
  results: z.number().int(),
  favourites: z.number().int(),
});
export type SeriesCount = z.infer<typeof seriesCountSchema>;

export const livingFutureSchema = z.object({
  live: z.array(matchItemSchema),
  upcoming: z.array(matchItemSchema),
});

export const leagueWithMatchesSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
  matchCount: z.number().int(),
  liveCount: z.number().int(),
});
export type LeagueWithMatches = z.infer<typeof leagueWithMatchesSchema>;

export const favouriteResultSchema = z.object({ matchId: z.number().int(), favourite: z.boolean() });

export const reservationSchema = z.object({
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
export type ReservationView = z.infer<typeof reservationSchema>;

// Inputs ------------------------------------------------------------------------------------------
// POST bodies are strict JSON (numbers are numbers); GET query strings carry digits (shared/wire.ts).

const GAME_ID_MAX = 9999;
const PAGE_MAX = 10_000;

const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .describe("The viewer's calendar day, YYYY-MM-DD (default: the viewer's today)");
const tzField = text(64)
  .optional()
  .describe('IANA time zone of the viewer, e.g. Asia/Shanghai (wins over offsetMinutes)');
const offsetDescription =
  'Fixed offset east of UTC in minutes (UTC+8 = 480, UTC-5 = -300); UTC when neither is given';

/** The viewer's day in a body. */
const viewerDayBody = {
  date: dateField,
  tz: tzField,
  offsetMinutes: bodyInt(-840, 840).optional().describe(offsetDescription),
};
/** The viewer's day in a query string. */
const viewerDayQuery = {
  date: dateField,
  tz: tzField,
  offsetMinutes: queryInt(-840, 840).optional().describe(offsetDescription),
};

export type Paging = { page: number; size: number };

/** A match list's body: game, league or team, the viewer's day and the page. */
export const listBodySchema = z.object({
  gameId: bodyInt(0, GAME_ID_MAX).optional(),
  leagueId: bodyId().optional(),
  teamId: bodyId().optional().describe('Only the matches of this team, at home or away'),
  ...viewerDayBody,
  page: bodyInt(1, PAGE_MAX).default(1),
  size: bodyInt(1, MAX_PAGE_SIZE).default(20),
});
export type ListBody = z.infer<typeof listBodySchema>;

export const conditionBodySchema = listBodySchema.extend({
  statusGroup: z.enum(STATUS_GROUPS).default('all'),
});
export const pcMatchesBodySchema = listBodySchema.extend({ tab: z.enum(MATCH_TABS).default('live') });
export const favouriteBodySchema = z.object({ matchId: bodyId(), attention: z.boolean().optional() });
export const matchIdBodySchema = z.object({ matchId: bodyId() });

const pagingQuery = {
  page: queryInt(1, PAGE_MAX).default(1),
  size: queryInt(1, MAX_PAGE_SIZE).default(20),
};
export const pagingQuerySchema = z.object(pagingQuery);
export const gameQuerySchema = z.object({ gameId: queryInt(0, GAME_ID_MAX) });
export const optionalGameQuerySchema = z.object({ gameId: queryInt(0, GAME_ID_MAX).optional() });
export const seriesCountQuerySchema = z.object({
  gameId: queryInt(0, GAME_ID_MAX).optional(),
  ...viewerDayQuery,
});
export const livingFutureQuerySchema = z.object({
  gameId: queryInt(0, GAME_ID_MAX),
  size: queryInt(1, 50).default(10),
});

export const hotQuerySchema = z.object({
  gameId: queryInt(0, GAME_ID_MAX).optional(),
  limit: queryInt(1, 50).default(10),
});
export const leaguesQuerySchema = z.object({
  gameId: queryInt(0, GAME_ID_MAX).optional(),
  days: queryInt(1, 30).default(7),
});
export const reservationsQuerySchema = z.object({
  state: z.enum(RESERVATION_STATES).optional(),
  ...pagingQuery,
});
/** `GET {game}/{matchId}`: a game slug and a match id (anything else there is an unknown call). */
export const matchDetailParamsSchema = z.object({ game: z.string().max(64), matchId: z.string().max(32) });

export const matchTabParamsSchema = matchDetailParamsSchema.extend({ tab: z.string().max(32) });

/** A past match in a team's form or two teams' meetings: who played, the score, who won. */
export const formMatchSchema = z.object({
  id: z.number().int(),
  startTime: z.string(),
  league: z.string(),
  home: z.object({ id: z.number().int(), name: z.string() }),
  away: z.object({ id: z.number().int(), name: z.string() }),
  score: sideScoreSchema.nullable(),
  winner: sideSchema.nullable(),
});
export type FormMatch = z.infer<typeof formMatchSchema>;

/** A result from one side's view: won, drawn or lost. */
export const resultSchema = z.enum(['W', 'D', 'L']);

/** One of a player's recent games: the match, the player's side and result, and their figures. */
export const playerGameSchema = z.object({
  match: formMatchSchema,
  side: sideSchema,
  result: resultSchema.nullable(),
  hero: z.string().optional().describe('Esports: the hero or agent of the latest map'),
  values: z.record(z.string(), z.number()).describe('By PLAYER_STAT_DEFS of the game family'),
});
export type PlayerGame = z.infer<typeof playerGameSchema>;

export const playerRecentSchema = z.object({
  playerId: z.number().int(),
  games: z
    .array(playerGameSchema)
    .describe(`The player's last ${PLAYER_RECENT_GAMES} finished games with figures, newest first`),
});
export type PlayerRecent = z.infer<typeof playerRecentSchema>;

/** A side's line of its league's table before the match (shared/matches/standings.ts). */
export const standingLineSchema = z.object({
  position: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  scored: z.number().int(),
  conceded: z.number().int(),
  points: z.number().int(),
});

/** A team's line of its league's table: its record, points and its last results, oldest first. */
export const leagueTableLineSchema = standingLineSchema.extend({
  team: teamRefSchema,
  form: z.array(resultSchema).describe(`The last ${FORM_RESULTS} results, oldest first`),
});
export type LeagueTableLine = z.infer<typeof leagueTableLineSchema>;

export const leagueTableSchema = z.object({
  leagueId: z.number().int(),
  lines: z.array(leagueTableLineSchema),
});
export type LeagueTable = z.infer<typeof leagueTableSchema>;

/** The preview: each side's last finished matches and their meetings, newest first. */
export const previewSchema = z.object({
  home: z.array(formMatchSchema).describe('The home side’s last finished matches (at most 10)'),
  away: z.array(formMatchSchema).describe('The away side’s last finished matches (at most 10)'),
  meetings: z.array(formMatchSchema).describe('The two sides’ last meetings (at most 10)'),
  winRate: winRateSchema.nullable(),
  table: z
    .object({
      teams: z.number().int().describe('Teams in the league’s table'),
      home: standingLineSchema.nullable(),
      away: standingLineSchema.nullable(),
    })
    .nullable()
    .describe(
      'The sides’ positions in their league’s table of the finished matches before this one (3 points a win, 1 a draw); null when neither side has played in it',
    ),
});
export type Preview = z.infer<typeof previewSchema>;

const countSchema = z.object({ count: z.number().int(), of: z.number().int() });

/** How often a side's last matches went a way (shared/matches/trends.ts). */
export const sideTrendsSchema = z.object({
  played: z.number().int(),
  wins: countSchema,
  over: countSchema.extend({ line: z.number() }).optional(),
  handicap: countSchema.extend({ line: z.number() }).optional(),
  mapsOver: countSchema.extend({ line: z.number() }).optional(),
  longMaps: countSchema.extend({ line: z.number() }).optional(),
});

export const trendsSchema = z.object({ home: sideTrendsSchema, away: sideTrendsSchema });
export type Trends = z.infer<typeof trendsSchema>;

/** One tab of the match page (`GET /java/{game}/{id}/{tab}`): only that tab's data. */
export const matchTabSchema = z.object({
  matchId: z.number().int(),
  tab: z.enum(MATCH_DATA_TABS),
  incidents: z
    .array(incidentSchema)
    .optional()
    .describe('log: the match log, oldest first (at most the newest 500)'),
  lineups: z
    .object({
      home: z.array(publicLineupPlayerSchema),
      away: z.array(publicLineupPlayerSchema),
      coaches: coachesSchema.optional(),
    })
    .nullable()
    .optional()
    .describe('lineups: starters and substitutes of each side'),
  draft: z.array(draftSchema).optional().describe('lineups (esports): each map’s picks and bans'),
  odds: z.array(oddsSchema).optional().describe('odds: every market and bookmaker, opening and current'),
  oddsHistory: z
    .array(oddsPointSchema)
    .optional()
    .describe(
      'odds: how the current prices moved, per market and bookmaker, oldest first (at most 40 points each)',
    ),
  stats: statsSchema
    .omit({ players: true })
    .nullable()
    .optional()
    .describe('stats: the sides’ technical statistics (null: none yet)'),
  players: z
    .object({
      home: z.array(playerLineSchema.omit({ playerExternalId: true })),
      away: z.array(playerLineSchema.omit({ playerExternalId: true })),
      maps: z
        .array(
          z.object({
            index: z.number().int(),
            home: z.array(playerLineSchema.omit({ playerExternalId: true })),
            away: z.array(playerLineSchema.omit({ playerExternalId: true })),
          }),
        )
        .optional()
        .describe('Esports: each map’s figures'),
    })
    .nullable()
    .optional()
    .describe('players: each side’s players’ figures in this match (null: none yet)'),
  trends: trendsSchema
    .optional()
    .describe(
      'trends: over the sides’ last 10 finished matches, how often they won, went over the match’s total line, covered its handicap, and (esports) maps over 26.5 kills or rounds',
    ),
  preview: previewSchema
    .optional()
    .describe('preview: recent form of each side, their meetings, the win rate (matches of two sides only)'),
});
export type MatchTabData = z.infer<typeof matchTabSchema>;

// A league's data rankings (shared/matches/rankings.ts) -------------------------------------------

export const rankingsQuerySchema = z.object({
  id: queryInt(1).describe('The league'),
  stat: z
    .enum(RANKING_STATS)
    .optional()
    .describe("One board (of the league's game family; another is a 400); absent: every board"),
  size: queryInt(1, 50).default(10).describe('Lines a board, 1 to 50'),
});

const rankedSubjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names: z.record(z.string(), z.string()).describe('Names in other languages by language code'),
});

export const rankingLineSchema = z.object({
  rank: z.number().int().describe('Equal values share a rank (1, 2, 2, 4)'),
  player: rankedSubjectSchema,
  team: rankedSubjectSchema.extend({ logo: z.string().nullable() }),
  games: z.number().int().describe('The player’s games counted'),
  value: z.number().describe('Total, mean per game or ratio, to two decimals'),
  kills: z.number().optional().describe('KDA boards: the sums the ratio is made of'),
  deaths: z.number().optional(),
  assists: z.number().optional(),
});
export type RankingLine = z.infer<typeof rankingLineSchema>;

export const rankingBoardSchema = z.object({
  stat: z.enum(RANKING_STATS),
  kind: z.enum(['total', 'perGame', 'kda']),
  format: z.enum(['count', 'decimal']),
  minGames: z.number().int().describe('The fewest games a player needs to be ranked on this board'),
  lines: z.array(rankingLineSchema),
});
export type RankingBoard = z.infer<typeof rankingBoardSchema>;

export const leagueRankingsSchema = z.object({
  leagueId: z.number().int(),
  gameId: z.number().int(),
  boards: z
    .array(rankingBoardSchema)
    .describe('Empty when the game family has no player figures (tennis, battle royale…)'),
});
export type LeagueRankings = z.infer<typeof leagueRankingsSchema>;

/** The first line of a league's table now (the data hubs show each league's leader). */
export const leagueLeaderSchema = z.object({
  leagueId: z.number().int(),
  teams: z.number().int().describe('Teams in the table'),
  line: standingLineSchema.extend({ team: teamRefSchema }),
});
export type LeagueLeader = z.infer<typeof leagueLeaderSchema>;
