import { useSyncExternalStore } from 'react';

/**
 * The viewer's own pinned leagues (a pin on a league header), kept in this browser only: the server
 * never sees them, so a guest's cached page stays one page for everyone, and they are applied after
 * hydration (the server's snapshot is "none"). Ids in the order pinned, newest last.
 */
const KEY = 'arena.pinnedLeagues';
const NONE: readonly number[] = [];

let cached: { raw: string | null; ids: readonly number[] } | null = null;
const listeners = new Set<() => void>();

function read(): readonly number[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // Storage refused (private mode, a policy): nothing pinned.
  }
  if (cached?.raw === raw) return cached.ids;
  cached = { raw, ids: parsePins(raw) };
  return cached.ids;
}

/** The stored value as ids (anything else in it is ignored). */
export function parsePins(raw: string | null): readonly number[] {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return NONE;
    return [...new Set(value.filter((v): v is number => Number.isInteger(v) && v > 0))];
  } catch {
    return NONE;
  }
}

/** The pins with `leagueId` added (at the end) or removed. */
export function togglePin(pins: readonly number[], leagueId: number): number[] {
  return pins.includes(leagueId) ? pins.filter((id) => id !== leagueId) : [...pins, leagueId];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The viewer's pinned league ids: none on the server and while hydrating, then this browser's. */
export function useUserPins(): readonly number[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

export function toggleUserPin(leagueId: number): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(togglePin(read(), leagueId)));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}
