/**
 * The simulator feed: a `MatchFeedProvider` that invents a realistic schedule for every game of
 * the catalog and plays its matches live with the sport engines.
 *
 * What it sends to the sink:
 * 1. on `start`, every fixture of the window (daysBack days ago to daysAhead days ahead), then one
 *    update per match already started: its state now and all its incidents so far (finished
 *    matches were played to the end, live ones fast-forwarded to this instant);
 * 2. on every tick, an update for each match whose state changed (goals, points, periods, the
 *    clock re-sync every match minute), with the incidents it produced; fixtures whose status
 *    changed while waiting (preview → not_started), and a new day's fixtures when the UTC day
 *    rolls over;
 * 3. to a sink that takes them, the competitions' profiles, transfers, seasons and stages
 *    (competitions.ts) after the start's fixtures, and again when the UTC day rolls over.
 *
 * Everything is a function of the seed and the clock: `seq` counts the state's changes since the
 * start of the match on the simulated timeline, so a restarted process (or a second one) sends
 * the same sequence numbers for the same instants and never goes backwards.
 */
import type {
  FeedFixture,
  FeedMatchUpdate,
  FeedSink,
  MatchFeedProvider,
} from '../../../shared/matches/feed.ts';
import type { MatchStatus } from '../../../shared/matches/model.ts';
import {
  type EngineIncident,
  type EngineState,
  isOver,
  type LiveState,
  type SportEngine,
} from '../sports/engine.ts';
import { ENGINES } from '../sports/engines.ts';
import { simulatedCompetitions } from './competitions.ts';
import { economyFor, hasEconomy } from './economy.ts';
import { oddsFor, winRateFor } from './odds.ts';
import { emptyEvents, type PlayerEvents, playerStatsFor, recordEvents } from './player-stats.ts';
import { dayOf, type ScheduledMatch, scheduleDay, upcomingStatus } from './schedule.ts';
import { statsFor } from './stats.ts';

export interface SimulatorOptions {
  /** Decides the whole schedule and every match; default 1. */
  seed?: number;
  /**
   * The feed's name on fixtures and updates (`(source, externalId)` identifies a match); default
   * "simulator". The app's feed runner names it after the seed (`simulator:<seed>`): external ids do
   * not carry the seed, so two seeds must not share a source.
   */
  source?: string;
  /** The clock; default the system clock. */
  now?: () => Date;
  /** Real milliseconds between ticks of the loop; default 2000. */
  tickMs?: number;
  /**
   * Simulated seconds per real second; default 1 (a football match lasts about 110 minutes). Other
   * values are for development: browsers run clocks at real speed between updates.
   */
  speed?: number;
  /** Days of finished matches before today, and days of fixtures after it; default 7 and 7. */
  daysBack?: number;
  daysAhead?: number;
  /** About how many matches are in play at any instant, all games together; default 45. */
  liveTarget?: number;
  /** Run the tick loop on a timer after `start`; default true (tests step with `advance`). */
  autoTick?: boolean;
  /** Where errors of timer ticks go (a failing sink); default console.error. */
  onError?: (error: unknown) => void;
  /** Milliseconds of work between turns given to the event loop; default SIMULATOR_SLICE_MS. */
  sliceMs?: number;
}

export interface SimulatorProvider extends MatchFeedProvider {
  /** Advances every match to the clock's present and sends what changed; returns the number of updates. */
  tick(): Promise<number>;
  /** Moves the simulator's clock `ms` ahead of `now()` (cumulative), then ticks. For tests. */
  advance(ms: number): Promise<number>;
  /** The fixtures of the current window, as last sent. */
  fixtures(): FeedFixture[];
}

export const SIMULATOR_SOURCE = 'simulator';

/**
 * How long the simulator computes before it gives the event loop a turn. Its start (a fortnight of
 * fixtures, every match begun played out: seconds of work) and a new UTC day's schedule run in a
 * process that may already serve visitors (a standby process taking over the feed, midnight): in
 * slices, pages and API calls are answered between them instead of after them.
 */
export const SIMULATOR_SLICE_MS = 10;

/** Resolves at once while the current slice is young; otherwise after the event loop's next turn. */
export function createYielder(sliceMs = SIMULATOR_SLICE_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}

interface Tracked {
  plan: ScheduledMatch;
  engine: SportEngine<unknown>;
  /** The state before the start (for opening odds), and the current one; null until it starts. */
  opening: LiveState | null;
  state: EngineState<unknown> | null;
  /** Simulated seconds the engine has been stepped through. */
  stepped: number;
  /** The seq last delivered (0: nothing yet). */
  sentSeq: number;
  /** Incidents produced but not delivered yet (a failing sink gets them again with the next update). */
  unsent: EngineIncident[];
  /** The status the fixture was last delivered with. */
  sentStatus: MatchStatus;
  /** Status and score when odds were last delivered: they are re-sent when either changes. */
  oddsKey: string;
  /** Shooters with an economy (Counter-Strike, Valorant): the round winners so far, by map. */
  rounds: { map: number; winner: 'home' | 'away' }[];
  /** What the players' figures read of the incidents so far. */
  events: PlayerEvents;
}

/** An update on its way; what it changes in its match's bookkeeping once the sink took it. */
interface Outgoing {
  t: Tracked;
  update: FeedMatchUpdate;
  oddsKey: string;
}

export function createSimulatorProvider(options: SimulatorOptions = {}): SimulatorProvider {
  const seed = options.seed ?? 1;
  const now = options.now ?? (() => new Date());
  const tickMs = options.tickMs ?? 2000;
  const speed = options.speed ?? 1;
  const daysBack = options.daysBack ?? 7;
  const daysAhead = options.daysAhead ?? 7;
  const source = options.source ?? SIMULATOR_SOURCE;
  const scheduleOptions = { seed, source, liveTarget: options.liveTarget ?? 45, speed };
  const sliceMs = options.sliceMs ?? SIMULATOR_SLICE_MS;
  const onError = options.onError ?? ((error: unknown) => console.error('simulator tick failed', error));
  if (!(speed > 0)) throw new Error('simulator speed must be positive');

  let offsetMs = 0;
  let sink: FeedSink | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<number> | null = null;
  let today = 0;
  /** The window: tracked matches by UTC day. */
  const days = new Map<number, Tracked[]>();

  const clock = () => now().getTime() + offsetMs;
  const competitionsAt = (nowMs: number, pause: () => Promise<void> | undefined) =>
    simulatedCompetitions({ seed, source }, nowMs, pause);
  const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

  function loadDay(day: number): Tracked[] {
    const tracked = scheduleDay(scheduleOptions, day).map(
      (plan): Tracked => ({
        plan,
        engine: ENGINES[plan.family],
        opening: null,
        state: null,
        stepped: 0,
        sentSeq: 0,
        unsent: [],
        sentStatus: 'not_started',
        oddsKey: '',
        rounds: [],
        events: emptyEvents(),
      }),
    );
    days.set(day, tracked);
    return tracked;
  }

  function* allTracked(): Iterable<Tracked> {
    for (const day of [...days.keys()].sort((a, b) => a - b)) yield* days.get(day) ?? [];
  }

  function started(t: Tracked, nowMs: number): boolean {
    return t.plan.fate === 'play' && t.plan.startMs <= nowMs;
  }

  function fixtureOf(t: Tracked, nowMs: number): FeedFixture {
    return { ...t.plan.fixture, status: t.state ? t.state.live.status : upcomingStatus(t.plan, nowMs) };
  }

  /** Plays a started match up to `nowMs`; returns the update to send, if its state changed. */
  function play(t: Tracked, nowMs: number): Outgoing | null {
    const { plan, engine } = t;
    if (t.state && isOver(t.state) && t.sentSeq === t.state.changes) return null;
    if (!t.state) {
      t.state = engine.initialState(plan.ctx, plan.seed);
      t.opening = structuredClone(t.state.live);
    }
    const target = Math.floor(((nowMs - plan.startMs) * speed) / 1000);
    const result = engine.step(t.state, plan.ctx, target - t.stepped);
    t.stepped = target;
    t.state = result.state;
    t.unsent.push(...result.incidents);
    recordEvents(t.events, plan.family, result.incidents);
    if (hasEconomy(plan.ctx.gameId)) {
      for (const incident of result.incidents) {
        if (incident.type === 'round_won' && incident.side)
          t.rounds.push({ map: incident.period?.index ?? 1, winner: incident.side });
      }
    }
    if (result.state.changes === t.sentSeq) return null;
    return toUpdate(t, result.state);
  }

  function toUpdate(t: Tracked, state: EngineState<unknown>): Outgoing {
    const { plan, engine } = t;
    const seq = state.changes;
    const at = iso(plan.startMs + (state.elapsed * 1000) / speed);
    const live = structuredClone(state.live);
    const update: FeedMatchUpdate = {
      source,
      externalId: plan.externalId,
      state: {
        seq,
        status: live.status,
        period: live.period,
        clock: live.clock ? { ...live.clock, at } : null,
        score: live.score,
        periodScores: live.periodScores,
        detail: live.detail,
        winner: live.winner,
        updatedAt: at,
      },
      incidents: t.unsent.map(({ at: second, ...incident }) => ({
        ...structuredClone(incident),
        seq,
        occurredAt: iso(plan.startMs + (second * 1000) / speed),
      })),
    };
    const stats = statsFor(plan.family, plan.seed, plan.ctx, live, state.memo);
    if (stats) update.stats = stats;
    if (t.rounds.length > 0) {
      update.stats = {
        ...(update.stats ?? { total: {}, periods: [] }),
        economy: economyFor(plan.seed, t.rounds, plan.ctx.gameId),
      };
    }
    // Each player's hero is the side's pick in line-up order on a map's draft (the latest one's for
    // the match's lines).
    const drafts = update.stats?.draft;
    const players = playerStatsFor(plan.family, plan.seed, plan.ctx.lineups, live, t.events, {
      heroOf: (side, i, map) =>
        (map === undefined ? drafts?.at(-1) : drafts?.find((d) => d.index === map))?.[side].picks[i],
      gameId: plan.ctx.gameId,
    });
    if (players) update.stats = { ...(update.stats ?? { total: {}, periods: [] }), players };
    const oddsKey = `${live.status}:${live.score?.home}:${live.score?.away}`;
    if (oddsKey !== t.oddsKey && t.opening) {
      const progress = engine.progress(state, plan.ctx);
      const odds = oddsFor(plan.family, plan.ctx, t.opening, live, progress, at);
      if (odds.length > 0) update.odds = odds;
      const winRate = winRateFor(plan.family, plan.ctx, live, progress);
      if (winRate) update.winRate = winRate;
    }
    return { t, update, oddsKey };
  }

  /** Hands fixtures then updates to the sink, noting each as delivered once the sink took it. */
  async function deliver(
    target: FeedSink,
    fixtures: [Tracked, FeedFixture][],
    outgoing: Outgoing[],
  ): Promise<void> {
    if (fixtures.length > 0) {
      await target.upsertFixtures(fixtures.map(([, fixture]) => fixture));
      for (const [t, fixture] of fixtures) t.sentStatus = fixture.status;
    }
    for (const { t, update, oddsKey } of outgoing) {
      await target.applyUpdate(update);
      t.sentSeq = update.state.seq;
      t.sentStatus = update.state.status;
      t.unsent = [];
      t.oddsKey = oddsKey;
    }
  }

  /** Keeps the window at [today - daysBack, today + daysAhead]; returns the days added. */
  async function rollWindow(nowMs: number, pause: () => Promise<void> | undefined): Promise<Tracked[]> {
    today = dayOf(nowMs);
    const added: Tracked[] = [];
    for (const day of days.keys()) if (day < today - daysBack || day > today + daysAhead) days.delete(day);
    for (let day = today - daysBack; day <= today + daysAhead; day++) {
      if (!days.has(day)) added.push(...loadDay(day));
      await pause();
    }
    return added;
  }

  async function runTick(): Promise<number> {
    const target = sink;
    if (!target) throw new Error('simulator not started');
    const nowMs = clock();
    const pause = createYielder(sliceMs);
    const fixtures: [Tracked, FeedFixture][] = [];
    const newDay = dayOf(nowMs) !== today;
    const added = new Set(newDay ? await rollWindow(nowMs, pause) : []);
    const outgoing: Outgoing[] = [];
    for (const t of [...allTracked()]) {
      if (started(t, nowMs)) {
        const next = play(t, nowMs);
        if (next) outgoing.push(next);
      } else if (added.has(t) || t.sentStatus !== upcomingStatus(t.plan, nowMs)) {
        fixtures.push([t, fixtureOf(t, nowMs)]);
      }
      await pause();
    }
    await deliver(target, fixtures, outgoing);
    // A new day: the stages of the seasons under way have moved on (competitions.ts).
    if (newDay && target.upsertCompetitions)
      await target.upsertCompetitions(await competitionsAt(nowMs, pause));
    return outgoing.length;
  }

  /** One tick at a time: a tick asked for while another runs waits for it. */
  async function tick(): Promise<number> {
    while (inFlight) await inFlight.catch(() => 0);
    const current = runTick();
    inFlight = current;
    try {
      return await current;
    } finally {
      inFlight = null;
    }
  }

  return {
    source,

    async start(target) {
      if (sink) throw new Error('simulator already started');
      sink = target;
      const nowMs = clock();
      const pause = createYielder(sliceMs);
      days.clear();
      await rollWindow(nowMs, pause);
      const outgoing: Outgoing[] = [];
      for (const t of [...allTracked()]) {
        if (!started(t, nowMs)) continue;
        const next = play(t, nowMs);
        if (next) outgoing.push(next);
        await pause();
      }
      try {
        await deliver(
          target,
          [...allTracked()].map((t) => [t, fixtureOf(t, nowMs)]),
          outgoing,
        );
        // Profiles, transfers, seasons and stages: after the fixtures, whose teams they describe.
        if (target.upsertCompetitions) await target.upsertCompetitions(await competitionsAt(nowMs, pause));
      } catch (error) {
        sink = null;
        throw error;
      }
      if (options.autoTick ?? true) {
        timer = setInterval(() => {
          if (inFlight) return;
          tick().catch(onError);
        }, tickMs);
        timer.unref?.();
      }
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await inFlight?.catch(() => 0);
      sink = null;
    },

    tick,

    advance(ms) {
      offsetMs += ms;
      return tick();
    },

    fixtures() {
      const nowMs = clock();
      return [...allTracked()].map((t) => ({
        ...t.plan.fixture,
        status: t.state ? t.state.live.status : upcomingStatus(t.plan, nowMs),
      }));
    },
  };
}
