/**
 * The auth domain's public entry: verification codes and the identifier and password rules the users
 * domain needs to bind an email or phone and change a password.
 */
// The clean-up job's deletes of expired codes, payload keys, OAuth states and pending profiles.
export {
  deleteExpiredOAuthStates,
  deleteExpiredPayloadKeys,
  deleteExpiredPendingProfiles,
  deleteExpiredVerificationCodes,
} from './cleanup.ts';
export { type CodeStore, createCodeStore } from './codes.ts';
export { checkCodeGiven, checkPassword, normalizeEmail, normalizePhone } from './identifiers.ts';
export { hashPassword, verifyPassword } from './password.ts';
