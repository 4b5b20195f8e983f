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

  it('lines up as many as the recent pace serves in their time and refuses the next at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let clock = 0;
    const limiter = createRenderLimiter({ concurrency: 1, queue: 100, maxWaitMs: 2000, now: () => clock });
    // No pace known yet: the line takes what the cap allows.
    const first = await limiter.acquire(undefined, clock);
    const second = limiter.acquire(undefined, clock);
    const third = limiter.acquire(undefined, clock);
    expect(limiter.intervalMs).toBe(0);
    // Renders end 500 ms apart while others wait: that is the pace.
    first?.();
    const secondRelease = await second;
    clock += 500;
    secondRelease?.();
    const thirdRelease = await third;
    expect(limiter.intervalMs).toBe(500);
    // One render under way, nobody waiting: the n-th newcomer's turn comes in about n × 500 ms.
    const admitted = [1, 2, 3].map(() => limiter.acquire(undefined, clock));
    expect(limiter.saturated).toBe(false);
    admitted.push(limiter.acquire(undefined, clock));
    expect(limiter.waiting).toBe(4);
    // A fifth would wait 2.5 s of its 2 s: refused now, without joining the line.
    expect(limiter.saturated).toBe(true);
    expect(await limiter.acquire(undefined, clock)).toBeNull();
    expect(limiter.waiting).toBe(4);
    // Nor is one that arrived 1.2 s ago (after its turn of the event loop) given a place it cannot reach.
    expect(await limiter.acquire(undefined, clock - 1200)).toBeNull();
    // The cap still holds without a pace: a fresh limiter with a full line refuses.
    const capped = createRenderLimiter({ concurrency: 1, queue: 1, maxWaitMs: 2000, now: () => clock });
    const held = await capped.acquire();
    const waiting = capped.acquire();
    expect(await capped.acquire()).toBeNull();
    held?.();
    (await waiting)?.();
    thirdRelease?.();
    for (const next of admitted) (await next)?.();
    expect(limiter.active).toBe(0);
  });
});
