/**
 * The primitives every wire contract builds its inputs from, so that bad input is refused in one
 * place (a 400 naming the field) before a use case runs or consumes anything.
 *
 * - JSON bodies are strict: a number is a JSON number (`true` or `"0x10"` is refused, not coerced).
 * - Query strings are text by nature: a whole number there is decimal digits only.
 * - Whole numbers stay within PostgreSQL's `integer` (int32) unless a field says otherwise.
 * - Text never carries NUL (PostgreSQL cannot store it), nor another control character than tab,
 *   line feed and carriage return: nobody types them, they only arrive injected.
 */
import { z } from 'zod';

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

const noNul = (value: string) => !value.includes('\u0000');

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text: at most `max` characters, no NUL or other control character (tab, line feeds excepted). */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL_CHARACTER.test(value), 'must not contain control characters');

/** A whole number in a JSON body, within [min, max] (default: int32). */
export const bodyInt = (min: number = INT32_MIN, max: number = INT32_MAX) =>
  z.number().int().min(min).max(max);

/** A positive id in a JSON body (int32). */
export const bodyId = () => bodyInt(1);

/** A whole number in a query string: decimal digits (with a leading minus) only, within [min, max]. */
export const queryInt = (min: number = INT32_MIN, max: number = INT32_MAX) =>
  z
    .string()
    .regex(/^-?\d{1,10}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A positive id in a query string (int32). */
export const queryId = () => queryInt(1);

/** A database id (1…2³¹−1) in a page's address, written the one canonical way, or undefined. */
export function databaseId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= INT32_MAX ? id : undefined;
}

/** True when `value` (a parsed body or query, at any depth) holds a string with NUL. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !noNul(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const item of Array.isArray(value) ? value : Object.entries(value).flat()) {
    if (containsNul(item, depth + 1)) return true;
  }
  return false;
}
