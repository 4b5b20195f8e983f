import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { NOT_SIGNED_IN } from '../../http/require-user.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { GAME_CATALOG } from '../games/catalog.ts';
import type { GamesService } from '../games/service.ts';
import {
  type FeedApplyResult,
  type FeedFixture,
  type FeedMatchUpdate,
  type FeedSink,
  FINAL_STATUSES,
  isLive,
  LIVE_STATUSES,
  type Lineups,
  type MatchChannelMessage,
  type MatchIncident,
  type MatchLiveState,
  type MatchOdds,
  type MatchStatus,
  matchChannels,
  type ReservationNotice,
  SPORT_FAMILY_BY_GAME,
  UPCOMING_STATUSES,
  userChannel,
  type WinRate,
} from './model.ts';
import {
  applyFeedUpdate,
  createMatchesRepository,
  deleteFeedSources,
  type FeedSnapshot,
  feedSources,
  type LiveFields,
  liveFields,
  liveStateOf,
  loadFeedSnapshot,
  type MatchFilter,
  type MatchListRow,
  type SnapshotCounts,
  type StateChange,
  suspendSilentMatches,
  type TeamRef,
  touchLiveMatches,
  writeFixtures,
} from './repository.ts';
import {
  nextReservationState,
  type ReservationRefusal,
  type ReservationState,
  reservationNews,
  reservationState,
} from './reservations.ts';
import {
  addDays,
  type DayWindow,
  dayWindow,
  dayWindows,
  isValidDate,
  localDate,
  type ViewerZone,
  viewerZone,
} from './time.ts';

/** A match in a list (every list call): identity, league, teams and the live state. */
export interface MatchItem extends LiveFields {
  id: number;
  gameId: number;
  league: { id: number; name: string; logo: string | null };
  stage: string | null;
  round: string | null;
  bestOf: number | null;
  /** UTC ISO instant. */
  startTime: string;
  home: TeamRef | null;
  away: TeamRef | null;
  /** Battle royale: the teams of the match, in order (home/away are null). */
  participants?: TeamRef[];
  status: MatchStatus;
  seq: number;
  /** Signed-in users only: whether the match is one of their favourites. */
  favourite?: boolean;
  /** Signed-in users only: whether they hold an active reservation of the match. */
  reserved?: boolean;
}

export interface MatchPage {
  list: MatchItem[];
  page: number;
  size: number;
  hasMore: boolean;
}

/** The viewer's day: `date` (YYYY-MM-DD, default today) in `tz` (IANA) or `offsetMinutes` east of UTC. */
export interface ViewerDayInput {
  date?: string | undefined;
  tz?: string | undefined;
  offsetMinutes?: number | undefined;
}

export interface ListInput extends ViewerDayInput {
  gameId?: number | undefined;
  leagueId?: number | undefined;
  page: number;
  size: number;
  uid?: number | undefined;
}

export const STATUS_GROUPS = ['live', 'upcoming', 'finished', 'all'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

export const MATCH_TABS = ['live', 'notStarted', 'finished', 'favourites', 'results'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

export interface ReservationView {
  id: number;
  matchId: number;
  gameId: number;
  league: { id: number; name: string; logo: string | null };
  home: TeamRef | null;
  away: TeamRef | null;
  startTime: string;
  matchStatus: MatchStatus;
  state: ReservationState;
  reservedAt: string;
  cancelledAt: string | null;
}

export interface MatchDetail extends Omit<MatchItem, 'league' | 'home' | 'away'> {
  abbr: string;
  league: {
    id: number;
    name: string;
    shortName: string | null;
    logo: string | null;
    season: string | null;
    country: string | null;
  };
  home: (TeamRef & { country: string | null }) | null;
  away: (TeamRef & { country: string | null }) | null;
  winRate: WinRate | null;
  lineups: Lineups | null;
  odds: MatchOdds[];
  /** The last incidents (match log), oldest first. */
  incidents: MatchIncident[];
  /** Signed-in users only: their reservation's state, or null. */
  reservation?: ReservationState | null;
}

const ESPORTS_IDS = GAME_CATALOG.filter((g) => g.kind === 'esports').map((g) => g.gameId);
const SPORTS_IDS = GAME_CATALOG.filter((g) => g.kind === 'sports').map((g) => g.gameId);
const DAY_MS = 86_400_000;
const LIVE_LIMIT = 500;

const GROUP_STATUSES: Record<StatusGroup, readonly MatchStatus[] | undefined> = {
  live: LIVE_STATUSES,
  upcoming: UPCOMING_STATUSES,
  finished: FINAL_STATUSES,
  all: undefined,
};

export interface MatchesServiceDeps {
  db: Database;
  bus: EventBus;
  games: GamesService;
  /** The clock (tests move it). */
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}

export function createMatchesService(deps: MatchesServiceDeps) {
  const { db, bus, games } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createMatchesRepository(db);

  // Publishing -----------------------------------------------------------------------------------

  async function publishAll(channels: string[], message: MatchChannelMessage): Promise<void> {
    const payload = JSON.stringify(message); // encoded once for every channel and subscriber
    try {
      await Promise.all(channels.map((c) => bus.publish(c, payload)));
    } catch (err) {
      deps.log?.warn({ err, channels }, 'publishing a match change failed');
    }
  }

  async function tellReservationHolders(
    gameId: number,
    matchId: number,
    news: 'started' | 'ended' | 'cancelled',
  ): Promise<void> {
    try {
      const reminder = await repo.reservationReminder(matchId);
      if (!reminder) return;
      const notice: ReservationNotice =
        news === 'started'
          ? {
              kind: 'reservedMatchStarted',
              matchId,
              gameId,
              league: reminder.league,
              home: reminder.home,
              away: reminder.away,
            }
          : { kind: 'reservationChanged', matchId, gameId, state: news };
      const payload = JSON.stringify(notice);
      await Promise.all(reminder.uids.map((uid) => bus.publish(userChannel(uid), payload)));
    } catch (err) {
      deps.log?.warn({ err, matchId }, 'reminding the reservations of a match failed');
    }
  }

  async function publishChange(
    change: StateChange,
    incidents: MatchIncident[] = [],
    odds: MatchOdds[] = [],
  ): Promise<void> {
    const { gameId, state, previousStatus } = change;
    const matchChannel = matchChannels.match(state.matchId);
    const channels = [matchChannel, matchChannels.game(gameId)];
    // "All live" follows matches in play, and hears once more when one leaves play (finished...).
    if (isLive(state.status) || (previousStatus !== null && isLive(previousStatus))) {
      channels.push(matchChannels.allLive);
    }
    await publishAll(channels, { kind: 'state', gameId, state });
    // Everyone who reserved the match hears on their own channel that it kicked off, ended or was cancelled.
    const news = previousStatus === null ? null : reservationNews(previousStatus, state.status);
    if (news) await tellReservationHolders(gameId, state.matchId, news);
    if (incidents.length > 0) {
      await publishAll([matchChannel], { kind: 'incidents', gameId, matchId: state.matchId, incidents });
    }
    if (odds.length > 0)
      await publishAll([matchChannel], { kind: 'odds', gameId, matchId: state.matchId, odds });
  }

  // Viewer day and items -------------------------------------------------------------------------

  function zoneOf(input: ViewerDayInput): ViewerZone {
    try {
      return viewerZone(input.tz, input.offsetMinutes);
    } catch {
      throw new ApiError(400, 'validation', { field: 'tz' });
    }
  }

  /** The viewer's zone, today and the chosen day (default today) as a UTC range. */
  function viewerDay(input: ViewerDayInput): { zone: ViewerZone; today: string; day: DayWindow } {
    const zone = zoneOf(input);
    const today = localDate(zone, now());
    const date = input.date ?? today;
    if (!isValidDate(date)) throw new ApiError(400, 'validation', { field: 'date' });
    return { zone, today, day: dayWindow(zone, date) };
  }

  async function toItems(rows: MatchListRow[], uid: number | undefined): Promise<MatchItem[]> {
    const royale = rows.filter((r) => SPORT_FAMILY_BY_GAME[r.gameId] === 'battle_royale').map((r) => r.id);
    const ids = rows.map((r) => r.id);
    const [participants, favourites, reserved] = await Promise.all([
      repo.participants(royale),
      uid === undefined ? Promise.resolve(null) : repo.favouriteIds(uid, ids),
      uid === undefined ? Promise.resolve(null) : repo.reservedIds(uid, ids),
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
      if (favourites) item.favourite = favourites.has(r.id);
      if (reserved) item.reserved = reserved.has(r.id);
      return item;
    });
  }

  async function page(
    filter: Omit<MatchFilter, 'limit' | 'offset'>,
    p: { page: number; size: number },
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

  const gameIdsOf = (gameId: number | undefined) => (gameId === undefined ? undefined : [gameId]);

  async function live(gameIds: readonly number[] | undefined, uid: number | undefined): Promise<MatchItem[]> {
    return toItems(
      await repo.list({ gameIds, statuses: LIVE_STATUSES, order: 'league_then_start', limit: LIVE_LIMIT }),
      uid,
    );
  }

  function refuse(refusal: ReservationRefusal): never {
    throw new ApiError(refusal === 'reservationNotFound' ? 404 : 409, refusal);
  }

  const service = {
    // FeedSink ------------------------------------------------------------------------------------

    /** Maps the feed's ids to ours and writes leagues, teams and matches, one transaction per batch. */
    async upsertFixtures(fixtures: FeedFixture[]): Promise<void> {
      const changes = await db.transaction((tx) => writeFixtures(tx, fixtures));
      for (const change of changes) await publishChange(change);
    },

    /**
     * Applies one live update (one transaction, row locked) and, after commit, publishes it. An update
     * not newer than the last accepted one is ignored: nothing changes, nothing is published.
     */
    async applyUpdate(update: FeedMatchUpdate): Promise<FeedApplyResult> {
      const result = await applyFeedUpdate(db, update, now());
      if (!result.applied) {
        return result.reason === 'unknown_match'
          ? { applied: false, reason: 'unknown_match' }
          : { applied: false, reason: 'out_of_order', matchId: result.matchId };
      }
      await publishChange(result.change, result.incidents, result.odds);
      return { applied: true, matchId: result.matchId, seq: result.change.state.seq };
    },

    /**
     * Staleness guard: matches in play whose feed has been silent for `silenceMs` become `suspended`
     * (seq bumped, published). The feed's next update resumes them. Returns how many were suspended.
     */
    async markStale(at: Date, silenceMs: number): Promise<number> {
      const changes = await suspendSilentMatches(db, at, silenceMs);
      for (const change of changes) await publishChange(change);
      return changes.length;
    },

    /** Runs `markStale` every `intervalMs` until the returned function is called (not started by default). */
    startStalenessGuard(options: { intervalMs: number; silenceMs: number }): () => void {
      const timer = setInterval(() => {
        service
          .markStale(now(), options.silenceMs)
          .catch((err) => deps.log?.warn({ err }, 'staleness guard failed'));
      }, options.intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },

    /**
     * A feed's initial load, in bulk (`loadFeedSnapshot`): fixtures and the latest state of every match
     * begun, in a few transactions with the seq guard in SQL, so a restart that finds the same data
     * writes nothing. Publishes nothing: pages load snapshots, and sockets follow the channels from
     * there. The logs kept are those of matches starting after `incidentsSince` (default: two days
     * ago) and of every match in play.
     */
    loadFeedSnapshot(
      snapshot: FeedSnapshot,
      options: { incidentsSince?: Date } = {},
    ): Promise<SnapshotCounts> {
      const at = now();
      return loadFeedSnapshot(db, snapshot, {
        now: at,
        incidentsSince: options.incidentsSince ?? new Date(at.getTime() - 2 * DAY_MS),
      });
    },

    /**
     * The feed `source` is alive: its matches in play count as fed now, so the staleness guard only
     * suspends them when the feed itself goes quiet (not during a half-time break without updates).
     */
    feedHeartbeat(source: string): Promise<number> {
      return touchLiveMatches(db, source, now());
    },

    /** The feed sources that have data here (one per feed; one per seed for the simulator). */
    feedSources(): Promise<string[]> {
      return feedSources(db);
    },

    /**
     * Deletes all the data of these feed sources: matches with their logs, odds, favourites and
     * reservations, then teams and leagues (for a simulator seed that is no longer played).
     */
    removeFeedSources(sources: readonly string[]): Promise<number> {
      return deleteFeedSources(db, sources);
    },

    /** The stored live state of a match (null when unknown). */
    async state(matchId: number): Promise<MatchLiveState | null> {
      const row = await repo.detail(matchId);
      return row ? liveStateOf(row.match) : null;
    },

    // Lists ---------------------------------------------------------------------------------------

    /** Matches in play, of every game or of some. */
    live(input: { gameId?: number | undefined; uid?: number | undefined }): Promise<MatchItem[]> {
      return live(gameIdsOf(input.gameId), input.uid);
    },

    /** Sports (not esports) matches in play. */
    sportsLive(input: { gameId?: number | undefined; uid?: number | undefined }): Promise<MatchItem[]> {
      const ids = input.gameId === undefined ? SPORTS_IDS : SPORTS_IDS.filter((id) => id === input.gameId);
      return ids.length === 0 ? Promise.resolve([]) : live(ids, input.uid);
    },

    /** Not started yet: from now on, or of the viewer's chosen day; soonest first. */
    upcoming(input: ListInput): Promise<MatchPage> {
      const window = input.date ? viewerDay(input).day : { from: now(), to: undefined };
      return page(
        {
          gameIds: gameIdsOf(input.gameId),
          leagueId: input.leagueId,
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
      const window = input.date ? viewerDay(input).day : undefined;
      return page(
        {
          gameIds: gameIdsOf(input.gameId),
          leagueId: input.leagueId,
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
      const window = input.date ? viewerDay(input).day : undefined;
      return page(
        {
          gameIds: gameIdsOf(input.gameId),
          leagueId: input.leagueId,
          statuses: GROUP_STATUSES[input.statusGroup],
          from: window?.from,
          to: window?.to,
          order: input.statusGroup === 'finished' ? 'start_desc' : 'start_asc',
        },
        input,
        input.uid,
      );
    },

    /** The match-list page: one tab of the viewer's day, grouped by league (bigger leagues first). */
    async pcMatches(input: ListInput & { tab: MatchTab }) {
      const { day } = viewerDay(input);
      if (input.tab === 'favourites' && input.uid === undefined) {
        throw new ApiError(401, 'notLoggedIn', {}, NOT_SIGNED_IN);
      }
      const base = { gameIds: gameIdsOf(input.gameId), leagueId: input.leagueId };
      const filter: Omit<MatchFilter, 'limit' | 'offset'> =
        input.tab === 'live'
          ? { ...base, statuses: LIVE_STATUSES, order: 'league_then_start' }
          : input.tab === 'notStarted'
            ? { ...base, statuses: UPCOMING_STATUSES, from: day.from, to: day.to, order: 'league_then_start' }
            : input.tab === 'finished'
              ? { ...base, statuses: FINAL_STATUSES, from: day.from, to: day.to, order: 'league_then_start' }
              : input.tab === 'results'
                ? {
                    ...base,
                    statuses: ['finished'],
                    from: day.from,
                    to: day.to,
                    order: 'league_then_start_desc',
                  }
                : {
                    ...base,
                    favouritesOf: input.uid,
                    from: day.from,
                    to: day.to,
                    order: 'league_then_start',
                  };
      const result = await page(filter, input, input.uid);
      const groups: Array<{ league: MatchItem['league']; matches: MatchItem[] }> = [];
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
    async sevenDay(input: ListInput & { kind: 'schedule' | 'results' }) {
      const { zone, today, day } = viewerDay(input);
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

    /** Counts per tab for the viewer's day: live now, not started, finished, results, favourites. */
    async seriesCount(input: ViewerDayInput & { gameId?: number | undefined; uid?: number | undefined }) {
      const { day } = viewerDay(input);
      const counts = await repo.seriesCount({
        gameIds: gameIdsOf(input.gameId),
        from: day.from,
        to: day.to,
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
    }) {
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

    /** One match with league, teams, odds, the last incidents and line-ups; 404 unless it is of `abbr`. */
    async detail(input: {
      abbr: string;
      id: number;
      uid?: number | undefined;
      incidents?: number;
    }): Promise<MatchDetail> {
      const game = (await games.list()).find((g) => g.abbr === input.abbr);
      if (!game) throw new ApiError(404, 'apiNotFound');
      const row = await repo.detail(input.id);
      if (!row || row.match.gameId !== game.gameId) throw new ApiError(404, 'matchNotFound');
      const m = row.match;
      const [odds, incidents, participants, favourites, reservation] = await Promise.all([
        repo.odds(m.id),
        repo.incidents(m.id, input.incidents ?? 50),
        SPORT_FAMILY_BY_GAME[m.gameId] === 'battle_royale'
          ? repo.participants([m.id])
          : Promise.resolve(null),
        input.uid === undefined ? Promise.resolve(null) : repo.favouriteIds(input.uid, [m.id]),
        input.uid === undefined ? Promise.resolve(undefined) : repo.lastReservation(db, input.uid, m.id),
      ]);
      const detail: MatchDetail = {
        id: m.id,
        gameId: m.gameId,
        abbr: game.abbr,
        league: row.league,
        stage: m.stage,
        round: m.round,
        bestOf: m.bestOf,
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
      if (favourites) detail.favourite = favourites.has(m.id);
      if (reservation !== undefined) {
        detail.reservation = reservation ? reservationState(reservation.state, m.status) : null;
      }
      return detail;
    },

    // Favourites (match/attention) ------------------------------------------------------------------

    /** Adds (`favourite` true), removes (false) or toggles (absent) a favourite; returns the outcome. */
    async setFavourite(
      uid: number,
      matchId: number,
      favourite?: boolean,
    ): Promise<{ matchId: number; favourite: boolean }> {
      if (!(await repo.matchStatus(matchId))) throw new ApiError(404, 'matchNotFound');
      if (favourite === false) {
        await repo.removeFavourite(uid, matchId);
        return { matchId, favourite: false };
      }
      if (favourite === undefined && (await repo.removeFavourite(uid, matchId))) {
        return { matchId, favourite: false };
      }
      await repo.addFavourite(uid, matchId);
      return { matchId, favourite: true };
    },

    /** A user's favourite matches, latest start first. */
    favourites(uid: number, p: { page: number; size: number }): Promise<MatchPage> {
      return page({ favouritesOf: uid, order: 'start_desc' }, p, uid);
    },

    // Reservations ----------------------------------------------------------------------------------

    async reserve(uid: number, matchId: number): Promise<ReservationView> {
      await repo.reservationTx(async (tx) => {
        const match = await repo.matchStatusIn(tx, matchId);
        if (!match) throw new ApiError(404, 'matchNotFound');
        const active = await repo.activeReservation(tx, uid, matchId);
        const current = active ? reservationState(active.state, match.status) : null;
        const next = nextReservationState(current, { type: 'reserve', matchStatus: match.status });
        if (!next.ok) refuse(next.refusal);
        if (!active) await repo.insertReservation(tx, uid, matchId);
      });
      return viewOf(uid, matchId);
    },

    async cancelReservation(uid: number, matchId: number): Promise<ReservationView> {
      await repo.reservationTx(async (tx) => {
        const match = await repo.matchStatusIn(tx, matchId);
        if (!match) throw new ApiError(404, 'matchNotFound');
        // The active reservation, or else the last one (to tell "already cancelled" from "never").
        const reservation =
          (await repo.activeReservation(tx, uid, matchId)) ?? (await repo.lastReservation(tx, uid, matchId));
        const current = reservation ? reservationState(reservation.state, match.status) : null;
        const next = nextReservationState(current, { type: 'cancel' });
        if (!next.ok) refuse(next.refusal);
        if (reservation) await repo.cancelReservation(tx, reservation.id);
      });
      return viewOf(uid, matchId);
    },

    /** A user's reservations, newest first, optionally in one state. */
    async reservations(
      uid: number,
      input: { state?: ReservationState | undefined; page: number; size: number },
    ): Promise<ReservationView[]> {
      const rows = await repo.reservations(uid, {
        state: input.state,
        limit: input.size,
        offset: (input.page - 1) * input.size,
      });
      return rows.map(reservationView);
    },
  } satisfies FeedSink & Record<string, unknown>;

  function reservationView(row: Awaited<ReturnType<typeof repo.reservations>>[number]): ReservationView {
    return {
      id: row.reservationId,
      matchId: row.id,
      gameId: row.gameId,
      league: { id: row.league.id, name: row.league.name, logo: row.league.logo },
      home: row.home,
      away: row.away,
      startTime: row.startTime.toISOString(),
      matchStatus: row.status,
      state: reservationState(row.stored, row.status),
      reservedAt: row.reservedAt.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    };
  }

  async function viewOf(uid: number, matchId: number): Promise<ReservationView> {
    const [row] = await repo.reservations(uid, { matchId, limit: 1, offset: 0 });
    if (!row) throw new ApiError(404, 'reservationNotFound');
    return reservationView(row);
  }

  return service;
}

export type MatchesService = ReturnType<typeof createMatchesService>;
