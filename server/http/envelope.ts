import { z } from 'zod';

/** Success envelope of every `/java` call (spec section 7): `{status: "success", result}`. */
export function ok<T>(result: T): { status: 'success'; result: T } {
  return { status: 'success', result };
}

export interface FailEnvelope {
  status: 'fail';
  /** HTTP-like code: 400 bad input, 401/403 auth, 404 unknown, 429 throttled, 500 server. */
  code: number;
  /** Domain code where the spec defines one (3000/3001 invalid session, 2010 social account unbound). */
  errorCode?: number;
  /** Translated, user-facing message; the browser shows it first. */
  errorMsg: string;
  /** Same message for older clients that only read `msg`. */
  msg: string;
}

export function fail(code: number, message: string, errorCode?: number): FailEnvelope {
  return errorCode === undefined
    ? { status: 'fail', code, errorMsg: message, msg: message }
    : { status: 'fail', code, errorCode, errorMsg: message, msg: message };
}

/** OpenAPI / serializer schema of a success envelope around `result`. */
export function successSchema<T extends z.ZodType>(result: T) {
  return z.object({ status: z.literal('success'), result });
}

export const failSchema = z.object({
  status: z.literal('fail'),
  code: z.number().int(),
  errorCode: z.number().int().optional(),
  errorMsg: z.string(),
  msg: z.string(),
});
