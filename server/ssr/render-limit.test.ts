import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderLimiter } from './render-limit.ts';

afterEach(() => {
  vi.useRealTimers();
});

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the render limiter', () => {
  it('lets `concurrency` renders run, lines up `queue` more and refuses the rest at once', async () => {
    const limiter = createRenderLimiter({ concurrency: 2, queue: 1, maxWaitMs: 60_000 });
    const first = await limiter.acquire();
    const second = await limiter.acquire();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    const third = limiter.acquire();
    expect(await limiter.acquire()).toBeNull(); // the line is full
    expect([limiter.active, limiter.waiting]).toEqual([2, 1]);
    first?.();
    first?.(); // a second release changes nothing
    const granted = await third;
    expect(granted).toBeTypeOf('function');
    expect([limiter.active, limiter.waiting]).toEqual([2, 0]);
    second?.();
    granted?.();
    expect(limiter.active).toBe(0);
  });

  it('starts one render per turn of the event loop, so the loop reads sockets between them', async () => {
    const limiter = createRenderLimiter({ concurrency: 3, queue: 0, maxWaitMs: 60_000 });
    const granted: number[] = [];
    const all = [1, 2, 3].map((n) =>
      limiter.acquire().then((release) => {
        granted.push(n);
        return release;
      }),
    );
    expect(granted).toEqual([]); // never within the request's own turn
    await nextTurn();
    expect(granted).toEqual([1]);
    await nextTurn();
    expect(granted).toEqual([1, 2]);
    await nextTurn();
    expect(granted).toEqual([1, 2, 3]);
    for (const release of await Promise.all(all)) release?.();
  });

  it('serves the line first in, first out', async () => {
    const limiter = createRenderLimiter({ concurrency: 1, queue: 3, maxWaitMs: 60_000 });
    const order: number[] = [];
    const release = await limiter.acquire();
    const waiting = [1, 2, 3].map((n) =>
      limiter.acquire().then((done) => {
        order.push(n);
        done?.();
      }),
    );
    release?.();
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
  });

  it('refuses a request that waited too long, and one whose client went away', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const limiter = createRenderLimiter({ concurrency: 1, queue: 5, maxWaitMs: 2000 });
    const release = await limiter.acquire();
    const slow = limiter.acquire();
    const gone = new AbortController();
    const leaving = limiter.acquire(gone.signal);
    expect(limiter.waiting).toBe(2);
    gone.abort();
    expect(await leaving).toBeNull();
    expect(limiter.waiting).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(await slow).toBeNull();
    expect(limiter.waiting).toBe(0);
    // The slot is still the first render's; once released, a new request gets it.
    release?.();
    expect(await limiter.acquire()).toBeTypeOf('function');
    expect(await limiter.acquire(AbortSignal.abort())).toBeNull();
  });

  it("counts the wait from the request's arrival: time spent in an earlier line is not given again", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let clock = 10_000;
    const limiter = createRenderLimiter({ concurrency: 1, queue: 5, maxWaitMs: 2000, now: () => clock });
    const release = await limiter.acquire(undefined, clock);
    // Arrived 1.5 s ago (it waited for its turn of the event loop): half a second is left.
    const late = limiter.acquire(undefined, clock - 1500);
    // Arrived 2.5 s ago and every slot is taken: refused at once, it never joins the line.
    expect(await limiter.acquire(undefined, clock - 2500)).toBeNull();
    // Arrived just now: the whole two seconds.
    const fresh = limiter.acquire(undefined, clock);
    expect(limiter.waiting).toBe(2);
    clock += 500;
    vi.advanceTimersByTime(500);
    expect(await late).toBeNull();
    expect(limiter.waiting).toBe(1);
    release?.();
    const granted = await fresh;
    expect(granted).toBeTypeOf('function');
    // Out of time but a slot is free now: it renders rather than being refused for nothing.
    granted?.();
    expect(await limiter.acquire(undefined, clock - 5000)).toBeTypeOf('function');
  });
});
