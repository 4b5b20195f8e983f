import type { PlayerStats } from '../../../../shared/competitions/contract.ts';
import { DomainError, notSignedIn } from '../../../../shared/errors.ts';
import { GAME_CATALOG } from '../../../../shared/games/catalog.ts';
import type {
  FormMatch,
  LeagueLeader,
  LeagueRankings,
  LeagueTable,
  LeagueWithMatches,
  ListBody,
  MatchDetail,
  MatchItem,
  MatchPage,
  MatchTabData,
  OddsPoint,
  Paging,
  PcMatches,
  PlayerRecent,
  Preview,
  SeriesCount,
  SevenDay,
} from '../../../../shared/matches/contract.ts';
import { gamePosition, type LiveIdsByGame, type PinnedLeague } from '../../../../shared/matches/grouping.ts';
import {
  FINAL_STATUSES,
  FORM_MATCHES,
  FORM_RESULTS,
  LIVE_STATUSES,
  MATCH_LOG_LIMIT,
  type MatchDataTab,
  type MatchStatus,
  type MatchTab,
  ODDS_HISTORY_POINTS,
  PLAYER_RECENT_GAMES,
  RESULTS_DAYS,
  resultFor,
  SPORT_FAMILY_BY_GAME,
  type StatusGroup,
  thinOut,
  UPCOMING_STATUSES,
} from '../../../../shared/matches/model.ts';
import { RANKING_LINES, rankingBoards, rankingDefs } from '../../../../shared/matches/rankings.ts';
import { standings } from '../../../../shared/matches/standings.ts';
import { type TrendMatch, trendsFor } from '../../../../shared/matches/trends.ts';
import { type ViewerDayInput, viewerDay } from '../../../../shared/time/viewer-day.ts';
import { addDays, dayWindows, type ViewerZone } from '../../../../shared/time/zones.ts';
import type { Database } from '../../../db/client.ts';
import type { GamesService } from '../../games/index.ts';
import type { FavouritesRepository } from '../favourites/repository.ts';
import type { ReservationsRepository } from '../reservations/repository.ts';
import { reservationState } from '../reservations/rules.ts';
import { liveFields, type MatchListRow, publicPlayers } from '../rows.ts';
import { playerCareer } from './player-stats.ts';
import type { MatchFilter, QueriesRepository } from './repository.ts';

/** A list call's input: the contract's query and, for signed-in callers, who asks. */
export type ListInput = Omit<ListBody, 'page' | 'size'> &
  Paging & {
    uid?: number | undefined;
    /** The brand's pinned leagues, first in the lists grouped by league. */
    pinned?: readonly PinnedLeague[] | undefined;
  };

const ESPORTS_IDS = GAME_CATALOG.filter((g) => g.kind === 'esports').map((g) => g.gameId);
const SPORTS_IDS = GAME_CATALOG.filter((g) => g.kind === 'sports').map((g) => g.gameId);
const DAY_MS = 86_400_000;
/** A league's hotness in the library index: its matches starting this many days before or after now. */
export const LIBRARY_ACTIVITY_DAYS = 7;
const LIVE_LIMIT = 500;

const GROUP_STATUSES: Record<StatusGroup, readonly MatchStatus[] | undefined> = {
  live: LIVE_STATUSES,
  upcoming: UPCOMING_STATUSES,
  finished: FINAL_STATUSES,
  all: undefined,
};

const gameIdsOf = (gameId: number | undefined) => (gameId === undefined ? undefined : [gameId]);

/** The results tab's days: `RESULTS_DAYS` of the viewer's days, ending with `date`, oldest first. */
const resultsDays = (zone: ViewerZone, date: string) =>
  dayWindows(zone, addDays(date, 1 - RESULTS_DAYS), RESULTS_DAYS);

/**
 * The read model of matches: every list of spec section 7 (in play, upcoming, past, by condition,
 * the match-list page's tabs, the seven-day calendar, counts, hot matches, leagues) and one match in
 * detail. Lists mark, for signed-in callers, their favourites and reservations.
 */
export function createMatchQueries(deps: {
  db: Database;
  games: GamesService;
  repo: QueriesRepository;
  favourites: FavouritesRepository;
  reservations: ReservationsRepository;
  now: () => Date;
}) {
  const { db, games, repo, favourites, reservations, now } = deps;

  async function toItems(rows: MatchListRow[], uid: number | undefined): Promise<MatchItem[]> {
    const royale = rows.filter((r) => SPORT_FAMILY_BY_GAME[r.gameId] === 'battle_royale').map((r) => r.id);
    const ids = rows.map((r) => r.id);
    const [participants, favouriteIds, reservedIds] = await Promise.all([
      repo.participants(royale),
      uid === undefined ? Promise.resolve(null) : favourites.favouriteIds(uid, ids),
      uid === undefined ? Promise.resolve(null) : reservations.reservedIds(uid, ids),
    ]);
    return rows.map((r) => {
      const item: MatchItem = {
        id: r.id,
        gameId: r.gameId,
        league: { id: r.league.id, name: r.league.name, logo: r.league.logo },
        stage: r.stage,
        round: r.round,
        bestOf: r.bestOf,
        startTime: r.startTime.toISOString(),
        home: r.home,
        away: r.away,
        status: r.status,
        seq: r.seq,
        ...liveFields(r),
      };
      const teams = participants.get(r.id);
      if (teams) item.participants = teams;
      if (favouriteIds) item.favourite = favouriteIds.has(r.id);
      if (reservedIds) item.reserved = reservedIds.has(r.id);
      return item;
    });
  }

  /** One page of a list: `size` items and whether more follow. */
  async function page(
    filter: Omit<MatchFilter, 'limit' | 'offset'>,
    p: Paging,
    uid: number | undefined,
  ): Promise<MatchPage> {
    const rows = await repo.list({ ...filter, limit: p.size + 1, offset: (p.page - 1) * p.size });
    return {
      list: await toItems(rows.slice(0, p.size), uid),
      page: p.page,
      size: p.size,
      hasMore: rows.length > p.size,
    };
  }

  async function live(
    gameIds: readonly number[] | undefined,
    uid: number | undefined,
    pinned?: readonly PinnedLeague[],
  ): Promise<MatchItem[]> {
    return toItems(
      await repo.list({
        gameIds,
        statuses: LIVE_STATUSES,
        order: 'league_then_start',
        pinned,
        limit: LIVE_LIMIT,
      }),
      uid,
    );
  }

  const service = {
    /** Matches in play, of every game or of some. */
    live(input: {
      gameId?: number | undefined;
      uid?: number | undefined;
      pinned?: readonly PinnedLeague[] | undefined;
    }): Promise<MatchItem[]> {
      return live(gameIdsOf(input.gameId), input.uid, input.pinned);
    },

    /** The ids of the matches in play, by game (the game filter's live counts): one small query. */
    async liveIdsByGame(): Promise<LiveIdsByGame> {
      const byGame = new Map<number, number[]>();
      for (const { id, gameId } of await repo.liveIds()) {
        const ids = byGame.get(gameId);
        if (ids) ids.push(id);
        else byGame.set(gameId, [id]);
      }
      const order = (await games.list()).map((g) => g.gameId);
      return [...byGame].sort((a, b) => gamePosition(a[0], order) - gamePosition(b[0], order));
    },

    /** Sports (not esports) matches in play. */
    sportsLive(input: { gameId?: number | undefined; uid?: number | undefined }): Promise<MatchItem[]> {
      const ids = input.gameId === undefined ? SPORTS_IDS : SPORTS_IDS.filter((id) => id === input.gameId);
      return ids.length === 0 ? Promise.resolve([]) : live(ids, input.uid);
    },

    /** Not started yet: from now on, or of the viewer's chosen day; soonest first. */
    upcoming(input: ListInput): Promise<MatchPage> {
      const window = input.date ? viewerDay(input, now()).day : { from: now(), to: undefined };
      return page(
        {
          gameIds: gameIdsOf(input.gameId),
          leagueId: input.leagueId,
          teamId: input.teamId,
          statuses: UPCOMING_STATUSES,
          from: window.from,
          to: window.to,
          order: 'start_asc',
        },
        input,
        input.uid,
      );
    },

    /** Finished and cancelled matches, newest first; of the viewer's chosen day when `date` is given. */
    past(input: ListInput): Promise<MatchPage> {
      const window = input.date ? viewerDay(input, now()).day : undefined;
      return page(
        {
          gameIds: gameIdsOf(input.gameId),
          leagueId: input.leagueId,
          teamId: input.teamId,
          statuses: FINAL_STATUSES,
          from: window?.from,
          to: window?.to ?? now(),
          order: 'start_desc',
        },
        input,
        input.uid,
      );
    },

    /** By game, league, status group and (optionally) the viewer's day. */
    byCondition(input: ListInput & { statusGroup: StatusGroup }): Promise<MatchPage> {
      const window = input.date ? viewerDay(input, now()).day : undefined;
      return page(
        {
          gameIds: gameIdsOf(input.gameId),
          leagueId: input.leagueId,
          teamId: input.teamId,
          statuses: GROUP_STATUSES[input.statusGroup],
          from: window?.from,
          to: window?.to,
          order: input.statusGroup === 'finished' ? 'start_desc' : 'start_asc',
        },
        input,
        input.uid,
      );
    },

    /**
     * The match-list page: one tab of the viewer's day, grouped by league (bigger leagues first).
     * `live` is in play now, whatever the day; `results` spans the week up to the day, each league's
     * results latest first (the tabs: `MATCH_TABS` in the model).
     */
    async pcMatches(input: ListInput & { tab: MatchTab }): Promise<PcMatches> {
      const { zone, day } = viewerDay(input, now());
      if (input.tab === 'favourites' && input.uid === undefined) throw notSignedIn();
      const base = { gameIds: gameIdsOf(input.gameId), leagueId: input.leagueId, pinned: input.pinned };
      const ofDay = { ...base, from: day.from, to: day.to, order: 'league_then_start' } as const;
      const filter: Omit<MatchFilter, 'limit' | 'offset'> =
        input.tab === 'live'
          ? { ...base, statuses: LIVE_STATUSES, order: 'league_then_start' }
          : input.tab === 'notStarted'
            ? { ...ofDay, statuses: UPCOMING_STATUSES }
            : input.tab === 'finished'
              ? { ...ofDay, statuses: FINAL_STATUSES }
              : input.tab === 'results'
                ? {
                    ...base,
                    statuses: ['finished'],
                    from: resultsDays(zone, day.date)[0]?.from,
                    to: day.to,
                    order: 'league_then_start_desc',
                  }
                : { ...ofDay, favouritesOf: input.uid };
      const result = await page(filter, input, input.uid);
      const groups: PcMatches['groups'] = [];
      for (const item of result.list) {
        const last = groups[groups.length - 1];
        if (last && last.league.id === item.league.id) last.matches.push(item);
        else groups.push({ league: item.league, matches: [item] });
      }
      return {
        date: day.date,
        tab: input.tab,
        groups,
        page: result.page,
        size: result.size,
        hasMore: result.hasMore,
      };
    },

    /**
     * Seven-day calendar: per-day counts in the viewer's zone and the matches of the chosen day.
     * `schedule`: today and the six days after it, every status. `results`: the six days before today
     * and today, finished matches only, newest first.
     */
    async sevenDay(input: ListInput & { kind: 'schedule' | 'results' }): Promise<SevenDay> {
      const { zone, today, day } = viewerDay(input, now());
      const first = input.kind === 'schedule' ? today : addDays(today, -6);
      const windows = dayWindows(zone, first, 7);
      const statuses: readonly MatchStatus[] | undefined =
        input.kind === 'results' ? ['finished'] : undefined;
      const filter = { gameIds: gameIdsOf(input.gameId), leagueId: input.leagueId, statuses };
      const [counts, result] = await Promise.all([
        repo.countPerWindow(filter, windows),
        page(
          {
            ...filter,
            from: day.from,
            to: day.to,
            order: input.kind === 'results' ? 'start_desc' : 'start_asc',
          },
          input,
          input.uid,
        ),
      ]);
      return {
        today,
        date: day.date,
        days: windows.map((w, i) => ({ date: w.date, count: counts[i] ?? 0 })),
        ...result,
      };
    },

    /**
     * Counts per tab for the viewer's day, each counting what its tab lists: live now; not started,
     * finished and favourites of the day; results of the week up to the day.
     */
    async seriesCount(
      input: ViewerDayInput & { gameId?: number | undefined; uid?: number | undefined },
    ): Promise<SeriesCount> {
      const { zone, day } = viewerDay(input, now());
      const counts = await repo.seriesCount({
        gameIds: gameIdsOf(input.gameId),
        from: day.from,
        to: day.to,
        resultsFrom: resultsDays(zone, day.date)[0]?.from ?? day.from,
        uid: input.uid,
      });
      return { date: day.date, ...counts };
    },

    /**
     * Hot matches: matches in play first, then those starting within 48 hours; within each, leagues
     * with a higher priority first, then the soonest.
     */
    async hot(input: {
      gameId?: number | undefined;
      limit: number;
      uid?: number | undefined;
    }): Promise<MatchItem[]> {
      const gameIds = gameIdsOf(input.gameId);
      const playing = await repo.list({ gameIds, statuses: LIVE_STATUSES, order: 'hot', limit: input.limit });
      const rest = input.limit - playing.length;
      const at = now();
      const soon =
        rest > 0
          ? await repo.list({
              gameIds,
              statuses: UPCOMING_STATUSES,
              from: at,
              to: new Date(at.getTime() + 2 * DAY_MS),
              order: 'hot',
              limit: rest,
            })
          : [];
      return toItems([...playing, ...soon], input.uid);
    },

    /** Matches in play of a game and the next ones to start. */
    async livingFuture(input: { gameId: number; size: number; uid?: number | undefined }) {
      const [inPlay, next] = await Promise.all([
        live([input.gameId], input.uid),
        repo.list({
          gameIds: [input.gameId],
          statuses: UPCOMING_STATUSES,
          from: now(),
          order: 'start_asc',
          limit: input.size,
        }),
      ]);
      return { live: inPlay, upcoming: await toItems(next, input.uid) };
    },

    /** Leagues of esports or sports with matches starting within `days` before or after now. */
    async leaguesWithMatches(input: {
      kind: 'esports' | 'sports';
      gameId?: number | undefined;
      days: number;
    }): Promise<LeagueWithMatches[]> {
      const ids = input.kind === 'esports' ? ESPORTS_IDS : SPORTS_IDS;
      const gameIds = input.gameId === undefined ? ids : ids.filter((id) => id === input.gameId);
      if (gameIds.length === 0) return [];
      const at = now().getTime();
      return repo.leaguesWithMatches({
        gameIds,
        from: new Date(at - input.days * DAY_MS),
        to: new Date(at + input.days * DAY_MS),
        limit: 300,
      });
    },

    /**
     * The matches starting in [from, to) for the sitemap: how many, and a page of their ids and
     * games by start time (no viewer, no live fields).
     */
    async windowCount(window: { from: Date; to: Date }): Promise<number> {
      return (await repo.countPerWindow({}, [window]))[0] ?? 0;
    },
    windowIds(input: { from: Date; to: Date; limit: number; offset: number }) {
      return repo.idsBetween(input);
    },

    /** One match with league, teams, odds, the last incidents and line-ups; 404 unless it is of `abbr`. */
    async detail(input: {
      abbr: string;
      id: number;
      uid?: number | undefined;
      incidents?: number;
    }): Promise<MatchDetail> {
      const game = (await games.list()).find((g) => g.abbr === input.abbr);
      if (!game) throw new DomainError('notFound', 'apiNotFound');
      const row = await repo.detail(input.id);
      if (!row || row.match.gameId !== game.gameId) throw new DomainError('notFound', 'matchNotFound');
      const m = row.match;
      const [odds, incidents, participants, favouriteIds, reservation] = await Promise.all([
        repo.odds(m.id),
        repo.incidents(m.id, input.incidents ?? 50),
        SPORT_FAMILY_BY_GAME[m.gameId] === 'battle_royale'
          ? repo.participants([m.id])
          : Promise.resolve(null),
        input.uid === undefined ? Promise.resolve(null) : favourites.favouriteIds(input.uid, [m.id]),
        input.uid === undefined
          ? Promise.resolve(undefined)
          : reservations.lastReservation(db, input.uid, m.id),
      ]);
      const detail: MatchDetail = {
        id: m.id,
        gameId: m.gameId,
        abbr: game.abbr,
        league: row.league,
        stage: m.stage,
        round: m.round,
        bestOf: m.bestOf,
        venue: m.venue,
        startTime: m.startTime.toISOString(),
        home: row.home,
        away: row.away,
        status: m.status,
        seq: m.seq,
        ...liveFields(m),
        winRate: m.winRate ?? null,
        lineups: m.lineups ?? null,
        odds,
        incidents,
      };
      const teams = participants?.get(m.id);
      if (teams) detail.participants = teams;
      if (favouriteIds) detail.favourite = favouriteIds.has(m.id);
      if (reservation !== undefined) {
        detail.reservation = reservation ? reservationState(reservation.state, m.status) : null;
      }
      return detail;
    },

    /**
     * A league's table now: every team's record in its finished matches (shared/matches/standings.ts)
     * and its last results; 404 for an unknown league.
     */
    async leagueTable(input: { leagueId: number }): Promise<LeagueTable> {
      if (!(await repo.leagueExists(input.leagueId))) throw new DomainError('notFound', 'leagueNotFound');
      const at = now();
      const [results, recent] = await Promise.all([
        repo.leagueResults(input.leagueId, at),
        repo.leagueForm(input.leagueId, at, FORM_RESULTS),
      ]);
      const table = standings(results);
      const refs = new Map((await repo.teamRefs(table.map((l) => l.teamId))).map((t) => [t.id, t]));
      // Newest first from the query; the column reads oldest to newest, as FlashScore's does.
      const form = new Map<number, ('W' | 'D' | 'L')[]>();
      for (const r of recent) form.set(r.teamId, [r.result, ...(form.get(r.teamId) ?? [])]);
      return {
        leagueId: input.leagueId,
        lines: table.flatMap(({ teamId, ...line }) => {
          const team = refs.get(teamId);
          return team ? [{ ...line, team, form: form.get(teamId) ?? [] }] : [];
        }),
      };
    },

    /**
     * A player's recent data (spec section 9: the last 20 games): their last finished games whose
     * statistics name them, newest first, with their side, result and figures; 404 for an unknown
     * player.
     */
    async playerRecent(input: { playerId: number }): Promise<PlayerRecent> {
      const rows = await repo.playerGames(input.playerId, now(), PLAYER_RECENT_GAMES);
      if (!rows) throw new DomainError('notFound', 'playerNotFound');
      return {
        playerId: input.playerId,
        games: rows.map((r) => {
          const match: FormMatch = {
            id: r.id,
            startTime: new Date(r.startTime).toISOString(),
            league: r.league,
            home: { id: r.homeId, name: r.homeName },
            away: { id: r.awayId, name: r.awayName },
            score: r.score ?? null,
            winner: r.winner ?? null,
          };
          const teamId = r.side === 'home' ? r.homeId : r.awayId;
          return {
            match,
            side: r.side,
            result: resultFor(match, teamId),
            ...(r.line?.hero ? { hero: r.line.hero } : {}),
            values: r.line?.values ?? {},
          };
        }),
      };
    },

    /**
     * The data libraries' figures (decision 019; games/competitions asks through its `LibraryFigures`
     * port): each league's matches starting within `LIBRARY_ACTIVITY_DAYS` before or after now.
     */
    leagueActivity(gameIds: readonly number[] | undefined) {
      const at = now().getTime();
      return repo.leagueActivity({
        gameIds,
        from: new Date(at - LIBRARY_ACTIVITY_DAYS * DAY_MS),
        to: new Date(at + LIBRARY_ACTIVITY_DAYS * DAY_MS),
      });
    },

    /** How many teams played or will play in each league. */
    leagueTeamCounts(leagueIds: readonly number[]): Promise<Map<number, number>> {
      return repo.leagueTeamCounts(leagueIds);
    },

    /** The teams that played or will play in a league. */
    leagueTeamIds(leagueId: number): Promise<number[]> {
      return repo.leagueTeamIds(leagueId);
    },

    /** Each team's league: of its latest match, else its next one. */
    teamLeagues(teamIds: readonly number[]): Promise<Map<number, number>> {
      return repo.teamLeagues(teamIds, now());
    },

    /**
     * A league's data rankings (shared/matches/rankings.ts) from its finished matches' player
     * figures: every board of its game's family, or `stat` only (a board of another family is a 400);
     * 404 for an unknown league.
     */
    async leagueRankings(input: { leagueId: number; stat?: string | undefined; size?: number }) {
      const gameId = await repo.leagueGame(input.leagueId);
      if (gameId === null) throw new DomainError('notFound', 'leagueNotFound');
      const family = SPORT_FAMILY_BY_GAME[gameId] ?? 'duel';
      if (input.stat !== undefined && !rankingDefs(family).some((d) => d.stat === input.stat)) {
        throw new DomainError('invalid', 'validation', { field: 'stat' });
      }
      const boards =
        rankingDefs(family).length === 0
          ? []
          : rankingBoards(await repo.leagueAppearances(input.leagueId, now()), family, {
              limit: input.size ?? RANKING_LINES,
              only: input.stat,
            });
      const lines = boards.flatMap((b) => b.lines);
      const { players, teams } = await repo.subjects(
        [...new Set(lines.map((l) => l.playerId))],
        [...new Set(lines.map((l) => l.teamId))],
      );
      const rankings: LeagueRankings = {
        leagueId: input.leagueId,
        gameId,
        boards: boards.map((b) => ({
          ...b,
          lines: b.lines.flatMap(({ playerId, teamId, ...line }) => {
            const player = players.get(playerId);
            const team = teams.get(teamId);
            return player && team ? [{ ...line, player, team }] : [];
          }),
        })),
      };
      return rankings;
    },

    /**
     * The first line of each league's table now (the data hubs' leaders), with how many teams the
     * table has: one query for every league. Leagues without a finished match of two sides are left out.
     */
    async leagueLeaders(leagueIds: readonly number[]): Promise<Map<number, LeagueLeader>> {
      const results = await repo.leaguesResults(leagueIds, now());
      const firsts = new Map<number, { teams: number; line: ReturnType<typeof standings>[number] }>();
      for (const [leagueId, list] of results) {
        const table = standings(list);
        const first = table[0];
        if (first) firsts.set(leagueId, { teams: table.length, line: first });
      }
      const leaderIds = [...new Set([...firsts.values()].map((f) => f.line.teamId))];
      const refs = new Map((await repo.teamRefs(leaderIds)).map((t) => [t.id, t]));
      const out = new Map<number, LeagueLeader>();
      for (const [leagueId, { teams, line }] of firsts) {
        const { teamId, ...rest } = line;
        const team = refs.get(teamId);
        if (team) out.set(leagueId, { leagueId, teams, line: { ...rest, team } });
      }
      return out;
    },

    /**
     * A player's statistics over every stored game (issue 14): by league and season, over their
     * career, the heroes and weapons they played most; 404 for an unknown player.
     */
    async playerStats(input: { playerId: number }): Promise<PlayerStats> {
      const stats = await playerCareer(db, input.playerId, now());
      if (!stats) throw new DomainError('notFound', 'playerNotFound');
      return stats;
    },

    /** One tab of the match page: only its data; 404 unless the match is of `abbr`. */
    async tab(input: { abbr: string; id: number; tab: MatchDataTab }): Promise<MatchTabData> {
      const [data] = await service.tabs({ ...input, tabs: [input.tab] });
      if (!data) throw new DomainError('notFound', 'matchNotFound');
      return data;
    },

    /**
     * Several tabs of one match page with one look-up of the match (the page's loader). The page
     * asks for tabs it will not show to learn whether they have data: `previewTable: false` leaves
     * out the preview's league table, which does not decide that (one query on a league's matches).
     */
    async tabs(input: {
      abbr: string;
      id: number;
      tabs: readonly MatchDataTab[];
      previewTable?: boolean;
    }): Promise<MatchTabData[]> {
      const game = (await games.list()).find((g) => g.abbr === input.abbr);
      if (!game) throw new DomainError('notFound', 'apiNotFound');
      const row = await repo.detail(input.id);
      if (!row || row.match.gameId !== game.gameId) throw new DomainError('notFound', 'matchNotFound');
      // The sides' last matches, read once for the preview and the trends.
      let past: ReturnType<typeof pastOf> | undefined;
      const lists = () => {
        past ??= pastOf(row.match);
        return past;
      };
      const table = input.previewTable ?? true;
      return Promise.all(input.tabs.map((tab) => tabOf(row.match, tab, lists, table)));
    },
  };

  /** Each side's last finished matches before this one, and their meetings, newest first. */
  async function pastOf(m: MatchRowOf) {
    const home = m.homeTeamId;
    const away = m.awayTeamId;
    const past = (filter: Pick<MatchFilter, 'teamId' | 'between'>) =>
      home === null || away === null
        ? Promise.resolve([] as MatchListRow[])
        : repo.list({
            ...filter,
            statuses: ['finished'],
            to: m.startTime,
            order: 'start_desc',
            limit: FORM_MATCHES,
          });
    const [homeRows, awayRows, meetings] = await Promise.all([
      past({ teamId: home ?? undefined }),
      past({ teamId: away ?? undefined }),
      past({ between: home !== null && away !== null ? [home, away] : undefined }),
    ]);
    return { home, away, homeRows, awayRows, meetings };
  }

  /** The sides' lines of their league's table before this match (two sides only). */
  async function tableOf(m: MatchRowOf): Promise<Preview['table']> {
    if (m.homeTeamId === null || m.awayTeamId === null) return null;
    const table = standings(await repo.leagueResults(m.leagueId, m.startTime));
    const lineOf = (teamId: number) => {
      const found = table.find((l) => l.teamId === teamId);
      if (!found) return null;
      const { teamId: _team, ...line } = found;
      return line;
    };
    const home = lineOf(m.homeTeamId);
    const away = lineOf(m.awayTeamId);
    return home || away ? { teams: table.length, home, away } : null;
  }

  async function tabOf(
    m: MatchRowOf,
    tab: MatchDataTab,
    lists: () => ReturnType<typeof pastOf>,
    withTable: boolean,
  ): Promise<MatchTabData> {
    switch (tab) {
      case 'log':
        return { matchId: m.id, tab: 'log', incidents: await repo.incidents(m.id, MATCH_LOG_LIMIT) };
      case 'lineups': {
        // Esports: the heroes picked and banned on each map come with the line-ups.
        const draft = m.stats?.draft;
        return { matchId: m.id, tab: 'lineups', lineups: m.lineups ?? null, ...(draft ? { draft } : {}) };
      }
      case 'stats': {
        // The players' figures are their own tab's.
        if (!m.stats) return { matchId: m.id, tab: 'stats', stats: null };
        const { players: _players, ...stats } = m.stats;
        return { matchId: m.id, tab: 'stats', stats };
      }
      case 'players':
        return { matchId: m.id, tab: 'players', players: publicPlayers(m.stats?.players) };
      case 'odds': {
        const [odds, history] = await Promise.all([repo.odds(m.id), repo.oddsHistory(m.id)]);
        const series = new Map<string, OddsPoint[]>();
        for (const point of history) {
          const key = `${point.market}\u0000${point.bookmaker}`;
          series.set(key, [...(series.get(key) ?? []), point]);
        }
        const oddsHistory = [...series.values()].flatMap((points) => thinOut(points, ODDS_HISTORY_POINTS));
        return { matchId: m.id, tab: 'odds', odds, oddsHistory };
      }
      case 'preview': {
        const [{ homeRows, awayRows, meetings }, table] = await Promise.all([
          lists(),
          withTable ? tableOf(m) : null,
        ]);
        return {
          matchId: m.id,
          tab: 'preview',
          preview: {
            home: homeRows.flatMap(formMatchOf),
            away: awayRows.flatMap(formMatchOf),
            meetings: meetings.flatMap(formMatchOf),
            winRate: m.winRate ?? null,
            table,
          },
        };
      }
      case 'trends': {
        const [{ home, away, homeRows, awayRows }, odds] = await Promise.all([lists(), repo.odds(m.id)]);
        const family = SPORT_FAMILY_BY_GAME[m.gameId] ?? 'duel';
        // MOBA: how long each past map lasted (the feed's gold series), for "duration over 33 minutes".
        const minutes =
          family === 'moba'
            ? await repo.mapMinutes([...homeRows, ...awayRows].map((r) => r.id))
            : new Map<number, number[]>();
        // The lines of the match being viewed (its first bookmaker's current prices).
        const total = odds.find((o) => o.market === 'over_under')?.current.line;
        const homeHandicap = odds.find((o) => o.market === 'handicap')?.current.line;
        const side = (rows: MatchListRow[], teamId: number | null, asHome: boolean) =>
          trendsFor(
            rows.flatMap((row) => trendMatchOf(row, minutes.get(row.id))),
            teamId ?? -1,
            family,
            { total, homeHandicap, asHome },
          );
        return {
          matchId: m.id,
          tab: 'trends',
          trends: { home: side(homeRows, home, true), away: side(awayRows, away, false) },
        };
      }
    }
  }

  return { service, page };
}

export type MatchQueries = ReturnType<typeof createMatchQueries>['service'];

/** A finished match of two sides as the trends count it. */
function trendMatchOf(row: MatchListRow, mapMinutes?: number[]): TrendMatch[] {
  if (!row.home || !row.away) return [];
  return [
    {
      home: { id: row.home.id, name: row.home.name },
      away: { id: row.away.id, name: row.away.name },
      score: row.score ?? null,
      winner: row.winner ?? null,
      periodScores: row.periodScores ?? [],
      ...(mapMinutes && mapMinutes.length > 0 ? { mapMinutes } : {}),
    },
  ];
}

/** A stored match as the detail's look-up answers it. */
type MatchRowOf = NonNullable<Awaited<ReturnType<QueriesRepository['detail']>>>['match'];

/** A finished match of two sides as the preview lists it (a match without both sides is left out). */
function formMatchOf(row: MatchListRow): FormMatch[] {
  if (!row.home || !row.away) return [];
  return [
    {
      id: row.id,
      startTime: row.startTime.toISOString(),
      league: row.league.name,
      home: { id: row.home.id, name: row.home.name },
      away: { id: row.away.id, name: row.away.name },
      score: row.score ?? null,
      winner: row.winner ?? null,
    },
  ];
}
