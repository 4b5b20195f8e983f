/**
 * Reads of the libraries' profile data: team profiles with honours, squads' birth dates and
 * transfers; player profiles; leagues' seasons and stages with the teams they name.
 */
import { aliasedTable, and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  leagueSeasons,
  leagueStages,
  leagues,
  playerProfiles,
  players,
  teamHonours,
  teamProfiles,
  teams,
  transfers,
} from './schema.ts';

export type TeamProfileRow = typeof teamProfiles.$inferSelect;
export type HonourRow = typeof teamHonours.$inferSelect;
export type SeasonRow = typeof leagueSeasons.$inferSelect;
export type StageRow = typeof leagueStages.$inferSelect;

const fromTeam = aliasedTable(teams, 'from_team');
const toTeam = aliasedTable(teams, 'to_team');

const transferColumns = {
  transfer: transfers,
  from: { id: fromTeam.id, name: fromTeam.name, names: fromTeam.names },
  to: { id: toTeam.id, name: toTeam.name, names: toTeam.names },
};

export type TransferRow = {
  transfer: typeof transfers.$inferSelect;
  from: { id: number; name: string; names: Record<string, string> } | null;
  to: { id: number; name: string; names: Record<string, string> } | null;
};

function readTransfers(db: Executor, where: SQL | undefined) {
  return db
    .select(transferColumns)
    .from(transfers)
    .leftJoin(fromTeam, eq(fromTeam.id, transfers.fromTeamId))
    .leftJoin(toTeam, eq(toTeam.id, transfers.toTeamId))
    .where(where);
}

/** Which way a team's transfers go: to it, from it, or both. */
export type Direction = 'in' | 'out' | 'all';

function directionOf(teamId: number, direction: Direction): SQL | undefined {
  if (direction === 'in') return eq(transfers.toTeamId, teamId);
  if (direction === 'out') return eq(transfers.fromTeamId, teamId);
  return or(eq(transfers.toTeamId, teamId), eq(transfers.fromTeamId, teamId));
}

export function createProfilesRepository(db: Executor) {
  return {
    async teamProfile(teamId: number): Promise<TeamProfileRow | null> {
      const [row] = await db.select().from(teamProfiles).where(eq(teamProfiles.teamId, teamId)).limit(1);
      return row ?? null;
    },

    /** Newest season first (seasons read "2025/26" or "2026": text order is time order), then placement. */
    honours(teamId: number): Promise<HonourRow[]> {
      return db
        .select()
        .from(teamHonours)
        .where(eq(teamHonours.teamId, teamId))
        .orderBy(desc(teamHonours.season), asc(teamHonours.placement), asc(teamHonours.id));
    },

    /** The roster's birth dates and power ratings. */
    squad(teamId: number) {
      return db
        .select({
          playerId: players.id,
          birthDate: playerProfiles.birthDate,
          powerRating: playerProfiles.powerRating,
        })
        .from(players)
        .leftJoin(playerProfiles, eq(playerProfiles.playerId, players.id))
        .where(eq(players.teamId, teamId))
        .orderBy(asc(players.id));
    },

    /** A team's transfers one way, newest first. */
    async teamTransfers(
      teamId: number,
      direction: Direction,
      page: { limit: number; offset: number },
    ): Promise<TransferRow[]> {
      return (await readTransfers(db, directionOf(teamId, direction))
        .orderBy(desc(transfers.date), desc(transfers.id))
        .limit(page.limit)
        .offset(page.offset)) as TransferRow[];
    },

    async countTeamTransfers(teamId: number, direction: Direction): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(transfers)
        .where(directionOf(teamId, direction));
      return row?.n ?? 0;
    },

    async playerProfile(playerId: number) {
      const [row] = await db
        .select()
        .from(playerProfiles)
        .where(eq(playerProfiles.playerId, playerId))
        .limit(1);
      return row ?? null;
    },

    /** A player's transfers, oldest first. */
    async playerTransfers(playerId: number): Promise<TransferRow[]> {
      return (await readTransfers(db, eq(transfers.playerId, playerId)).orderBy(
        asc(transfers.date),
        asc(transfers.id),
      )) as TransferRow[];
    },

    /** Teams by id with their names (for service records the feed gave). */
    teamNames(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: teams.id,
          name: teams.name,
          names: teams.names,
          shortName: teams.shortName,
          logo: teams.logo,
        })
        .from(teams)
        .where(inArray(teams.id, [...ids]));
    },

    async league(leagueId: number) {
      const [row] = await db
        .select({ id: leagues.id, season: leagues.season })
        .from(leagues)
        .where(eq(leagues.id, leagueId))
        .limit(1);
      return row ?? null;
    },

    /** A league's seasons, the latest start first. */
    seasons(leagueId: number): Promise<SeasonRow[]> {
      return db
        .select()
        .from(leagueSeasons)
        .where(eq(leagueSeasons.leagueId, leagueId))
        .orderBy(desc(leagueSeasons.startDate), desc(leagueSeasons.id));
    },

    /** The stages of these seasons, in order. */
    stagesOf(seasonIds: readonly number[]): Promise<StageRow[]> {
      if (seasonIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(leagueStages)
        .where(inArray(leagueStages.seasonId, [...seasonIds]))
        .orderBy(asc(leagueStages.seasonId), asc(leagueStages.position));
    },

    /** One stage with its season and league. */
    async stage(
      stageId: number,
    ): Promise<{ stage: StageRow; season: SeasonRow; leagueSeason: string | null } | null> {
      const [row] = await db
        .select({ stage: leagueStages, season: leagueSeasons, leagueSeason: leagues.season })
        .from(leagueStages)
        .innerJoin(leagueSeasons, eq(leagueSeasons.id, leagueStages.seasonId))
        .innerJoin(leagues, eq(leagues.id, leagueSeasons.leagueId))
        .where(and(eq(leagueStages.id, stageId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
