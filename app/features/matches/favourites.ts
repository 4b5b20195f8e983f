import { useCallback, useSyncExternalStore } from 'react';
import { setAttention } from './matches-api.ts';

/**
 * Favourites (`match/attention`) as the viewer changes them on this page. Loaders say what the
 * server knew; a toggle here wins until the next load, and only the toggled star re-renders.
 */
const chosen = new Map<number, boolean>();
const listeners = new Map<number, Set<() => void>>();

function notify(matchId: number): void {
  for (const listener of listeners.get(matchId) ?? []) listener();
}

function subscribe(matchId: number, listener: () => void): () => void {
  let set = listeners.get(matchId);
  if (!set) {
    set = new Set();
    listeners.set(matchId, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(matchId);
  };
}

/** Whether a match is a favourite: the viewer's choice on this page, else the loader's answer. */
export function useFavourite(matchId: number, loaded: boolean | undefined): boolean {
  const sub = useCallback((onChange: () => void) => subscribe(matchId, onChange), [matchId]);
  const mine = useSyncExternalStore(
    sub,
    () => chosen.get(matchId),
    () => undefined,
  );
  return mine ?? loaded ?? false;
}

/** Signed in: asks the server and keeps its answer. Failures are toasted by the API client. */
export async function setFavourite(matchId: number, favourite: boolean): Promise<void> {
  chosen.set(matchId, favourite);
  notify(matchId);
  try {
    const result = await setAttention(matchId, favourite);
    chosen.set(matchId, result.favourite);
  } catch {
    chosen.set(matchId, !favourite);
  }
  notify(matchId);
}

/** Forgets the page's choices (a new load carries the server's answers). */
export function resetFavourites(): void {
  const ids = [...chosen.keys()];
  chosen.clear();
  for (const id of ids) notify(id);
}
