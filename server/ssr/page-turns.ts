/**
 * Page requests share each turn of the event loop with everything else (issue 11, "Load"; decision
 * 014). A burst of page requests that the cache answers still costs about a millisecond each; read
 * all at once from hundreds of kept-alive sockets they made every turn of the loop long, and an API
 * call read in the same turn waited behind all of them (hundreds of milliseconds).
 *
 * So at most `perTurn` page requests go on in the turn they are read; later ones wait in line and go
 * on, `perTurn` at a time, from the check phase of the following turns (`setImmediate`), so the poll
 * phase in between reads and answers the API and accepts new connections. A request that waited
 * longer than `maxWaitMs`, or that finds the line full, is refused (503 with Retry-After, by the
 * caller's `refuse`). Work is counted in requests, not in time: assert plans and order, never speed.
 */
export interface PageTurns {
  /** Lets the request go on now (`go`) or later, or refuses it (`refuse`); exactly one is called. */
  enter(go: () => void, refuse: () => void): void;
  /** Requests waiting in line, for tests and logs. */
  readonly waiting: number;
}

export interface PageTurnOptions {
  /** Page requests that go on per turn of the event loop (at least 1). */
  perTurn: number;
  /** Requests that may wait in line; beyond that a request is refused at once. */
  queue: number;
  /** The longest a request waits in line before it is refused. */
  maxWaitMs: number;
  /** The clock (tests move it; default `performance.now`). */
  now?: () => number;
}

interface Waiter {
  go(): void;
  refuse(): void;
  since: number;
}

export function createPageTurns(options: PageTurnOptions): PageTurns {
  const perTurn = Math.max(1, options.perTurn);
  const now = options.now ?? (() => performance.now());
  const line: Waiter[] = [];
  // Page requests that went on since the last check phase.
  let passed = 0;
  let turnEnds = false;

  // The turn ends at its check phase (an immediate set during the check phase runs in the next
  // turn's, after that turn's poll phase).
  function endTurnSoon(): void {
    if (turnEnds) return;
    turnEnds = true;
    setImmediate(endTurn);
  }

  function pass(go: () => void): void {
    passed += 1;
    endTurnSoon();
    go();
  }

  function endTurn(): void {
    turnEnds = false;
    passed = 0;
    const at = now();
    while (line.length > 0 && passed < perTurn) {
      const waiter = line.shift() as Waiter;
      if (at - waiter.since > options.maxWaitMs) waiter.refuse();
      else pass(waiter.go);
    }
  }

  return {
    enter(go, refuse) {
      if (line.length === 0 && passed < perTurn) return pass(go);
      if (line.length >= options.queue) return refuse();
      line.push({ go, refuse, since: now() });
      endTurnSoon();
    },
    get waiting() {
      return line.length;
    },
  };
}
