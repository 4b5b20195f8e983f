/**
 * Runs the live feed of the process (FEED, FEED_FILE): started by server/app.ts after the seed,
 * stopped first on shutdown (before the database closes).
 *
 * The simulator's `start` hands over the whole window at once: about 12,800 fixtures, then an update
 * for each of the ~6,000 matches already begun carrying its whole log (~170,000 incidents). One
 * transaction per update would take minutes on PGlite, so that **initial load** is collected in
 * memory and written in bulk by `matches.loadFeedSnapshot` (a few transactions, seq guard in SQL,
 * nothing published); only then does the same sink forward to the service's per-update path
 * (`applyUpdate`: row lock, seq guard, publish on `match:<id>`, `game:<id>:live`, `live:all`). The
 * app reports ready (`/healthz` 200) once the initial load is stored, so the first page has data.
 *
 * The simulator's source is `simulator:<seed>`: its external ids do not carry the seed, and another
 * seed's matches would otherwise meet the seq guard under the same ids. Data of other seeds (and of
 * the plain `simulator` source) is deleted at start: simulated matches are demo data.
 */

import type { FeedCompetitions } from '../../shared/competitions/feed.ts';
import type { FeedFixture, FeedMatchUpdate, FeedSink } from '../../shared/matches/feed.ts';
import type { FeedConfig } from '../config.ts';
import type { MatchIngest, SnapshotCounts } from '../domains/matches/index.ts';
import { type ImportCounts, importFixtureFile } from './importer.ts';
import { createSimulatorProvider, SIMULATOR_SOURCE, type SimulatorProvider } from './simulator/provider.ts';

/**
 * The initial load keeps the logs (incidents) of the matches of the last two days and of every match
 * in play; older finished matches get their final state and odds without their log (two thirds of
 * the incidents, and of the embedded database's size on a first start). Matches played while the
 * process runs keep their whole log.
 */
export const INITIAL_LOG_DAYS = 2;
const DAY_MS = 86_400_000;

export interface FeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface FeedRunnerDeps {
  matches: Pick<
    MatchIngest,
    | 'upsertFixtures'
    | 'applyUpdate'
    | 'loadFeedSnapshot'
    | 'feedHeartbeat'
    | 'feedSources'
    | 'removeFeedSources'
    | 'startStalenessGuard'
  > &
    Partial<Pick<MatchIngest, 'upsertCompetitions'>>;
  config: FeedConfig;
  log: FeedLog;
  /** The simulator's clock; default the system clock. */
  now?: () => Date;
  /** Tick on a timer (default); tests step with `provider.advance()` instead. */
  autoTick?: boolean;
}

export interface FeedRunner {
  /** The running simulator (FEED=simulator), for tests and the benchmark. */
  readonly provider: SimulatorProvider | null;
  /** The simulator's source (`simulator:<seed>`), or null. */
  readonly source: string | null;
  /** What the initial load wrote; how long it took in all (`ms`) and to store it (`storeMs`). */
  readonly initialLoad: (SnapshotCounts & { updates: number; ms: number; storeMs: number }) | null;
  /** What FEED_FILE brought, when set. */
  readonly imported: ImportCounts | null;
  /** Stops ticks, the staleness guard and the simulator; waits for a tick under way. */
  stop(): Promise<void>;
}

export function simulatorSource(seed: number): string {
  return `${SIMULATOR_SOURCE}:${seed}`;
}

function isSimulatorSource(source: string): boolean {
  return source === SIMULATOR_SOURCE || source.startsWith(`${SIMULATOR_SOURCE}:`);
}

export async function startFeed(deps: FeedRunnerDeps): Promise<FeedRunner> {
  const { matches, config, log } = deps;
  let provider: SimulatorProvider | null = null;
  let source: string | null = null;
  let initialLoad: FeedRunner['initialLoad'] = null;
  let imported: ImportCounts | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let ticking: Promise<void> | null = null;
  let stopGuard: (() => void) | null = null;

  if (config.kind === 'simulator') {
    const own = simulatorSource(config.seed);
    source = own;
    const retired = (await matches.feedSources()).filter((s) => isSimulatorSource(s) && s !== own);
    if (retired.length > 0) {
      const removed = await matches.removeFeedSources(retired);
      log.info({ retired, matches: removed }, 'feed: removed the matches of other simulator seeds');
    }

    const started = performance.now();
    const sim = createSimulatorProvider({
      seed: config.seed,
      source: own,
      speed: config.speed,
      tickMs: config.tickMs,
      daysBack: config.daysBack,
      daysAhead: config.daysAhead,
      liveTarget: config.liveTarget,
      autoTick: false,
      ...(deps.now ? { now: deps.now } : {}),
    });
    provider = sim;
    // While `start` runs, the sink only collects; afterwards it forwards to the per-update path.
    let collecting = true;
    const fixtures: FeedFixture[] = [];
    const updates: FeedMatchUpdate[] = [];
    // Profiles, seasons and stages: stored after the window (their stage results name its matches).
    let competitions: FeedCompetitions | null = null;
    const sink: FeedSink = {
      async upsertFixtures(batch) {
        if (!collecting) return matches.upsertFixtures(batch);
        for (const f of batch) fixtures.push(f);
      },
      async applyUpdate(update) {
        if (!collecting) return matches.applyUpdate(update);
        updates.push(update);
      },
      ...(matches.upsertCompetitions
        ? {
            upsertCompetitions: async (data: FeedCompetitions) => {
              if (!collecting) return matches.upsertCompetitions?.(data);
              competitions = data;
            },
          }
        : {}),
    };
    await sim.start(sink);
    const storing = performance.now();
    const collected = updates.length;
    const at = deps.now?.() ?? new Date();
    const counts = await matches.loadFeedSnapshot(
      { fixtures, updates },
      { incidentsSince: new Date(at.getTime() - INITIAL_LOG_DAYS * DAY_MS) },
    );
    const profiles = competitions ? await matches.upsertCompetitions?.(competitions) : undefined;
    competitions = null;
    collecting = false;
    // The collected window (tens of MB of objects) is not needed any more.
    fixtures.length = 0;
    updates.length = 0;
    // Matches in play whose state had not changed since the last run are fed as of now, too.
    await matches.feedHeartbeat(own);
    const done = performance.now();
    initialLoad = {
      ...counts,
      updates: collected,
      ms: Math.round(done - started),
      storeMs: Math.round(done - storing),
    };
    log.info({ source: own, ...initialLoad, competitions: profiles }, 'feed: initial load stored');

    stopGuard = matches.startStalenessGuard({
      intervalMs: config.staleCheckMs,
      silenceMs: config.staleAfterMs,
    });
    if (deps.autoTick ?? true) {
      // The heartbeat says "the feed is up" a few times per silence period.
      const beatEveryMs = Math.max(1000, Math.floor(config.staleAfterMs / 3));
      let lastBeat = Date.now();
      timer = setInterval(() => {
        if (ticking) return;
        ticking = (async () => {
          await sim.tick();
          if (Date.now() - lastBeat >= beatEveryMs) {
            lastBeat = Date.now();
            await matches.feedHeartbeat(own);
          }
        })()
          .catch((err: unknown) => log.warn({ err }, 'feed: tick failed (retried on the next one)'))
          .finally(() => {
            ticking = null;
          });
      }, config.tickMs);
      timer.unref();
    }
  }

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (timer) clearInterval(timer);
      timer = null;
      stopGuard?.();
      await ticking;
      await provider?.stop();
    })();
    return stopping;
  };

  if (config.file) {
    try {
      imported = await importFixtureFile(config.file, matches);
    } catch (error) {
      await stop();
      throw error;
    }
    log.info({ file: config.file, ...imported }, 'feed: fixture file imported');
  }

  return { provider, source, initialLoad, imported, stop };
}
