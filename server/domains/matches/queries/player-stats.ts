/**
 * A player's statistics over every stored game (`GET /java/player/stats`, shared/matches/
 * player-career.ts): the finished games of their team whose statistics name them, with the league,
 * the season the game fell in (the league's season whose dates hold it, else its season now) and
 * their line. One index range per side of their team (`matches_home_team_start_idx`, `…away…`).
 */
import { type SQL, sql } from 'drizzle-orm';
import { TOP_PICKS } from '../../../../shared/competitions/model.ts';
import type { PlayerLine } from '../../../../shared/matches/contract.ts';
import { playerStatDefs, sportFamily } from '../../../../shared/matches/model.ts';
import { type CareerStats, careerStats } from '../../../../shared/matches/player-career.ts';
import type { Executor } from '../../../db/client.ts';
import { leagueSeasons, leagues, players, teams } from '../../games/competitions/schema.ts';
import { matches } from '../schema.ts';

/** At most this many games are read (a long career's newest). */
export const PLAYER_STATS_GAMES = 1000;

export interface PlayerStatRow {
  leagueId: number;
  league: string;
  season: string | null;
  side: 'home' | 'away';
  winner: 'home' | 'away' | null;
  score: { home: number; away: number } | null;
  line: PlayerLine | null;
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function ownerOf(db: Executor, playerId: number) {
  const [owner] = await rowsOf<{ teamId: number; gameId: number }>(
    db,
    sql`select p.team_id as "teamId", t.game_id as "gameId" from ${players} p join ${teams} t on t.id = p.team_id
      where p.id = ${playerId}`,
  );
  return owner ?? null;
}

/** The player's games, newest first; null when the player is unknown. */
export async function playerStatRows(
  db: Executor,
  playerId: number,
  before: Date,
): Promise<PlayerStatRow[] | null> {
  const owner = await ownerOf(db, playerId);
  if (!owner) return null;
  const probe = JSON.stringify([{ playerId }]);
  return rowsOf<PlayerStatRow>(
    db,
    sql`
    with mine as (
      select m.id, m.start_time, m.league_id, m.score, m.winner,
        case when m.stats -> 'players' -> 'home' @> ${probe}::jsonb then 'home' else 'away' end as side,
        m.stats -> 'players' as lines
      from ${matches} m
      where (m.home_team_id = ${owner.teamId} or m.away_team_id = ${owner.teamId})
        and m.status = 'finished' and m.start_time < ${before}
        and (m.stats -> 'players' -> 'home' @> ${probe}::jsonb or m.stats -> 'players' -> 'away' @> ${probe}::jsonb)
      order by m.start_time desc, m.id desc
      limit ${PLAYER_STATS_GAMES}
    )
    select mine.league_id as "leagueId", l.name as league,
      coalesce((select s.season from ${leagueSeasons} s where s.league_id = mine.league_id
          and mine.start_time::date between s.start_date and s.end_date order by s.start_date desc limit 1),
        l.season) as season,
      mine.side, mine.winner, mine.score,
      (select line from jsonb_array_elements(mine.lines -> mine.side) as line
        where (line ->> 'playerId')::int = ${playerId} limit 1) as line
    from mine join ${leagues} l on l.id = mine.league_id
    order by mine.start_time desc, mine.id desc`,
  );
}

/**
 * A player's statistics by league and season, over their career, and the heroes and weapons they
 * played most (shared/matches/player-career.ts); null when the player is unknown.
 */
export async function playerCareer(
  db: Executor,
  playerId: number,
  before: Date,
): Promise<(CareerStats & { playerId: number }) | null> {
  const owner = await ownerOf(db, playerId);
  const rows = owner ? await playerStatRows(db, playerId, before) : null;
  if (!owner || !rows) return null;
  const family = sportFamily(owner.gameId);
  const games = rows.map((r) => {
    const mine = r.side === 'home' ? 'home' : 'away';
    const result = !r.score
      ? null
      : r.winner
        ? r.winner === mine
          ? 'W'
          : 'L'
        : r.score.home === r.score.away
          ? 'D'
          : null;
    return {
      leagueId: r.leagueId,
      league: r.league,
      season: r.season,
      result,
      hero: r.line?.hero,
      weapon: family === 'shooter' ? r.line?.items?.[0] : undefined,
      values: r.line?.values ?? {},
    } as const;
  });
  const keys = playerStatDefs(family).map((d) => d.key);
  return { playerId, ...careerStats(games, keys, TOP_PICKS) };
}
