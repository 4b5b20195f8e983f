import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RULES, accessDecision, REFUSAL_STATUS } from '../../app/middleware/access.ts';
import { ROOT_DIR, type RunningApp } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import { users } from '../../server/domains/users/schema.ts';
import { ACCESS_LEVELS, type Access, declareScopeAccess } from '../../server/http/access.ts';
import { type ApiPlugin, registerApi } from '../../server/http/api.ts';
import type { RequestContext } from '../../server/http/context.ts';
import { ok } from '../../server/http/envelope.ts';
import { type RouteEntry, recordRoutes } from '../../server/http/route-table.ts';
import { loadCatalogs } from '../../server/i18n/catalogs.ts';
import { isStaffRole } from '../../shared/console/model.ts';
import type { SessionUser } from '../../shared/users/contract.ts';
import { type Account, testApi } from '../support/api.ts';
import { startTestApp } from '../support/app.ts';

/**
 * Issue 11's authorization matrix, generated from the route table the app records itself
 * (`RunningApp.routes`, server/http/route-table.ts): every route declares who may call it; every
 * `user` route refuses a guest, an unknown token and an ended session with the spec's not-signed-in
 * envelope and changes nothing; every `admin` route refuses them too and an ordinary user with 403;
 * `public` routes answer a guest. Requests are made from the table alone: path parameters are 1,
 * bodies `{}` (access is checked in `onRequest`, before the body is read or validated).
 */

let app: RunningApp;
let api: ReturnType<typeof testApi>;
let member: Account;
let ended: Account;
let admin: Account;

beforeAll(async () => {
  app = await startTestApp({}, { site: true });
  api = testApi(app);
  member = await api.signUp('matrix-member@example.com');
  ended = await api.signUp('matrix-ended@example.com');
  const out = await api.call('/login/logout', {}, { token: ended.token });
  if (out.status !== 200) throw new Error(`sign-out failed: ${JSON.stringify(out.body)}`);
  admin = await api.asAdmin();
});
afterAll(async () => {
  await app.close();
});

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route's URL with every parameter (`:id`, `*`) filled with 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+\??/g, '1').replace(/\*/g, '1');

const describeRoute = (route: RouteEntry) => `${route.method} ${route.url}`;

interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the envelope (or page) a route answered, whatever it was
  body: any;
}

/** Calls a route of the table as `token` (none: a guest), the way any client could. */
async function request(route: RouteEntry, token?: string): Promise<Reply> {
  const headers: Record<string, string> = { lan: 'en_US', cookie: 'lang=en_US' };
  if (token) headers.token = token;
  const withBody = BODY_METHODS.has(route.method);
  if (withBody) headers['content-type'] = 'application/json';
  const res = await fetch(`${app.url}${concrete(route.url)}`, {
    method: route.method,
    headers,
    body: withBody ? '{}' : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  let body: unknown = text;
  if (res.headers.get('content-type')?.includes('application/json') && text) body = JSON.parse(text);
  return { status: res.status, body };
}

/** A page request (pages read the session from the `token` cookie). */
async function page(url: string, token?: string): Promise<number> {
  const res = await fetch(`${app.url}${url}`, {
    headers: { cookie: `lang=en_US${token ? `; token=${token}` : ''}` },
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return res.status;
}

/** Every row of every table of the product, as one digest per table: a refusal changes none. */
async function databaseState(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    app.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number; digest: string }>(
      app.database.db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
      ),
    );
    state[name] = `${row?.n}:${row?.digest}`;
  }
  return state;
}

const EXPECTED = {
  // Spec section 8: no session or an unknown token (3000), a session that ended (3001).
  notSignedIn: {
    status: 401,
    envelope: { status: 'fail', code: 401, errorCode: 3000, errorMsg: 'Please log in first' },
  },
  ended: {
    status: 401,
    envelope: {
      status: 'fail',
      code: 401,
      errorCode: 3001,
      errorMsg: 'Your session has ended, please log in again',
    },
  },
  forbidden: {
    status: 403,
    envelope: { status: 'fail', code: 403, errorMsg: 'You have no access to this page' },
  },
} as const;

type Refusal = keyof typeof EXPECTED;

/** What is wrong with `reply` as the refusal `kind` (HEAD answers carry no body), or undefined. */
function refusalProblem(route: RouteEntry, reply: Reply, kind: Refusal): string | undefined {
  const expected = EXPECTED[kind];
  if (reply.status !== expected.status) return `status ${reply.status}, not ${expected.status}`;
  if (route.method === 'HEAD') return undefined;
  const body = reply.body;
  if (typeof body !== 'object' || body === null) return `not the envelope: ${String(body).slice(0, 80)}`;
  for (const [key, value] of Object.entries(expected.envelope)) {
    if (body[key] !== value) return `${key} ${JSON.stringify(body[key])}, not ${JSON.stringify(value)}`;
  }
  if (kind === 'forbidden' && body.errorCode !== undefined) return `errorCode ${body.errorCode} on a 403`;
  if (body.msg !== body.errorMsg) return 'msg differs from errorMsg';
  return undefined;
}

/** Whether `reply` is an access refusal of any kind (401, 403, errorCode 3000/3001). */
function isRefused(reply: Reply): boolean {
  if (reply.status === 401 || reply.status === 403) return true;
  const errorCode = typeof reply.body === 'object' && reply.body !== null ? reply.body.errorCode : undefined;
  return errorCode === 3000 || errorCode === 3001;
}

const byAccess = (access: Access) => app.routes.filter((route) => route.access === access);
/** The console's routes: each declares a staff role (decision 022). */
const staffRoutes = () => app.routes.filter((route) => isStaffRole(route.access));

describe('the route table (RunningApp.routes)', () => {
  it('holds every route of the app, API or not, each with a declared access', () => {
    expect(app.routes.length).toBeGreaterThan(0);
    for (const route of app.routes) {
      expect(ACCESS_LEVELS, describeRoute(route)).toContain(route.access);
      // The table is Fastify's own: every entry is a route it routes.
      expect(app.fastify.hasRoute({ method: route.method, url: route.url }), describeRoute(route)).toBe(true);
    }
    // Pages, files, health, sitemap, catalogs and the API's own hidden routes are in it too.
    const urls = new Set(app.routes.map((route) => route.url));
    for (const url of [
      '/healthz',
      '/*',
      '/uploads/*',
      '/i18n/:file',
      '/sitemap.xml',
      '/java/*',
      '/java/openapi.json',
    ]) {
      expect(urls, url).toContain(url);
    }
    expect(app.routes.filter((route) => route.hidden).length).toBeGreaterThan(0);
    // Only the /java API checks access per request: nothing else may promise more than `public`.
    expect(app.routes.filter((route) => !route.api && route.access !== 'public')).toEqual([]);
    // Every entry is public, user or a staff role: the matrix below covers the whole table (each
    // staff role against the others: tests/integration/console-roles.test.ts).
    expect(byAccess('public').length + byAccess('user').length + staffRoutes().length).toBe(
      app.routes.length,
    );
  });

  it('is read-only', () => {
    expect(Object.isFrozen(app.routes)).toBe(true);
    expect(app.routes.every((route) => Object.isFrozen(route))).toBe(true);
  });
});

describe('an app built the same way refuses to start with a route that declares no access', () => {
  const handler = async () => 'ok';

  /** A throwaway Fastify with the app's route table, and what registering `register` does to it. */
  async function built(register: (fastify: FastifyInstance) => void | Promise<void>) {
    const fastify = Fastify({ logger: false });
    const table = recordRoutes(fastify);
    try {
      await register(fastify);
      await fastify.ready();
      return table;
    } finally {
      await fastify.close();
    }
  }

  it('a plain route', async () => {
    await expect(
      built((f) => {
        f.get('/undeclared', handler);
      }),
    ).rejects.toThrow('GET /undeclared declares no access (config.access)');
  });

  it('a hidden route (schema.hide used to skip the check)', async () => {
    await expect(
      built((f) => {
        f.post('/hidden', { schema: { hide: true } }, handler);
      }),
    ).rejects.toThrow('POST /hidden declares no access');
  });

  it("a plugin's routes, unless their scope declares them (and only that scope)", async () => {
    const root = path.join(ROOT_DIR, 'public');
    await expect(
      built(async (f) => {
        await f.register(fastifyStatic, { root, prefix: '/files/' });
      }),
    ).rejects.toThrow('/files/* declares no access');
    const table = await built(async (f) => {
      await f.register(async (scope) => {
        declareScopeAccess(scope, 'public');
        await scope.register(fastifyStatic, { root, prefix: '/files/' });
      });
    });
    expect(table.filter((route) => route.url === '/files/*').map((route) => route.access)).toEqual([
      'public',
      'public',
    ]);
    // A sibling (or the parent) of the declaring scope gets nothing from it.
    await expect(
      built(async (f) => {
        await f.register(async (scope) => {
          declareScopeAccess(scope, 'public');
        });
        await f.register(async (scope) => {
          scope.get('/sibling', handler);
        });
      }),
    ).rejects.toThrow('GET /sibling declares no access');
  });

  it('a user or admin route outside the /java API, where nothing would check it', async () => {
    await expect(
      built((f) => {
        f.get('/mine', { config: { access: 'user' } }, handler);
      }),
    ).rejects.toThrow("GET /mine declares access 'user' outside the /java API");
  });

  it('an API route without access, while declared ones are recorded', async () => {
    const catalogs = loadCatalogs(path.join(ROOT_DIR, 'locales'));
    const api = (plugin: ApiPlugin) => (fastify: FastifyInstance) =>
      registerApi(fastify, {
        catalogs,
        resolveContext: async () => ({}) as RequestContext,
        routes: { public: [plugin], account: [], admin: [] },
      });
    await expect(
      built(
        api(
          async (scope) => void scope.post('/undeclared', { schema: { summary: 'x' } }, async () => ok(true)),
        ),
      ),
    ).rejects.toThrow('POST /java/undeclared declares no access');
    const table = await built(
      api(async (scope) => void scope.post('/mine', { config: { access: 'user' } }, async () => ok(true))),
    );
    expect(table.find((route) => route.url === '/java/mine')).toEqual({
      method: 'POST',
      url: '/java/mine',
      access: 'user',
      api: true,
      hidden: false,
    });
  });
});

describe('the authorization matrix', () => {
  it('refuses every user route to a guest, an unknown token and an ended session, changing nothing', async () => {
    const routes = byAccess('user');
    const problems: string[] = [];
    let cases = 0;
    for (const route of routes) {
      const before = await databaseState();
      for (const [who, token, kind] of [
        ['guest', undefined, 'notSignedIn'],
        ['unknown token', 'not-a-token-this-app-issued', 'notSignedIn'],
        ['ended session', ended.token, 'ended'],
      ] as const) {
        cases += 1;
        const problem = refusalProblem(route, await request(route, token), kind);
        if (problem) problems.push(`${describeRoute(route)} as ${who}: ${problem}`);
      }
      expect(await databaseState(), `${describeRoute(route)} changed the database`).toEqual(before);
    }
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(0);
    expect(cases).toBe(routes.length * 3);
  });

  it('admits a signed-in user to every user route', async () => {
    const routes = byAccess('user');
    const problems: string[] = [];
    let cases = 0;
    // Its own account: one of these calls is the sign-out, which the other tests' `member` must survive.
    let user = await api.signUp('matrix-visitor@example.com');
    for (const route of routes) {
      cases += 1;
      const reply = await request(route, user.token);
      if (isRefused(reply)) problems.push(`${describeRoute(route)}: refused (${reply.status})`);
      // A call that ends the session (sign-out) hands the next routes a fresh account.
      if ((await api.call('/user/userGold', undefined, { token: user.token })).status !== 200) {
        user = await api.signUp(`matrix-member-${cases}@example.com`);
      }
    }
    expect(problems).toEqual([]);
    expect(cases).toBe(routes.length);
  });

  it('refuses every console (staff) route to a guest, an unknown token, an ended session and an ordinary user, changing nothing', async () => {
    const routes = staffRoutes();
    const problems: string[] = [];
    let cases = 0;
    for (const route of routes) {
      const before = await databaseState();
      for (const [who, token, kind] of [
        ['guest', undefined, 'notSignedIn'],
        ['unknown token', 'not-a-token-this-app-issued', 'notSignedIn'],
        ['ended session', ended.token, 'ended'],
        ['ordinary user', member.token, 'forbidden'],
      ] as const) {
        cases += 1;
        const problem = refusalProblem(route, await request(route, token), kind);
        if (problem) problems.push(`${describeRoute(route)} as ${who}: ${problem}`);
      }
      expect(await databaseState(), `${describeRoute(route)} changed the database`).toEqual(before);
    }
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(0);
    expect(cases).toBe(routes.length * 4);
  });

  it('admits the administrator to every console (staff) route', async () => {
    const routes = staffRoutes();
    const problems: string[] = [];
    for (const route of routes) {
      const reply = await request(route, admin.token);
      if (isRefused(reply)) problems.push(`${describeRoute(route)}: refused (${reply.status})`);
    }
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(0);
  });

  it('answers a guest on every public route without an access refusal', async () => {
    const routes = byAccess('public');
    const problems: string[] = [];
    let cases = 0;
    for (const route of routes) {
      cases += 1;
      const reply = await request(route);
      if (isRefused(reply)) problems.push(`${describeRoute(route)}: refused (${reply.status})`);
    }
    expect(problems).toEqual([]);
    expect(routes.some((route) => route.api)).toBe(true);
    expect(routes.some((route) => !route.api)).toBe(true);
    expect(cases).toBe(routes.length);
  });
});

describe("pages: the site's own rules (app/middleware/access.ts) over the site's route table", () => {
  const guest = null;
  const ordinary: SessionUser = { uid: 1, username: null, avatar: null, level: 1, roles: [] };
  const administrator: SessionUser = { ...ordinary, roles: ['admin'] };
  /** A signed-in account per role the rules name (roles other than admin are set on the account). */
  const holders = new Map<string, Account>();
  beforeAll(async () => {
    for (const role of new Set(ACCESS_RULES.flatMap((rule) => rule.roles))) {
      if (role === 'admin') continue;
      const account = await api.signUp(`matrix-${role}@example.com`);
      await app.database.db
        .update(users)
        .set({ roles: [role] })
        .where(eq(users.uid, account.uid));
      holders.set(role, account);
    }
  });

  /** Every page path of the build the app serves, parameters filled with 1. */
  async function pagePaths(): Promise<string[]> {
    const entry = path.join(app.config.buildDir, 'server', 'index.js');
    const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
    const routes = build.routes as Record<string, { parentId?: string; path?: string }>;
    const full = (id: string | undefined): string => {
      const route = id ? routes[id] : undefined;
      if (!route) return '';
      const own = route.path?.replace(/^\/|\/$/g, '') ?? '';
      const parent = full(route.parentId);
      return own ? `${parent}/${own}` : parent;
    };
    const paths = Object.keys(routes).map((id) => concrete(full(id)) || '/');
    return [...new Set(paths)].sort();
  }

  it('asks a guest to sign in on each page a rule guards, refuses every lesser role, admits the role it names', async () => {
    const guarded = (await pagePaths()).filter((url) => accessDecision(url, guest) !== 'allowed');
    const problems: string[] = [];
    let cases = 0;
    for (const url of guarded) {
      const callers: [string, SessionUser | null, string | undefined][] = [
        ['guest', guest, undefined],
        ['unknown token', guest, 'not-a-token-this-app-issued'],
        ['ended session', guest, ended.token],
        ['ordinary user', ordinary, member.token],
        ['administrator', administrator, admin.token],
        ...[...holders].map(
          ([role, account]) =>
            [role, { ...ordinary, roles: [role] }, account.token] as [string, SessionUser, string],
        ),
      ];
      if (!callers.some(([, user]) => accessDecision(url, user) === 'allowed')) {
        problems.push(`${url}: no role may open it`);
      }
      for (const [who, user, token] of callers) {
        cases += 1;
        const status = await page(url, token);
        const decision = accessDecision(url, user);
        const refused = status === 401 || status === 403;
        if (decision === 'allowed' ? refused : status !== REFUSAL_STATUS[decision]) {
          const expected = decision === 'allowed' ? 'admitted' : REFUSAL_STATUS[decision];
          problems.push(`${url} as ${who}: ${status}, expected ${expected}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Today: the operator's tools and the streamer, creator and channel centres.
    expect(guarded).toEqual(
      expect.arrayContaining([
        '/admin/outbox',
        '/admin/corrections',
        '/admin/brand',
        '/anchorCenter',
        '/creatorCenter/progManage',
        '/channel/gold',
      ]),
    );
    expect(cases).toBe(guarded.length * (5 + holders.size));
  });
});
