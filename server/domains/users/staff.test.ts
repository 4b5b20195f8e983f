/**
 * Issue 15, user management: find by uid/name/email/phone, balances and ledger (read only), ban or
 * unban sign-in, end sessions, platform-wide mute; each change audited with who, before/after and the
 * address. A staff member never acts on their own account, and only administrators on staff accounts.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { auditLog } from '../audit/schema.ts';
import { users } from './schema.ts';

let app: RunningApp;
let api: TestApi;
let admin: Account;
let support: Account;

beforeAll(async () => {
  app = await startTestApp({ codeSendsPerIpHour: 1000 });
  api = testApi(app);
  admin = await api.asAdmin();
  support = await api.signUp('staff-support@example.com');
  await api.call(
    '/admin/users/role',
    { uid: support.uid, role: 'support', grant: true },
    { token: admin.token },
  );
});
afterAll(async () => {
  await app.close();
});

const as = (who: Account | { token: string }) => ({ token: who.token });

/** An account made directly (no code sent yet, so the test may send one) with one open session. */
async function account(email: string) {
  const [row] = await app.database.db
    .insert(users)
    .values({ email, username: email.split('@')[0] })
    .returning();
  const uid = row?.uid ?? 0;
  return { uid, email, token: await app.services.sessions.create(uid, 3_600_000) };
}

describe('finding users', () => {
  it('by uid, email (case aside), the start of a user name and a phone number', async () => {
    const fan = await api.signUp('Finder.Fan@Example.com');
    await app.database.db
      .update(users)
      .set({ username: 'Dragon_Fan', areaCode: '+86', phone: '13800138000' })
      .where(eq(users.uid, fan.uid));
    const find = async (q: string) =>
      (await api.call(`/admin/users?q=${encodeURIComponent(q)}`, undefined, as(support))).body.result;

    for (const q of [
      String(fan.uid),
      'finder.fan@example.com',
      'drag',
      'DRAGON_f',
      '13800138000',
      '+86 13800138000',
    ]) {
      const page = await find(q);
      expect(
        page.list.map((u: { uid: number }) => u.uid),
        q,
      ).toContain(fan.uid);
    }
    expect((await find('dragon_fan')).list[0]).toMatchObject({
      uid: fan.uid,
      username: 'Dragon_Fan',
      email: 'finder.fan@example.com',
      phone: '+86 13800138000',
      roles: [],
      bannedAt: null,
    });
    // LIKE's wildcards are text, not patterns.
    expect((await find('%')).total).toBe(0);
    expect((await find('_')).total).toBe(0);
    // Nothing typed: every user, newest first, a page at a time.
    const all = await api.call('/admin/users?size=2&page=1', undefined, as(support));
    expect(all.body.result.list).toHaveLength(2);
    expect(all.body.result.total).toBeGreaterThanOrEqual(3);
    expect((await api.call('/admin/users?size=500', undefined, as(support))).status).toBe(400);
    expect((await api.call('/admin/users?page=-1', undefined, as(support))).status).toBe(400);
  });

  it("shows one user's balances and ledger, read only (the 200 gold of the registration bonus)", async () => {
    const fan = await api.signUp('ledger-fan@example.com');
    const detail = await api.call(`/admin/users/detail?uid=${fan.uid}`, undefined, as(support));
    expect(detail.body.result).toMatchObject({
      uid: fan.uid,
      balances: { gold: 200, diamond: 0 },
      activeSessions: 1,
      bootstrapRoles: [],
    });
    expect(detail.body.result.ledger).toEqual([
      expect.objectContaining({ currency: 'gold', amount: 200, balanceAfter: 200 }),
    ]);
    const own = await api.call(`/admin/users/detail?uid=${admin.uid}`, undefined, as(support));
    expect(own.body.result.bootstrapRoles).toEqual(['admin']);
    expect((await api.call('/admin/users/detail?uid=2000000000', undefined, as(support))).status).toBe(404);
    expect((await api.call('/admin/users/detail?uid=abc', undefined, as(support))).status).toBe(400);
  });
});

describe('ban, sessions and mute', () => {
  it('a ban ends every session and refuses sign-in with a clear message; unban lets them back; both audited', async () => {
    const fan = await account('banned-fan@example.com');
    const banned = await api.call('/admin/users/ban', { uid: fan.uid, reason: 'Spam bot' }, as(support));
    expect(banned.body.result).toMatchObject({
      bannedAt: expect.any(String),
      banReason: 'Spam bot',
      activeSessions: 0,
    });

    const info = await api.call(`/user/info?userId=${fan.uid}`, undefined, { token: fan.token });
    expect(info.body.errorCode).toBe(3001);
    await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: fan.email });
    const again = await api.call('/login/V2/getLoginByEmailCheckCode', {
      mobileOrEmail: fan.email,
      checkCode: api.lastCode(fan.email),
    });
    expect(again.status).toBe(403);
    expect(again.body.errorMsg).toBe(
      'This account has been banned. Contact support if you think this is a mistake',
    );
    expect((await api.call('/admin/users/ban', { uid: fan.uid, reason: 'Twice' }, as(support))).status).toBe(
      409,
    );

    expect(
      (await api.call('/admin/users/unban', { uid: fan.uid }, as(support))).body.result.bannedAt,
    ).toBeNull();
    // A minute later (the resend wait, moved back rather than waited for), a new code signs them in.
    await app.database.db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes' where identifier = ${fan.email}`,
    );
    expect((await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: fan.email })).status).toBe(200);
    const back = await api.call('/login/V2/getLoginByEmailCheckCode', {
      mobileOrEmail: fan.email,
      checkCode: api.lastCode(fan.email),
    });
    expect(back.body.result.user.uid).toBe(fan.uid);

    const log = await api.call(`/admin/audit?subject=${fan.uid}`, undefined, as(admin));
    expect(log.body.result.list.map((e: { action: string }) => e.action)).toEqual(['user.unban', 'user.ban']);
    expect(log.body.result.list[1]).toMatchObject({
      actor: support.uid,
      before: { bannedAt: null },
      after: { reason: 'Spam bot', sessionsEnded: 1 },
      address: '127.0.0.1',
    });
  });

  it('a blank reason, an unknown user and a ban of oneself change nothing', async () => {
    const fan = await api.signUp('not-banned@example.com');
    const auditLines = async () =>
      (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
    const lines = await auditLines();
    expect((await api.call('/admin/users/ban', { uid: fan.uid, reason: '   ' }, as(support))).status).toBe(
      400,
    );
    expect(
      (await api.call('/admin/users/ban', { uid: 2_000_000_000, reason: 'x' }, as(support))).status,
    ).toBe(404);
    const self = await api.call('/admin/users/ban', { uid: support.uid, reason: 'oops' }, as(support));
    expect(self.status).toBe(403);
    expect(self.body.errorMsg).toBe('You cannot do this to your own account');
    const [row] = await app.database.db.select().from(users).where(eq(users.uid, fan.uid));
    expect(row?.bannedAt).toBeNull();
    expect(await auditLines()).toBe(lines);
  });

  it("support cannot ban staff; an administrator can, and the staff member's console access ends with the session", async () => {
    const reviewer = await api.signUp('staff-reviewer@example.com');
    await api.call('/admin/users/role', { uid: reviewer.uid, role: 'reviewer', grant: true }, as(admin));
    const refused = await api.call('/admin/users/ban', { uid: reviewer.uid, reason: 'x' }, as(support));
    expect(refused.status).toBe(403);
    expect(refused.body.errorMsg).toBe("Only an administrator can act on a staff member's account");
    expect((await api.call('/admin/review', undefined, { token: reviewer.token })).status).toBe(200);
    expect(
      (await api.call('/admin/users/ban', { uid: reviewer.uid, reason: 'Leaked data' }, as(admin))).status,
    ).toBe(200);
    expect((await api.call('/admin/review', undefined, { token: reviewer.token })).body.errorCode).toBe(3001);
  });

  it('ending sessions signs the user out everywhere (the account stays usable)', async () => {
    const fan = await account('sessions-fan@example.com');
    const second = { token: await app.services.sessions.create(fan.uid, 3_600_000) };
    const ended = await api.call('/admin/users/endSessions', { uid: fan.uid }, as(support));
    expect(ended.body.result.activeSessions).toBe(0);
    for (const token of [fan.token, second.token]) {
      expect((await api.call(`/user/info?userId=${fan.uid}`, undefined, { token })).body.errorCode).toBe(
        3001,
      );
    }
    expect((await api.signUp('sessions-fan@example.com')).uid).toBe(fan.uid);
    const log = await api.call(
      `/admin/audit?action=user.endSessions&subject=${fan.uid}`,
      undefined,
      as(admin),
    );
    expect(log.body.result.list[0].after).toEqual({ sessionsEnded: 2 });
  });

  it('mutes platform-wide for the hours chosen, within 1 hour and a year; unmute lifts it', async () => {
    const fan = await api.signUp('muted-fan@example.com');
    const started = Date.now();
    const muted = await api.call(
      '/admin/users/mute',
      { uid: fan.uid, hours: 24, reason: 'Insults' },
      as(support),
    );
    const until = Date.parse(muted.body.result.mutedUntil);
    expect(until - started).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(muted.body.result.muteReason).toBe('Insults');
    for (const hours of [0, 24 * 366, 1.5]) {
      expect(
        (await api.call('/admin/users/mute', { uid: fan.uid, hours, reason: 'x' }, as(support))).status,
      ).toBe(400);
    }
    expect(
      (await api.call('/admin/users/unmute', { uid: fan.uid }, as(support))).body.result.mutedUntil,
    ).toBeNull();
    expect((await api.call('/admin/users/unmute', { uid: fan.uid }, as(support))).status).toBe(409);
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses to change, delete or truncate a line', async () => {
    const db = app.database.db;
    const [line] = await db.select().from(auditLog).limit(1);
    expect(line).toBeDefined();
    // drizzle wraps the database's error: its cause carries the trigger's message.
    const refused = (error: unknown) =>
      /append-only/.test(String((error as { cause?: Error }).cause?.message));
    const id = line?.id ?? 0;
    await expect(db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, id))).rejects.toSatisfy(
      refused,
    );
    await expect(db.delete(auditLog).where(eq(auditLog.id, id))).rejects.toSatisfy(refused);
    await expect(db.execute(sql`truncate audit_log`)).rejects.toSatisfy(refused);
    const [still] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, line?.id ?? 0));
    expect(still?.action).toBe(line?.action);
  });

  it('filters by actor, action and UTC days; refuses bad filters', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const bySupport = await api.call(
      `/admin/audit?actor=${support.uid}&from=${today}&to=${today}`,
      undefined,
      as(admin),
    );
    expect(bySupport.body.result.total).toBeGreaterThan(0);
    expect(bySupport.body.result.list.every((e: { actor: number }) => e.actor === support.uid)).toBe(true);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await api.call(`/admin/audit?from=${tomorrow}`, undefined, as(admin))).body.result.total).toBe(0);
    expect((await api.call('/admin/audit?action=user.delete', undefined, as(admin))).status).toBe(400);
    expect((await api.call('/admin/audit?from=yesterday', undefined, as(admin))).status).toBe(400);
  });
});
