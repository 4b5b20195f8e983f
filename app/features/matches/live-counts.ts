import { useEffect, useSyncExternalStore } from 'react';
import type { LiveIdsByGame } from '../../../shared/matches/grouping.ts';
import { isLive, type MatchStatus } from '../../../shared/matches/model.ts';
import { matchChannels } from '../../../shared/realtime/channels.ts';
import { liveSocket } from '../live/index.ts';
import { browserMatchSource } from './matches-api.ts';

/**
 * How many matches each game has in play (the game filter's "Football 12"). The server counts them
 * from the data of the page's own list where it has them all (home, every game, today), else with
 * one small query (`liveIdsByGame`); the browser keeps them right from the pushes of `live:all`
 * (a match entering or leaving play), ignoring a state older than one it has seen.
 */
export interface LiveCounts {
  /** Replaces everything known by a snapshot (the loader's, or one fetched after a reconnect). */
  seed(liveIds: LiveIdsByGame, seqs?: ReadonlyMap<number, number>, standsFor?: LiveIdsByGame | null): void;
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

  function recount(): void {
    const next = new Map<number, number>();
    for (const m of matches.values()) if (m.live) next.set(m.gameId, (next.get(m.gameId) ?? 0) + 1);
    counts = next;
    for (const listener of listeners) listener();
  }

  return {
    seed(liveIds, seqs, standsFor) {
      source = standsFor ?? liveIds;
      matches.clear();
      for (const [gameId, ids] of liveIds) {
        for (const id of ids) matches.set(id, { gameId, seq: seqs?.get(id) ?? 0, live: true });
      }
      recount();
    },
    apply(gameId, matchId, seq, status) {
      const held = matches.get(matchId);
      if (held && seq <= held.seq) return false;
      const live = isLive(status);
      matches.set(matchId, { gameId, seq, live });
      if ((held?.live ?? false) === live) return false;
      recount();
      return true;
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
 * seeded with the loader's and kept by `live:all`; after the socket reconnects (pushes were lost
 * meanwhile) the matches in play are fetched again.
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
    let opened = 0;
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
    const offOpen = socket.onOpen(() => {
      opened += 1;
      if (opened === 1) return;
      browserMatchSource
        .live(undefined)
        .then((items) => {
          const byGame = new Map<number, number[]>();
          for (const item of items) byGame.set(item.gameId, [...(byGame.get(item.gameId) ?? []), item.id]);
          // Newer than the loader's: it stands for it (the page's data has not changed meanwhile).
          liveCounts.seed(
            [...byGame],
            new Map(items.map((item) => [item.id, item.seq])),
            liveCounts.seeded(),
          );
        })
        .catch(() => {
          // Offline: the counts stay as they were; the next reconnect tries again.
        });
    });
    return () => {
      offOpen();
      off();
    };
  }, []);
  return counts;
}
