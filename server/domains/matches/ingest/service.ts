import type { FeedCompetitions } from '../../../../shared/competitions/feed.ts';
import type { MatchLiveState } from '../../../../shared/matches/contract.ts';
import type {
  FeedApplyResult,
  FeedFixture,
  FeedMatchUpdate,
  FeedSink,
} from '../../../../shared/matches/feed.ts';
import type { Database } from '../../../db/client.ts';
import type { CompetitionCounts } from '../../games/index.ts';
import type { MatchPublisher } from '../publish.ts';
import type { QueriesRepository } from '../queries/repository.ts';
import { liveStateOf } from '../rows.ts';
import { writeCompetitions } from './competitions.ts';
import { type FeedSnapshot, loadFeedSnapshot, type SnapshotCounts } from './snapshot.ts';
import {
  deleteFeedSources,
  feedSources,
  suspendSilentMatches,
  touchLiveMatches,
  updateStateIfNewer,
  writeFixtures,
} from './writes.ts';

const DAY_MS = 86_400_000;

/**
 * The feed's way in (the `FeedSink` of shared/matches/feed.ts and the rest of what `server/feed`
 * calls): the matches domain is the only writer of matches. Each write is one transaction; what
 * changed is published after commit.
 */
export function createMatchIngest(deps: {
  db: Database;
  publisher: MatchPublisher;
  queries: Pick<QueriesRepository, 'detail'>;
  now: () => Date;
  log?: { warn(obj: object, msg: string): void } | undefined;
}) {
  const { db, publisher, now } = deps;

  const ingest = {
    /** Maps the feed's ids to ours and writes leagues, teams and matches, one transaction per batch. */
    async upsertFixtures(fixtures: FeedFixture[]): Promise<void> {
      const changes = await db.transaction((tx) => writeFixtures(tx, fixtures));
      for (const change of changes) await publisher.publishChange(change);
    },

    /**
     * A feed's profiles, transfers, seasons and stages (shared/competitions/feed.ts), in one
     * transaction; stage results the feed sent as fixtures are linked to our matches. Returns what was
     * written (nothing when the feed said nothing new).
     */
    upsertCompetitions(data: FeedCompetitions): Promise<CompetitionCounts> {
      return writeCompetitions(db, data);
    },

    /**
     * Applies one live update (one transaction, row locked) and, after commit, publishes it. An update
     * not newer than the last accepted one is ignored: nothing changes, nothing is published.
     */
    async applyUpdate(update: FeedMatchUpdate): Promise<FeedApplyResult> {
      const at = now();
      const result = await db.transaction((tx) => updateStateIfNewer(tx, update, at));
      if (!result.applied) {
        return result.reason === 'unknown_match'
          ? { applied: false, reason: 'unknown_match' }
          : { applied: false, reason: 'out_of_order', matchId: result.matchId };
      }
      await publisher.publishChange(result.change, result.incidents, result.odds, result.stats);
      return { applied: true, matchId: result.matchId, seq: result.change.state.seq };
    },

    /**
     * Staleness guard: matches in play whose feed has been silent for `silenceMs` become `suspended`
     * (seq bumped, published). The feed's next update resumes them. Returns how many were suspended.
     */
    async markStale(at: Date, silenceMs: number): Promise<number> {
      const changes = await suspendSilentMatches(db, at, silenceMs);
      for (const change of changes) await publisher.publishChange(change);
      return changes.length;
    },

    /** Runs `markStale` every `intervalMs` until the returned function is called (not started by default). */
    startStalenessGuard(options: { intervalMs: number; silenceMs: number }): () => void {
      const timer = setInterval(() => {
        ingest
          .markStale(now(), options.silenceMs)
          .catch((err) => deps.log?.warn({ err }, 'staleness guard failed'));
      }, options.intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },

    /**
     * A feed's initial load, in bulk (`loadFeedSnapshot`): fixtures and the latest state of every match
     * begun, in a few transactions with the seq guard in SQL, so a restart that finds the same data
     * writes nothing. Publishes nothing: pages load snapshots, and sockets follow the channels from
     * there. The logs kept are those of matches starting after `incidentsSince` (default: two days
     * ago) and of every match in play.
     */
    loadFeedSnapshot(
      snapshot: FeedSnapshot,
      options: { incidentsSince?: Date } = {},
    ): Promise<SnapshotCounts> {
      const at = now();
      return loadFeedSnapshot(db, snapshot, {
        now: at,
        incidentsSince: options.incidentsSince ?? new Date(at.getTime() - 2 * DAY_MS),
      });
    },

    /**
     * The feed `source` is alive: its matches in play count as fed now, so the staleness guard only
     * suspends them when the feed itself goes quiet (not during a half-time break without updates).
     */
    feedHeartbeat(source: string): Promise<number> {
      return touchLiveMatches(db, source, now());
    },

    /** The feed sources that have data here (one per feed; one per seed for the simulator). */
    feedSources(): Promise<string[]> {
      return feedSources(db);
    },

    /**
     * Deletes all the data of these feed sources: matches with their logs, odds, favourites and
     * reservations, then teams and leagues (for a simulator seed that is no longer played).
     */
    removeFeedSources(sources: readonly string[]): Promise<number> {
      return deleteFeedSources(db, sources);
    },

    /** The stored live state of a match (null when unknown). */
    async state(matchId: number): Promise<MatchLiveState | null> {
      const row = await deps.queries.detail(matchId);
      return row ? liveStateOf(row.match) : null;
    },
  } satisfies FeedSink & Record<string, unknown>;

  return ingest;
}

/** What `server/feed` may call: the ingest port. */
export type MatchIngest = ReturnType<typeof createMatchIngest>;
export type { FeedSnapshot, SnapshotCounts };
