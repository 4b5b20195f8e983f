import { useEffect, useSyncExternalStore } from 'react';
import { type LiveIdsByGame, liveIdsOf } from '../../../shared/matches/grouping.ts';
import { isLive, type MatchStatus } from '../../../shared/matches/model.ts';
import { matchChannels } from '../../../shared/realtime/channels.ts';
import { liveSocket } from '../live/index.ts';
import { browserMatchSource } from './matches-api.ts';

/**
 * How many matches each game has in play (the game filter's "Football 12"). The server counts them
 * from the data of the page's own list where it has them all (home, every game, today), else with
 * one small query (`liveIdsByGame`); the browser keeps them right from the pushes of `live:all`
 * (a match entering or leaving play), ignoring a state older than one it has seen, and fetches them
 * again whenever its socket opens (what happened before was pushed to nobody).
 */
export interface LiveCounts {
  /** Replaces everything known by a snapshot (the loader's, or one fetched after a reconnect). */
  seed(liveIds: LiveIdsByGame, seqs?: ReadonlyMap<number, number>, standsFor?: LiveIdsByGame | null): void;
  /**
   * A snapshot is being fetched (the socket (re)opened): the pushes heard until it arrives are kept,
   * to be applied again over it (a match leaving play meanwhile must not come back with it).
   */
  startResync(): void;
  /** The fetched snapshot replaces what is known (standing for the seeded one); the kept pushes follow. */
  finishResync(liveIds: LiveIdsByGame, seqs: ReadonlyMap<number, number>): void;
  /** The fetch failed: the counts stay as they were. */
  cancelResync(): void;
  /** The last snapshot seeded (the loader's this store follows). */
  seeded(): LiveIdsByGame | null;
  /** A pushed state of a match of `gameId`; returns whether a count changed. */
  apply(gameId: number, matchId: number, seq: number, status: MatchStatus): boolean;
  /** Matches in play per game (the same object until something changes). */
  counts(): ReadonlyMap<number, number>;
  subscribe(listener: () => void): () => void;
}

export function createLiveCounts(): LiveCounts {
  const matches = new Map<number, { gameId: number; seq: number; live: boolean }>();
  const listeners = new Set<() => void>();
  let counts: Map<number, number> = new Map();
  let source: LiveIdsByGame | null = null;
  // Pushes heard while a snapshot is fetched (null: no fetch running).
  let heard: [gameId: number, matchId: number, seq: number, status: MatchStatus][] | null = null;

  function recount(): void {
    const next = new Map<number, number>();
    for (const m of matches.values()) if (m.live) next.set(m.gameId, (next.get(m.gameId) ?? 0) + 1);
    counts = next;
    for (const listener of listeners) listener();
  }

  function seed(
    liveIds: LiveIdsByGame,
    seqs?: ReadonlyMap<number, number>,
    standsFor?: LiveIdsByGame | null,
  ) {
    source = standsFor ?? liveIds;
    matches.clear();
    for (const [gameId, ids] of liveIds) {
      for (const id of ids) matches.set(id, { gameId, seq: seqs?.get(id) ?? 0, live: true });
    }
    recount();
  }

  function apply(gameId: number, matchId: number, seq: number, status: MatchStatus): boolean {
    heard?.push([gameId, matchId, seq, status]);
    const held = matches.get(matchId);
    if (held && seq <= held.seq) return false;
    const live = isLive(status);
    matches.set(matchId, { gameId, seq, live });
    if ((held?.live ?? false) === live) return false;
    recount();
    return true;
  }

  return {
    seed,
    apply,
    startResync() {
      heard = [];
    },
    finishResync(liveIds, seqs) {
      const replay = heard ?? [];
      heard = null;
      seed(liveIds, seqs, source);
      for (const [gameId, matchId, seq, status] of replay) apply(gameId, matchId, seq, status);
    },
    cancelResync() {
      heard = null;
    },
    seeded: () => source,
    counts: () => counts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one store. */
export const liveCounts = createLiveCounts();

const snapshots = new WeakMap<LiveIdsByGame, Map<number, number>>();

/** Counts of a snapshot (what the server rendered), the same object for the same snapshot. */
export function countsOf(liveIds: LiveIdsByGame): Map<number, number> {
  let counts = snapshots.get(liveIds);
  if (!counts) {
    counts = new Map(liveIds.map(([gameId, ids]) => [gameId, ids.length]));
    snapshots.set(liveIds, counts);
  }
  return counts;
}

/**
 * Live counts per game for the game filter: the loader's until hydration is done, then the store's,
 * seeded with the loader's and kept by `live:all`; each time the socket opens (pushes before then
 * reached nobody) the matches in play are fetched again.
 */
export function useLiveCounts(initial: LiveIdsByGame): ReadonlyMap<number, number> {
  // The store's counts once it follows this loader data (seeded after the render, never during it).
  const counts = useSyncExternalStore(
    liveCounts.subscribe,
    () => (liveCounts.seeded() === initial ? liveCounts.counts() : countsOf(initial)),
    () => countsOf(initial),
  );
  useEffect(() => {
    if (liveCounts.seeded() !== initial) liveCounts.seed(initial);
  }, [initial]);
  useEffect(() => {
    const socket = liveSocket();
    socket.start();
    const off = socket.subscribe(matchChannels.allLive, (data) => {
      const message = data as {
        kind?: unknown;
        gameId?: unknown;
        state?: { matchId?: unknown; seq?: unknown; status?: unknown };
      };
      const state = message.state;
      if (message.kind !== 'state' || typeof message.gameId !== 'number' || !state) return;
      if (
        typeof state.matchId !== 'number' ||
        typeof state.seq !== 'number' ||
        typeof state.status !== 'string'
      )
        return;
      liveCounts.apply(message.gameId, state.matchId, state.seq, state.status as MatchStatus);
    });
    // Every time the socket opens, the first time too: the loader's snapshot was taken before the
    // page (maybe a cached one) reached the browser, and a match that came into play or left it
    // meanwhile was pushed to nobody. The list beside the filter is fetched again on open as well.
    const offOpen = socket.onOpen(() => {
      liveCounts.startResync();
      browserMatchSource
        .live(undefined)
        .then((items) => {
          liveCounts.finishResync(liveIdsOf(items), new Map(items.map((item) => [item.id, item.seq])));
        })
        .catch(() => {
          // Offline: the counts stay as they were; the next reconnect tries again.
          liveCounts.cancelResync();
        });
    });
    return () => {
      offOpen();
      off();
    };
  }, []);
  return counts;
}
