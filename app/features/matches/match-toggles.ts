import { useCallback, useSyncExternalStore } from 'react';
import { createMatchListeners } from './match-listeners.ts';
import { cancelReservation, reserveMatch, setAttention } from './matches-api.ts';

/**
 * Per-match choices of the viewer that the server keeps: favourites (`match/attention`) and
 * reservations (`match/reserve`, `match/cancelReservation`). Loaders say what the server knew; a
 * toggle on this page wins until the next load, and only the buttons of that match re-render, so a
 * row's bell and the match header's button agree.
 */
export interface MatchToggle {
  /** The viewer's choice on this page, else the loader's answer. */
  useValue(matchId: number, loaded: boolean | undefined): boolean;
  /** Signed in: asks the server and keeps its answer; returns it. Failures are toasted by the API client. */
  set(matchId: number, on: boolean): Promise<boolean>;
  /** Forgets the page's choices (a new load carries the server's answers). */
  reset(): void;
  /** The viewer's choice for a match on this page, if they made one. */
  chosen(matchId: number): boolean | undefined;
  /** Re-renders the caller after any choice (counts that depend on several matches). */
  useAnyChange(): number;
}

export function createMatchToggle(save: (matchId: number, on: boolean) => Promise<boolean>): MatchToggle {
  const chosen = new Map<number, boolean>();
  const { subscribe, notify: notifyMatch } = createMatchListeners();
  const anyListeners = new Set<() => void>();
  let version = 0;
  const notify = (matchId: number) => {
    version += 1;
    notifyMatch(matchId);
    for (const listener of anyListeners) listener();
  };
  const subscribeAny = (listener: () => void) => {
    anyListeners.add(listener);
    return () => {
      anyListeners.delete(listener);
    };
  };
  return {
    useValue(matchId, loaded) {
      // biome-ignore lint/correctness/useExhaustiveDependencies: `subscribe` belongs to the store, made once per module.
      const sub = useCallback((onChange: () => void) => subscribe(matchId, onChange), [matchId]);
      const mine = useSyncExternalStore(
        sub,
        () => chosen.get(matchId),
        () => undefined,
      );
      return mine ?? loaded ?? false;
    },
    async set(matchId, on) {
      chosen.set(matchId, on);
      notify(matchId);
      let result = !on;
      try {
        result = await save(matchId, on);
      } catch {
        // The API client has shown why; the choice goes back.
      }
      chosen.set(matchId, result);
      notify(matchId);
      return result;
    },
    reset() {
      const ids = [...chosen.keys()];
      chosen.clear();
      for (const id of ids) notify(id);
    },
    chosen: (matchId) => chosen.get(matchId),
    useAnyChange() {
      return useSyncExternalStore(
        subscribeAny,
        () => version,
        () => 0,
      );
    },
  };
}

export const favourites = createMatchToggle(
  async (matchId, on) => (await setAttention(matchId, on)).favourite,
);

/** Reserved means an active reservation of a match that has not started. */
export const reservations = createMatchToggle(
  async (matchId, on) =>
    (on ? await reserveMatch(matchId) : await cancelReservation(matchId)).state === 'not_started',
);

/** After a sign-in or sign-out every loader answers anew. */
export function resetMatchToggles(): void {
  favourites.reset();
  reservations.reset();
}
