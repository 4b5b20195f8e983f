import { describe, expect, it, vi } from 'vitest';
import { createLiveStore, type HeldState, newest, stateFromMessage } from './live-store.ts';

const state = (matchId: number, seq: number, home = 0): HeldState => ({
  matchId,
  seq,
  status: 'live',
  period: { type: 'half', index: 1 },
  clock: null,
  score: { home, away: 0 },
  periodScores: [],
  detail: {},
  winner: null,
});

describe('the live store keeps a state only when its seq is greater (isNewer)', () => {
  it('takes the first state of a match and then only greater sequences', () => {
    const store = createLiveStore();
    expect(store.apply(state(1, 5, 1))).toBe(true);
    expect(store.apply(state(1, 7, 2))).toBe(true);
    expect(store.get(1)?.score).toEqual({ home: 2, away: 0 });
  });

  it('ignores an older or equal state: a snapshot fetched before a push never undoes it', () => {
    const store = createLiveStore();
    store.apply(state(1, 7, 2));
    expect(store.apply(state(1, 6, 1))).toBe(false);
    expect(store.apply(state(1, 7, 9))).toBe(false);
    expect(store.get(1)?.seq).toBe(7);
    expect(store.get(1)?.score?.home).toBe(2);
  });

  it('tells only the listeners of the match that changed, once per newer state', () => {
    const store = createLiveStore();
    const one = vi.fn();
    const two = vi.fn();
    store.subscribe(1, one);
    const stop = store.subscribe(2, two);
    store.apply(state(1, 1));
    store.apply(state(1, 1));
    store.apply(state(1, 0));
    expect(one).toHaveBeenCalledTimes(1);
    expect(two).not.toHaveBeenCalled();
    stop();
    store.apply(state(2, 1));
    expect(two).not.toHaveBeenCalled();
  });

  it('stays bounded, dropping matches no row shows first', () => {
    const store = createLiveStore(3);
    store.subscribe(1, () => undefined);
    for (let id = 1; id <= 6; id++) store.apply(state(id, 1));
    expect(store.size).toBe(3);
    expect(store.get(1)).toBeDefined();
    expect(store.get(6)).toBeDefined();
  });
});

describe('a row shows the newer of its own fields and the held state', () => {
  it('keeps the row when nothing newer is held', () => {
    const row = { ...state(1, 9, 3) };
    expect(newest(row, undefined)).toBe(row);
    expect(newest(row, state(1, 8, 1))).toBe(row);
  });

  it('takes the held state when its seq is greater', () => {
    const held = state(1, 10, 4);
    expect(newest(state(1, 9, 3), held)).toBe(held);
  });
});

describe('frames of the match channels', () => {
  it('read the state of a state frame', () => {
    const frame = {
      kind: 'state',
      gameId: 202,
      state: { ...state(4, 3), updatedAt: '2026-01-01T00:00:00Z' },
    };
    expect(stateFromMessage(frame)?.matchId).toBe(4);
  });

  it('ignore incidents, odds and anything malformed', () => {
    expect(stateFromMessage({ kind: 'incidents', matchId: 4, incidents: [] })).toBeNull();
    expect(stateFromMessage({ kind: 'odds', matchId: 4, odds: [] })).toBeNull();
    expect(stateFromMessage({ kind: 'state', state: { matchId: '4', seq: 1, status: 'live' } })).toBeNull();
    expect(stateFromMessage({ kind: 'state' })).toBeNull();
    expect(stateFromMessage('state')).toBeNull();
    expect(stateFromMessage(null)).toBeNull();
  });
});
