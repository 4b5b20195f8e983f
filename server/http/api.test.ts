import { connect } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../tests/support/api.ts';
import { startTestApp } from '../../tests/support/app.ts';
import { ROOT_DIR, type RunningApp } from '../app.ts';
import { loadCatalogs } from '../i18n/catalogs.ts';
import { type ApiPlugin, type ApiRoutes, registerApi } from './api.ts';
import type { RequestContext } from './context.ts';
import { ok } from './envelope.ts';

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('the /java envelope (spec section 7)', () => {
  it('wraps a result as {status: "success", result}', async () => {
    const res = await fetch(`${app.url}/java/game/v3/getPCGameSource`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('success');
    expect(Array.isArray(body.result)).toBe(true);
  });

  it('answers an unknown call with the failure envelope and HTTP 404, not an HTML page', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await fetch(`${app.url}/java/no/such/call`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = await res.json();
      expect(body).toMatchObject({ status: 'fail', code: 404 });
      expect(body.errorMsg).toBeTruthy();
      expect(body.msg).toBe(body.errorMsg);
    }
  });

  it('fails validation with code 400 and a message naming the field', async () => {
    const res = await fetch(`${app.url}/java/user/info?userId=not-a-number`, { headers: { lan: 'en_US' } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'fail', code: 400, errorMsg: 'Invalid parameter: userId' });
  });

  it('says which required field is missing', async () => {
    const res = await fetch(`${app.url}/java/user/info`, { headers: { lan: 'en_US' } });
    expect(res.status).toBe(400);
    expect((await res.json()).errorMsg).toBe('Missing required parameter: userId');
  });

  it('translates failures into the language of the lan header', async () => {
    const zh = await (await fetch(`${app.url}/java/nope`, { headers: { lan: 'zh_CN' } })).json();
    const ar = await (await fetch(`${app.url}/java/nope`, { headers: { lan: 'ar' } })).json();
    const en = await (await fetch(`${app.url}/java/nope`, { headers: { lan: 'en_US' } })).json();
    expect(en.errorMsg).toBe('The requested interface does not exist');
    expect(zh.errorMsg).not.toBe(en.errorMsg);
    expect(ar.errorMsg).not.toBe(en.errorMsg);
    expect(zh.errorMsg).toMatch(/\p{Script=Han}/u);
    expect(ar.errorMsg).toMatch(/\p{Script=Arabic}/u);
  });

  it('accepts the spec request headers sysType, lan, token and the _t query parameter without error', async () => {
    const res = await fetch(`${app.url}/java/game/v3/getPCGameSource?_t=${Date.now()}`, {
      headers: { sysType: 'PC', lan: 'en_US', token: 'not-a-real-token' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('success');
  });

  it('answers a malformed JSON body with the failure envelope', async () => {
    const res = await fetch(`${app.url}/java/game/v3/getPCGameSource`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lan: 'en_US' },
      body: '{not json',
    });
    const body = await res.json();
    expect(body.status).toBe('fail');
    expect([400, 404]).toContain(body.code);
  });
});

describe('the OpenAPI document at /java/openapi.json', () => {
  it('is generated from the route schemas', async () => {
    const res = await fetch(`${app.url}/java/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const userInfo = doc.paths['/java/user/info'].get;
    expect(userInfo.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'userId', in: 'query', required: true })]),
    );
    expect(doc.paths['/java/game/v3/getPCGameSource']).toBeDefined();
    expect(doc.paths['/java/*']).toBeUndefined();
  });
});

describe('GET /healthz', () => {
  it('answers 200 once migrations have run', async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite', bus: 'memory' });
  });
});

describe('routes are Fastify plugins that declare who may call them (decision 013)', () => {
  const catalogs = loadCatalogs(path.join(ROOT_DIR, 'locales'));
  const noRoutes = { public: [], account: [], admin: [] };

  async function apiWith(routes: Partial<ApiRoutes>) {
    const fastify = Fastify({ logger: false });
    await registerApi(fastify, {
      catalogs,
      resolveContext: async () => ({}) as RequestContext,
      routes: { ...noRoutes, ...routes },
    });
    await fastify.ready();
    return fastify;
  }

  it('refuses to start with a route that declares no access', async () => {
    const undeclared: ApiPlugin = async (api) => {
      api.get('/undeclared', { schema: { summary: 'x' } }, async () => ok(true));
    };
    await expect(apiWith({ public: [undeclared] })).rejects.toThrow(
      'GET /java/undeclared declares no access',
    );
  });

  it('refuses to start with a route under /java/admin that does not declare a staff role', async () => {
    const lax: ApiPlugin = async (api) => {
      api.get('/lax', { config: { access: 'user' }, schema: { summary: 'x' } }, async () => ok(true));
    };
    await expect(apiWith({ admin: [lax] })).rejects.toThrow(
      '/java/admin/lax is under /admin: declare a staff role as its access',
    );
  });

  it('checks access before the body is read: a guest gets 3000, not a validation error', async () => {
    const res = await fetch(`${app.url}/java/match/attention`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lan: 'en_US' },
      body: JSON.stringify({ matchId: 'not a number' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: 'fail', errorCode: 3000 });
  });

  it('answers an unknown call under /java/admin with the 404 envelope, not a permission error', async () => {
    const res = await fetch(`${app.url}/java/admin/no/such/call`, { headers: { lan: 'en_US' } });
    expect(res.status).toBe(404);
    expect((await res.json()).errorMsg).toBe('The requested interface does not exist');
  });

  it('admits only staff to the /java/admin scope, whatever the route (tests/integration/console-roles.test.ts: each role)', async () => {
    const api = testApi(app);
    const fan = await api.signUp('not-an-admin@example.com');
    expect((await api.call('/admin/feedback')).body.errorCode).toBe(3000);
    const refused = await api.call('/admin/feedback', undefined, { token: fan.token });
    expect(refused.status).toBe(403);
    expect(refused.body.errorMsg).toBe('You have no access to this page');
    const admin = await api.asAdmin();
    expect((await api.call('/admin/feedback', undefined, { token: admin.token })).status).toBe(200);
  });
});

describe('what fails before a route is found still answers the envelope', () => {
  /** A raw request: fetch would refuse these URLs itself. */
  function raw(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const url = new URL(app.url);
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
      });
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('end', () => {
        const [head = '', ...rest] = data.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
      });
      socket.on('error', reject);
    });
  }

  it('a URL over 16 KB: 431 with the failure envelope', async () => {
    const answer = await raw(`/java/user/info?userId=1&pad=${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'fail', code: 431 });
  });

  it('a path that is not valid UTF-8: 400 with the failure envelope', async () => {
    const answer = await raw('/java/%ff%fe/info');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.split('\r\n').find((l) => l.startsWith('{')) ?? answer.body)).toMatchObject(
      {
        status: 'fail',
        code: 400,
      },
    );
  });
});
