/** Listeners per match id: what the live store and the per-match toggles notify when a match changes. */
export interface MatchListeners {
  subscribe(matchId: number, listener: () => void): () => void;
  notify(matchId: number): void;
  has(matchId: number): boolean;
}

export function createMatchListeners(): MatchListeners {
  const listeners = new Map<number, Set<() => void>>();
  return {
    subscribe(matchId, listener) {
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
    },
    notify(matchId) {
      for (const listener of listeners.get(matchId) ?? []) listener();
    },
    has: (matchId) => listeners.has(matchId),
  };
}
