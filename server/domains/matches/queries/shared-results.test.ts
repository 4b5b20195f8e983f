import { describe, expect, it } from 'vitest';
import type { MatchFilter, QueriesRepository } from './repository.ts';
import { createSharedResults, sharedReads } from './shared-results.ts';

function counter() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return calls;
    },
    get calls() {
      return calls;
    },
  };
}

describe('shared results', () => {
  it('one load for every caller within the TTL, concurrent callers included; a new one after it', async () => {
    let clock = 0;
    const shared = createSharedResults({ ttlMs: 1000, now: () => clock });
    const c = counter();
    expect(await Promise.all([shared.get('k', c.load), shared.get('k', c.load)])).toEqual([1, 1]);
    clock = 999;
    expect(await shared.get('k', c.load)).toBe(1);
    expect(await shared.get('other', c.load)).toBe(2);
    clock = 1000;
    expect(await shared.get('k', c.load)).toBe(3);
  });

  it('a write drops every result; a failed load is not kept; a TTL of 0 shares nothing', async () => {
    const shared = createSharedResults({ ttlMs: 1000, now: () => 0 });
    const c = counter();
    await shared.get('k', c.load);
    shared.invalidate();
    expect(shared.size).toBe(0);
    expect(await shared.get('k', c.load)).toBe(2);

    await expect(shared.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await shared.get('bad', c.load)).toBe(3);

    const off = createSharedResults({ ttlMs: 0 });
    await off.get('k', c.load);
    expect(await off.get('k', c.load)).toBe(5);
  });

  it('keeps at most `max` results, dropping the oldest', async () => {
    const shared = createSharedResults({ ttlMs: 1000, max: 2, now: () => 0 });
    const c = counter();
    await shared.get('a', c.load);
    await shared.get('b', c.load);
    await shared.get('c', c.load);
    expect(shared.size).toBe(2);
    expect(await shared.get('a', c.load)).toBe(4);
  });
});

describe('shared reads of the queries repository', () => {
  function fakeRepo() {
    const lists: MatchFilter[] = [];
    const counts: unknown[] = [];
    const repo = {
      list: async (filter: MatchFilter) => {
        lists.push(filter);
        return [];
      },
      seriesCount: async (filter: unknown) => {
        counts.push(filter);
        return {};
      },
    } as unknown as QueriesRepository;
    return { repo, lists, counts };
  }

  it('lists asked within the same second are one query; favourites and per-user counts never shared', async () => {
    const { repo, lists, counts } = fakeRepo();
    const reads = sharedReads(repo, createSharedResults({ ttlMs: 1000, now: () => 0 }));
    const filter = { statuses: ['live'], order: 'start_asc', limit: 10 } as const;
    await reads.list({ ...filter, from: new Date('2026-01-01T00:00:00.100Z') });
    await reads.list({ ...filter, from: new Date('2026-01-01T00:00:00.900Z') });
    expect(lists).toHaveLength(1);
    expect(lists[0]?.from?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    await reads.list({ ...filter, from: new Date('2026-01-01T00:00:01.000Z') });
    expect(lists).toHaveLength(2);

    await reads.list({ ...filter, favouritesOf: 7 });
    await reads.list({ ...filter, favouritesOf: 7 });
    expect(lists).toHaveLength(4);

    const window = { from: new Date(0), to: new Date(1000), resultsFrom: new Date(0) };
    await reads.seriesCount(window);
    await reads.seriesCount(window);
    await reads.seriesCount({ ...window, uid: 7 });
    await reads.seriesCount({ ...window, uid: 7 });
    expect(counts).toHaveLength(3);
  });
});
