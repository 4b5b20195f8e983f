/**
 * `Idempotency-Key` on money POSTs (issue 16: "the first request's result is stored and replayed for the
 * same key, a different body with the same key is refused, a key still in flight answers 409";
 * decision 026), through the real `/java` scope and the real store on PGlite: a test route that
 * counts how often it really ran.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../tests/support/db.ts';
import { ROOT_DIR } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  createIdempotencyStore,
  deleteExpiredIdempotencyKeys,
  IDEMPOTENCY_LOCK_MS,
} from '../domains/idempotency/index.ts';
import { loadCatalogs } from '../i18n/catalogs.ts';
import { type ApiPlugin, registerApi } from './api.ts';
import type { RequestContext } from './context.ts';
import { ok } from './envelope.ts';
import { requestHash } from './idempotency.ts';

let database: DatabaseHandle;
let fastify: FastifyInstance;
let clock = new Date('2026-11-29T08:00:00Z');
let ran = 0;
/** Resolves the slow call when the test says so; `started` once it runs. */
let release: () => void = () => undefined;
let started: () => void = () => undefined;

const buy: ApiPlugin = async (api) => {
  api.post(
    '/test/buy',
    {
      config: { access: 'user', idempotent: true },
      schema: { summary: 'x', body: z.object({ item: z.string(), amount: z.number().int().min(1) }) },
    },
    async (request) => {
      ran += 1;
      if (request.body.item === 'slow') {
        started();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      if (request.body.item === 'broken') throw new Error('the call failed');
      return ok({ order: ran, item: request.body.item });
    },
  );
};

beforeAll(async () => {
  database = await openTestDatabase();
  fastify = Fastify({ logger: false });
  await registerApi(fastify, {
    catalogs: loadCatalogs(path.join(ROOT_DIR, 'locales')),
    idempotency: createIdempotencyStore(database.db, () => clock),
    // The caller is the user named by the `x-uid` header (a guest without it).
    resolveContext: async (request) => {
      const uid = Number(request.headers['x-uid']);
      return {
        language: 'en_US',
        user: uid ? { uid, roles: [] } : null,
        token: uid ? 'token' : undefined,
        tokenStatus: uid ? 'valid' : 'none',
        cookies: {},
      } as unknown as RequestContext;
    },
    routes: { public: [buy], account: [], admin: [] },
  });
  await fastify.ready();
});
afterAll(async () => {
  await fastify.close();
  await database.close();
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return fastify.inject({
    method: 'POST',
    url: '/java/test/buy',
    headers: { 'x-uid': '7', 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

describe('Idempotency-Key', () => {
  it('runs the first request once and replays its answer for the same key', async () => {
    const before = ran;
    const first = await post({ item: 'vip', amount: 30 }, { 'idempotency-key': 'k-1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body with its keys in another order is the same request.
    const again = await post({ amount: 30, item: 'vip' }, { 'idempotency-key': 'k-1' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(ran).toBe(before + 1);
  });

  it('refuses the same key with another request, and keys are per user', async () => {
    await post({ item: 'gift', amount: 1 }, { 'idempotency-key': 'k-2' });
    const other = await post({ item: 'gift', amount: 2 }, { 'idempotency-key': 'k-2' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errorMsg).toBe(
      'This request key was already used for a different request. Please start again.',
    );
    const someoneElse = await post({ item: 'gift', amount: 2 }, { 'idempotency-key': 'k-2', 'x-uid': '8' });
    expect(someoneElse.statusCode).toBe(200);
  });

  it('answers 409 while the first request with the key still runs, then replays its answer', async () => {
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = post({ item: 'slow', amount: 1 }, { 'idempotency-key': 'k-3' });
    // The first holds the key and runs.
    await running;
    const during = await post({ item: 'slow', amount: 1 }, { 'idempotency-key': 'k-3' });
    expect(during.statusCode).toBe(409);
    expect(during.json().errorMsg).toBe('This request is still being processed. Please wait a moment.');
    release();
    const answered = await first;
    expect(answered.statusCode).toBe(200);
    const after = await post({ item: 'slow', amount: 1 }, { 'idempotency-key': 'k-3' });
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(after.body).toBe(answered.body);
  });

  it('keeps a failure as the answer too (the money call decided), and replays it', async () => {
    const before = ran;
    const failed = await post({ item: 'broken', amount: 1 }, { 'idempotency-key': 'k-4' });
    expect(failed.statusCode).toBe(500);
    const again = await post({ item: 'broken', amount: 1 }, { 'idempotency-key': 'k-4' });
    expect(again.statusCode).toBe(500);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(ran).toBe(before + 1);
  });

  it('requires the header, checks it, and does not spend a key on a request that fails validation', async () => {
    const missing = await post({ item: 'vip', amount: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMsg).toBe('Missing required parameter: Idempotency-Key');
    expect((await post({ item: 'vip', amount: 1 }, { 'idempotency-key': 'x'.repeat(256) })).statusCode).toBe(
      400,
    );
    expect((await post({ item: 'vip', amount: 1 }, { 'idempotency-key': 'a b' })).statusCode).toBe(400);
    expect((await post({ item: 'vip', amount: 0 }, { 'idempotency-key': 'k-5' })).statusCode).toBe(400);
    expect((await post({ item: 'vip', amount: 1 }, { 'idempotency-key': 'k-5' })).statusCode).toBe(200);
    // A guest is asked to sign in before anything else.
    const guest = await post({ item: 'vip', amount: 1 }, { 'idempotency-key': 'k-6', 'x-uid': '' });
    expect(guest.json().errorCode).toBe(3000);
  });

  it('lets a key go once its holder is gone past the lock, and forgets keys after a day', async () => {
    const store = createIdempotencyStore(database.db, () => clock);
    const hash = requestHash({ item: 'vip' });
    const input = { uid: 9, key: 'k-7', route: 'POST /java/test/buy', hash };
    expect(await store.begin(input)).toEqual({ kind: 'new' });
    expect(await store.begin(input)).toEqual({ kind: 'inFlight' });
    clock = new Date(clock.getTime() + IDEMPOTENCY_LOCK_MS + 1000);
    expect(await store.begin(input)).toEqual({ kind: 'new' });
    await store.finish({ uid: 9, key: 'k-7', status: 200, body: '{"status":"success"}' });
    expect(await store.begin(input)).toEqual({ kind: 'replay', status: 200, body: '{"status":"success"}' });

    const deleted = await deleteExpiredIdempotencyKeys(
      database.db,
      new Date(Date.now() + 25 * 3600_000),
      1000,
    );
    expect(deleted).toBeGreaterThan(0);
    expect(await store.begin(input)).toEqual({ kind: 'new' });
  });
});

describe('declaring an idempotent route', () => {
  it('needs a signed-in access', async () => {
    const lax: ApiPlugin = async (api) => {
      api.post(
        '/lax',
        { config: { access: 'public', idempotent: true }, schema: { summary: 'x' } },
        async () => ok(true),
      );
    };
    const app = Fastify({ logger: false });
    await expect(
      registerApi(app, {
        catalogs: loadCatalogs(path.join(ROOT_DIR, 'locales')),
        idempotency: createIdempotencyStore(database.db),
        resolveContext: async () => ({}) as RequestContext,
        routes: { public: [lax], account: [], admin: [] },
      }).then(() => app.ready()),
    ).rejects.toThrow('POST /java/lax is idempotent: it needs a signed-in access');
  });
});
