/**
 * Players of the feed's teams and the line-ups that name them: what `writeFixtures` and the initial
 * load hand to `syncPlayers`, and line-ups with our player ids (`LineupPlayer.playerId`), set when
 * a match is stored so that serving it needs no lookup.
 */
import { externalKey, type PlayerInput, playerKey } from '../games/competition.repository.ts';
import type { FeedFixture, FeedTeam, LineupPlayer, Lineups } from './model.ts';

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

function withPlayerId(
  p: LineupPlayer,
  teamId: number | null,
  playerIds: ReadonlyMap<string, number>,
): LineupPlayer {
  const { playerId: _fromFeed, ...entry } = p;
  if (teamId === null || p.playerExternalId === undefined) return entry;
  const playerId = playerIds.get(playerKey(teamId, p.playerExternalId));
  return playerId === undefined ? entry : { ...entry, playerId };
}

/**
 * A fixture's line-ups as stored: each entry that names a player of its side's team
 * (`playerExternalId`) gets our `playerId`; a `playerId` a feed sent is dropped (ids are ours). Null
 * when the fixture has no line-ups.
 */
export function storedLineups(
  f: FeedFixture,
  teamIdOf: TeamIdOf,
  playerIds: ReadonlyMap<string, number>,
): Lineups | null {
  if (!f.lineups) return null;
  const home = teamIdOf(f.source, f.home);
  const away = teamIdOf(f.source, f.away);
  return {
    home: f.lineups.home.map((p) => withPlayerId(p, home, playerIds)),
    away: f.lineups.away.map((p) => withPlayerId(p, away, playerIds)),
  };
}

/** `teamIdOf` over a map of team ids by `externalKey(source, externalId)`. */
export function teamIdFrom(teamIds: ReadonlyMap<string, number>): TeamIdOf {
  return (source, team) => (team ? (teamIds.get(externalKey(source, team.externalId)) ?? null) : null);
}
