/**
 * Issue 15, acceptance: "Role matrix: every console call refused for guest, user and each lesser role
 * (one table-driven test generated from the routes, so a new console call without a role check fails
 * it)". The table is the app's own route table (`RunningApp.routes`): every route under /java/admin,
 * whatever its domain, is called by a guest, a plain user and each staff role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../server/app.ts';
import { actsAs, STAFF_ROLES, type StaffRole } from '../../shared/console/model.ts';
import { type Account, type TestApi, testApi } from '../support/api.ts';
import { startTestApp } from '../support/app.ts';

let app: RunningApp;
let api: TestApi;
const staff = {} as Record<Exclude<StaffRole, 'admin'>, Account>;
let fan: Account;
let admin: Account;

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  admin = await api.asAdmin();
  fan = await api.signUp('matrix-fan@example.com');
  for (const role of ['editor', 'reviewer', 'support'] as const) {
    staff[role] = await api.signUp(`matrix-${role}@example.com`);
    const granted = await api.call(
      '/admin/users/role',
      { uid: staff[role].uid, role, grant: true },
      { token: admin.token },
    );
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  }
});
afterAll(async () => {
  await app.close();
});

/** Every console call the app registered (HEAD is Fastify's own copy of each GET). */
const consoleCalls = () =>
  app.routes.filter((r) => r.url.startsWith('/java/admin/') && r.method !== 'HEAD' && !r.url.includes('*'));

async function callAs(method: string, url: string, token: string | undefined) {
  const res = await fetch(`${app.url}${url}`, {
    method,
    headers: {
      lan: 'en_US',
      ...(token ? { token } : {}),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    // An empty body: allowed callers get a validation error, never a change.
    body: method === 'GET' ? undefined : '{}',
  });
  return { status: res.status, body: (await res.json()) as { errorCode?: number; errorMsg?: string } };
}

describe('the console role matrix, generated from the routes', () => {
  it('covers the console of every domain, each call declaring a staff role', () => {
    const calls = consoleCalls();
    const urls = calls.map((r) => `${r.method} ${r.url}`);
    // The console's domains so far: users, review queues, audit log, feedback, catalog corrections.
    for (const expected of [
      'GET /java/admin/users',
      'POST /java/admin/users/ban',
      'POST /java/admin/users/role',
      'GET /java/admin/review',
      'POST /java/admin/review/decide',
      'GET /java/admin/audit',
      'GET /java/admin/feedback',
      'POST /java/admin/competitions/correct',
    ]) {
      expect(urls).toContain(expected);
    }
    for (const call of calls) expect(STAFF_ROLES as readonly string[]).toContain(call.access);
  });

  it('refuses every console call to a guest (errorCode 3000), a user and each lesser role (403)', async () => {
    const callers: { name: string; token: string | undefined; roles: string[] }[] = [
      { name: 'guest', token: undefined, roles: [] },
      { name: 'user', token: fan.token, roles: [] },
      ...(['editor', 'reviewer', 'support'] as const).map((role) => ({
        name: role,
        token: staff[role].token,
        roles: [role],
      })),
      { name: 'admin', token: admin.token, roles: ['admin'] },
    ];
    let refused = 0;
    let admitted = 0;
    for (const call of consoleCalls()) {
      for (const caller of callers) {
        const { status, body } = await callAs(call.method, call.url, caller.token);
        const label = `${caller.name} → ${call.method} ${call.url}: ${status} ${JSON.stringify(body)}`;
        if (caller.token === undefined) {
          expect(status, label).toBe(401);
          expect(body.errorCode, label).toBe(3000);
          refused++;
        } else if (!actsAs(caller.roles, call.access as StaffRole)) {
          expect(status, label).toBe(403);
          expect(body.errorMsg, label).toBe('You have no access to this page');
          refused++;
        } else {
          expect([401, 403], label).not.toContain(status);
          admitted++;
        }
      }
    }
    // Each call is refused to the guest and the user at least, and admitted to the administrator.
    expect(refused).toBeGreaterThanOrEqual(consoleCalls().length * 2);
    expect(admitted).toBeGreaterThanOrEqual(consoleCalls().length);
  });

  it('a role granted in the console works at once and ends when revoked (the audit log keeps both)', async () => {
    const editor = await api.signUp('matrix-late-editor@example.com');
    const corrections = () => api.call('/admin/competitions/corrections', undefined, { token: editor.token });
    expect((await corrections()).status).toBe(403);
    await api.call(
      '/admin/users/role',
      { uid: editor.uid, role: 'editor', grant: true },
      { token: admin.token },
    );
    expect((await corrections()).status).toBe(200);
    await api.call(
      '/admin/users/role',
      { uid: editor.uid, role: 'editor', grant: false },
      { token: admin.token },
    );
    expect((await corrections()).status).toBe(403);

    const log = await api.call(`/admin/audit?subject=${editor.uid}`, undefined, { token: admin.token });
    expect(log.body.result.list.map((e: { action: string }) => e.action)).toEqual([
      'role.revoke',
      'role.grant',
    ]);
    expect(log.body.result.list[1]).toMatchObject({
      actor: admin.uid,
      subjectType: 'user',
      before: { roles: [] },
      after: { roles: ['editor'] },
      address: '127.0.0.1',
    });
  });

  it('only administrators grant roles; ADMIN_EMAILS administrators cannot be revoked; nobody revokes their own', async () => {
    const target = await api.signUp('matrix-target@example.com');
    const bySupport = await api.call(
      '/admin/users/role',
      { uid: target.uid, role: 'reviewer', grant: true },
      { token: staff.support.token },
    );
    expect(bySupport.status).toBe(403);

    const bootstrap = await api.call(
      '/admin/users/role',
      { uid: admin.uid, role: 'admin', grant: false },
      { token: admin.token },
    );
    expect(bootstrap.status).toBe(409);
    expect(bootstrap.body.errorMsg).toMatch(/ADMIN_EMAILS/);

    // A second administrator, granted in the console, cannot revoke their own role either.
    await api.call(
      '/admin/users/role',
      { uid: target.uid, role: 'admin', grant: true },
      { token: admin.token },
    );
    const own = await api.call(
      '/admin/users/role',
      { uid: target.uid, role: 'admin', grant: false },
      { token: target.token },
    );
    expect(own.status).toBe(403);
    const twice = await api.call(
      '/admin/users/role',
      { uid: target.uid, role: 'admin', grant: true },
      { token: admin.token },
    );
    expect(twice.status).toBe(409);
    const unknownRole = await api.call(
      '/admin/users/role',
      { uid: target.uid, role: 'superuser', grant: true },
      { token: admin.token },
    );
    expect(unknownRole.status).toBe(400);
  });
});
