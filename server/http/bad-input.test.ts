import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../tests/support/api.ts';
import { startTestApp } from '../../tests/support/app.ts';
import type { RunningApp } from '../app.ts';
import { feedback } from '../domains/feedback/schema.ts';
import { users } from '../domains/users/schema.ts';

/**
 * Issue 11, "500s on bad input": each variant the probe found answers a clear, translated 400 and
 * changes nothing (shared/wire.ts, and the NUL check of the /java scope).
 */
let app: RunningApp;
let api: TestApi;
beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
});
afterAll(async () => {
  await app.close();
});

const NUL = '\u0000';

describe('a NUL byte in any text', () => {
  it('is refused in a body, a query string and a path before any use case runs', async () => {
    const sent = await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: `a${NUL}@example.com` });
    expect(sent.status).toBe(400);
    expect(sent.body.errorMsg).toBe('Invalid parameter: body');
    expect(app.services.outbox.list()).toEqual([]);
    const fan = await api.signUp('nul-fan@example.com');
    const signature = await api.call('/user/modifyUser', { signature: `hi${NUL}` }, { token: fan.token });
    expect(signature.status).toBe(400);
    const note = await api.call(
      '/user/feedback',
      { category: 'bug', content: `The page broke ${NUL} here.` },
      { token: fan.token },
    );
    expect(note.status).toBe(400);
    const [written] = await app.database.db
      .select({ n: count() })
      .from(feedback)
      .where(eq(feedback.uid, fan.uid));
    expect(written?.n).toBe(0);
    const admin = await api.asAdmin();
    expect(
      (await api.call('/admin/feedback/reply', { id: 1, reply: `ok${NUL}` }, { token: admin.token })).status,
    ).toBe(400);
    expect((await api.call(`/user/info?userId=1%00`)).status).toBe(400);
    const zh = await api.call('/user/modifyUser', { signature: NUL }, { token: fan.token, lan: 'zh_CN' });
    expect(zh.body.errorMsg).toMatch(/\p{Script=Han}/u);
    const [row] = await app.database.db
      .select({ signature: users.signature })
      .from(users)
      .where(eq(users.uid, fan.uid));
    expect(row?.signature).toBeNull();
  });
});

describe('numbers past int32', () => {
  it('are refused as ids, guests included (user/info?userId=2147483648)', async () => {
    for (const path of [
      '/user/info?userId=2147483648',
      '/user/info?userId=99999999999999999999',
      '/team/detail?id=2147483648',
      '/match/gameMatchLive?gameId=10000',
    ]) {
      const answer = await api.call(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.status).toBe('fail');
    }
    const admin = await api.asAdmin();
    const reply = await api.call(
      '/admin/feedback/reply',
      { id: 2_147_483_648, reply: 'hi' },
      { token: admin.token },
    );
    expect(reply.status).toBe(400);
  });

  it('are refused in a sign-up before its code is consumed: the same code then signs up', async () => {
    await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: 'channel@example.com' });
    const code = api.lastCode('channel@example.com');
    const refused = await api.call('/login/V2/getLoginByEmailCheckCode', {
      mobileOrEmail: 'channel@example.com',
      checkCode: code,
      promotionChannelId: 'promo',
      channelFromtype: 3_000_000_000,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMsg).toBe('Invalid parameter: channelFromtype');
    const login = await api.call('/login/V2/getLoginByEmailCheckCode', {
      mobileOrEmail: 'channel@example.com',
      checkCode: code,
    });
    expect(login.status).toBe(200);
    expect(login.body.result.user.gold).toBe(200);
  });
});

describe('types', () => {
  it('are strict in JSON bodies: true, "16" and "0x10" are not the number 16, and nothing is toggled', async () => {
    const fan = await api.signUp('types@example.com');
    for (const matchId of [true, '16', '0x10', 1.5, null]) {
      const answer = await api.call('/match/attention', { matchId }, { token: fan.token });
      expect(answer.status, JSON.stringify(matchId)).toBe(400);
      expect(answer.body.errorMsg).toBe('Invalid parameter: matchId');
    }
    const favourites = await api.call('/match/attention', undefined, { token: fan.token });
    expect(favourites.body.result.list).toEqual([]);
  });

  it('in query strings are digits only: "0x10", " 1", "1e3" and "" are refused; plain digits are read', async () => {
    for (const value of ['0x10', '%201', '1e3', '', '-0x1']) {
      const answer = await api.call(`/match/gameMatchLive?gameId=${value}`);
      expect(answer.status, value).toBe(400);
      expect(answer.body.errorMsg).toMatch(/gameId/);
    }
    expect((await api.call('/match/gameMatchLive?gameId=202&_t=1')).status).toBe(200);
  });
});
