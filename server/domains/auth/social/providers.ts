/**
 * The providers' protocols with plain fetch: OAuth 2.0 authorization code with state and PKCE
 * (Google, Apple, LINE, Facebook; QQ and WeChat without PKCE, which they do not offer) and OAuth
 * 1.0a (X). Each returns the same profile; the service decides what to do with it.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { EMAIL_PATTERN } from '../identifiers.ts';
import type { ProviderConfig, SocialConfig, SocialProviderName } from './config.ts';
import {
  appleClientSecret,
  checkClaims,
  createJwksCache,
  decodeJwt,
  verifyHs256,
  verifyWithKey,
} from './jwt.ts';
import { oauth1Header } from './oauth1.ts';

export interface SocialProfile {
  provider: SocialProviderName;
  /** The provider's stable user id. */
  subject: string;
  /** Lower case; only an address the provider says is verified, else null. */
  email: string | null;
  displayName: string | null;
  avatar: string | null;
}

/** A provider refused or could not be reached; `retryable` for network errors and 5xx answers. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly retryable: boolean;
  constructor(message: string, retryable = false) {
    super(message);
    this.retryable = retryable;
  }
}

export interface StartedLogin {
  url: string;
  /** OAuth 2.0 state, or X's request token. */
  state: string;
  /** PKCE code_verifier, or X's request token secret. */
  secret: string | null;
}

export interface ReturnParams {
  code?: string | undefined;
  /** X: the oauth_verifier of the return. */
  verifier?: string | undefined;
  /** What was stored at the start (PKCE verifier or request token secret). */
  secret: string | null;
  /** X: the request token (the stored state). */
  requestToken: string;
  redirectUri: string;
}

export const APPLE_ISSUER = 'https://appleid.apple.com';
export const LINE_ISSUER = 'https://access.line.me';

const PKCE: ReadonlySet<SocialProviderName> = new Set(['google', 'apple', 'line', 'facebook']);
const TIMEOUT_MS = 10_000;

const random = () => randomBytes(32).toString('base64url');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function verifiedEmail(email: unknown, verified: unknown): string | null {
  const address = str(email)?.toLowerCase();
  if (!address || !EMAIL_PATTERN.test(address) || address.length > 254) return null;
  return verified === true || verified === 'true' ? address : null;
}

function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export function createProviderClient(deps: { config: SocialConfig; fetch?: typeof fetch }) {
  const { config } = deps;
  const fetchFn = deps.fetch ?? globalThis.fetch;

  async function request(what: string, url: string, init: RequestInit = {}): Promise<string> {
    let res: Response;
    try {
      res = await fetchFn(url, {
        ...init,
        headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ProviderError(`${what}: ${(err as Error).message}`, true);
    }
    const text = await res.text();
    if (!res.ok)
      throw new ProviderError(`${what} answered ${res.status}: ${text.slice(0, 300)}`, res.status >= 500);
    return text;
  }

  async function requestJson(
    what: string,
    url: string,
    init: RequestInit = {},
  ): Promise<Record<string, unknown>> {
    const text = await request(what, url, init);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderError(`${what} answered no JSON: ${text.slice(0, 300)}`);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ProviderError(`${what} answered an unexpected body`);
    }
    const o = body as Record<string, unknown>;
    // WeChat and QQ say "no" with 200 and an error field.
    if ((typeof o.errcode === 'number' && o.errcode !== 0) || typeof o.error === 'string') {
      throw new ProviderError(`${what} refused: ${text.slice(0, 300)}`);
    }
    return o;
  }

  const jwksKey = createJwksCache((url) => requestJson('apple jwks', url));

  function provider(name: SocialProviderName): ProviderConfig & { clientId: string } {
    const p = config.providers[name];
    if (!isConfigured(name)) throw new ProviderError(`${name} is not configured`);
    return p as ProviderConfig & { clientId: string };
  }

  function isConfigured(name: SocialProviderName): boolean {
    const p = config.providers[name];
    if (!p.clientId) return false;
    return name === 'apple' ? Boolean(p.clientSecret || config.appleSigning) : Boolean(p.clientSecret);
  }

  function clientSecret(name: SocialProviderName): string {
    const p = provider(name);
    if (name === 'apple' && !p.clientSecret && config.appleSigning) {
      return appleClientSecret(config.appleSigning, p.clientId);
    }
    return p.clientSecret ?? '';
  }

  // ---- OAuth 2.0 -------------------------------------------------------------------------------

  function startOAuth2(name: SocialProviderName, redirectUri: string): StartedLogin {
    const p = provider(name);
    const state = random();
    const verifier = PKCE.has(name) ? random() : null;
    const params: Record<string, string> =
      name === 'wechat'
        ? { appid: p.clientId, redirect_uri: redirectUri, response_type: 'code', state }
        : { response_type: 'code', client_id: p.clientId, redirect_uri: redirectUri, state };
    if (p.scopes.trim())
      params.scope = name === 'facebook' ? p.scopes.trim().split(/\s+/).join(',') : p.scopes.trim();
    if (verifier) {
      params.code_challenge = challengeOf(verifier);
      params.code_challenge_method = 'S256';
    }
    let url = withQuery(p.authorizeUrl, params);
    // WeChat's QR page wants this fragment at the end.
    if (name === 'wechat') url += '#wechat_redirect';
    return { url, state, secret: verifier };
  }

  async function exchangeCode(name: SocialProviderName, ret: ReturnParams): Promise<Record<string, unknown>> {
    const p = provider(name);
    if (!ret.code) throw new ProviderError(`${name}: no code in the return`);
    if (name === 'wechat') {
      return requestJson(
        'wechat token',
        withQuery(p.tokenUrl, {
          appid: p.clientId,
          secret: clientSecret(name),
          code: ret.code,
          grant_type: 'authorization_code',
        }),
      );
    }
    const params: Record<string, string> = {
      grant_type: 'authorization_code',
      code: ret.code,
      redirect_uri: ret.redirectUri,
      client_id: p.clientId,
      client_secret: clientSecret(name),
    };
    if (PKCE.has(name)) {
      if (!ret.secret) throw new ProviderError(`${name}: no PKCE verifier stored`);
      params.code_verifier = ret.secret;
    }
    if (name === 'facebook' || name === 'qq') {
      // Both document a GET with the parameters in the query.
      return requestJson(
        `${name} token`,
        withQuery(p.tokenUrl, name === 'qq' ? { ...params, fmt: 'json' } : params),
      );
    }
    return requestJson(`${name} token`, p.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
  }

  function accessTokenOf(name: SocialProviderName, token: Record<string, unknown>): string {
    const access = str(token.access_token);
    if (!access) throw new ProviderError(`${name} token answer has no access_token`);
    return access;
  }

  async function profileOAuth2(name: SocialProviderName, ret: ReturnParams): Promise<SocialProfile> {
    const p = provider(name);
    const token = await exchangeCode(name, ret);
    switch (name) {
      case 'google': {
        const info = await requestJson('google userinfo', p.userinfoUrl, {
          headers: { authorization: `Bearer ${accessTokenOf(name, token)}` },
        });
        const subject = str(info.sub);
        if (!subject) throw new ProviderError('google userinfo has no sub');
        return {
          provider: name,
          subject,
          email: verifiedEmail(info.email, info.email_verified),
          displayName: str(info.name),
          avatar: str(info.picture),
        };
      }
      case 'line': {
        const profile = await requestJson('line profile', p.userinfoUrl, {
          headers: { authorization: `Bearer ${accessTokenOf(name, token)}` },
        });
        const subject = str(profile.userId);
        if (!subject) throw new ProviderError('line profile has no userId');
        let email: string | null = null;
        const idToken = str(token.id_token);
        if (idToken) {
          const jwt = decodeJwt(idToken);
          // LINE signs web-login id_tokens with the channel secret (HS256).
          verifyHs256(jwt, clientSecret(name));
          checkClaims(jwt.payload, { issuer: LINE_ISSUER, audience: p.clientId });
          if (jwt.payload.sub !== subject) throw new ProviderError('line id_token is about another user');
          // LINE returns an email only when the user granted it; it is the LINE account's own address.
          email = verifiedEmail(jwt.payload.email, true);
        }
        return {
          provider: name,
          subject,
          email,
          displayName: str(profile.displayName),
          avatar: str(profile.pictureUrl),
        };
      }
      case 'apple': {
        const idToken = str(token.id_token);
        if (!idToken) throw new ProviderError('apple token answer has no id_token');
        const jwt = decodeJwt(idToken);
        // OAUTH_APPLE_SKIP_JWKS=true (honoured in tests only, see config.ts) skips the signature
        // check against Apple's keys; the claims below are checked in every case.
        if (!config.appleSkipJwks) verifyWithKey(jwt, await jwksKey(p.jwksUrl, jwt.header.kid));
        checkClaims(jwt.payload, { issuer: APPLE_ISSUER, audience: p.clientId });
        return {
          provider: name,
          subject: jwt.payload.sub as string,
          email: verifiedEmail(jwt.payload.email, jwt.payload.email_verified),
          displayName: null,
          avatar: null,
        };
      }
      case 'facebook': {
        const access = accessTokenOf(name, token);
        const me = await requestJson(
          'facebook me',
          withQuery(p.userinfoUrl, {
            fields: 'id,name,email,picture',
            access_token: access,
            appsecret_proof: createHmac('sha256', clientSecret(name)).update(access).digest('hex'),
          }),
        );
        const subject = str(me.id);
        if (!subject) throw new ProviderError('facebook me has no id');
        const picture = (me.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
        // Facebook only hands out confirmed addresses.
        return {
          provider: name,
          subject,
          email: verifiedEmail(me.email, true),
          displayName: str(me.name),
          avatar: str(picture),
        };
      }
      case 'qq': {
        const access = accessTokenOf(name, token);
        const me = await requestJson(
          'qq openid',
          withQuery(p.openidUrl, { access_token: access, fmt: 'json' }),
        );
        const openid = str(me.openid);
        if (!openid) throw new ProviderError('qq me has no openid');
        const info = await requestJson(
          'qq user info',
          withQuery(p.userinfoUrl, { access_token: access, oauth_consumer_key: p.clientId, openid }),
        );
        if (typeof info.ret === 'number' && info.ret !== 0)
          throw new ProviderError(`qq user info ret ${info.ret}`);
        return {
          provider: name,
          subject: openid,
          email: null,
          displayName: str(info.nickname),
          avatar: str(info.figureurl_qq_2) ?? str(info.figureurl_qq_1),
        };
      }
      case 'wechat': {
        const access = accessTokenOf(name, token);
        const openid = str(token.openid);
        if (!openid) throw new ProviderError('wechat token answer has no openid');
        const info = await requestJson(
          'wechat userinfo',
          withQuery(p.userinfoUrl, { access_token: access, openid }),
        );
        return {
          provider: name,
          // The unionid is the same across the brand's WeChat apps; the openid only within this one.
          subject: str(info.unionid) ?? str(token.unionid) ?? openid,
          email: null,
          displayName: str(info.nickname),
          avatar: str(info.headimgurl),
        };
      }
      default:
        throw new ProviderError(`${name} is not an OAuth 2.0 provider`);
    }
  }

  // ---- OAuth 1.0a (X) --------------------------------------------------------------------------

  async function startX(redirectUri: string): Promise<StartedLogin> {
    const p = provider('x');
    const body = await request('x request_token', p.requestTokenUrl, {
      method: 'POST',
      headers: {
        authorization: oauth1Header({
          method: 'POST',
          url: p.requestTokenUrl,
          consumerKey: p.clientId,
          consumerSecret: clientSecret('x'),
          oauth: { oauth_callback: redirectUri },
        }),
      },
    });
    const answer = new URLSearchParams(body);
    const token = answer.get('oauth_token');
    const secret = answer.get('oauth_token_secret');
    if (!token || !secret || answer.get('oauth_callback_confirmed') !== 'true') {
      throw new ProviderError(`x request_token answered ${body.slice(0, 200)}`);
    }
    return { url: withQuery(p.authorizeUrl, { oauth_token: token }), state: token, secret };
  }

  async function profileX(ret: ReturnParams): Promise<SocialProfile> {
    const p = provider('x');
    if (!ret.verifier) throw new ProviderError('x: no oauth_verifier in the return');
    const body = await request('x access_token', p.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: oauth1Header({
          method: 'POST',
          url: p.tokenUrl,
          consumerKey: p.clientId,
          consumerSecret: clientSecret('x'),
          token: ret.requestToken,
          tokenSecret: ret.secret ?? '',
          oauth: { oauth_verifier: ret.verifier },
        }),
      },
    });
    const answer = new URLSearchParams(body);
    const token = answer.get('oauth_token');
    const tokenSecret = answer.get('oauth_token_secret');
    if (!token || !tokenSecret) throw new ProviderError(`x access_token answered ${body.slice(0, 200)}`);
    const url = withQuery(p.userinfoUrl, { include_email: 'true', skip_status: 'true' });
    const me = await requestJson('x verify_credentials', url, {
      headers: {
        authorization: oauth1Header({
          method: 'GET',
          url,
          consumerKey: p.clientId,
          consumerSecret: clientSecret('x'),
          token,
          tokenSecret,
        }),
      },
    });
    const subject = str(me.id_str) ?? (typeof me.id === 'number' ? String(me.id) : null);
    if (!subject) throw new ProviderError('x verify_credentials has no id');
    return {
      provider: 'x',
      subject,
      // X returns the email only when the account has a verified one.
      email: verifiedEmail(me.email, true),
      displayName: str(me.name) ?? str(me.screen_name),
      avatar: str(me.profile_image_url_https),
    };
  }

  return {
    isConfigured,
    /** The provider's sign-in page for this browser, and what to keep until it comes back. */
    async start(name: SocialProviderName, redirectUri: string): Promise<StartedLogin> {
      return name === 'x' ? startX(redirectUri) : startOAuth2(name, redirectUri);
    },
    /** Exchanges the return (code, or X's verifier) for the user's profile. */
    async finish(name: SocialProviderName, ret: ReturnParams): Promise<SocialProfile> {
      return name === 'x' ? profileX(ret) : profileOAuth2(name, ret);
    },
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
