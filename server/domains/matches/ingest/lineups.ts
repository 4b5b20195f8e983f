/**
 * Line-ups as stored: entries naming a player of their side's team get our `playerId`, set when a
 * match is stored so that serving it needs no lookup.
 */
import type { LineupPlayer, Lineups } from '../../../../shared/matches/contract.ts';
import type { FeedFixture } from '../../../../shared/matches/feed.ts';
import { playerKey, type TeamIdOf } from '../../games/index.ts';

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
