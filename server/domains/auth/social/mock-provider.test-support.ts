/**
 * TEST SUPPORT: a local stand-in for Google, Apple, LINE, Facebook, X, QQ and WeChat, on port 0. It
 * plays the providers' side strictly, so a wrong flow fails the tests:
 * - OAuth 2.0: client id, redirect_uri (authorize and token must agree), state round trip, single-use
 *   codes, client secret, and PKCE S256 (the token call's code_verifier must hash to the authorize
 *   call's code_challenge);
 * - QQ and WeChat (no PKCE, which they do not offer): QQ's GET token call with fmt=json, its openid
 *   call and get_user_info with oauth_consumer_key; WeChat's appid/secret token call that answers the
 *   openid and unionid, and its userinfo;
 * - OAuth 1.0a (X): every call's HMAC-SHA1 signature is recomputed here from the request as received
 *   (its own signature base string, written independently of `oauth1.ts`), with the right token secret
 *   at each step; the verifier must match the request token.
 * Every refusal is kept in `errors` so a test can say what went wrong.
 */
import { createHash, createHmac, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadSocialConfig, type SocialConfig } from './config.ts';

export interface MockUser {
  /** The provider's user id. */
  id: string;
  email?: string | null;
  /** Google/Apple: whether the provider says the email is verified (default true). */
  emailVerified?: boolean;
  name?: string;
  picture?: string;
}

type OAuth2Provider = 'google' | 'apple' | 'line' | 'facebook';
type ChinaProvider = 'qq' | 'wechat';
export type MockProviderName = OAuth2Provider | ChinaProvider | 'x';

export const MOCK_CLIENTS: Record<MockProviderName, { id: string; secret: string }> = {
  google: { id: 'google-client.apps.example', secret: 'google-secret' },
  apple: { id: 'com.example.arena.web', secret: 'apple-secret' },
  line: { id: '1650000000', secret: 'line-channel-secret' },
  facebook: { id: 'fb-app-id', secret: 'fb-app-secret' },
  x: { id: 'x-consumer-key', secret: 'x consumer secret/with+odd&chars' },
  qq: { id: '101000001', secret: 'qq-app-key' },
  wechat: { id: 'wx0000000000000001', secret: 'wechat-app-secret' },
};

interface IssuedCode {
  provider: OAuth2Provider | ChinaProvider;
  redirectUri: string;
  challenge: string | null;
  user: MockUser;
  used: boolean;
}

interface RequestToken {
  secret: string;
  callback: string;
  verifier: string | null;
  user: MockUser | null;
  used: boolean;
}

/** RFC 3986 percent-encoding, written again here on purpose (not imported from the code under test). */
function enc(s: string): string {
  return Array.from(new TextEncoder().encode(s))
    .map((b) => {
      const c = String.fromCharCode(b);
      return /[A-Za-z0-9\-._~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

function parseOAuthHeader(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith('OAuth ')) return null;
  const out: Record<string, string> = {};
  for (const m of header.slice(6).matchAll(/([\w-]+)="([^"]*)"/g)) {
    out[decodeURIComponent(m[1] as string)] = decodeURIComponent(m[2] as string);
  }
  return out;
}

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export interface MockProvider {
  url: string;
  /** Refusals the mock made (empty when every call was right). */
  errors: string[];
  /** Who signs in at the provider's page next. */
  signInAs(provider: MockProviderName, user: MockUser): void;
  /** What the app's environment would say, pointing every provider here. */
  env(extra?: Record<string, string>): Record<string, string>;
  socialConfig(extra?: Record<string, string>): SocialConfig;
  close(): Promise<void>;
}

export async function startMockProvider(): Promise<MockProvider> {
  const errors: string[] = [];
  const nextUser = new Map<MockProviderName, MockUser>();
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { provider: OAuth2Provider | ChinaProvider; user: MockUser }>();
  const requestTokens = new Map<string, RequestToken>();
  const xAccess = new Map<string, { secret: string; user: MockUser }>();
  const appleKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const appleKid = 'mock-apple-key';
  let base = '';

  /** Answers the refusal; returns null so a check can `return refuse(...)`. */
  function refuse(res: ServerResponse, status: number, reason: string): null {
    errors.push(reason);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'invalid_request', error_description: reason }));
    return null;
  }
  function json(res: ServerResponse, body: unknown) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
  function form(res: ServerResponse, body: Record<string, string>) {
    res.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded' });
    res.end(new URLSearchParams(body).toString());
  }

  function jwt(
    header: Record<string, unknown>,
    payload: Record<string, unknown>,
    signer: (input: string) => Buffer,
  ) {
    const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
    return `${input}.${b64url(signer(input))}`;
  }

  /** Checks an X request's signature the way X does; returns its oauth parameters or null (refused). */
  function checkXSignature(
    req: IncomingMessage,
    url: URL,
    body: string,
    res: ServerResponse,
    tokenSecret: (token: string | undefined) => string | null,
  ): Record<string, string> | null {
    const oauth = parseOAuthHeader(req.headers.authorization);
    if (!oauth) return refuse(res, 401, 'x: no OAuth Authorization header');
    if (oauth.oauth_consumer_key !== MOCK_CLIENTS.x.id) return refuse(res, 401, 'x: wrong consumer key');
    if (oauth.oauth_signature_method !== 'HMAC-SHA1') return refuse(res, 401, 'x: not HMAC-SHA1');
    if (oauth.oauth_version !== undefined && oauth.oauth_version !== '1.0') {
      return refuse(res, 401, 'x: wrong oauth_version');
    }
    if (!oauth.oauth_nonce || !/^\d+$/.test(oauth.oauth_timestamp ?? '')) {
      return refuse(res, 401, 'x: nonce or timestamp missing');
    }
    if (Math.abs(Number(oauth.oauth_timestamp) - Date.now() / 1000) > 300) {
      return refuse(res, 401, 'x: timestamp too far off');
    }
    const secret = tokenSecret(oauth.oauth_token);
    if (secret === null) return refuse(res, 401, `x: unknown token ${oauth.oauth_token}`);
    const pairs: Array<[string, string]> = [];
    for (const [k, v] of Object.entries(oauth)) if (k !== 'oauth_signature') pairs.push([k, v]);
    for (const [k, v] of url.searchParams) pairs.push([k, v]);
    if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      for (const [k, v] of new URLSearchParams(body)) pairs.push([k, v]);
    }
    // RFC 5849 3.4.1.3.2: sorted by encoded name, then by encoded value.
    const params = pairs
      .map(([k, v]) => [enc(k), enc(v)] as const)
      .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const baseString = `${req.method}&${enc(`${base}${url.pathname}`)}&${enc(params)}`;
    const expected = createHmac('sha1', `${enc(MOCK_CLIENTS.x.secret)}&${enc(secret)}`)
      .update(baseString)
      .digest('base64');
    if (expected !== oauth.oauth_signature) {
      return refuse(res, 401, `x: bad signature for base string ${baseString}`);
    }
    return oauth;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const body = req.method === 'POST' ? await readBody(req) : '';
    const [, provider, ...rest] = url.pathname.split('/');
    const route = `${provider}/${rest.join('/')}`;

    // ---- QQ and WeChat ----
    if (route === 'qq/oauth2.0/authorize' || route === 'wechat/connect/qrconnect') {
      const p: ChinaProvider = provider === 'qq' ? 'qq' : 'wechat';
      const q = url.searchParams;
      const id = p === 'qq' ? q.get('client_id') : q.get('appid');
      if (id !== MOCK_CLIENTS[p].id) return refuse(res, 400, `${p}: wrong app id ${id}`);
      if (q.get('response_type') !== 'code') return refuse(res, 400, `${p}: response_type is not code`);
      const redirectUri = q.get('redirect_uri');
      if (!redirectUri) return refuse(res, 400, `${p}: no redirect_uri`);
      const state = q.get('state');
      if (!state || state.length < 16) return refuse(res, 400, `${p}: no (or a guessable) state`);
      if (p === 'wechat' && q.get('scope') !== 'snsapi_login') return refuse(res, 400, 'wechat: scope');
      const user = nextUser.get(p);
      if (!user) return refuse(res, 400, `${p}: the test did not say who signs in`);
      const code = randomBytes(16).toString('hex');
      codes.set(code, { provider: p, redirectUri, challenge: null, user, used: false });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (route === 'qq/oauth2.0/token' || route === 'wechat/sns/oauth2/access_token') {
      const p: ChinaProvider = provider === 'qq' ? 'qq' : 'wechat';
      const q = url.searchParams;
      if (req.method !== 'GET') return refuse(res, 405, `${p}: token call must be a GET`);
      if (q.get('grant_type') !== 'authorization_code') return refuse(res, 400, `${p}: grant_type`);
      const id = p === 'qq' ? q.get('client_id') : q.get('appid');
      const secret = p === 'qq' ? q.get('client_secret') : q.get('secret');
      if (id !== MOCK_CLIENTS[p].id || secret !== MOCK_CLIENTS[p].secret)
        return refuse(res, 401, `${p}: wrong app id or secret`);
      if (p === 'qq' && q.get('fmt') !== 'json') return refuse(res, 400, 'qq: token call without fmt=json');
      const issued = codes.get(q.get('code') ?? '');
      if (!issued || issued.provider !== p) return refuse(res, 400, `${p}: unknown code`);
      if (issued.used) return refuse(res, 400, `${p}: code used twice`);
      issued.used = true;
      if (p === 'qq' && q.get('redirect_uri') !== issued.redirectUri)
        return refuse(
          res,
          400,
          `qq: redirect_uri ${q.get('redirect_uri')} differs from ${issued.redirectUri}`,
        );
      const access = randomBytes(16).toString('hex');
      accessTokens.set(access, { provider: p, user: issued.user });
      if (p === 'qq') return json(res, { access_token: access, expires_in: 7776000, refresh_token: 'r' });
      return json(res, {
        access_token: access,
        expires_in: 7200,
        refresh_token: 'r',
        openid: `o-${issued.user.id}`,
        scope: 'snsapi_login',
        unionid: `u-${issued.user.id}`,
      });
    }
    if (route === 'qq/oauth2.0/me') {
      const session = accessTokens.get(url.searchParams.get('access_token') ?? '');
      if (session?.provider !== 'qq') return refuse(res, 401, 'qq me: bad access token');
      return json(res, { client_id: MOCK_CLIENTS.qq.id, openid: `o-${session.user.id}` });
    }
    if (route === 'qq/user/get_user_info') {
      const q = url.searchParams;
      const session = accessTokens.get(q.get('access_token') ?? '');
      if (session?.provider !== 'qq') return refuse(res, 401, 'qq user info: bad access token');
      if (q.get('oauth_consumer_key') !== MOCK_CLIENTS.qq.id)
        return refuse(res, 400, 'qq: oauth_consumer_key');
      if (q.get('openid') !== `o-${session.user.id}`) return refuse(res, 400, 'qq: wrong openid');
      return json(res, {
        ret: 0,
        msg: '',
        nickname: session.user.name,
        figureurl_qq_1: session.user.picture,
        figureurl_qq_2: session.user.picture,
      });
    }
    if (route === 'wechat/sns/userinfo') {
      const q = url.searchParams;
      const session = accessTokens.get(q.get('access_token') ?? '');
      if (session?.provider !== 'wechat') return refuse(res, 401, 'wechat userinfo: bad access token');
      if (q.get('openid') !== `o-${session.user.id}`) return refuse(res, 400, 'wechat: wrong openid');
      return json(res, {
        openid: `o-${session.user.id}`,
        nickname: session.user.name,
        headimgurl: session.user.picture,
        unionid: `u-${session.user.id}`,
      });
    }

    // ---- OAuth 2.0 providers ----
    if (route.endsWith('/authorize') && provider !== 'x') {
      const p = provider as OAuth2Provider;
      const q = url.searchParams;
      const client = MOCK_CLIENTS[p];
      if (!client) return refuse(res, 404, `unknown provider ${provider}`);
      if (q.get('client_id') !== client.id)
        return refuse(res, 400, `${p}: wrong client_id ${q.get('client_id')}`);
      if (q.get('response_type') !== 'code') return refuse(res, 400, `${p}: response_type is not code`);
      const redirectUri = q.get('redirect_uri');
      if (!redirectUri) return refuse(res, 400, `${p}: no redirect_uri`);
      const state = q.get('state');
      if (!state || state.length < 16) return refuse(res, 400, `${p}: no (or a guessable) state`);
      const challenge = q.get('code_challenge');
      if (q.get('code_challenge_method') !== 'S256' || !challenge || !/^[\w-]{43}$/.test(challenge)) {
        return refuse(res, 400, `${p}: PKCE S256 challenge missing`);
      }
      const user = nextUser.get(p);
      if (!user) return refuse(res, 400, `${p}: the test did not say who signs in`);
      const code = randomBytes(16).toString('hex');
      codes.set(code, { provider: p, redirectUri, challenge, user, used: false });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      if (p === 'google') {
        back.searchParams.set('scope', q.get('scope') ?? '');
        back.searchParams.set('authuser', '0');
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (route.endsWith('/token') && provider !== 'x') {
      const p = provider as OAuth2Provider;
      const client = MOCK_CLIENTS[p];
      if (!client) return refuse(res, 404, `unknown provider ${provider}`);
      const params = p === 'facebook' ? url.searchParams : new URLSearchParams(body);
      if (p !== 'facebook' && req.method !== 'POST')
        return refuse(res, 405, `${p}: token call must be a POST`);
      if (p !== 'facebook' && params.get('grant_type') !== 'authorization_code') {
        return refuse(res, 400, `${p}: grant_type`);
      }
      if (params.get('client_id') !== client.id)
        return refuse(res, 401, `${p}: token call with wrong client_id`);
      if (params.get('client_secret') !== client.secret) return refuse(res, 401, `${p}: wrong client_secret`);
      const issued = codes.get(params.get('code') ?? '');
      if (!issued || issued.provider !== p) return refuse(res, 400, `${p}: unknown code`);
      if (issued.used) return refuse(res, 400, `${p}: code used twice`);
      issued.used = true;
      if (params.get('redirect_uri') !== issued.redirectUri) {
        return refuse(
          res,
          400,
          `${p}: redirect_uri ${params.get('redirect_uri')} differs from ${issued.redirectUri}`,
        );
      }
      const verifier = params.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) {
        return refuse(res, 400, `${p}: PKCE code_verifier does not match the code_challenge`);
      }
      const access = randomBytes(16).toString('hex');
      accessTokens.set(access, { provider: p, user: issued.user });
      const now = Math.floor(Date.now() / 1000);
      const answer: Record<string, unknown> = {
        access_token: access,
        token_type: 'Bearer',
        expires_in: 3600,
      };
      if (p === 'line') {
        const claims: Record<string, unknown> = {
          iss: 'https://access.line.me',
          sub: issued.user.id,
          aud: client.id,
          exp: now + 3600,
          iat: now,
          name: issued.user.name,
        };
        if (issued.user.email) claims.email = issued.user.email;
        answer.id_token = jwt({ alg: 'HS256', typ: 'JWT' }, claims, (input) =>
          createHmac('sha256', client.secret).update(input).digest(),
        );
      }
      if (p === 'apple') {
        const claims: Record<string, unknown> = {
          iss: 'https://appleid.apple.com',
          aud: client.id,
          sub: issued.user.id,
          exp: now + 600,
          iat: now,
        };
        if (issued.user.email) {
          claims.email = issued.user.email;
          claims.email_verified = String(issued.user.emailVerified ?? true);
        }
        answer.id_token = jwt({ alg: 'RS256', kid: appleKid }, claims, (input) =>
          sign('RSA-SHA256', Buffer.from(input), appleKeys.privateKey),
        );
      }
      return json(res, answer);
    }

    const bearer = () => {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      return accessTokens.get(token);
    };

    if (route === 'google/userinfo') {
      const session = bearer();
      if (session?.provider !== 'google') return refuse(res, 401, 'google userinfo: bad access token');
      const u = session.user;
      return json(res, {
        sub: u.id,
        name: u.name,
        picture: u.picture,
        ...(u.email ? { email: u.email, email_verified: u.emailVerified ?? true } : {}),
      });
    }
    if (route === 'line/v2/profile') {
      const session = bearer();
      if (session?.provider !== 'line') return refuse(res, 401, 'line profile: bad access token');
      return json(res, {
        userId: session.user.id,
        displayName: session.user.name,
        pictureUrl: session.user.picture,
      });
    }
    if (route === 'facebook/me') {
      const access = url.searchParams.get('access_token') ?? '';
      const session = accessTokens.get(access);
      if (session?.provider !== 'facebook') return refuse(res, 401, 'facebook me: bad access token');
      const proof = createHmac('sha256', MOCK_CLIENTS.facebook.secret).update(access).digest('hex');
      if (url.searchParams.get('appsecret_proof') !== proof)
        return refuse(res, 401, 'facebook me: bad appsecret_proof');
      const u = session.user;
      return json(res, {
        id: u.id,
        name: u.name,
        ...(u.email ? { email: u.email } : {}),
        picture: { data: { url: u.picture } },
      });
    }
    if (route === 'apple/auth/keys') {
      return json(res, {
        keys: [{ ...appleKeys.publicKey.export({ format: 'jwk' }), kid: appleKid, alg: 'RS256', use: 'sig' }],
      });
    }

    // ---- X, OAuth 1.0a ----
    if (route === 'x/oauth/request_token') {
      if (req.method !== 'POST') return refuse(res, 405, 'x: request_token must be a POST');
      const oauth = checkXSignature(req, url, body, res, (token) => (token ? null : ''));
      if (!oauth) return;
      if (!oauth.oauth_callback) return refuse(res, 400, 'x: no oauth_callback');
      const token = `req-${randomBytes(12).toString('hex')}`;
      const secret = randomBytes(12).toString('base64');
      requestTokens.set(token, {
        secret,
        callback: oauth.oauth_callback,
        verifier: null,
        user: null,
        used: false,
      });
      return form(res, { oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: 'true' });
    }
    if (route === 'x/oauth/authorize') {
      const token = url.searchParams.get('oauth_token') ?? '';
      const pending = requestTokens.get(token);
      if (!pending) return refuse(res, 400, 'x authorize: unknown oauth_token');
      const user = nextUser.get('x');
      if (!user) return refuse(res, 400, 'x: the test did not say who signs in');
      pending.user = user;
      pending.verifier = randomBytes(10).toString('hex');
      const back = new URL(pending.callback);
      back.searchParams.set('oauth_token', token);
      back.searchParams.set('oauth_verifier', pending.verifier);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (route === 'x/oauth/access_token') {
      if (req.method !== 'POST') return refuse(res, 405, 'x: access_token must be a POST');
      const oauth = checkXSignature(
        req,
        url,
        body,
        res,
        (token) => requestTokens.get(token ?? '')?.secret ?? null,
      );
      if (!oauth) return;
      const pending = requestTokens.get(oauth.oauth_token ?? '') as RequestToken;
      const verifier =
        oauth.oauth_verifier ??
        new URLSearchParams(body).get('oauth_verifier') ??
        url.searchParams.get('oauth_verifier');
      if (pending.used) return refuse(res, 401, 'x: request token used twice');
      if (!pending.verifier || verifier !== pending.verifier || !pending.user) {
        return refuse(res, 401, 'x: wrong oauth_verifier');
      }
      pending.used = true;
      const token = `acc-${randomBytes(12).toString('hex')}`;
      const secret = randomBytes(12).toString('base64');
      xAccess.set(token, { secret, user: pending.user });
      return form(res, {
        oauth_token: token,
        oauth_token_secret: secret,
        user_id: pending.user.id,
        screen_name: 'fan',
      });
    }
    if (route === 'x/1.1/account/verify_credentials.json') {
      const oauth = checkXSignature(req, url, body, res, (token) => xAccess.get(token ?? '')?.secret ?? null);
      if (!oauth) return;
      const u = (xAccess.get(oauth.oauth_token ?? '') as { user: MockUser }).user;
      const withEmail = url.searchParams.get('include_email') === 'true';
      return json(res, {
        id: Number(u.id),
        id_str: u.id,
        name: u.name,
        screen_name: 'fan',
        profile_image_url_https: u.picture,
        ...(withEmail && u.email ? { email: u.email } : {}),
      });
    }
    return refuse(res, 404, `no mock route ${req.method} ${url.pathname}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => refuse(res, 500, `mock crashed: ${String(err)}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function env(extra: Record<string, string> = {}): Record<string, string> {
    const out: Record<string, string> = {};
    const set = (p: string, key: string, value: string) => {
      out[`OAUTH_${p.toUpperCase()}_${key}`] = value;
    };
    for (const p of ['google', 'apple', 'line', 'facebook'] as const) {
      set(p, 'CLIENT_ID', MOCK_CLIENTS[p].id);
      set(p, 'CLIENT_SECRET', MOCK_CLIENTS[p].secret);
      set(p, 'AUTHORIZE_URL', `${base}/${p}/authorize`);
      set(p, 'TOKEN_URL', `${base}/${p}/token`);
    }
    out.OAUTH_GOOGLE_USERINFO_URL = `${base}/google/userinfo`;
    out.OAUTH_LINE_USERINFO_URL = `${base}/line/v2/profile`;
    out.OAUTH_FACEBOOK_USERINFO_URL = `${base}/facebook/me`;
    out.OAUTH_APPLE_JWKS_URL = `${base}/apple/auth/keys`;
    set('x', 'CLIENT_ID', MOCK_CLIENTS.x.id);
    set('x', 'CLIENT_SECRET', MOCK_CLIENTS.x.secret);
    set('x', 'REQUEST_TOKEN_URL', `${base}/x/oauth/request_token`);
    set('x', 'AUTHORIZE_URL', `${base}/x/oauth/authorize`);
    set('x', 'TOKEN_URL', `${base}/x/oauth/access_token`);
    set('x', 'USERINFO_URL', `${base}/x/1.1/account/verify_credentials.json`);
    for (const p of ['qq', 'wechat'] as const) {
      set(p, 'CLIENT_ID', MOCK_CLIENTS[p].id);
      set(p, 'CLIENT_SECRET', MOCK_CLIENTS[p].secret);
    }
    out.OAUTH_QQ_AUTHORIZE_URL = `${base}/qq/oauth2.0/authorize`;
    out.OAUTH_QQ_TOKEN_URL = `${base}/qq/oauth2.0/token`;
    out.OAUTH_QQ_OPENID_URL = `${base}/qq/oauth2.0/me`;
    out.OAUTH_QQ_USERINFO_URL = `${base}/qq/user/get_user_info`;
    out.OAUTH_WECHAT_AUTHORIZE_URL = `${base}/wechat/connect/qrconnect`;
    out.OAUTH_WECHAT_TOKEN_URL = `${base}/wechat/sns/oauth2/access_token`;
    out.OAUTH_WECHAT_USERINFO_URL = `${base}/wechat/sns/userinfo`;
    return { ...out, ...extra };
  }

  return {
    url: base,
    errors,
    signInAs(provider, user) {
      nextUser.set(provider, user);
    },
    env,
    socialConfig: (extra) => loadSocialConfig(env(extra), 'test'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
