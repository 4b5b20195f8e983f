import { and, asc, desc, eq, exists, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { LocalNames } from '../../../../shared/games/names.ts';
import type {
  MatchIncident,
  MatchOdds,
  OddsPoint,
  PlayerLine,
  TeamRef,
} from '../../../../shared/matches/contract.ts';
import type { PinnedLeague } from '../../../../shared/matches/grouping.ts';
import {
  FINAL_STATUSES,
  LIVE_STATUSES,
  type MatchStatus,
  UPCOMING_STATUSES,
} from '../../../../shared/matches/model.ts';
import type { Appearance } from '../../../../shared/matches/rankings.ts';
import type { MatchResult } from '../../../../shared/matches/standings.ts';
import { type Database, type Executor, queryRows } from '../../../db/client.ts';
import { leagues, players, teams } from '../../games/competitions/schema.ts';
import { games } from '../../games/schema.ts';
import { awayTeam, homeTeam, incidentOf, LIST_COLUMNS, type MatchListRow } from '../rows.ts';
import {
  matches,
  matchFavourites,
  matchIncidents,
  matchOdds,
  matchOddsHistory,
  matchParticipants,
} from '../schema.ts';

export type ListOrder = 'start_asc' | 'start_desc' | 'league_then_start' | 'league_then_start_desc' | 'hot';

export interface MatchFilter {
  gameIds?: readonly number[] | undefined;
  leagueId?: number | undefined;
  statuses?: readonly MatchStatus[] | undefined;
  /** Start time window: `from` inclusive, `to` exclusive. */
  from?: Date | undefined;
  to?: Date | undefined;
  /** Only the favourites of this user. */
  favouritesOf?: number | undefined;
  /** Only the matches of this team (at home or away). */
  teamId?: number | undefined;
  /** Only the meetings of these two teams (either at home). */
  between?: readonly [number, number] | undefined;
  order: ListOrder;
  /** The brand's pinned leagues: the league orders put them (and their sports) first. */
  pinned?: readonly PinnedLeague[] | undefined;
  limit: number;
  offset?: number;
}

function statusCondition(statuses: readonly MatchStatus[]): SQL {
  const [only] = statuses;
  return statuses.length === 1 && only ? eq(matches.status, only) : inArray(matches.status, [...statuses]);
}

function gameCondition(gameIds: readonly number[]): SQL {
  const [only] = gameIds;
  return gameIds.length === 1 && only !== undefined
    ? eq(matches.gameId, only)
    : inArray(matches.gameId, [...gameIds]);
}

export function filterConditions(
  db: Executor,
  f: Omit<MatchFilter, 'order' | 'limit' | 'offset'>,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.gameIds) conditions.push(gameCondition(f.gameIds));
  if (f.leagueId !== undefined) conditions.push(eq(matches.leagueId, f.leagueId));
  if (f.statuses) conditions.push(statusCondition(f.statuses));
  if (f.from) conditions.push(gte(matches.startTime, f.from));
  if (f.to) conditions.push(lt(matches.startTime, f.to));
  if (f.teamId !== undefined) {
    // A team's matches through its two indexes (home, away), not "home = X or away = X": with that,
    // a list in start order with a limit walks the start-time index back until it meets enough of
    // them, every match of every team since (bench: 14 ms for a team's last ten at 100,000 matches).
    conditions.push(
      sql`${matches.id} in (select id from ${matches} where home_team_id = ${f.teamId}
        union all select id from ${matches} where away_team_id = ${f.teamId})`,
    );
  }
  if (f.between) {
    const [a, b] = f.between;
    conditions.push(
      or(
        and(eq(matches.homeTeamId, a), eq(matches.awayTeamId, b)),
        and(eq(matches.homeTeamId, b), eq(matches.awayTeamId, a)),
      ) as SQL,
    );
  }
  if (f.favouritesOf !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(matchFavourites)
          .where(and(eq(matchFavourites.uid, f.favouritesOf), eq(matchFavourites.matchId, matches.id))),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const LIVE_FIRST = sql`case when ${inArray(matches.status, [...LIVE_STATUSES])} then 0 else 1 end`;

/** The operator's order of games (the console's game catalog: `games.sort_index`), one key lookup a row. */
const GAME_ORDER = sql`(select ${games.sortIndex} from ${games} where ${games.gameId} = ${matches.gameId})`;

/**
 * The grouping of the league orders (shared/matches/grouping.ts): sports holding a pinned league,
 * then the game filter's order of sports; within a sport its pinned leagues first, in their order.
 */
function sportAndPins(pinned: readonly PinnedLeague[] | undefined): SQL[] {
  if (!pinned || pinned.length === 0) return [GAME_ORDER];
  const games = [...new Set(pinned.map((p) => p.gameId))];
  const rank = sql.join(
    pinned.map((p, i) => sql`when ${matches.gameId} = ${p.gameId} and ${leagues.name} = ${p.name} then ${i}`),
    sql` `,
  );
  return [
    sql`case when ${inArray(matches.gameId, games)} then 0 else 1 end`,
    GAME_ORDER,
    sql`case ${rank} else ${pinned.length} end`,
  ];
}

function orderOf(order: ListOrder, pinned?: readonly PinnedLeague[]): SQL[] {
  switch (order) {
    case 'start_asc':
      return [asc(matches.startTime), asc(matches.id)];
    case 'start_desc':
      return [desc(matches.startTime), desc(matches.id)];
    case 'league_then_start':
      return [
        ...sportAndPins(pinned),
        desc(leagues.priority),
        asc(leagues.name),
        asc(leagues.id),
        asc(matches.startTime),
        asc(matches.id),
      ];
    case 'league_then_start_desc':
      return [
        ...sportAndPins(pinned),
        desc(leagues.priority),
        asc(leagues.name),
        asc(leagues.id),
        desc(matches.startTime),
        desc(matches.id),
      ];
    case 'hot':
      return [LIVE_FIRST, desc(leagues.priority), asc(matches.startTime), asc(matches.id)];
  }
}

/** The list query itself, unexecuted (tests EXPLAIN it). */
export function buildListQuery(db: Executor, f: MatchFilter) {
  return db
    .select(LIST_COLUMNS)
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(filterConditions(db, f))
    .orderBy(...orderOf(f.order, f.pinned))
    .limit(f.limit)
    .offset(f.offset ?? 0);
}

/**
 * Ids and games of the matches starting in [from, to), by start time then id: the sitemap's match
 * pages. A range of `matches_start_idx`, no join.
 */
export function buildIdsQuery(db: Executor, f: { from: Date; to: Date; limit: number; offset: number }) {
  return db
    .select({ id: matches.id, gameId: matches.gameId })
    .from(matches)
    .where(and(gte(matches.startTime, f.from), lt(matches.startTime, f.to)))
    .orderBy(asc(matches.startTime), asc(matches.id))
    .limit(f.limit)
    .offset(f.offset);
}

/** The ids and games of the matches in play (the partial index `matches_live_idx`). */
export function buildLiveIdsQuery(db: Executor) {
  return db
    .select({ id: matches.id, gameId: matches.gameId })
    .from(matches)
    .where(inArray(matches.status, [...LIVE_STATUSES]))
    .orderBy(asc(matches.gameId), asc(matches.startTime), asc(matches.id));
}

/** The read model: lists, counts, one match with its odds and log. */
/** A league's finished matches of two sides before `before`: who played, the score, who won. */
export function leagueResultsQuery(leagueId: number, before: Date): SQL {
  return sql`
        select ${matches.homeTeamId} as home, ${matches.awayTeamId} as away, ${matches.winner} as winner,
               coalesce((${matches.score} ->> 'home')::int, 0) as "homeScore",
               coalesce((${matches.score} ->> 'away')::int, 0) as "awayScore"
        from ${matches}
        where ${matches.leagueId} = ${leagueId} and ${matches.startTime} < ${before}
          and ${matches.status} = 'finished'
          and ${matches.homeTeamId} is not null and ${matches.awayTeamId} is not null`;
}

/**
 * Each team's last `n` results in a league's finished matches before `before`, newest first
 * (`n` = 1 is its latest): the league table's form column.
 */
export function leagueFormQuery(leagueId: number, before: Date, n: number): SQL {
  return sql`
        with played as (
          select ${matches.id} as id, ${matches.startTime} as start_time, ${matches.homeTeamId} as a,
                 ${matches.awayTeamId} as b, ${matches.winner} as winner
          from ${matches}
          where ${matches.leagueId} = ${leagueId} and ${matches.startTime} < ${before}
            and ${matches.status} = 'finished'
            and ${matches.homeTeamId} is not null and ${matches.awayTeamId} is not null
        ), sides as (
          select a as team_id, id, start_time,
                 case winner when 'home' then 'W' when 'away' then 'L' else 'D' end as result from played
          union all
          select b, id, start_time,
                 case winner when 'away' then 'W' when 'home' then 'L' else 'D' end from played
        ), ranked as (
          select team_id, result,
                 row_number() over (partition by team_id order by start_time desc, id desc) as n
          from sides
        )
        select team_id as "teamId", result, n::int as n from ranked where n <= ${n}
        order by team_id, n`;
}

/** A player's game as `playerGames` reads it. */
export interface PlayerGameRow {
  id: number;
  startTime: Date | string;
  league: string;
  homeId: number;
  homeName: string;
  awayId: number;
  awayName: string;
  score: { home: number; away: number } | null;
  winner: 'home' | 'away' | null;
  side: 'home' | 'away';
  line: PlayerLine | null;
}

/** Ids as a SQL list of parameters (`in (${idList(ids)})`); never empty where it is used. */
function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/** Every (league, team) of these leagues' matches: their sides and their battle-royale teams. */
function leagueTeamsQuery(leagueIds: readonly number[]): SQL {
  const ids = idList(leagueIds);
  return sql`select league_id, home_team_id as team_id from ${matches}
             where league_id in (${ids}) and home_team_id is not null
             union
             select league_id, away_team_id from ${matches}
             where league_id in (${ids}) and away_team_id is not null
             union
             select m.league_id, p.team_id from ${matchParticipants} p
             join ${matches} m on m.id = p.match_id where m.league_id in (${ids})`;
}

export function createQueriesRepository(db: Database) {
  return {
    idsBetween(f: { from: Date; to: Date; limit: number; offset: number }) {
      return buildIdsQuery(db, f);
    },

    liveIds(): Promise<{ id: number; gameId: number }[]> {
      return buildLiveIdsQuery(db);
    },

    async list(filter: MatchFilter): Promise<MatchListRow[]> {
      return (await buildListQuery(db, filter)) as MatchListRow[];
    },

    /** Battle royale teams of these matches, in order. */
    async participants(matchIds: readonly number[]): Promise<Map<number, TeamRef[]>> {
      const out = new Map<number, TeamRef[]>();
      if (matchIds.length === 0) return out;
      const rows = await db
        .select({
          matchId: matchParticipants.matchId,
          id: teams.id,
          name: teams.name,
          shortName: teams.shortName,
          logo: teams.logo,
        })
        .from(matchParticipants)
        .innerJoin(teams, eq(teams.id, matchParticipants.teamId))
        .where(inArray(matchParticipants.matchId, [...matchIds]))
        .orderBy(asc(matchParticipants.matchId), asc(matchParticipants.order));
      for (const { matchId, ...team } of rows) out.set(matchId, [...(out.get(matchId) ?? []), team]);
      return out;
    },

    /** Counts of matches per day window (one query). */
    async countPerWindow(
      filter: Omit<MatchFilter, 'order' | 'limit' | 'offset' | 'from' | 'to'>,
      windows: ReadonlyArray<{ from: Date; to: Date }>,
    ): Promise<number[]> {
      const first = windows[0];
      const last = windows[windows.length - 1];
      if (!first || !last) return [];
      const counts = Object.fromEntries(
        windows.map((w, i) => [
          `d${i}`,
          sql<number>`count(*) filter (where ${matches.startTime} >= ${w.from.toISOString()}::timestamptz and ${matches.startTime} < ${w.to.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
        ]),
      );
      const [row] = await db
        .select(counts)
        .from(matches)
        .where(filterConditions(db, { ...filter, from: first.from, to: last.to }));
      return windows.map((_, i) => Number(row?.[`d${i}`] ?? 0));
    },

    /**
     * Counts per status group of the matches starting in the window, plus live now, favourites, and
     * the results (finished matches) from `resultsFrom` to the window's end.
     */
    async seriesCount(f: {
      gameIds?: readonly number[] | undefined;
      from: Date;
      to: Date;
      resultsFrom: Date;
      uid?: number | undefined;
    }) {
      const [day] = await db
        .select({
          all: sql<number>`count(*)`.mapWith(Number),
          notStarted:
            sql<number>`count(*) filter (where ${inArray(matches.status, [...UPCOMING_STATUSES])})`.mapWith(
              Number,
            ),
          finished:
            sql<number>`count(*) filter (where ${inArray(matches.status, [...FINAL_STATUSES])})`.mapWith(
              Number,
            ),
          favourites:
            f.uid === undefined
              ? sql<number>`0`.mapWith(Number)
              : sql<number>`count(*) filter (where exists (select 1 from ${matchFavourites} where ${matchFavourites.uid} = ${f.uid} and ${matchFavourites.matchId} = ${matches.id}))`.mapWith(
                  Number,
                ),
        })
        .from(matches)
        .where(filterConditions(db, { gameIds: f.gameIds, from: f.from, to: f.to }));
      const [live] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(matches)
        .where(filterConditions(db, { gameIds: f.gameIds, statuses: LIVE_STATUSES }));
      const [results] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(matches)
        .where(
          filterConditions(db, { gameIds: f.gameIds, statuses: ['finished'], from: f.resultsFrom, to: f.to }),
        );
      return {
        all: day?.all ?? 0,
        live: live?.n ?? 0,
        notStarted: day?.notStarted ?? 0,
        finished: day?.finished ?? 0,
        results: results?.n ?? 0,
        favourites: day?.favourites ?? 0,
      };
    },

    /** Leagues with matches starting in the window (or in play), with their counts. */
    leaguesWithMatches(f: { gameIds?: readonly number[] | undefined; from: Date; to: Date; limit: number }) {
      const inWindow = filterConditions(db, { gameIds: f.gameIds, from: f.from, to: f.to });
      return db
        .select({
          id: leagues.id,
          gameId: leagues.gameId,
          name: leagues.name,
          shortName: leagues.shortName,
          logo: leagues.logo,
          matchCount: sql<number>`count(*)`.mapWith(Number),
          liveCount:
            sql<number>`count(*) filter (where ${inArray(matches.status, [...LIVE_STATUSES])})`.mapWith(
              Number,
            ),
        })
        .from(matches)
        .innerJoin(leagues, eq(leagues.id, matches.leagueId))
        .where(inWindow)
        .groupBy(leagues.id)
        .orderBy(desc(leagues.priority), desc(sql`count(*)`), asc(leagues.name))
        .limit(f.limit);
    },

    async detail(id: number) {
      const [row] = await db
        .select({
          match: matches,
          league: {
            id: leagues.id,
            name: leagues.name,
            shortName: leagues.shortName,
            logo: leagues.logo,
            season: leagues.season,
            country: leagues.country,
          },
          home: {
            id: homeTeam.id,
            name: homeTeam.name,
            shortName: homeTeam.shortName,
            logo: homeTeam.logo,
            country: homeTeam.country,
          },
          away: {
            id: awayTeam.id,
            name: awayTeam.name,
            shortName: awayTeam.shortName,
            logo: awayTeam.logo,
            country: awayTeam.country,
          },
        })
        .from(matches)
        .innerJoin(leagues, eq(leagues.id, matches.leagueId))
        .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
        .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
        .where(eq(matches.id, id))
        .limit(1);
      return row ?? null;
    },

    async odds(matchId: number): Promise<MatchOdds[]> {
      const rows = await db
        .select()
        .from(matchOdds)
        .where(eq(matchOdds.matchId, matchId))
        .orderBy(asc(matchOdds.market), asc(matchOdds.bookmaker));
      return rows.map((r) => ({
        market: r.market,
        bookmaker: r.bookmaker,
        opening: r.opening,
        current: r.current,
        updatedAt: r.updatedAt.toISOString(),
      }));
    },

    /** How the current prices moved, per market and bookmaker, oldest first. */
    async oddsHistory(matchId: number): Promise<OddsPoint[]> {
      const rows = await db
        .select()
        .from(matchOddsHistory)
        .where(eq(matchOddsHistory.matchId, matchId))
        .orderBy(asc(matchOddsHistory.market), asc(matchOddsHistory.bookmaker), asc(matchOddsHistory.at));
      return rows.map((r) => ({
        market: r.market,
        bookmaker: r.bookmaker,
        at: r.at.toISOString(),
        prices: r.prices,
      }));
    },

    /**
     * MOBA maps' lengths in minutes, in map order, of the matches among `ids` whose feed gave gold
     * series (each series runs to its map's end): read for the trends' "duration over 33 minutes".
     */
    async mapMinutes(ids: readonly number[]): Promise<Map<number, number[]>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: matches.id,
          minutes: sql<number[]>`(select coalesce(jsonb_agg((g -> 'points' -> -1 ->> 'minute')::float8
            order by (g ->> 'index')::int), '[]'::jsonb)
            from jsonb_array_elements(${matches.stats} -> 'gold') as g
            where jsonb_array_length(g -> 'points') > 0)`,
        })
        .from(matches)
        .where(and(inArray(matches.id, [...ids]), sql`jsonb_typeof(${matches.stats} -> 'gold') = 'array'`));
      return new Map(rows.map((r) => [r.id, r.minutes]));
    },

    /** Each team's last `n` results in a league before `before`, newest first (`leagueFormQuery`). */
    async leagueForm(
      leagueId: number,
      before: Date,
      n: number,
    ): Promise<{ teamId: number; result: 'W' | 'D' | 'L'; n: number }[]> {
      const result = (await db.execute(leagueFormQuery(leagueId, before, n))) as unknown as {
        rows: { teamId: number; result: 'W' | 'D' | 'L'; n: number }[];
      };
      return result.rows;
    },

    /**
     * A player's last `limit` finished matches before `before` whose statistics name them (the
     * player's team's matches; a line carries our player id once stored), newest first, with the
     * player's side and line; null for an unknown player.
     */
    async playerGames(playerId: number, before: Date, limit: number): Promise<PlayerGameRow[] | null> {
      const owner = await db
        .select({ teamId: players.teamId })
        .from(players)
        .where(eq(players.id, playerId))
        .limit(1);
      const teamId = owner[0]?.teamId;
      if (teamId === undefined) return null;
      const probe = JSON.stringify([{ playerId }]);
      const result = (await db.execute(sql`
        with mine as (
          select m.id, m.start_time, m.league_id, m.home_team_id, m.away_team_id, m.score, m.winner,
                 case when m.stats -> 'players' -> 'home' @> ${probe}::jsonb then 'home' else 'away' end as side,
                 m.stats -> 'players' as lines
          from ${matches} m
          where (m.home_team_id = ${teamId} or m.away_team_id = ${teamId})
            and m.status = 'finished' and m.start_time < ${before}
            and (m.stats -> 'players' -> 'home' @> ${probe}::jsonb
                 or m.stats -> 'players' -> 'away' @> ${probe}::jsonb)
          order by m.start_time desc, m.id desc
          limit ${limit}
        )
        select mine.id, mine.start_time as "startTime", l.name as league,
               h.id as "homeId", h.name as "homeName", a.id as "awayId", a.name as "awayName",
               mine.score, mine.winner, mine.side,
               (select line from jsonb_array_elements(mine.lines -> mine.side) as line
                 where (line ->> 'playerId')::int = ${playerId} limit 1) as line
        from mine
        join ${leagues} l on l.id = mine.league_id
        join ${teams} h on h.id = mine.home_team_id
        join ${teams} a on a.id = mine.away_team_id
        order by mine.start_time desc, mine.id desc`)) as unknown as { rows: PlayerGameRow[] };
      return result.rows;
    },

    /**
     * The data libraries' figures (decision 019): how many matches each league has starting in the
     * window (its hotness in the league index), over `matches_start_idx` (or the game's range).
     */
    async leagueActivity(f: {
      gameIds?: readonly number[] | undefined;
      from: Date;
      to: Date;
    }): Promise<{ leagueId: number; matches: number }[]> {
      return db
        .select({ leagueId: matches.leagueId, matches: sql<number>`count(*)`.mapWith(Number) })
        .from(matches)
        .where(filterConditions(db, f))
        .groupBy(matches.leagueId);
    },

    /** How many teams played or will play in each of these leagues (sides and battle-royale teams). */
    async leagueTeamCounts(leagueIds: readonly number[]): Promise<Map<number, number>> {
      if (leagueIds.length === 0) return new Map();
      const rows = await queryRows<{ leagueId: number; teams: number }>(
        db,
        sql`select league_id as "leagueId", count(distinct team_id)::int as teams
            from (${leagueTeamsQuery(leagueIds)}) as s group by league_id`,
      );
      return new Map(rows.map((r) => [r.leagueId, r.teams]));
    },

    /** The teams that played or will play in a league. */
    async leagueTeamIds(leagueId: number): Promise<number[]> {
      const rows = await queryRows<{ teamId: number }>(
        db,
        sql`select distinct team_id as "teamId" from (${leagueTeamsQuery([leagueId])}) as s order by 1`,
      );
      return rows.map((r) => r.teamId);
    },

    /**
     * Each team's league: the league of its latest match started before `at`, else of its next one
     * (a team before its first match). Teams without a match are left out.
     */
    async teamLeagues(teamIds: readonly number[], at: Date): Promise<Map<number, number>> {
      if (teamIds.length === 0) return new Map();
      const ids = idList(teamIds);
      const rows = await queryRows<{ teamId: number; leagueId: number }>(
        db,
        sql`select distinct on (team_id) team_id as "teamId", league_id as "leagueId"
            from (
              select home_team_id as team_id, league_id, start_time from ${matches} where home_team_id in (${ids})
              union all
              select away_team_id, league_id, start_time from ${matches} where away_team_id in (${ids})
              union all
              select p.team_id, m.league_id, m.start_time from ${matchParticipants} p
                join ${matches} m on m.id = p.match_id where p.team_id in (${ids})
            ) as s
            order by team_id, start_time > ${at}, abs(extract(epoch from start_time - ${at}::timestamptz))`,
      );
      return new Map(rows.map((r) => [r.teamId, r.leagueId]));
    },

    /** The game of a league, or null when there is no such league. */
    async leagueGame(id: number): Promise<number | null> {
      const [row] = await db
        .select({ gameId: leagues.gameId })
        .from(leagues)
        .where(eq(leagues.id, id))
        .limit(1);
      return row?.gameId ?? null;
    },

    /**
     * Every player line of a league's finished matches before `before` that names one of our players,
     * newest match first (the data rankings, shared/matches/rankings.ts): the player, the team of the
     * line's side and the figures. One range of `matches_league_start_idx`.
     */
    leagueAppearances(leagueId: number, before: Date): Promise<Appearance[]> {
      return queryRows<Appearance>(
        db,
        sql`select (line ->> 'playerId')::int as "playerId",
                   case s.side when 'home' then m.home_team_id else m.away_team_id end as "teamId",
                   line -> 'values' as values
            from ${matches} m
            cross join lateral (values ('home'), ('away')) as s(side)
            cross join lateral jsonb_array_elements(
              case when jsonb_typeof(m.stats -> 'players' -> s.side) = 'array'
                   then m.stats -> 'players' -> s.side else '[]'::jsonb end) as line
            where m.league_id = ${leagueId} and m.start_time < ${before} and m.status = 'finished'
              and m.stats -> 'players' is not null
              and (line ->> 'playerId') is not null
              and (case s.side when 'home' then m.home_team_id else m.away_team_id end) is not null
            order by m.start_time desc, m.id desc`,
      );
    },

    /** Players and teams by id, with their names in other languages (rankings name them). */
    async subjects(
      playerIds: readonly number[],
      teamIds: readonly number[],
    ): Promise<{
      players: Map<number, { id: number; name: string; names: LocalNames }>;
      teams: Map<number, { id: number; name: string; names: LocalNames; logo: string | null }>;
    }> {
      const [playerRows, teamRows] = await Promise.all([
        playerIds.length === 0
          ? []
          : db
              .select({ id: players.id, name: players.name, names: players.names })
              .from(players)
              .where(inArray(players.id, [...playerIds])),
        teamIds.length === 0
          ? []
          : db
              .select({ id: teams.id, name: teams.name, names: teams.names, logo: teams.logo })
              .from(teams)
              .where(inArray(teams.id, [...teamIds])),
      ]);
      return {
        players: new Map(playerRows.map((p) => [p.id, p])),
        teams: new Map(teamRows.map((t) => [t.id, t])),
      };
    },

    /** The finished matches of two sides of several leagues before `before`, by league (their leaders). */
    async leaguesResults(leagueIds: readonly number[], before: Date): Promise<Map<number, MatchResult[]>> {
      const out = new Map<number, MatchResult[]>();
      if (leagueIds.length === 0) return out;
      const rows = await queryRows<MatchResult & { leagueId: number }>(
        db,
        sql`select ${matches.leagueId} as "leagueId", ${matches.homeTeamId} as home,
                   ${matches.awayTeamId} as away, ${matches.winner} as winner,
                   coalesce((${matches.score} ->> 'home')::int, 0) as "homeScore",
                   coalesce((${matches.score} ->> 'away')::int, 0) as "awayScore"
            from ${matches}
            where ${matches.leagueId} in (${idList(leagueIds)}) and ${matches.startTime} < ${before}
              and ${matches.status} = 'finished'
              and ${matches.homeTeamId} is not null and ${matches.awayTeamId} is not null`,
      );
      for (const { leagueId, ...result } of rows) {
        const list = out.get(leagueId);
        if (list) list.push(result);
        else out.set(leagueId, [result]);
      }
      return out;
    },

    async leagueExists(id: number): Promise<boolean> {
      const rows = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, id)).limit(1);
      return rows.length > 0;
    },

    /** Teams by id, as lists name them. */
    teamRefs(ids: readonly number[]): Promise<TeamRef[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: teams.id, name: teams.name, shortName: teams.shortName, logo: teams.logo })
        .from(teams)
        .where(inArray(teams.id, [...ids]));
    },

    /** A league's finished matches before `before` (`leagueResultsQuery`), for its table. */
    async leagueResults(leagueId: number, before: Date): Promise<MatchResult[]> {
      // Both drivers (PGlite, node-postgres) answer raw queries with `rows`.
      const result = (await db.execute(leagueResultsQuery(leagueId, before))) as unknown as {
        rows: MatchResult[];
      };
      return result.rows;
    },

    /** The last `limit` incidents, oldest first. */
    async incidents(matchId: number, limit: number): Promise<MatchIncident[]> {
      const rows = await db
        .select()
        .from(matchIncidents)
        .where(eq(matchIncidents.matchId, matchId))
        .orderBy(desc(matchIncidents.id))
        .limit(limit);
      return rows.reverse().map(incidentOf);
    },

    async matchStatus(id: number): Promise<{ id: number; gameId: number; status: MatchStatus } | null> {
      const [row] = await db
        .select({ id: matches.id, gameId: matches.gameId, status: matches.status })
        .from(matches)
        .where(eq(matches.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type QueriesRepository = ReturnType<typeof createQueriesRepository>;
