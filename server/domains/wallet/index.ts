/**
 * The wallet's public entry. Other domains move money only with `recordMovement(tx, movement)`, inside
 * their own transaction: idempotent by `(uid, type, ref)`, never below zero.
 */
export {
  InsufficientBalanceError,
  type Movement,
  REGISTRATION_BONUS_GOLD,
  recordMovement,
} from './ledger.ts';
export { createWalletService, type WalletService } from './service.ts';
