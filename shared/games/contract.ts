/**
 * The games domain's wire contract: the catalog (spec section 3) and the competitions (leagues, teams
 * and players: the data libraries' subjects). The site imports the types only.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { queryId, queryInt, text } from '../wire.ts';
import { LIBRARY_PAGE_MAX, LIBRARY_PAGE_SIZE, LIBRARY_SIZE_MAX } from './library.ts';

export const GAME_KINDS = ['esports', 'sports'] as const;

/** A game as the API and the site present it (spec section 3 field names). */
export const gameSchema = z.object({
  gameId: z.number().int(),
  kind: z.enum(GAME_KINDS),
  name: z.string(),
  abbr: z.string(),
  logo: z.string(),
  backgroundImgUrl: z.string().nullable(),
  index: z.number().int(),
});
export type Game = z.infer<typeof gameSchema>;

const gameRefSchema = gameSchema.pick({ gameId: true, kind: true, name: true, abbr: true });

/** A subject's names in other languages, by product language code (shared/games/names.ts). */
export const localNamesSchema = z
  .record(z.string(), z.string())
  .describe('Names in other languages by language code ({"zh_CN": "…"}); pages show the viewer\'s');

export const leagueInfoSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  names: localNamesSchema,
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
  season: z.string().nullable(),
  country: z.string().nullable(),
});
export type LeagueInfo = z.infer<typeof leagueInfoSchema>;

export const rosterPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names: localNamesSchema,
  number: z.number().int().nullable(),
  position: z.string().nullable(),
  nationality: z.string().nullable(),
});
export type RosterPlayer = z.infer<typeof rosterPlayerSchema>;

const teamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names: localNamesSchema,
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
  country: z.string().nullable(),
});

/** A team (one person in one-versus-one games) with its roster, by shirt number. */
export const teamInfoSchema = teamRefSchema.extend({
  game: gameRefSchema,
  players: z.array(rosterPlayerSchema),
});
export type TeamInfo = z.infer<typeof teamInfoSchema>;

/** A player with the team it plays for and that team's game. */
export const playerInfoSchema = rosterPlayerSchema.extend({ team: teamRefSchema, game: gameRefSchema });
export type PlayerInfo = z.infer<typeof playerInfoSchema>;

export const gameListQuerySchema = z.object({ kind: z.enum(GAME_KINDS).optional() });
export const idQuerySchema = z.object({ id: queryId() });

// The library indexes (issue 14: /leagueLibrary, /squadLibrary, /playerLibrary) ---------------------

const libraryPaging = {
  page: queryInt(1, LIBRARY_PAGE_MAX).default(1).describe(`Page number, 1 to ${LIBRARY_PAGE_MAX}`),
  size: queryInt(1, LIBRARY_SIZE_MAX)
    .default(LIBRARY_PAGE_SIZE)
    .describe(`Rows a page, 1 to ${LIBRARY_SIZE_MAX}`),
};
const libraryGame = queryInt(0, 9999).optional().describe('Only this game (its catalog id); unknown: 400');

export const leagueListQuerySchema = z.object({ gameId: libraryGame, ...libraryPaging });
export const teamListQuerySchema = z.object({
  gameId: libraryGame,
  leagueId: queryId().optional().describe('Only the teams that played or will play in this league'),
  ...libraryPaging,
});
export const playerListQuerySchema = z.object({
  gameId: libraryGame,
  teamId: queryId().optional().describe("Only this team's players"),
  ...libraryPaging,
});

/** A league in the index: hot first (operator's priority, then its matches of the days around now). */
export const leagueListItemSchema = leagueInfoSchema.extend({
  priority: z.number().int().describe("The operator's weight (0 = ordinary); bigger first"),
  teams: z.number().int().describe('Teams that played or will play in it'),
  matches: z.number().int().describe('Its matches starting within 7 days before or after now'),
});
export type LeagueListItem = z.infer<typeof leagueListItemSchema>;

const leagueRefSchema = leagueInfoSchema.pick({ id: true, name: true, names: true, shortName: true });

/** A team in the index, with the league of its latest match (or next, before its first). */
export const teamListItemSchema = teamRefSchema.extend({
  gameId: z.number().int(),
  league: leagueRefSchema.nullable(),
});
export type TeamListItem = z.infer<typeof teamListItemSchema>;

/** A player in the index, with the team they play for. */
export const playerListItemSchema = rosterPlayerSchema.extend({
  gameId: z.number().int(),
  team: teamRefSchema.pick({ id: true, name: true, names: true, shortName: true, logo: true }),
});
export type PlayerListItem = z.infer<typeof playerListItemSchema>;

const libraryPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int().describe('Rows of every page'),
    pages: z.number().int().describe('Pages at this size (at least 1); a page beyond them is empty'),
  });

export const leagueListSchema = libraryPage(leagueListItemSchema);
export type LeagueList = z.infer<typeof leagueListSchema>;
export const teamListSchema = libraryPage(teamListItemSchema);
export type TeamList = z.infer<typeof teamListSchema>;
export const playerListSchema = libraryPage(playerListItemSchema);
export type PlayerList = z.infer<typeof playerListSchema>;

// The catalog in the operator console (editors) --------------------------------------------------

/** A game's name in one language may be this long. */
export const GAME_NAME_MAX = 40;

/** A game as the console edits it: the catalog's facts and what operators set over them. */
export const gameSettingsSchema = gameSchema.extend({
  names: z.record(z.string(), z.string()).describe("Operators' names by language code, over the catalogs'"),
  defaultLogo: z.string().describe("The product's own logo, shown when the operator has set none"),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

export const gameNamesBodySchema = z.strictObject({
  gameId: z.number().int().min(0).max(2_147_483_647),
  names: z
    .partialRecord(z.enum(LANGUAGE_CODES), text(GAME_NAME_MAX).trim())
    .describe(
      "Every operator name of the game by language code; an empty name gives the language back to the catalog's",
    ),
});

export const gameOrderBodySchema = z.strictObject({
  gameIds: z
    .array(z.number().int().min(0).max(2_147_483_647))
    .min(1)
    .max(200)
    .describe('Every game id, in the order pages show them'),
});

export const gameLogoResetBodySchema = z.strictObject({
  gameId: z.number().int().min(0).max(2_147_483_647),
});
