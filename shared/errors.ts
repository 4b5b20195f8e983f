/**
 * An expected failure of a use case: what went wrong (`kind`), the `errors:` catalog key that tells the
 * user so in their language, and the spec's `errorCode` where it defines one (section 8). Services and
 * rules throw it; only the HTTP edge (`server/http/errors.ts`) turns a kind into a status code and the
 * failure envelope, and page loaders turn `notFound` into the 404 page.
 *
 * Recognised by a brand (`isDomainError`), never by `instanceof`: a bundle may carry its own copy of
 * this module.
 */

export const ERROR_KINDS = [
  'invalid', // the input breaks a rule: 400
  'unauthenticated', // no session, or it ended: 401
  'forbidden', // signed in, but not allowed: 403
  'notFound', // 404
  'conflict', // the current state refuses it (already taken, already cancelled): 409
  'tooLarge', // 413
  'tooMany', // a limit of attempts or sends: 429
  'upstream', // a provider we depend on failed (mail, SMS, OAuth): 502
  'unavailable', // we cannot take it now (overloaded, shutting down): 503
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export type ErrorParams = Record<string, string | number>;

/** Spec section 8: the `errorCode`s clients react to. */
export const ERROR_CODES = {
  /** No session, or an unknown token: the client clears it and goes home. */
  notSignedIn: 3000,
  /** The session expired or was revoked. */
  sessionEnded: 3001,
  /** Social sign-in of an account not bound yet (the older dialog's bind step). */
  socialUnbound: 2010,
} as const;

const BRAND = Symbol.for('arena-live.DomainError');

export class DomainError extends Error {
  readonly kind: ErrorKind;
  /** A key of the `errors` catalog namespace. */
  readonly messageKey: string;
  /** Placeholders of the message. */
  readonly params: ErrorParams;
  readonly errorCode: number | undefined;

  constructor(kind: ErrorKind, messageKey: string, params: ErrorParams = {}, errorCode?: number) {
    super(messageKey);
    this.name = 'DomainError';
    this.kind = kind;
    this.messageKey = messageKey;
    this.params = params;
    this.errorCode = errorCode;
    Object.defineProperty(this, BRAND, { value: true });
  }
}

/** True for a `DomainError` of any copy of this module. */
export function isDomainError(error: unknown): error is DomainError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
}

/** The caller has no session (3000) or it ended (3001). */
export function notSignedIn(ended = false): DomainError {
  return ended
    ? new DomainError('unauthenticated', 'sessionInvalid', {}, ERROR_CODES.sessionEnded)
    : new DomainError('unauthenticated', 'notLoggedIn', {}, ERROR_CODES.notSignedIn);
}
