import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp, TEST_ADMIN_EMAIL } from '../../../tests/support/app.ts';
import { openTestDatabase } from '../../../tests/support/db.ts';
import type { RunningApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { effectiveRoles } from './rules.ts';
import { users } from './schema.ts';
import { createSessionStore } from './sessions.ts';

describe('administrators: ADMIN_EMAILS (read on every request) bootstraps them, the console grants the rest (decision 022)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('ends when the email leaves the list, for a session opened while it was in it', async () => {
    const [row] = await database.db
      .insert(users)
      .values({ username: 'boss', email: 'boss@example.com', roles: ['expert'] })
      .returning();
    const uid = row?.uid ?? 0;
    const token = await createSessionStore(database.db, ['boss@example.com']).create(uid, 60_000);
    expect((await createSessionStore(database.db, ['boss@example.com']).resolve(token)).user?.roles).toEqual([
      'expert',
      'admin',
    ]);
    // The operator removes the email from ADMIN_EMAILS (a restart with the new list): same session, no role.
    expect((await createSessionStore(database.db, []).resolve(token)).user?.roles).toEqual(['expert']);
    // Nothing was stored: the role was never a column value.
    const [stored] = await database.db.select({ roles: users.roles }).from(users).where(eq(users.uid, uid));
    expect(stored?.roles).toEqual(['expert']);
  });

  it('keeps an administrator role granted in the console (stored), with or without ADMIN_EMAILS', async () => {
    const [row] = await database.db
      .insert(users)
      .values({ username: 'granted', email: 'granted@example.com', roles: sql`'{admin}'::text[]` })
      .returning();
    const token = await createSessionStore(database.db, []).create(row?.uid ?? 0, 60_000);
    expect((await createSessionStore(database.db, []).resolve(token)).user?.roles).toEqual(['admin']);
    expect(
      (await createSessionStore(database.db, ['granted@example.com']).resolve(token)).user?.roles,
    ).toEqual(['admin']);
  });

  it('is decided by the email as it is now, case aside', () => {
    expect(effectiveRoles([], 'Boss@Example.com', ['boss@example.com'])).toEqual(['admin']);
    expect(effectiveRoles(['admin', 'anchor'], null, ['boss@example.com'])).toEqual(['admin', 'anchor']);
    expect(effectiveRoles(['editor'], 'boss@example.com', ['boss@example.com'])).toEqual(['editor', 'admin']);
  });
});

describe('an administrator who changes their email', () => {
  let app: RunningApp;
  let api: TestApi;
  beforeAll(async () => {
    app = await startTestApp();
    api = testApi(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is no longer one, at once (the operator console and the account view agree)', async () => {
    const admin = await api.asAdmin();
    expect((await api.call('/admin/feedback', undefined, { token: admin.token })).status).toBe(200);
    expect(
      (await api.call(`/user/info?userId=${admin.uid}`, undefined, { token: admin.token })).body.result.roles,
    ).toEqual(['admin']);
    await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: 'someone-else@example.com' });
    const bound = await api.call(
      '/user/bindEmail',
      { email: 'someone-else@example.com', checkCode: api.lastCode('someone-else@example.com') },
      { token: admin.token },
    );
    expect(bound.body.result).toMatchObject({ email: 'someone-else@example.com', roles: [] });
    expect((await api.call('/admin/feedback', undefined, { token: admin.token })).status).toBe(403);
    expect(TEST_ADMIN_EMAIL).not.toBe('someone-else@example.com');
  });
});
