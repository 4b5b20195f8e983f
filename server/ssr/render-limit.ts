/**
 * Page renders one turn of the event loop at a time, at most `concurrency` under way
 * (PAGE_RENDER_CONCURRENCY), a line of waiting requests (as many as the recent pace serves in time,
 * at most PAGE_RENDER_QUEUE, each waiting at most `maxWaitMs`), and a quick refusal beyond that: the site answers 503 with Retry-After instead of
 * letting a burst of uncached page requests take the event loop and the embedded database from
 * everyone else (issue 11, "Load"; decision 014).
 *
 * Why one start per turn: on the embedded database a query runs in this thread and its promise
 * settles without waiting for I/O, so a render (loaders, then React) runs from start to end without
 * letting the event loop read a socket. Started straight from a request's handler, every page request
 * of a burst would render before the next API request is even read. Started from `setImmediate`, one
 * at a time, the requests already read are only lined up or refused (cheap), and between two renders
 * the event loop reads and answers everything else. On PostgreSQL a render waits for the network, so
 * up to `concurrency` of them overlap.
 *
 * A render holds its slot until its answer is complete or its client has gone. A waiting request
 * whose client goes leaves the line without rendering.
 *
 * `maxWaitMs` counts from the request's arrival (`since`), not from its entry into this line: a page
 * request that waited for its turn of the event loop first (page-turns.ts) has only the rest of the
 * time, so the waits never add up beyond `maxWaitMs` and no visitor waits seconds in two lines.
 *
 * The line is as long as the time allows, not a fixed few: a request joins it when the renders ahead
 * of it end within its time left (its place in line times the recent time between two renders ending
 * while others waited: the rate the machine really serves, whatever `concurrency` is), and is refused
 * at once when they would not (it would only wait to be refused). `queue` is the hard cap above that. So 50 visitors at once on a machine that renders
 * 200 pages a second all get their page in a quarter of a second instead of 30 of them a 503, and a
 * burst beyond what two seconds can serve is refused as early and as cheaply as before.
 */
export interface RenderLimiter {
  /**
   * A slot for one render, always granted on a later turn of the event loop: resolves with its
   * release (call it once the answer is done; extra calls do nothing), or with null when the request
   * must be refused (the line is full, the wait was too long, or `signal` aborted while waiting).
   * `since` is when the request arrived (the limiter's clock; default now): it waits at most until
   * `since + maxWaitMs`, and past that only for a slot that is free right now.
   */
  acquire(signal?: AbortSignal, since?: number): Promise<(() => void) | null>;
  /** Every slot taken and the line full (by the cap or the pace): `acquire` would refuse at once. */
  readonly saturated: boolean;
  /** Renders under way and requests waiting, for tests and logs. */
  readonly active: number;
  readonly waiting: number;
  /** The recent time between two renders ending while others waited, in ms (0 before it is known). */
  readonly intervalMs: number;
}

export interface RenderLimitOptions {
  /** Renders under way at once (at least 1). */
  concurrency: number;
  /** Requests that may wait for a slot beyond `concurrency` (0: only as many as may render). */
  queue: number;
  /** The longest a request waits for a slot, from its arrival, before it is refused. */
  maxWaitMs: number;
  /** The clock of `since` (tests move it; default `performance.now`). */
  now?: () => number;
}

/** Weight of the newest interval in the running average of the time between two renders ending. */
const RECENT_WEIGHT = 0.2;

interface Waiter {
  grant(release: () => void): void;
  refuse(): void;
}

export function createRenderLimiter(options: RenderLimitOptions): RenderLimiter {
  const concurrency = Math.max(1, options.concurrency);
  const capacity = concurrency + Math.max(0, options.queue);
  const now = options.now ?? (() => performance.now());
  let active = 0;
  const line: Waiter[] = [];
  let scheduled = false;
  /** The recent time between two renders ending while others waited (ms; 0 until known). */
  let intervalMs = 0;
  /** When the last render ended with requests waiting (the interval counts only busy stretches). */
  let lastBusyEnd: number | undefined;

  /** A newcomer's turn would come after `left` ms at the recent pace. */
  const pastPace = (left: number) => (line.length + 1) * intervalMs > left;

  const slot = () => {
    active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active -= 1;
      const at = now();
      if (line.length === 0) lastBusyEnd = undefined;
      else {
        if (lastBusyEnd !== undefined) {
          const interval = at - lastBusyEnd;
          intervalMs = intervalMs === 0 ? interval : intervalMs + RECENT_WEIGHT * (interval - intervalMs);
        }
        lastBusyEnd = at;
      }
      pump();
    };
  };

  // Starts the oldest waiter on the next turn of the event loop, then looks again on the turn after.
  function pump() {
    if (scheduled || line.length === 0 || active >= concurrency) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (active < concurrency) line.shift()?.grant(slot());
      pump();
    });
  }

  return {
    acquire(signal, since) {
      if (signal?.aborted || active + line.length >= capacity) return Promise.resolve(null);
      const left = since === undefined ? options.maxWaitMs : since + options.maxWaitMs - now();
      // Its time is up: it may still take a slot that is free now (granted next turn), never wait for one.
      const free = active + line.length < concurrency;
      if (left <= 0 && !free) return Promise.resolve(null);
      // The renders ahead of it would not end in its time: refused now rather than after waiting.
      if (!free && pastPace(left)) return Promise.resolve(null);
      return new Promise((resolve) => {
        const leave = () => {
          const index = line.indexOf(waiter);
          if (index >= 0) line.splice(index, 1);
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        };
        const waiter: Waiter = {
          grant(release) {
            leave();
            resolve(release);
          },
          refuse() {
            leave();
            resolve(null);
          },
        };
        const onAbort = () => waiter.refuse();
        const timer = left > 0 ? setTimeout(() => waiter.refuse(), left) : undefined;
        signal?.addEventListener('abort', onAbort, { once: true });
        line.push(waiter);
        pump();
      });
    },
    get saturated() {
      // Every slot taken and the line as long as the cap or the pace allows a newcomer from now.
      return active + line.length >= capacity || (active >= concurrency && pastPace(options.maxWaitMs));
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
    get intervalMs() {
      return intervalMs;
    },
  };
}
