import type { ErrorKind } from '../../shared/errors.ts';

/** The HTTP status of each kind of `DomainError` (shared/errors.ts): decided here, at the edge, only. */
export const HTTP_STATUS: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  upstream: 502,
  unavailable: 503,
};
