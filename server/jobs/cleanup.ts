import type { Executor } from '../db/client.ts';
import {
  deleteExpiredOAuthStates,
  deleteExpiredPayloadKeys,
  deleteExpiredPendingProfiles,
  deleteExpiredVerificationCodes,
} from '../domains/auth/index.ts';
import { deleteExpiredIdempotencyKeys } from '../domains/idempotency/index.ts';
import { deleteExpiredSessions } from '../domains/users/index.ts';
import type { JobDefinition } from './runner.ts';

/** One bounded delete of a domain: at most `limit` rows, answering how many went. */
export type BatchDelete = (db: Executor, now: Date, limit: number) => Promise<number>;

/**
 * Every expiring table and the domain function that deletes its expired rows (each domain decides
 * what it keeps, in its `cleanup.ts`). A new expiring table adds a line here.
 */
export const EXPIRING: Readonly<Record<string, BatchDelete>> = {
  sessions: deleteExpiredSessions,
  verification_codes: deleteExpiredVerificationCodes,
  payload_keys: deleteExpiredPayloadKeys,
  oauth_states: deleteExpiredOAuthStates,
  social_pending_profiles: deleteExpiredPendingProfiles,
  idempotency_keys: deleteExpiredIdempotencyKeys,
};

export interface CleanupOptions {
  /** What "expired" is measured against (default: now). */
  now?: Date;
  /** Rows per delete statement. */
  batchSize?: number;
  /** Statements per table and run; what is left goes at the next run. */
  maxBatches?: number;
  /** Stops between batches (the runner is stopping). */
  signal?: AbortSignal;
}

export const CLEANUP_BATCH_SIZE = 1000;
export const CLEANUP_MAX_BATCHES = 100;

/**
 * Deletes every expired row of every expiring table, in batches of `batchSize` rows (each its own
 * short statement, so the embedded database's one connection is never held long), at most
 * `maxBatches` per table per run. Answers the rows deleted per table. Running it again, or in two
 * processes at once, is harmless: each delete takes only rows nobody holds and that are still there.
 */
export async function cleanUpExpired(
  db: Executor,
  options: CleanupOptions = {},
): Promise<Record<string, number>> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? CLEANUP_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? CLEANUP_MAX_BATCHES;
  const deleted: Record<string, number> = {};
  for (const [table, deleteBatch] of Object.entries(EXPIRING)) {
    deleted[table] = 0;
    for (let batch = 0; batch < maxBatches && !options.signal?.aborted; batch++) {
      const count = await deleteBatch(db, now, batchSize);
      deleted[table] += count;
      if (count < batchSize) break;
    }
  }
  return deleted;
}

/** The queue of the clean-up job. */
export const CLEANUP_QUEUE = 'cleanup-expired';
/** Every 10 minutes (UTC). */
export const CLEANUP_CRON = '*/10 * * * *';

/** The scheduled clean-up, as the job runner runs it. */
export function cleanupJob(db: Executor): JobDefinition<Record<string, number>> {
  return {
    queue: CLEANUP_QUEUE,
    cron: CLEANUP_CRON,
    run: (signal) => cleanUpExpired(db, { signal }),
  };
}
