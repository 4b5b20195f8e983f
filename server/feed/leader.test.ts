import { describe, expect, it, vi } from 'vitest';
import { type FeedLock, startLedFeed } from './leader.ts';
import type { FeedRunner } from './runner.ts';

/** One lock shared by several fake processes, as Redis would hold it (no expiry: tests take it away). */
function sharedLock() {
  const state = { holder: null as string | null };
  const forHolder = (id: string): FeedLock => ({
    acquire: async () => {
      if (state.holder !== null) return false;
      state.holder = id;
      return true;
    },
    renew: async () => state.holder === id,
    release: async () => {
      if (state.holder === id) state.holder = null;
    },
  });
  return { state, forHolder };
}

function fakeFeed() {
  const runners: Array<FeedRunner & { stopped: boolean }> = [];
  const start = vi.fn(async () => {
    const runner = {
      provider: null,
      source: 'simulator:1',
      initialLoad: null,
      imported: null,
      stopped: false,
      async stop() {
        runner.stopped = true;
      },
    };
    runners.push(runner);
    return runner;
  });
  return { runners, start };
}

const log = { info: () => {}, warn: () => {}, error: () => {} };
/** Waits (generously: a busy machine is slow) until `check` holds. */
const until = async (check: () => boolean) => {
  const deadline = Date.now() + 30_000;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('one feed for many processes', () => {
  it('runs the feed in the process holding the lock; another takes over when it stops', async () => {
    const lock = sharedLock();
    const a = fakeFeed();
    const b = fakeFeed();
    const first = await startLedFeed({ lock: lock.forHolder('a'), start: a.start, everyMs: 20, log });
    const second = await startLedFeed({ lock: lock.forHolder('b'), start: b.start, everyMs: 20, log });
    expect([first.leading, second.leading]).toEqual([true, false]);
    expect(first.source).toBe('simulator:1');
    expect(second.source).toBeNull();
    expect(b.start).not.toHaveBeenCalled();

    await first.stop();
    expect(a.runners[0]?.stopped).toBe(true);
    expect(lock.state.holder).not.toBe('a');
    await until(() => second.leading);
    expect(b.start).toHaveBeenCalledTimes(1);
    await second.stop();
    expect(lock.state.holder).toBeNull();
  });

  it('stops its feed when the lock is lost, and leads again when it is free', async () => {
    const lock = sharedLock();
    const a = fakeFeed();
    const led = await startLedFeed({ lock: lock.forHolder('a'), start: a.start, everyMs: 20, log });
    expect(led.leading).toBe(true);
    lock.state.holder = 'someone else'; // expired and taken meanwhile
    await until(() => !led.leading);
    expect(a.runners[0]?.stopped).toBe(true);
    lock.state.holder = null;
    await until(() => led.leading);
    expect(a.start).toHaveBeenCalledTimes(2);
    await led.stop();
  });

  it('lets go of the lock when the feed fails to start', async () => {
    const lock = sharedLock();
    const start = vi.fn(async (): Promise<FeedRunner> => {
      throw new Error('bad fixture file');
    });
    await expect(startLedFeed({ lock: lock.forHolder('a'), start, everyMs: 20, log })).rejects.toThrow(
      'bad fixture file',
    );
    expect(lock.state.holder).toBeNull();
  });
});
