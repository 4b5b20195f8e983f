/**
 * The store behind the `Idempotency-Key` of money POSTs (decision 026), the port the HTTP layer's hook
 * (server/http/idempotency.ts) calls: the first request with a key runs and its answer is kept; the
 * same key with the same request gets that answer again (even a failure: the money call decided);
 * with another request it is refused; while the first still runs, the second is told so (409).
 */
import type { Database, Executor } from '../../db/client.ts';
import { claimKey, deleteKeysBefore, storeAnswer, takeOverKey } from './repository.ts';

/** How long a key and its answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** How long a request may hold its key before another may take it over (its process died). */
export const IDEMPOTENCY_LOCK_MS = 60_000;

export type IdempotencyStart =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'inFlight' };

export function createIdempotencyStore(db: Database, now: () => Date = () => new Date()) {
  return {
    async begin(input: { uid: number; key: string; route: string; hash: string }): Promise<IdempotencyStart> {
      const at = now();
      const lockedUntil = new Date(at.getTime() + IDEMPOTENCY_LOCK_MS);
      const claim = await claimKey(db, {
        uid: input.uid,
        key: input.key,
        route: input.route,
        requestHash: input.hash,
        lockedUntil,
      });
      if (claim.claimed) return { kind: 'new' };
      const { row } = claim;
      if (row.route !== input.route || row.requestHash !== input.hash) return { kind: 'mismatch' };
      if (row.status !== null && row.response !== null) {
        return { kind: 'replay', status: row.status, body: row.response };
      }
      const taken = await takeOverKey(db, {
        uid: input.uid,
        key: input.key,
        requestHash: input.hash,
        now: at,
        lockedUntil,
      });
      return taken ? { kind: 'new' } : { kind: 'inFlight' };
    },

    async finish(input: { uid: number; key: string; status: number; body: string }): Promise<void> {
      await storeAnswer(db, { uid: input.uid, key: input.key, status: input.status, response: input.body });
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/** The clean-up job's step: keys older than a day, `limit` at a time. */
export function deleteExpiredIdempotencyKeys(db: Executor, now: Date, limit: number): Promise<number> {
  return deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS), limit);
}
