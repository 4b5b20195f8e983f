import { useCallback, useSyncExternalStore } from 'react';
import { isNewer, type MatchLiveState } from '../../../shared/matches/model.ts';
import { createMatchListeners } from './match-listeners.ts';
import type { RowLive } from './match-row.ts';

/**
 * The browser's newest known live state per match. Pushes from the websocket, snapshots fetched
 * after a reconnect and rows from loaders all go through `apply`, which keeps a state only when
 * it is newer (`isNewer`: a greater `seq`) than the one held. Listeners are per match, so a push
 * re-renders the one row that shows that match, not the list.
 */
export type HeldState = RowLive & { matchId: number };

/** Entries beyond this are dropped (those no row is showing first) so a page open all day stays small. */
const MAX_HELD = 3000;

export interface LiveStore {
  get(matchId: number): HeldState | undefined;
  /** Keeps `next` if it is newer than the held state; returns whether it did. */
  apply(next: HeldState): boolean;
  subscribe(matchId: number, listener: () => void): () => void;
  readonly size: number;
}

export function createLiveStore(maxHeld = MAX_HELD): LiveStore {
  const states = new Map<number, HeldState>();
  const listeners = createMatchListeners();

  function prune(): void {
    for (const id of states.keys()) {
      if (states.size <= maxHeld) return;
      if (!listeners.has(id)) states.delete(id);
    }
  }

  return {
    get: (matchId) => states.get(matchId),
    apply(next) {
      if (!isNewer(states.get(next.matchId), next)) return false;
      states.set(next.matchId, next);
      if (states.size > maxHeld) prune();
      listeners.notify(next.matchId);
      return true;
    },
    subscribe: listeners.subscribe,
    get size() {
      return states.size;
    },
  };
}

/** The page's one store. */
export const liveStore = createLiveStore();

/** The newer of a row's own live fields and the held state (the row's when nothing newer is held). */
export function newest<T extends RowLive>(row: T, held: RowLive | undefined): RowLive {
  return held && isNewer(row, held) ? held : row;
}

/** The newest live fields of one match; re-renders only when that match gets a newer state. */
export function useLiveFields<T extends RowLive & { id: number }>(
  row: T,
  store: LiveStore = liveStore,
): RowLive {
  const id = row.id;
  const subscribe = useCallback((onChange: () => void) => store.subscribe(id, onChange), [store, id]);
  const held = useSyncExternalStore(
    subscribe,
    () => store.get(id),
    () => undefined,
  );
  return newest(row, held);
}

/** Hands a list's rows to the store (only newer states are kept). */
export function seedStore(rows: readonly (RowLive & { id: number })[], store: LiveStore = liveStore): void {
  for (const row of rows) store.apply(toHeld(row));
}

export function toHeld(row: RowLive & { id: number }): HeldState {
  return {
    matchId: row.id,
    seq: row.seq,
    status: row.status,
    period: row.period,
    clock: row.clock,
    score: row.score,
    periodScores: row.periodScores,
    winner: row.winner,
    detail: row.detail,
  };
}

/** A `state` frame of the match channels, or null for anything else (incidents, odds, garbage). */
export function stateFromMessage(data: unknown): HeldState | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { kind?: unknown; state?: unknown };
  if (message.kind !== 'state' || typeof message.state !== 'object' || message.state === null) return null;
  const state = message.state as Partial<MatchLiveState>;
  if (
    typeof state.matchId !== 'number' ||
    typeof state.seq !== 'number' ||
    typeof state.status !== 'string'
  ) {
    return null;
  }
  return { ...(state as MatchLiveState), detail: state.detail ?? {} };
}
