/**
 * Line-ups as stored: entries naming a player of their side's team get our `playerId`, set when a
 * match is stored so that serving it needs no lookup.
 */
import type { LineupPlayer, Lineups, MatchStats, PlayerLine } from '../../../../shared/matches/contract.ts';
import type { FeedFixture } from '../../../../shared/matches/feed.ts';
import { playerKey, type TeamIdOf } from '../../games/index.ts';
import { publicPlayers } from '../rows.ts';

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
    ...(f.lineups.coaches ? { coaches: f.lineups.coaches } : {}),
  };
}

/**
 * Statistics as stored: each player line naming a player of the match's line-ups
 * (`playerExternalId`) gets that entry's `playerId`; a `playerId` a feed sent is dropped.
 */
export function storedStats(stats: MatchStats, lineups: Lineups | null | undefined): MatchStats {
  if (!stats.players) return stats;
  const ids = (entries: readonly LineupPlayer[] | undefined) =>
    new Map(
      (entries ?? []).flatMap((p) =>
        p.playerExternalId !== undefined && p.playerId !== undefined
          ? [[p.playerExternalId, p.playerId]]
          : [],
      ),
    );
  const mapped = (lines: readonly PlayerLine[], known: ReadonlyMap<string, number>) =>
    lines.map(({ playerId: _fromFeed, ...line }) => {
      const playerId = line.playerExternalId === undefined ? undefined : known.get(line.playerExternalId);
      return playerId === undefined ? line : { ...line, playerId };
    });
  const home = ids(lineups?.home);
  const away = ids(lineups?.away);
  const { maps } = stats.players;
  return {
    ...stats,
    players: {
      home: mapped(stats.players.home, home),
      away: mapped(stats.players.away, away),
      ...(maps && {
        maps: maps.map((m) => ({ index: m.index, home: mapped(m.home, home), away: mapped(m.away, away) })),
      }),
    },
  };
}

/** Statistics as pushed and answered: the players' lines without the feed's ids. */
export function publicStats(stats: MatchStats): MatchStats {
  const players = publicPlayers(stats.players);
  return players ? { ...stats, players } : stats;
}
