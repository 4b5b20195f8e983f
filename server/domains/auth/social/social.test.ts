import { request } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../../tests/support/api.ts';
import { startTestApp } from '../../../../tests/support/app.ts';
import type { RunningApp } from '../../../app.ts';
import { users } from '../../users/schema.ts';
import { movements } from '../../wallet/ledger.ts';
import {
  type MockProvider,
  type MockProviderName,
  type MockUser,
  startMockProvider,
} from './mock-provider.test-support.ts';

let mock: MockProvider;
let app: RunningApp;
let api: TestApi;

beforeAll(async () => {
  mock = await startMockProvider();
  app = await startTestApp({ social: mock.socialConfig() });
  api = testApi(app);
});
afterAll(async () => {
  await app?.close();
  await mock?.close();
});
afterEach(() => {
  // A test that provokes a refusal on purpose empties the list itself.
  expect(mock.errors).toEqual([]);
});

/** The social calls pass their body, headers and language as options. */
function call(
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; lan?: string } = {},
) {
  return api.call(path, options.body, { ...options.headers, ...(options.lan ? { lan: options.lan } : {}) });
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((e): e is [string, string | number] => e[1] !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

function cookie(cookies: string[], name: string): string | undefined {
  return cookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);
}

const TYPES: Record<MockProviderName, number> = {
  google: 3,
  apple: 4,
  line: 5,
  x: 6,
  facebook: 9,
  qq: 1,
  wechat: 2,
};

type Login = {
  token: string;
  newUser: boolean;
  registrationBonus: number;
  user: { uid: number; gold: number; email: string | null; avatar: string | null };
};

interface Started {
  type: number;
  binding: string;
  /** Where the provider sent the browser back to. */
  back: URL;
}

/** The browser's part: ask for the login URL, "sign in" at the provider, follow it back. */
async function start(
  provider: MockProviderName,
  user: MockUser,
  extra: Record<string, string> = {},
): Promise<Started> {
  mock.signInAs(provider, user);
  const type = TYPES[provider];
  const answer = await call(`/login/V2/getLoginUrl?${query({ type, isFrom: '/en_US/live', ...extra })}`);
  expect(answer.body.status, JSON.stringify(answer.body)).toBe('success');
  const binding = cookie(answer.cookies, 'oauth_binding');
  expect(binding).toBeTruthy();
  const { url } = answer.body.result as { url: string };
  expect(url.startsWith(mock.url)).toBe(true);
  const visit = await fetch(url, { redirect: 'manual' });
  expect(visit.status, await visit.clone().text()).toBe(302);
  const back = new URL(visit.headers.get('location') ?? '');
  // "The redirect URI is the request origin + isFrom": the page completes the login itself.
  expect(`${back.origin}${back.pathname}`).toBe(`${app.url}/en_US/live`);
  return { type, binding: binding as string, back };
}

/** The page's part: hand the return parameters to getLoginInfo, as the spec's client does. */
function finish(started: Started, override: Record<string, string | number> = {}, binding = started.binding) {
  const p = started.back.searchParams;
  const params =
    started.type === 6
      ? { type: started.type, token: p.get('oauth_token') ?? '', verifier: p.get('oauth_verifier') ?? '' }
      : { type: started.type, code: p.get('code') ?? '', state: p.get('state') ?? '' };
  return call(`/login/V2/getLoginInfo?${query({ ...params, isFrom: '/en_US/live', ...override })}`, {
    headers: binding ? { cookie: `oauth_binding=${binding}` } : {},
  });
}

async function socialLogin(provider: MockProviderName, user: MockUser, extra: Record<string, string> = {}) {
  return finish(await start(provider, user, extra));
}

function lastCode(to: string): string {
  const message = app.services.outbox.list().find((m) => m.to === to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code delivered to ${to}`);
  return code;
}

async function promotionOf(uid: number) {
  const [row] = await app.database.db
    .select({ promotionChannelId: users.promotionChannelId, channelFromtype: users.channelFromtype })
    .from(users)
    .where(eq(users.uid, uid));
  return row;
}

const STATE_REFUSED = 'This sign-in has expired or was already used, please try again';
const FAILED = 'Third-party sign-in failed, please try again';

describe('round trips', () => {
  it('Google (OAuth 2.0 + PKCE): signs up, sets the cookies, records the promotion, credits 200 gold once', async () => {
    const user = {
      id: 'g-1001',
      email: 'Google.Fan@Example.com',
      name: 'G Fan',
      picture: 'https://img.test/g.png',
    };
    const started = await start('google', user, { promotionChannelId: 'promo7', channelFromtype: '1' });
    // The spec's client recognises Google by code + scope + authuser.
    expect(started.back.searchParams.has('scope') && started.back.searchParams.has('authuser')).toBe(true);
    const first = await finish(started);
    expect(first.body.status, JSON.stringify(first.body)).toBe('success');
    const login = first.body.result as Login;
    expect(login).toMatchObject({
      newUser: true,
      // Issue 12: the answer says this sign-up earned the registration bonus (the page welcomes it).
      registrationBonus: 200,
      user: { email: 'google.fan@example.com', gold: 200, avatar: 'https://img.test/g.png' },
    });
    expect(cookie(first.cookies, 'token')).toBe(login.token);
    expect(first.cookies.find((c) => c.startsWith('token='))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(cookie(first.cookies, 'userInfo')).toBeTruthy();

    const again = (await socialLogin('google', user)).body.result as Login;
    expect(again.user.uid).toBe(login.user.uid);
    expect(again.registrationBonus).toBe(0);
    expect(again.token).not.toBe(login.token);
    const ledger = await movements(app.database.db, login.user.uid, 'gold');
    expect(ledger.map((m) => [m.type, m.amount])).toEqual([['registration_bonus', 200]]);

    expect(await promotionOf(login.user.uid)).toEqual({ promotionChannelId: 'promo7', channelFromtype: 1 });
    const accounts = await app.services.social.accountsOf(login.user.uid);
    expect(accounts).toMatchObject([
      { provider: 'google', subject: 'g-1001', email: 'google.fan@example.com', displayName: 'G Fan' },
    ]);
  });

  it('LINE (OIDC): profile from /v2/profile, email from the HS256 id_token', async () => {
    const answer = await socialLogin('line', {
      id: 'U4af4980629',
      email: 'line.fan@example.com',
      name: 'LINE Fan',
      picture: 'https://img.test/l.png',
    });
    expect(answer.body.status, JSON.stringify(answer.body)).toBe('success');
    const login = answer.body.result as Login;
    expect(login.user).toMatchObject({ email: 'line.fan@example.com', gold: 200 });
    expect(await app.services.social.accountsOf(login.user.uid)).toMatchObject([
      { provider: 'line', subject: 'U4af4980629', displayName: 'LINE Fan', avatar: 'https://img.test/l.png' },
    ]);
  });

  it('X (OAuth 1.0a): request token, authorize, access token with the verifier, verify_credentials', async () => {
    const started = await start('x', { id: '783214', email: 'x.fan@example.com', name: 'X Fan' });
    expect(started.back.searchParams.get('oauth_token')).toMatch(/^req-/);
    const answer = await finish(started);
    expect(answer.body.status, JSON.stringify(answer.body)).toBe('success');
    const login = answer.body.result as Login;
    expect(login.user).toMatchObject({ email: 'x.fan@example.com', gold: 200 });

    // The spec's client sends params.token as the `token` header: X's oauth_token arrives there too.
    const second = await start('x', { id: '783214', email: 'x.fan@example.com' });
    const p = second.back.searchParams;
    const viaHeader = await call(
      `/login/V2/getLoginInfo?${query({ type: 6, verifier: p.get('oauth_verifier') ?? '' })}`,
      { headers: { token: p.get('oauth_token') ?? '', cookie: `oauth_binding=${second.binding}` } },
    );
    expect((viaHeader.body.result as Login).user.uid).toBe(login.user.uid);
  });

  it('Apple: id_token signature checked against the JWKS, then aud, iss and exp', async () => {
    const answer = await socialLogin('apple', { id: '001234.abcd', email: 'apple.fan@example.com' });
    expect(answer.body.status, JSON.stringify(answer.body)).toBe('success');
    expect((answer.body.result as Login).user.email).toBe('apple.fan@example.com');
  });

  it('Facebook: graph /me with appsecret_proof', async () => {
    const answer = await socialLogin('facebook', { id: '10150001', email: 'fb.fan@example.com', name: 'FB' });
    expect(answer.body.status, JSON.stringify(answer.body)).toBe('success');
    expect((answer.body.result as Login).user.email).toBe('fb.fan@example.com');
  });
});

describe('linking', () => {
  it('links a social account to the existing user with that email (same uid, no second bonus)', async () => {
    await call('/login/V2/sendEmailcheckCode', { body: { mobileOrEmail: 'linked@example.com' } });
    const byEmail = (
      await call('/login/V2/getLoginByEmailCheckCode', {
        body: { mobileOrEmail: 'linked@example.com', checkCode: lastCode('linked@example.com') },
      })
    ).body.result as Login;
    expect(byEmail.registrationBonus).toBe(200);
    const byLine = await socialLogin('line', { id: 'U-linked', email: 'LINKED@example.com' });
    expect((byLine.body.result as Login).user.uid).toBe(byEmail.user.uid);
    // Linked to an existing account: nothing was credited by this sign-in.
    expect((byLine.body.result as Login).registrationBonus).toBe(0);
    const byGoogle = await socialLogin('google', { id: 'g-linked', email: 'linked@example.com' });
    expect((byGoogle.body.result as Login).user.uid).toBe(byEmail.user.uid);
    const ledger = await movements(app.database.db, byEmail.user.uid, 'gold');
    expect(ledger).toHaveLength(1);
    expect((await app.services.social.accountsOf(byEmail.user.uid)).map((a) => a.provider).sort()).toEqual([
      'google',
      'line',
    ]);
  });

  it('does not trust an email the provider has not verified', async () => {
    const answer = await socialLogin('google', {
      id: 'g-unverified',
      email: 'linked@example.com',
      emailVerified: false,
    });
    expect(answer.body).toMatchObject({ status: 'fail', errorCode: 2010 });
  });
});

describe('state checks', () => {
  it('refuses a replayed state (single use)', async () => {
    const started = await start('google', { id: 'g-replay', email: 'replay@example.com' });
    expect((await finish(started)).body.status).toBe('success');
    const replay = await finish(started);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ status: 'fail', code: 400, errorMsg: STATE_REFUSED });
  });

  it('takes the provider from the state: a code return the browser calls LINE completes as Google; X cannot use it; it is used up', async () => {
    const started = await start('google', { id: 'g-wrong', email: 'wrong@example.com' });
    const asX = await finish(started, { type: TYPES.x });
    expect(asX.body.status).toBe('fail');
    const asLine = await finish(started, { type: TYPES.line });
    expect(asLine.body.status).toBe('success');
    const uid = (asLine.body.result as { user: { uid: number } }).user.uid;
    expect((await app.services.social.accountsOf(uid)).map((a) => a.provider)).toEqual(['google']);
    expect((await finish(started)).body.errorMsg).toBe(STATE_REFUSED);
  });

  it('refuses an expired state', async () => {
    const started = await start('line', { id: 'U-expired', email: 'expired@example.com' });
    await app.database.db.execute(
      sql`update oauth_states set expires_at = now() - interval '1 second' where state = ${started.back.searchParams.get('state')}`,
    );
    expect((await finish(started)).body.errorMsg).toBe(STATE_REFUSED);
  });

  it('refuses a return in another browser (no binding cookie), translated', async () => {
    const started = await start('google', { id: 'g-csrf', email: 'csrf@example.com' });
    const other = await call(
      `/login/V2/getLoginInfo?${query({
        type: 3,
        code: started.back.searchParams.get('code') ?? '',
        state: started.back.searchParams.get('state') ?? '',
      })}`,
      { lan: 'zh_CN' },
    );
    expect(other.body).toMatchObject({ status: 'fail', errorMsg: '本次登录已过期或已被使用，请重新登录' });
  });

  it('fails when the PKCE verifier does not match (the mock checks it)', async () => {
    const started = await start('google', { id: 'g-pkce', email: 'pkce@example.com' });
    await app.database.db.execute(
      sql`update oauth_states set secret = ${'A'.repeat(43)} where state = ${started.back.searchParams.get('state')}`,
    );
    const answer = await finish(started);
    expect(answer.body).toMatchObject({ status: 'fail', errorMsg: FAILED });
    expect(mock.errors).toEqual([expect.stringContaining('PKCE code_verifier does not match')]);
    mock.errors.length = 0;
  });

  it('fails when the OAuth 1.0a signature is wrong (the mock recomputes it)', async () => {
    const started = await start('x', { id: '99', email: 'sig@example.com' });
    await app.database.db.execute(
      sql`update oauth_states set secret = 'not-the-secret' where state = ${started.back.searchParams.get('oauth_token')}`,
    );
    expect((await finish(started)).body).toMatchObject({ status: 'fail', errorMsg: FAILED });
    expect(mock.errors).toEqual([expect.stringContaining('x: bad signature')]);
    mock.errors.length = 0;
  });
});

describe('older dialog: QQ and WeChat complete through pcLoginByAccount', () => {
  /** The older dialog's start: the QQ or WeChat address call, the provider, back to the page. */
  async function startOlder(provider: 'qq' | 'wechat', user: MockUser) {
    mock.signInAs(provider, user);
    const path = provider === 'qq' ? '/login/getPCQQLoginAddress' : '/login/getPCWXLoginAddress';
    const answer = await call(`${path}?${query({ isFrom: '/en_US/live' })}`);
    expect(answer.body.status, JSON.stringify(answer.body)).toBe('success');
    const binding = cookie(answer.cookies, 'oauth_binding') as string;
    const { url } = answer.body.result as { url: string };
    const visit = await fetch(url, { redirect: 'manual' });
    expect(visit.status, await visit.clone().text()).toBe(302);
    const back = new URL(visit.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${app.url}/en_US/live`);
    return call(
      `/login/pcLoginByAccount?${query({
        type: TYPES[provider],
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
        isFrom: '/en_US/live',
      })}`,
      { headers: { cookie: `oauth_binding=${binding}` } },
    );
  }

  for (const provider of ['qq', 'wechat'] as const) {
    it(`${provider}: the bind result, then bind a phone, then the next sign-in goes straight in`, async () => {
      const user = { id: `${provider}-7001`, name: `${provider} fan`, picture: 'https://img.example/p.png' };
      const first = await startOlder(provider, user);
      expect(first.body.status, JSON.stringify(first.body)).toBe('success');
      const bind = first.body.result as Record<string, unknown>;
      expect(bind).toMatchObject({
        qqOrWechatName: `${provider} fan`,
        headimgurl: 'https://img.example/p.png',
        wxBind: false,
        type: TYPES[provider],
      });
      expect(bind).not.toHaveProperty('token');
      expect(cookie(first.cookies, 'token')).toBeUndefined();

      const mobile = provider === 'qq' ? '13811112222' : '13811113333';
      await call('/login/sendVerificationCode', { body: { mobile } });
      const bound = await call('/login/bindAccount', {
        body: {
          mobile,
          checkCode: lastCode(`+86${mobile}`),
          accountNumber: bind.accountNumber,
          qqOrWechatName: bind.qqOrWechatName,
          type: bind.type,
          headimgurl: bind.headimgurl,
        },
      });
      expect(bound.body.status, JSON.stringify(bound.body)).toBe('success');
      const login = bound.body.result as Login;
      expect(login.user).toMatchObject({ avatar: 'https://img.example/p.png', gold: 200 });

      const again = await startOlder(provider, user);
      expect((again.body.result as Login).user.uid).toBe(login.user.uid);
      expect(cookie(again.cookies, 'token')).toBeTruthy();
    });
  }

  it('refuses types other than QQ and WeChat, and a return without its state', async () => {
    const google = await call(
      `/login/pcLoginByAccount?${query({ type: 3, code: 'c', state: 's'.repeat(20) })}`,
    );
    expect(google.body.status).toBe('fail');
    const noState = await call(`/login/pcLoginByAccount?${query({ type: 1, code: 'c' })}`);
    expect(noState.body.errorMsg).toBe(STATE_REFUSED);
  });
});

describe('no email: errorCode 2010, then bind an email', () => {
  it('binds a phone instead (older variant, login/bindAccount) after a sign-in without email', async () => {
    const xUser = { id: '5550777', email: null, name: 'Phone Only' };
    const answer = await socialLogin('x', xUser);
    expect(answer.body.errorCode).toBe(2010);
    const accountNumber = answer.body.msg as string;
    await call('/login/sendVerificationCode', { body: { mobile: '13700001111' } });
    const bound = await call('/login/bindAccount', {
      body: {
        mobile: '13700001111',
        checkCode: lastCode('+8613700001111'),
        accountNumber,
        qqOrWechatName: 'Phone Only',
      },
    });
    expect(bound.body.status, JSON.stringify(bound.body)).toBe('success');
    const login = bound.body.result as Login;
    expect(login).toMatchObject({
      newUser: true,
      user: { phone: '13700001111', areaCode: '+86', gold: 200 },
    });
    // Linked: the next X sign-in goes straight in.
    const direct = await socialLogin('x', xUser);
    expect((direct.body.result as Login).user.uid).toBe(login.user.uid);
    const reused = await call('/login/bindAccount', {
      body: { mobile: '13700001111', checkCode: '123456', accountNumber },
    });
    expect(reused.body.errorMsg).toBe(STATE_REFUSED);
  });

  it('answers 2010 with the social id in msg, binds an email with a dev-outbox code, then signs in directly', async () => {
    const xUser = { id: '5550001', email: null, name: 'No Mail' };
    const answer = await socialLogin('x', xUser, { promotionChannelId: 'xpromo' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: 'fail',
      code: 400,
      errorCode: 2010,
      errorMsg: 'Please bind an email address to finish signing in',
    });
    const socialId = answer.body.msg as string;
    expect(socialId).toMatch(/^[\w-]{43}$/);
    expect(socialId).not.toBe(xUser.id);

    await call('/login/V2/sendEmailcheckCode', { body: { mobileOrEmail: 'bound@example.com' } });
    const wrongCode = await call('/login/V2/bindEmail', {
      body: {
        checkCode: '000000' === lastCode('bound@example.com') ? '111111' : '000000',
        email: 'bound@example.com',
        twitterId: socialId,
      },
    });
    expect(wrongCode.body.errorMsg).toBe('Verification code is wrong');
    const bound = await call('/login/V2/bindEmail', {
      body: { checkCode: lastCode('bound@example.com'), email: 'Bound@example.com', twitterId: socialId },
    });
    expect(bound.body.status, JSON.stringify(bound.body)).toBe('success');
    const login = bound.body.result as Login;
    expect(login).toMatchObject({ newUser: true, user: { email: 'bound@example.com', gold: 200 } });
    expect(cookie(bound.cookies, 'token')).toBe(login.token);
    expect(await promotionOf(login.user.uid)).toEqual({ promotionChannelId: 'xpromo', channelFromtype: 1 });

    // The pending profile is used up.
    const again = await call('/login/V2/bindEmail', {
      body: { checkCode: '123456', email: 'bound@example.com', twitterId: socialId },
    });
    expect(again.body.errorMsg).toBe(STATE_REFUSED);
    // The X account is linked now: the next sign-in needs no email.
    const direct = await socialLogin('x', xUser);
    expect((direct.body.result as Login).user.uid).toBe(login.user.uid);
    expect(await movements(app.database.db, login.user.uid, 'gold')).toHaveLength(1);
  });

  it('translates the 2010 message and keeps the social id in msg', async () => {
    mock.signInAs('line', { id: 'U-nomail' });
    const started = await start('line', { id: 'U-nomail' });
    const p = started.back.searchParams;
    const answer = await call(
      `/login/V2/getLoginInfo?${query({ type: 5, code: p.get('code') ?? '', state: p.get('state') ?? '' })}`,
      { lan: 'jp', headers: { cookie: `oauth_binding=${started.binding}` } },
    );
    expect(answer.body).toMatchObject({
      errorCode: 2010,
      errorMsg: 'ログインを完了するにはメールアドレスを連携してください',
    });
    expect(answer.body.msg).toMatch(/^[\w-]{43}$/);
  });

  it('binds to an existing email user (links, same uid)', async () => {
    await call('/login/V2/sendEmailcheckCode', { body: { mobileOrEmail: 'owner@example.com' } });
    const owner = (
      await call('/login/V2/getLoginByEmailCheckCode', {
        body: { mobileOrEmail: 'owner@example.com', checkCode: lastCode('owner@example.com') },
      })
    ).body.result as Login;
    const answer = await socialLogin('x', { id: '5550002', email: null });
    await app.database.db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
    );
    await call('/login/V2/sendEmailcheckCode', { body: { mobileOrEmail: 'owner@example.com' } });
    const bound = await call('/login/V2/bindEmail', {
      body: {
        checkCode: lastCode('owner@example.com'),
        email: 'owner@example.com',
        twitterId: answer.body.msg,
      },
    });
    expect((bound.body.result as Login).user.uid).toBe(owner.user.uid);
    expect(await movements(app.database.db, owner.user.uid, 'gold')).toHaveLength(1);
  });

  it('refuses an unknown social id without using up the code', async () => {
    await app.database.db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
    );
    await call('/login/V2/sendEmailcheckCode', { body: { mobileOrEmail: 'owner@example.com' } });
    const unknown = await call('/login/V2/bindEmail', {
      body: { checkCode: lastCode('owner@example.com'), email: 'owner@example.com', twitterId: 'forged' },
    });
    expect(unknown.body.errorMsg).toBe(STATE_REFUSED);
    const code = await call('/login/V2/getLoginByEmailCheckCode', {
      body: { mobileOrEmail: 'owner@example.com', checkCode: lastCode('owner@example.com') },
    });
    expect(code.body.status).toBe('success');
  });
});

describe('configuration and input', () => {
  it('answers a translated failure for a provider that is not configured', async () => {
    const bare = await startTestApp({
      social: mock.socialConfig({ OAUTH_QQ_CLIENT_ID: '', OAUTH_WECHAT_CLIENT_ID: '' }),
    });
    try {
      // Issue 12: the page offers only the configured providers (root data, app/root-data.server.ts).
      expect(bare.services.social.configuredProviders()).toEqual([
        'google',
        'apple',
        'line',
        'x',
        'facebook',
      ]);
      expect(app.services.social.configuredProviders()).toEqual([
        'google',
        'apple',
        'line',
        'x',
        'facebook',
        'qq',
        'wechat',
      ]);
      const qq = await fetch(`${bare.url}/java/login/getPCQQLoginAddress?isFrom=/`, {
        headers: { lan: 'en_US' },
      });
      expect(await qq.json()).toMatchObject({
        status: 'fail',
        errorMsg: 'This sign-in method is not available at the moment',
      });
      const wx = await fetch(`${bare.url}/java/login/getPCWXLoginAddress`, { headers: { lan: 'zh_CN' } });
      expect((await wx.json()).errorMsg).toBe('暂不支持该登录方式');
    } finally {
      await bare.close();
    }
  });

  it('refuses control characters in what the provider sends back, like every text field (issue 11)', async () => {
    const answer = await call('/login/V2/getLoginInfo?type=3&code=a%01b&state=s');
    expect(answer.status).toBe(400);
    expect(answer.body.errorMsg).toBe('Invalid parameter: code');
  });

  it('refuses unknown types and page paths that leave the site', async () => {
    expect((await call('/login/V2/getLoginUrl?type=7')).body.errorMsg).toBe('Invalid parameter: type');
    // Also one that our own language redirect would once have turned into `//evil.example` (issue 11).
    expect((await call('/login/V2/getLoginUrl?type=3&isFrom=/en_US//evil.example')).body.errorMsg).toBe(
      'Invalid parameter: isFrom',
    );
    expect((await call('/login/V2/getLoginUrl?type=3&isFrom=//evil.example/')).body.errorMsg).toBe(
      'Invalid parameter: isFrom',
    );
  });

  it('sends PKCE S256 and the state to the OAuth 2.0 providers', async () => {
    const answer = await call('/login/V2/getLoginUrl?type=5&isFrom=/zh_CN/');
    const url = new URL((answer.body.result as { url: string }).url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: '1650000000',
      redirect_uri: `${app.url}/zh_CN/`,
      scope: 'profile openid email',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  });

  it("returns to the brand file's own host, never to the Host header's text (issue 11)", async () => {
    // `LOCALHOST.` would pass as the configured `localhost` for serving, but it is not what the
    // provider has registered: the return address is spelled from configuration.
    const port = new URL(app.url).port;
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(
        `${app.url}/java/login/V2/getLoginUrl?type=5&isFrom=/zh_CN/`,
        { headers: { host: `LOCALHOST:${port}`, lan: 'en_US' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve(body));
        },
      );
      req.on('error', reject);
      req.end();
    });
    const url = new URL((JSON.parse(answer).result as { url: string }).url);
    expect(url.searchParams.get('redirect_uri')).toBe(`http://localhost:${port}/zh_CN/`);
  });
});
