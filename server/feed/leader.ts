/**
 * One feed for many processes. Scaled out (REDIS_URL set), the processes share one database, so
 * only one of them should run the feed: it holds a lock in Redis (`SET NX PX`, renewed well within
 * its time to live). The others stand by and try to take the lock at every renewal, so when the
 * feed's process stops or dies, another takes over within the lock's time to live and starts the
 * feed again (its initial load then writes only what moved meanwhile, see decision 010).
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FeedLog, FeedRunner } from './runner.ts';

export interface FeedLock {
  /** Takes the lock when nobody holds it. */
  acquire(): Promise<boolean>;
  /** Extends the lock while this holder still has it; false when it was lost. */
  renew(): Promise<boolean>;
  /** Lets go of the lock if this holder has it. */
  release(): Promise<void>;
}

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export function createRedisFeedLock(
  redis: Redis,
  key: string,
  ttlMs: number,
  holder: string = randomUUID(),
): FeedLock {
  return {
    async acquire() {
      return (await redis.set(key, holder, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async renew() {
      return Number(await redis.eval(RENEW, 1, key, holder, String(ttlMs))) === 1;
    },
    async release() {
      await redis.eval(RELEASE, 1, key, holder);
    },
  };
}

/** A feed runner that runs only while this process holds the feed lock. */
export interface LedFeedRunner extends FeedRunner {
  /** Whether this process runs the feed now. */
  readonly leading: boolean;
}

export async function startLedFeed(options: {
  lock: FeedLock;
  /** Starts the feed (its initial load included) when this process takes the lock. */
  start: () => Promise<FeedRunner>;
  /** How often the lock is renewed or, standing by, tried; a third of its time to live or less. */
  everyMs: number;
  log: FeedLog & { warn?: (obj: object, msg: string) => void; error?: (obj: object, msg: string) => void };
}): Promise<LedFeedRunner> {
  const { lock, log } = options;
  let runner: FeedRunner | null = null;
  /** The lock is ours (the feed may still be starting). */
  let holding = false;
  let stopped = false;
  let attempt: Promise<void> | null = null;

  async function lead(): Promise<void> {
    if (!(await lock.acquire())) return;
    holding = true;
    log.info({}, 'feed: this process holds the feed lock and runs the feed');
    let started: FeedRunner;
    try {
      started = await options.start();
    } catch (error) {
      holding = false;
      await lock.release();
      throw error;
    }
    // Lost (or stopped) while the feed was starting: it stops again.
    if (!holding || stopped) await started.stop();
    else runner = started;
  }

  async function lose(): Promise<void> {
    holding = false;
    log.warn?.({}, 'feed: the feed lock was lost, another process runs the feed now');
    const lost = runner;
    runner = null;
    await lost?.stop();
  }

  // Renewed on its own timer, also while a long initial load is under way.
  const keepAlive = setInterval(() => {
    if (stopped) return;
    if (holding) {
      lock
        .renew()
        .then((ok) => (ok || !holding ? undefined : lose()))
        .catch((error: unknown) => log.error?.({ err: error }, 'feed: could not renew the feed lock'));
    } else if (!attempt) {
      attempt = lead()
        .catch((error: unknown) => log.error?.({ err: error }, 'feed: could not take over the feed'))
        .finally(() => {
          attempt = null;
        });
    }
  }, options.everyMs);
  keepAlive.unref();

  // The first attempt before the app is healthy: the leader's initial load is stored by then.
  try {
    await lead();
  } catch (error) {
    clearInterval(keepAlive);
    throw error;
  }
  if (!holding) log.info({}, 'feed: another process runs the feed; this one stands by');

  return {
    get provider() {
      return runner?.provider ?? null;
    },
    get source() {
      return runner?.source ?? null;
    },
    get initialLoad() {
      return runner?.initialLoad ?? null;
    },
    get imported() {
      return runner?.imported ?? null;
    },
    get leading() {
      return runner !== null;
    },
    async stop() {
      stopped = true;
      clearInterval(keepAlive);
      await attempt;
      const current = runner;
      runner = null;
      holding = false;
      await current?.stop();
      await lock.release();
    },
  };
}
