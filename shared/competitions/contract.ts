/**
 * The wire contract of the libraries' profile data (issue 14): a team's profile and transfers, a
 * player's profile, a league's seasons, stages and brackets, and operators' corrections. The site
 * imports the types only; plain values are in `model.ts`.
 */
import { z } from 'zod';
import { queryId, queryInt, text } from '../wire.ts';
import {
  COACH_ROLES,
  CORRECTION_KINDS,
  DATE_PATTERN,
  isCalendarDate,
  MARK_KINDS,
  STAGE_FORMATS,
  TRANSFER_TYPES,
} from './model.ts';

const names = z
  .record(z.string(), z.string())
  .describe('Names in other languages by language code ({"zh_CN": "…"}); pages show the viewer\'s');
const day = z.string().describe('A calendar date, YYYY-MM-DD');

export const moneySchema = z.object({
  amount: z.number().int().describe('Whole units of the currency (no cents)'),
  currency: z.string().describe('ISO 4217 code'),
});

export const coachSchema = z.object({
  role: z.enum(COACH_ROLES),
  name: z.string(),
  names,
  nationality: z.string().nullable(),
});
export type Coach = z.infer<typeof coachSchema>;

/** A team of ours (`id`), or one the feed only names (`id` null). */
export const sideTeamSchema = z.object({ id: z.number().int().nullable(), name: z.string(), names });
export type SideTeam = z.infer<typeof sideTeamSchema>;

export const honourSchema = z.object({
  competition: z.string(),
  names,
  leagueId: z.number().int().nullable().describe('The league of ours, when it is one'),
  season: z.string(),
  placement: z.number().int().describe('1 = winner, 2 = runner-up...'),
});
export type Honour = z.infer<typeof honourSchema>;

export const transferSchema = z.object({
  id: z.number().int(),
  date: day,
  type: z.enum(TRANSFER_TYPES),
  fee: moneySchema.nullable().describe('Null: undisclosed, free, or a loan'),
  player: z.object({
    id: z.number().int().nullable().describe('Our player, when the feed named them in a roster'),
    name: z.string(),
    names,
    nationality: z.string().nullable(),
  }),
  from: sideTeamSchema.nullable(),
  to: sideTeamSchema.nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const rankingSchema = z.object({
  position: z.number().int(),
  points: z.number().int(),
  date: day,
});

/** `GET /java/team/profile`: what the team's page shows beyond its matches. */
export const teamProfileSchema = z.object({
  teamId: z.number().int(),
  founded: z.number().int().nullable().describe('Founding year'),
  coaches: z.array(coachSchema).describe('Head coach first, then assistants'),
  prizeMoney: moneySchema.nullable().describe('All prize money won'),
  ranking: rankingSchema.nullable().describe('Esports: the world ranking; sports: null'),
  averageAge: z.number().nullable().describe("The squad's average age today (UTC), one decimal"),
  squad: z
    .array(
      z.object({
        playerId: z.number().int(),
        birthDate: day.nullable(),
        powerRating: z.number().int().nullable(),
      }),
    )
    .describe('Birth dates and power ratings of the roster (pages show ages in the viewer’s zone)'),
  honours: z.array(honourSchema).describe('Newest season first, then by placement'),
  transfers: z.object({
    in: z.array(transferSchema),
    out: z.array(transferSchema),
  }),
  corrected: z.array(z.string()).describe('Fields an operator corrected (they win over the feed)'),
});
export type TeamProfile = z.infer<typeof teamProfileSchema>;

export const TRANSFER_DIRECTIONS = ['in', 'out', 'all'] as const;
export const teamTransfersQuerySchema = z.object({
  id: queryId(),
  direction: z.enum(TRANSFER_DIRECTIONS).default('all'),
  page: queryInt(1, 1000).default(1),
  size: queryInt(1, 100).default(20),
});

export const transferPageSchema = z.object({
  list: z.array(transferSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  pages: z.number().int().describe('Pages at this size (at least 1); a page beyond them is empty'),
});
export type TransferPage = z.infer<typeof transferPageSchema>;

export const spellSchema = z.object({
  team: sideTeamSchema,
  from: day.nullable().describe('Null: before the records'),
  until: day.nullable().describe('Null: still there'),
  loan: z.boolean(),
});
export type SpellItem = z.infer<typeof spellSchema>;

/** `GET /java/player/profile`. */
export const playerProfileSchema = z.object({
  playerId: z.number().int(),
  birthDate: day.nullable().describe('Pages show the age in the viewer’s zone'),
  powerRating: z
    .number()
    .int()
    .nullable()
    .describe("0–100: the feed's rating of the player's current level (shared/competitions/model.ts)"),
  serviceRecord: z.array(spellSchema).describe('Oldest first; given by the feed or derived from transfers'),
  transfers: z.array(transferSchema).describe('Newest first'),
  corrected: z.array(z.string()),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const prizePoolSchema = z.object({
  currency: z.string(),
  total: z.number().int(),
  distribution: z.array(
    z.object({ from: z.number().int(), to: z.number().int(), amount: z.number().int().describe('Each') }),
  ),
});
export type PrizePool = z.infer<typeof prizePoolSchema>;

const stageSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names,
  format: z.enum(STAGE_FORMATS),
  bestOf: z.number().int().nullable(),
  startDate: day.nullable(),
  endDate: day.nullable(),
});

export const seasonSchema = z.object({
  season: z.string(),
  startDate: day,
  endDate: day,
  current: z.boolean().describe("The league's season under way"),
  prizePool: prizePoolSchema.nullable(),
  stages: z.array(stageSummarySchema),
});
export type SeasonInfo = z.infer<typeof seasonSchema>;
export const leagueSeasonsSchema = z.array(seasonSchema);

const teamLiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names,
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
});
export type TeamLite = z.infer<typeof teamLiteSchema>;

export const standingRowSchema = z.object({
  team: teamLiteSchema,
  position: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  scored: z.number().int(),
  conceded: z.number().int(),
  points: z.number().int(),
});
export type StandingRowItem = z.infer<typeof standingRowSchema>;

export const stageResultSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  winner: z.enum(['home', 'away']).nullable(),
  matchId: z.number().int().nullable().describe('Our match, when there is one'),
  date: day.nullable(),
});

const participantSchema = z
  .union([z.number().int(), z.literal('bye'), z.null()])
  .describe('A team id, "bye" (no opponent) or null (to be decided)');
const slotRefSchema = z.object({ match: z.string(), side: z.enum(['home', 'away']) });

/** The bracket model's drawing of a group (shared/competitions/brackets.ts), worked out from its results. */
export const bracketSchema = z
  .object({
    format: z.enum(['singleElimination', 'doubleElimination', 'gsl', 'swiss', 'roundRobin']),
    seeds: z.array(z.number().int()),
    rounds: z.array(
      z.object({
        id: z.string(),
        name: z.string().describe('final, semiFinal, roundOf16, upper, lower, grandFinal, opening, round...'),
        number: z.number().int(),
        section: z.enum(['main', 'placement', 'upper', 'lower', 'final']),
        matches: z.array(
          z.object({
            id: z.string(),
            round: z.string(),
            slot: z.number().int(),
            bestOf: z.number().int(),
            home: participantSchema,
            away: participantSchema,
            score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
            winner: z.enum(['home', 'away']).nullable(),
            next: slotRefSchema.nullable().describe('Where the winner goes'),
            loserNext: slotRefSchema
              .nullable()
              .describe('Where the loser goes (double elimination, third place)'),
            pool: z.object({ wins: z.number().int(), losses: z.number().int() }).optional(),
          }),
        ),
      }),
    ),
    thirdPlace: z.boolean().optional(),
    grandFinalReset: z.boolean().optional(),
    winsToAdvance: z.number().int().optional(),
    lossesToEliminate: z.number().int().optional(),
    bestOf: z.number().int().optional(),
    decisiveBestOf: z.number().int().optional(),
    legs: z.number().int().optional(),
  })
  .describe('The bracket as the bracket model draws it from the seeds and results');

export const stageGroupSchema = z.object({
  key: z.string(),
  name: z.string(),
  teams: z.array(teamLiteSchema).describe('In seed order'),
  standings: z
    .array(standingRowSchema)
    .nullable()
    .describe("Null for the season under way's table: read GET /java/league/standings (from its matches)"),
  results: z.array(stageResultSchema).describe('Brackets, Swiss and round robin: in playing order'),
  bracket: bracketSchema.nullable().describe('Knock-out, GSL, Swiss and round-robin groups; tables: null'),
});
export type StageGroup = z.infer<typeof stageGroupSchema>;

export const stageSchema = stageSummarySchema.extend({
  season: z.string(),
  marks: z.array(
    z.object({
      from: z.number().int(),
      to: z.number().int(),
      kind: z.enum(MARK_KINDS),
      label: z.string().optional(),
    }),
  ),
  options: z.object({
    thirdPlace: z.boolean().optional(),
    grandFinalReset: z.boolean().optional(),
    swissWins: z.number().int().optional(),
    swissLosses: z.number().int().optional(),
    finalBestOf: z.number().int().optional(),
    decisiveBestOf: z.number().int().optional(),
  }),
  groups: z.array(stageGroupSchema),
});
export type StageInfo = z.infer<typeof stageSchema>;
export const leagueStagesSchema = z.array(stageSchema);

export const leagueStagesQuerySchema = z.object({
  id: queryId(),
  season: text(20)
    .optional()
    .describe("A season's name as /league/seasons lists it; default the current one"),
});
export const stageQuerySchema = z.object({ stageId: queryId() });

// Corrections (administrators) ---------------------------------------------------------------------

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');
const correctionName = text(120).trim().min(1);
const correctionNames = z.record(z.string().max(10), text(120));

/** Fields an operator may set, by subject (`CORRECTABLE_FIELDS`); at least one. */
export const correctionFieldsSchema = z
  .strictObject({
    name: correctionName.optional(),
    names: correctionNames.optional(),
    shortName: text(30).trim().min(1).optional(),
    country: countryCode.optional(),
    founded: z.number().int().min(1800).max(2100).optional(),
    coaches: z
      .array(
        z.strictObject({
          role: z.enum(COACH_ROLES),
          name: correctionName,
          names: correctionNames.optional(),
          nationality: countryCode.optional(),
        }),
      )
      .max(10)
      .optional(),
    number: z.number().int().min(0).max(999).optional(),
    position: text(20).trim().min(1).optional(),
    nationality: countryCode.optional(),
    birthDate: z
      .string()
      .regex(DATE_PATTERN, 'must be a date YYYY-MM-DD')
      .refine(isCalendarDate, 'must be a real date')
      .optional(),
  })
  .refine((fields) => Object.keys(fields).length > 0, 'name at least one field');
export type CorrectionFields = z.infer<typeof correctionFieldsSchema>;

export const correctionBodySchema = z.strictObject({
  kind: z.enum(CORRECTION_KINDS),
  id: z.number().int().min(1).max(2_147_483_647),
  fields: correctionFieldsSchema,
});

export const removeCorrectionBodySchema = z.strictObject({
  kind: z.enum(CORRECTION_KINDS),
  id: z.number().int().min(1).max(2_147_483_647),
  fields: z.array(z.string().max(20)).min(1).max(20).optional().describe('Default: every corrected field'),
});

export const correctionSchema = z.object({
  kind: z.enum(CORRECTION_KINDS),
  id: z.number().int(),
  fields: z.record(z.string(), z.unknown()).describe('The values that win over the feed'),
  feed: z.record(z.string(), z.unknown()).describe("The feed's latest values of those fields"),
  updatedAt: z.string(),
  updatedBy: z.number().int().nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;

export const correctionsQuerySchema = z.object({
  kind: z.enum(CORRECTION_KINDS).optional(),
  page: queryInt(1, 1000).default(1),
  size: queryInt(1, 100).default(20),
});
export const correctionPageSchema = z.object({
  list: z.array(correctionSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

// A player's statistics (the matches domain's figures, decision 019) ---------------------------------

const summarySchema = z.object({
  played: z.number().int(),
  won: z.number().int(),
  winRate: z.number().int().describe('Whole percent'),
  averages: z.record(z.string(), z.number()).describe('Each figure per game (PLAYER_STAT_DEFS keys)'),
  kda: z.number().nullable().describe('Esports that count kills: (kills + assists) / deaths'),
});
const pickSchema = z.object({ name: z.string(), played: z.number().int(), won: z.number().int() });

/** `GET /java/player/stats`: over every stored game that names the player. */
export const playerStatsSchema = z.object({
  playerId: z.number().int(),
  seasons: z
    .array(
      summarySchema.extend({ leagueId: z.number().int(), league: z.string(), season: z.string().nullable() }),
    )
    .describe('By league and season, the latest first'),
  career: summarySchema.describe('Every stored game together'),
  heroes: z.array(pickSchema).describe('Heroes, agents or champions played most'),
  weapons: z.array(pickSchema).describe('Shooters: the weapons used most'),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;
