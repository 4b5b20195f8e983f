import { describe, expect, it, vi } from 'vitest';
import { countsOf, createLiveCounts } from './live-counts.ts';

describe('live counts per game (the game filter)', () => {
  it('starts from the server’s snapshot and follows matches entering and leaving play', () => {
    const counts = createLiveCounts();
    const heard = vi.fn();
    counts.subscribe(heard);
    counts.seed([
      [202, [1, 2, 3]],
      [1, [7]],
    ]);
    expect(Object.fromEntries(counts.counts())).toEqual({ 202: 3, 1: 1 });

    // A match of the snapshot goes on being played: nothing changes.
    expect(counts.apply(202, 1, 10, 'live')).toBe(false);
    expect(counts.apply(202, 2, 11, 'half_time')).toBe(false);
    // A match kicks off; another ends.
    expect(counts.apply(201, 9, 5, 'live')).toBe(true);
    expect(counts.apply(202, 3, 12, 'finished')).toBe(true);
    expect(Object.fromEntries(counts.counts())).toEqual({ 202: 2, 1: 1, 201: 1 });

    // An older state than one seen is ignored (the socket and a snapshot may cross).
    expect(counts.apply(202, 3, 11, 'live')).toBe(false);
    expect(counts.counts().get(202)).toBe(2);
    // The last match of a game leaves play: the game counts none.
    expect(counts.apply(1, 7, 3, 'cancelled')).toBe(true);
    expect(counts.counts().has(1)).toBe(false);
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it('keeps the same counts object until something changes (a stable snapshot for React)', () => {
    const counts = createLiveCounts();
    counts.seed([[202, [1]]]);
    const before = counts.counts();
    counts.apply(202, 1, 4, 'live');
    expect(counts.counts()).toBe(before);
    counts.apply(202, 2, 4, 'live');
    expect(counts.counts()).not.toBe(before);
  });

  it('a fetched snapshot replaces everything, with the sequence of each state it holds', () => {
    const counts = createLiveCounts();
    counts.seed([[202, [1, 2]]]);
    counts.seed([[202, [2]]], new Map([[2, 50]]));
    expect(counts.counts().get(202)).toBe(1);
    expect(counts.apply(202, 2, 49, 'finished')).toBe(false);
    expect(counts.apply(202, 2, 51, 'finished')).toBe(true);
    expect(counts.counts().get(202)).toBeUndefined();
  });

  it('a snapshot fetched when the socket opens replaces the loader’s, and the pushes heard meanwhile still count', () => {
    const counts = createLiveCounts();
    const loader: [number, number[]][] = [[1, [7, 8]]];
    counts.seed(loader);
    counts.startResync();
    // While the snapshot is on its way: match 8 ends (seq 20) and match 9 kicks off (seq 4).
    counts.apply(1, 8, 20, 'finished');
    counts.apply(2, 9, 4, 'live');
    // The snapshot was taken before both (8 still in play at seq 19) and knows a match the loader
    // did not (10, which came into play before the socket opened and was pushed to nobody).
    counts.finishResync(
      [
        [1, [7, 8]],
        [3, [10]],
      ],
      new Map([
        [7, 5],
        [8, 19],
        [10, 2],
      ]),
    );
    expect(Object.fromEntries(counts.counts())).toEqual({ 1: 1, 2: 1, 3: 1 });
    // It stands for the loader's data (the page's data has not changed).
    expect(counts.seeded()).toBe(loader);
    // Pushes after it are no longer kept for a replay, and a push older than the snapshot is ignored.
    expect(counts.apply(3, 10, 1, 'finished')).toBe(false);
    expect(counts.counts().get(3)).toBe(1);
  });

  it('a failed fetch leaves the counts as they were', () => {
    const counts = createLiveCounts();
    counts.seed([[1, [7]]]);
    counts.startResync();
    counts.apply(1, 7, 3, 'finished');
    counts.cancelResync();
    expect(counts.counts().has(1)).toBe(false);
    counts.seed([[1, [7]]]);
    expect(counts.counts().get(1)).toBe(1);
  });

  it('counts a server snapshot the same way, one object per snapshot', () => {
    const snapshot: [number, number[]][] = [
      [202, [1, 2]],
      [2, [3]],
    ];
    expect(Object.fromEntries(countsOf(snapshot))).toEqual({ 202: 2, 2: 1 });
    expect(countsOf(snapshot)).toBe(countsOf(snapshot));
  });
});
