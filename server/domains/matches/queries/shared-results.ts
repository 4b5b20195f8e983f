/**
 * List results shared across viewers for a moment (issue 12, decision 016). A match day sends
 * thousands of fans to the same few lists (in play, today's tabs, hot matches, counts); their rows
 * differ only by the per-user flags (favourite, reserved), which the service adds on top. So the
 * repository's list reads are kept for `ttlMs` (at most a second) under their normalised filter,
 * concurrent misses share one query, and every write of the live path (a state change published, a
 * fixture or snapshot stored) drops them all: a list is never older than the last change it could
 * show, and at most `ttlMs` old otherwise.
 *
 * What is never shared: a list of one user's favourites, a count that includes one user's
 * favourites, and anything not read through `sharedReads` (one match in detail, its odds and
 * incidents, the sitemap's ids).
 */
import type { MatchFilter, QueriesRepository } from './repository.ts';

export interface SharedResults {
  /** The result of `load` for `key`: shared by every caller for the TTL or until `invalidate`. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every result (a write of the live path committed). */
  invalidate(): void;
  readonly size: number;
}

interface Entry {
  at: number;
  value: Promise<unknown>;
}

export function createSharedResults(options: {
  ttlMs: number;
  /** Results kept at most (the oldest goes first). */
  max?: number;
  now?: () => number;
}): SharedResults {
  const { ttlMs, max = 500, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = now();
      const found = entries.get(key);
      if (found && at - found.at < ttlMs) return found.value as Promise<T>;
      if (found) entries.delete(key);
      else if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      // A real promise (a query builder is only thenable, and would run again for each caller).
      const value = Promise.resolve(load());
      entries.set(key, { at, value });
      // A failed read is not kept: the next caller asks the database again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** A list's time window to the whole second: "from now" asked twice in a second is one list. */
const second = (date: Date | undefined) =>
  date === undefined ? undefined : new Date(Math.floor(date.getTime() / 1000) * 1000);

const keyOf = (kind: string, value: unknown) =>
  `${kind}:${JSON.stringify(value, (_k, v: unknown) => (v instanceof Date ? v.getTime() : v))}`;

/**
 * The queries repository with its list reads shared (`shared`); every other read, and every list of
 * one user's favourites, goes to the database as before.
 */
export function sharedReads(repo: QueriesRepository, shared: SharedResults): QueriesRepository {
  return {
    ...repo,
    list(filter: MatchFilter) {
      if (filter.favouritesOf !== undefined) return repo.list(filter);
      const normal = { ...filter, from: second(filter.from), to: second(filter.to) };
      return shared.get(keyOf('list', normal), () => repo.list(normal));
    },
    participants(matchIds) {
      return shared.get(keyOf('participants', matchIds), () => repo.participants(matchIds));
    },
    countPerWindow(filter, windows) {
      return shared.get(keyOf('countPerWindow', [filter, windows]), () =>
        repo.countPerWindow(filter, windows),
      );
    },
    seriesCount(filter) {
      if (filter.uid !== undefined) return repo.seriesCount(filter);
      return shared.get(keyOf('seriesCount', filter), () => repo.seriesCount(filter));
    },
    // Its callers await it; the repository's own answer is a query builder (thenable).
    leaguesWithMatches: ((filter: Parameters<QueriesRepository['leaguesWithMatches']>[0]) => {
      const normal = {
        ...filter,
        from: second(filter.from) ?? filter.from,
        to: second(filter.to) ?? filter.to,
      };
      return shared.get(keyOf('leagues', normal), async () => await repo.leaguesWithMatches(normal));
    }) as unknown as QueriesRepository['leaguesWithMatches'],
  };
}
