import type { BaseLogger } from 'pino';

/** What services log with (Fastify's pino logger satisfies it); services never import Fastify. */
export type Logger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
