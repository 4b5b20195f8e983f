/**
 * The games domain's wire contract: the catalog (spec section 3) and the competitions (leagues, teams
 * and players: the data libraries' subjects). The site imports the types only.
 */
import { z } from 'zod';
import { queryId } from '../wire.ts';

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

export const leagueInfoSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
  season: z.string().nullable(),
  country: z.string().nullable(),
});
export type LeagueInfo = z.infer<typeof leagueInfoSchema>;

export const rosterPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.number().int().nullable(),
  position: z.string().nullable(),
  nationality: z.string().nullable(),
});
export type RosterPlayer = z.infer<typeof rosterPlayerSchema>;

const teamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
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
