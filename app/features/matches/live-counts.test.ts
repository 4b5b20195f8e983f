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

  it('counts a server snapshot the same way, one object per snapshot', () => {
    const snapshot: [number, number[]][] = [
      [202, [1, 2]],
      [2, [3]],
    ];
    expect(Object.fromEntries(countsOf(snapshot))).toEqual({ 202: 2, 2: 1 });
    expect(countsOf(snapshot)).toBe(countsOf(snapshot));
  });
});
