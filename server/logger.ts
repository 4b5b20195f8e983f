import { type BaseLogger, stdSerializers } from 'pino';

/** What services log with (Fastify's pino logger satisfies it); services never import Fastify. */
export type Logger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/**
 * How errors are logged: pino's standard form without what may hold personal data — the values bound
 * to a failed SQL statement (`params`, `parameters`: emails, phones, texts) and PostgreSQL's `detail`
 * ("Key (email)=(…) already exists"), at any depth of `cause`. The statement itself is kept.
 */
export function errorWithoutPersonalData(error: Error): ReturnType<typeof stdSerializers.err> {
  return scrub(stdSerializers.err(error), 0) as ReturnType<typeof stdSerializers.err>;
}

const PERSONAL = new Set(['params', 'parameters', 'detail']);

function scrub(value: unknown, depth: number): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = PERSONAL.has(key) ? '[redacted]' : scrub(inner, depth + 1);
  }
  return out;
}
