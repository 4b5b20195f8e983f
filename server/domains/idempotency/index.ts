/** The idempotency store's public entry (decision 026): the HTTP hook's store and the clean-up's step. */

export { idempotencyKeys } from './schema.ts';
export {
  createIdempotencyStore,
  deleteExpiredIdempotencyKeys,
  IDEMPOTENCY_LOCK_MS,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyStart,
  type IdempotencyStore,
} from './service.ts';
