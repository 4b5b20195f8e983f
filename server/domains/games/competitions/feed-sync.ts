/**
 * What a feed says about competitors, stored: the leagues, teams and players of its fixtures, written
 * only where new or changed, inside the caller's transaction (the matches domain's ingest calls these
 * through `games/index.ts`).
 */
import { eq, inArray } from 'drizzle-orm';
import { cleanNames, type LocalNames } from '../../../../shared/games/names.ts';
import type { FeedFixture, FeedTeam } from '../../../../shared/matches/feed.ts';
import type { Executor } from '../../../db/client.ts';
import { reapplyCorrections } from './corrections.ts';
import { deleteProfilesOfSources } from './profiles-sync.ts';
import {
  externalKey,
  type LeagueInput,
  type PlayerInput,
  playerKey,
  sameNames,
  syncPlayers,
  type TeamInput,
  upsertLeagues,
  upsertTeams,
} from './repository.ts';
import { leagues, players as playersTable, teams } from './schema.ts';
import { reindexSubjects, unindexSubjects } from './search-index.ts';

/**
 * Splits the feed's leagues or teams (by external key) into those stored as they are, with our id,
 * and the stale ones: new, or with a field that differs from the stored row.
 */
function partitionStored<T extends object>(
  inputs: ReadonlyMap<string, T>,
  stored: ReadonlyArray<{ id: number; source: string; externalId: string }>,
): { ids: Map<string, number>; stale: T[] } {
  const differs = (input: object, row: Record<string, unknown>) =>
    Object.entries(input).some(([key, value]) => {
      if (key === 'gameId' || value === undefined || !(key in row)) return false;
      if (key === 'names') {
        const name = (input as { name: string }).name;
        return !sameNames(cleanNames(name, value as Record<string, string>), row.names as LocalNames);
      }
      return row[key] !== value;
    });
  const ids = new Map<string, number>();
  const stale = new Map(inputs);
  for (const row of stored) {
    const key = externalKey(row.source, row.externalId);
    const input = inputs.get(key);
    if (!input || differs(input, row)) continue;
    ids.set(key, row.id);
    stale.delete(key);
  }
  return { ids, stale: [...stale.values()] };
}

/**
 * Ids of the feed's leagues, teams and players, writing only those that are new or changed (players:
 * one SELECT of the stored ones, then one INSERT per 5,000 new or changed; see `syncPlayers`).
 */
export async function syncCompetitors(
  tx: Executor,
  fixtures: readonly FeedFixture[],
): Promise<{
  leagueIds: Map<string, number>;
  teamIds: Map<string, number>;
  playerIds: Map<string, number>;
}> {
  const leagueInputs = new Map<string, LeagueInput>();
  const teamInputs = new Map<string, TeamInput>();
  for (const f of fixtures) {
    leagueInputs.set(externalKey(f.source, f.league.externalId), {
      ...f.league,
      gameId: f.gameId,
      source: f.source,
    });
    for (const t of [f.home, f.away, ...(f.participants ?? [])]) {
      if (t)
        teamInputs.set(externalKey(f.source, t.externalId), { ...t, gameId: f.gameId, source: f.source });
    }
  }
  const sources = [...new Set(fixtures.map((f) => f.source))];

  const storedLeagues = await tx
    .select({
      id: leagues.id,
      source: leagues.source,
      externalId: leagues.externalId,
      name: leagues.name,
      names: leagues.names,
      shortName: leagues.shortName,
      logo: leagues.logo,
      season: leagues.season,
      country: leagues.country,
    })
    .from(leagues)
    .where(inArray(leagues.source, sources));
  const league = partitionStored(leagueInputs, storedLeagues);
  const writtenLeagues = await upsertLeagues(tx, league.stale);
  for (const [key, id] of writtenLeagues) league.ids.set(key, id);

  const storedTeams = await tx
    .select({
      id: teams.id,
      source: teams.source,
      externalId: teams.externalId,
      name: teams.name,
      names: teams.names,
      shortName: teams.shortName,
      logo: teams.logo,
      country: teams.country,
    })
    .from(teams)
    .where(inArray(teams.source, sources));
  const team = partitionStored(teamInputs, storedTeams);
  const writtenTeams = await upsertTeams(tx, team.stale);
  for (const [key, id] of writtenTeams) team.ids.set(key, id);
  const { roster, implied } = playersOfFixtures(fixtures, teamIdFrom(team.ids));
  const players = await syncPlayers(tx, roster, implied);
  // Operators' corrections win over what the feed just wrote (corrections.ts), search included.
  await reapplyCorrections(tx, 'league', [...writtenLeagues.values()]);
  await reapplyCorrections(tx, 'team', [...writtenTeams.values()]);
  await reapplyCorrections(tx, 'player', players.written);
  // What changed is found by its names in search from the same commit (a new team's players too).
  const changedTeams = [...writtenTeams.values()];
  await reindexSubjects(tx, {
    leagues: [...writtenLeagues.values()],
    teams: changedTeams,
    players: players.written,
    playersOfTeams: changedTeams,
  });
  return { leagueIds: league.ids, teamIds: team.ids, playerIds: players.ids };
}

/** Our id of a fixture's team (home, away or participant), or null when it was not written. */
export type TeamIdOf = (source: string, team: FeedTeam | undefined) => number | null;

/**
 * The players the fixtures tell of, for our team ids: each team's roster (from the last fixture of the
 * batch that lists it) and the players line-ups name by `playerExternalId` (`implied`: stored when the
 * team does not know them).
 */
export function playersOfFixtures(
  fixtures: readonly FeedFixture[],
  teamIdOf: TeamIdOf,
): { roster: PlayerInput[]; implied: PlayerInput[] } {
  // Each team once (the same team plays many matches of a window): its last roster wins.
  const lastRoster = new Map<number, NonNullable<FeedTeam['players']>>();
  for (const f of fixtures) {
    for (const team of [f.home, f.away, ...(f.participants ?? [])]) {
      if (!team?.players) continue;
      const id = teamIdOf(f.source, team);
      if (id !== null) lastRoster.set(id, team.players);
    }
  }
  const roster: PlayerInput[] = [];
  for (const [teamId, players] of lastRoster) {
    for (const p of players) roster.push({ ...p, teamId });
  }
  const known = new Set(roster.map((p) => playerKey(p.teamId, p.externalId)));
  const implied = new Map<string, PlayerInput>();
  for (const f of fixtures) {
    if (!f.lineups) continue;
    for (const side of ['home', 'away'] as const) {
      const teamId = teamIdOf(f.source, f[side]);
      if (teamId === null) continue;
      for (const p of f.lineups[side]) {
        if (p.playerExternalId === undefined) continue;
        const key = playerKey(teamId, p.playerExternalId);
        if (known.has(key) || implied.has(key)) continue;
        implied.set(key, {
          teamId,
          externalId: p.playerExternalId,
          name: p.name,
          number: p.number,
          position: p.position,
        });
      }
    }
  }
  return { roster, implied: [...implied.values()] };
}

/** `teamIdOf` over a map of team ids by `externalKey(source, externalId)`. */
export function teamIdFrom(teamIds: ReadonlyMap<string, number>): TeamIdOf {
  return (source, team) => (team ? (teamIds.get(externalKey(source, team.externalId)) ?? null) : null);
}

/** Feed sources that have leagues stored (few: one per feed, or per simulator seed). */
export async function competitorSources(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ source: leagues.source }).from(leagues);
  return rows.map((r) => r.source).sort();
}

/** Deletes the teams (with their rosters) and leagues of these feed sources, inside `tx`. */
export async function deleteCompetitorsOfSources(tx: Executor, sources: readonly string[]): Promise<void> {
  if (sources.length === 0) return;
  const leagueIds = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(inArray(leagues.source, [...sources]));
  const teamIds = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(inArray(teams.source, [...sources]));
  const playerIds = await tx
    .select({ id: playersTable.id })
    .from(playersTable)
    .innerJoin(teams, eq(teams.id, playersTable.teamId))
    .where(inArray(teams.source, [...sources]));
  await deleteProfilesOfSources(tx, sources);
  await tx.delete(teams).where(inArray(teams.source, [...sources]));
  await tx.delete(leagues).where(inArray(leagues.source, [...sources]));
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  await unindexSubjects(tx, { leagues: ids(leagueIds), teams: ids(teamIds), players: ids(playerIds) });
}
