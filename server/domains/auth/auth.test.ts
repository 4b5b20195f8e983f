import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { movements } from '../wallet/ledger.ts';

let app: RunningApp;
let api: TestApi;

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
});
afterAll(async () => {
  await app.close();
});

type Login = {
  token: string;
  newUser: boolean;
  user: { uid: number; gold: number; username: string | null };
};

describe('sign-up by email code', () => {
  it('delivers a 6-digit code, signs up a new user with 200 gold, sets the token and userInfo cookies', async () => {
    const sent = await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: 'New.Fan@Example.com' });
    expect(sent.body).toEqual({ status: 'success', result: { cooldownSeconds: 60 } });
    const delivered = app.services.outbox.list()[0];
    expect(delivered).toMatchObject({ channel: 'email', to: 'new.fan@example.com' });
    expect(delivered?.subject).toMatch(/\d{6}/);

    const login = await api.call('/login/V2/getLoginByEmailCheckCode', {
      mobileOrEmail: 'new.fan@example.com',
      checkCode: api.lastCode('new.fan@example.com'),
      promotionChannelId: 'promo42',
    });
    const result = login.body.result as Login;
    expect(result.newUser).toBe(true);
    expect(result.user.gold).toBe(200);
    expect(login.cookies.find((c) => c.startsWith('token='))).toMatch(/HttpOnly; SameSite=Lax/);
    const info =
      login.cookies
        .find((c) => c.startsWith('userInfo='))
        ?.split(';')[0]
        ?.slice('userInfo='.length) ?? '';
    expect(JSON.parse(decodeURIComponent(info))).toEqual({
      uid: result.user.uid,
      username: null,
      avatar: null,
    });
  });

  it('credits the registration bonus exactly once', async () => {
    const first = await api.signUp('once@example.com');
    // Past the 60 s resend cooldown, sign in again with a new code.
    await app.database.db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
    );
    const second = await api.signUp('once@example.com');
    expect(second.user.uid).toBe(first.user.uid);
    expect(second.user.gold).toBe(200);
    const ledger = await movements(app.database.db, first.user.uid, 'gold');
    expect(ledger.map((m) => [m.type, m.amount, m.balanceAfter])).toEqual([['registration_bonus', 200, 200]]);
  });

  it('asks for username and first password (newUser) until they are set, then returns a new token', async () => {
    const login = await api.signUp('register@example.com');
    const headers = { token: login.token };
    const bad = await api.call('/user/V2/modifyUser', { uname: 'bad name!', password: 'abc12345' }, headers);
    expect(bad.body.errorMsg).toBe('Username can only contain letters and numbers');
    const weak = await api.call('/user/V2/modifyUser', { uname: 'fan2026', password: 'abcdefgh' }, headers);
    expect(weak.body.errorMsg).toBe(
      'The password must be at least 8 characters and contain letters and numbers',
    );
    const set = await api.call('/user/V2/modifyUser', { uname: 'fan2026', password: 'secret123' }, headers);
    const updated = set.body.result as Login;
    expect(updated.user.username).toBe('fan2026');
    expect(updated.token).not.toBe(login.token);
    // The old token has ended: 3001.
    const old = await api.call('/login/logout', {}, headers);
    expect(old.body).toMatchObject({ status: 'fail', errorCode: 3001 });
    // The username is taken now, whatever its case.
    const other = await api.signUp('other@example.com');
    const taken = await api.call(
      '/user/V2/modifyUser',
      { uname: 'FAN2026', password: 'secret123' },
      { token: other.token },
    );
    expect(taken.body.errorMsg).toBe('This username is already taken');
  });
});

describe('sign-in by password, sign-out', () => {
  it('signs in by email and by username (any case), and refuses a wrong password with one message', async () => {
    const login = await api.signUp('pw@example.com');
    await api.call('/user/V2/modifyUser', { uname: 'PwUser', password: 'letmein99' }, { token: login.token });
    const byEmail = await api.call('/login/V2/mobileOrNameToLogin', {
      mobileOrEmail: 'PW@example.com',
      password: 'letmein99',
    });
    expect((byEmail.body.result as Login).newUser).toBe(false);
    const byName = await api.call('/login/V2/mobileOrNameToLogin', { name: 'pwuser', password: 'letmein99' });
    expect((byName.body.result as Login).user.uid).toBe(login.user.uid);
    const wrong = await api.call('/login/V2/mobileOrNameToLogin', { name: 'pwuser', password: 'letmein98' });
    const nobody = await api.call('/login/V2/mobileOrNameToLogin', {
      name: 'nosuchuser',
      password: 'letmein98',
    });
    expect(wrong.body.errorMsg).toBe('Wrong account or password');
    expect(nobody.body.errorMsg).toBe(wrong.body.errorMsg);
  });

  it('signs out: the token ends (3001) and both cookies are cleared', async () => {
    const login = await api.signUp('bye@example.com');
    const out = await api.call('/login/logout', {}, { cookie: `token=${login.token}` });
    expect(out.body.result).toBe(true);
    expect(out.cookies).toEqual(
      expect.arrayContaining([expect.stringMatching(/^token=; Path=\/; Max-Age=0/)]),
    );
    // The page-start user/info call with the dead session is told so, and the cookies go.
    const after = await api.call(`/user/info?userId=${login.user.uid}`, undefined, {
      cookie: `token=${login.token}`,
    });
    expect(after.body).toMatchObject({ status: 'fail', errorCode: 3001 });
    expect(after.cookies.some((c) => c.startsWith('token=; Path=/; Max-Age=0'))).toBe(true);
    const again = await api.call('/login/logout', {}, { cookie: `token=${login.token}` });
    expect(again.body).toMatchObject({ status: 'fail', errorCode: 3001 });
    expect(again.cookies.some((c) => c.startsWith('userInfo=; Path=/; Max-Age=0'))).toBe(true);
  });

  it('answers 3000 for a token that was never issued and for no token', async () => {
    expect((await api.call('/login/logout', {}, { token: 'forged' })).body).toMatchObject({
      errorCode: 3000,
      code: 401,
    });
    expect((await api.call('/login/logout', {})).body).toMatchObject({
      errorCode: 3000,
      errorMsg: 'Please log in first',
    });
  });

  it("shows the own account's private fields and balances, and only public fields to others", async () => {
    const me = await api.signUp('me@example.com');
    const own = await api.call(`/user/info?userId=${me.user.uid}`, undefined, { token: me.token });
    expect(own.body.result).toMatchObject({
      uid: me.user.uid,
      email: 'me@example.com',
      gold: 200,
      diamond: 0,
    });
    const publicView = await api.call(`/user/info?userId=${me.user.uid}`);
    expect(publicView.body.result).toEqual({
      uid: me.user.uid,
      username: null,
      avatar: null,
      signature: null,
      level: 1,
      // The public profile's counts (issue 15: follows, fans, posts).
      follows: 0,
      fans: 0,
      posts: 0,
    });
  });
});

describe('verification codes', () => {
  it('refuses a resend within 60 s, saying how long to wait', async () => {
    await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: 'wait@example.com' });
    const again = await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: 'wait@example.com' });
    expect(again.status).toBe(429);
    expect(again.body.errorMsg).toMatch(/^Please wait (5\d|60) seconds before requesting another code$/);
  });

  it('locks a code after 5 wrong tries, even for the right code afterwards', async () => {
    await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: 'lock@example.com' });
    const right = api.lastCode('lock@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await api.call('/login/V2/getLoginByEmailCheckCode', {
        mobileOrEmail: 'lock@example.com',
        checkCode: wrong,
      });
      messages.push(r.body.errorMsg ?? '');
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('Verification code is wrong'));
    expect(messages[4]).toBe('Too many wrong attempts, please get a new verification code');
    const late = await api.call('/login/V2/getLoginByEmailCheckCode', {
      mobileOrEmail: 'lock@example.com',
      checkCode: right,
    });
    expect(late.body.errorMsg).toBe('Too many wrong attempts, please get a new verification code');
  });

  it('is single use', async () => {
    await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: 'single@example.com' });
    const code = api.lastCode('single@example.com');
    await api.call('/login/V2/getLoginByEmailCheckCode', {
      mobileOrEmail: 'single@example.com',
      checkCode: code,
    });
    const reused = await api.call('/login/V2/getLoginByEmailCheckCode', {
      mobileOrEmail: 'single@example.com',
      checkCode: code,
    });
    expect(reused.body.errorMsg).toBe('The verification code has expired, please get a new one');
  });

  it('sends phone codes by SMS to the international number', async () => {
    const sent = await api.call('/login/V2/sendMobilecheckCode', {
      areaCode: '+86',
      mobileOrEmail: '13800138000',
    });
    expect(sent.body.status).toBe('success');
    expect(app.services.outbox.list()[0]).toMatchObject({ channel: 'sms', to: '+8613800138000' });
    const login = await api.call('/login/V2/getLoginByEmailCheckCode', {
      mobileOrEmail: '13800138000',
      areaCode: '+86',
      checkCode: api.lastCode('+8613800138000'),
    });
    expect((login.body.result as Login).newUser).toBe(true);
  });
});

describe('password reset by code', () => {
  it('sets a new password and ends every session', async () => {
    const login = await api.signUp('reset@example.com');
    await api.call(
      '/user/V2/modifyUser',
      { uname: 'ResetMe', password: 'oldpass11' },
      { token: login.token },
    );
    const session = (
      await api.call('/login/V2/mobileOrNameToLogin', { name: 'ResetMe', password: 'oldpass11' })
    ).body.result as Login;
    // The 60 s cooldown applies to the address: the sign-up code was sent just now.
    await app.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
    );
    await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: 'reset@example.com' });
    const reset = await api.call('/user/V2/mobileOrNameToChangePass', {
      mobileOrEmail: 'reset@example.com',
      checkCode: api.lastCode('reset@example.com'),
      password: 'newpass22',
    });
    expect(reset.body).toEqual({ status: 'success', result: true });
    expect(
      (await api.call('/login/V2/mobileOrNameToLogin', { name: 'ResetMe', password: 'oldpass11' })).body
        .status,
    ).toBe('fail');
    expect(
      (await api.call('/login/V2/mobileOrNameToLogin', { name: 'ResetMe', password: 'newpass22' })).body
        .status,
    ).toBe('success');
    expect((await api.call('/login/logout', {}, { token: session.token })).body.errorCode).toBe(3001);
  });
});

describe('validation messages of spec section 5, translated', () => {
  const cases: Array<[string, unknown, string]> = [
    ['/login/V2/sendEmailcheckCode', { mobileOrEmail: 'not-an-email' }, 'emailFormat'],
    ['/login/V2/sendEmailcheckCode', { mobileOrEmail: '' }, 'emailEmpty'],
    ['/login/V2/sendMobilecheckCode', { areaCode: '+86', mobileOrEmail: '' }, 'phoneEmpty'],
    ['/login/V2/getLoginByEmailCheckCode', { mobileOrEmail: 'a@b.co', checkCode: '' }, 'codeEmpty'],
    ['/login/V2/mobileOrNameToLogin', { name: 'someone', password: '' }, 'passwordEmpty'],
    [
      '/user/V2/mobileOrNameToChangePass',
      { mobileOrEmail: 'a@b.co', checkCode: '123456', password: 'short1' },
      'passwordPattern',
    ],
  ];
  for (const lan of ['en_US', 'zh_CN', 'ar']) {
    it.each(cases)(`${lan}: %s → %s`, async (path, body, key) => {
      const { default: catalog } = await import(`../../../locales/${lan}/errors.json`, {
        with: { type: 'json' },
      });
      const answer = await api.call(path, body, { lan });
      expect(answer.body).toMatchObject({
        status: 'fail',
        code: 400,
        errorMsg: (catalog as Record<string, string>)[key],
      });
    });
  }
});

describe('rate limits on every account call', () => {
  it('refuses an address that makes too many account calls, with a translated 429', async () => {
    const limited = await startTestApp({ authRateLimit: 3 });
    try {
      const statuses: number[] = [];
      let last: { errorMsg?: string } = {};
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${limited.url}/java/user/info?userId=1`, { headers: { lan: 'en_US' } });
        statuses.push(res.status);
        last = await res.json();
      }
      expect(statuses.slice(3)).toEqual([429, 429]);
      expect(last.errorMsg).toBe('Too many requests, please try again later');
      // The limit belongs to the routes, not to the text of the URL: an encoded path is the same call,
      // and every call of the account scope shares the count.
      const encoded = await fetch(`${limited.url}/java/%75ser/info?userId=1`, { headers: { lan: 'en_US' } });
      expect(encoded.status).toBe(429);
      const login = await fetch(`${limited.url}/java/login/loginCountryList`, { headers: { lan: 'en_US' } });
      expect(login.status).toBe(429);
      // Other calls are not account calls and are not counted.
      expect((await fetch(`${limited.url}/java/game/v3/getPCGameSource`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
