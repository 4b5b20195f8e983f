/**
 * The auth domain's public entry: verification codes and the identifier and password rules the users
 * domain needs to bind an email or phone and change a password.
 */
export { type CodeStore, createCodeStore } from './codes.ts';
export { checkCodeGiven, checkPassword, normalizeEmail, normalizePhone } from './identifiers.ts';
export { hashPassword, verifyPassword } from './password.ts';
