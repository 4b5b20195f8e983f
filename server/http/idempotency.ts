/**
 * `Idempotency-Key` on money POSTs (decision 026): a route declares `config: { idempotent: true }`
 * (and a signed-in access); its callers must send the header. After validation, the store says
 * whether this (user, key) is new (the call runs and its answer is kept, failures included), a repeat
 * of the same request (the kept answer is sent again, with `Idempotent-Replayed: true`), another
 * request under a used key (400) or a repeat while the first still runs (409).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/errors.ts';
import { requireUser } from './access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A money POST: callers send `Idempotency-Key`, a repeat gets the first answer (decision 026). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds, to keep its answer under. */
    idempotency?: { uid: number; key: string };
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A key is 1 to 255 visible ASCII characters (a UUID is what clients usually send). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The port the hook calls (server/domains/idempotency implements it). */
export interface IdempotencyPort {
  begin(input: {
    uid: number;
    key: string;
    route: string;
    hash: string;
  }): Promise<
    | { kind: 'new' }
    | { kind: 'replay'; status: number; body: string }
    | { kind: 'mismatch' }
    | { kind: 'inFlight' }
  >;
  finish(input: { uid: number; key: string; status: number; body: string }): Promise<void>;
}

/** JSON with object keys in order: the same body hashes the same however its keys were written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(canonical(body ?? null))
    .digest('hex');
}

/** Adds the hooks to `api` (the `/java` scope): every idempotent route registered after it gets them. */
export function registerIdempotency(api: FastifyInstance, store: IdempotencyPort): void {
  api.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const access = route.config.access;
    if (!access || access === 'public') {
      throw new Error(`${String(route.method)} ${route.url} is idempotent: it needs a signed-in access`);
    }
  });

  api.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const user = requireUser(request.ctx);
    const raw = request.headers[IDEMPOTENCY_HEADER];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (key === undefined || key === '') {
      throw new DomainError('invalid', 'validationRequired', { field: 'Idempotency-Key' });
    }
    if (!KEY_PATTERN.test(key)) throw new DomainError('invalid', 'validation', { field: 'Idempotency-Key' });
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const start = await store.begin({ uid: user.uid, key, route, hash: requestHash(request.body) });
    if (start.kind === 'mismatch') throw new DomainError('invalid', 'idempotencyMismatch');
    if (start.kind === 'inFlight') throw new DomainError('conflict', 'idempotencyInFlight');
    if (start.kind === 'replay') {
      return reply
        .code(start.status)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(start.body);
    }
    request.idempotency = { uid: user.uid, key };
  });

  // The answer, whatever it is (a failure too: the call decided), is kept under the key.
  api.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = undefined;
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    await store.finish({ uid: held.uid, key: held.key, status: reply.statusCode, body });
    return payload;
  });
}
