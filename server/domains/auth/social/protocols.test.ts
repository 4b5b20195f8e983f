import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSocialConfig } from './config.ts';
import { checkClaims, decodeJwt, JwtError, verifyHs256 } from './jwt.ts';
import { oauth1Header, percentEncode, signatureBaseString } from './oauth1.ts';
import { createProviderClient } from './providers.ts';
import { pagePath } from './service.ts';

describe('OAuth 1.0a signing', () => {
  // The worked example of X's developer documentation, "Creating a signature".
  const example = {
    method: 'POST' as const,
    url: 'https://api.twitter.com/1.1/statuses/update.json?include_entities=true',
    consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
    consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
    token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
    tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
    form: { status: 'Hello Ladies + Gentlemen, a signed OAuth request!' },
    nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
    timestamp: '1318622958',
  };

  it('builds the documented signature base string and signature', () => {
    const header = oauth1Header(example);
    expect(header).toContain(`oauth_signature="${percentEncode('hCtSmYh+iHYCEqBWrE7C7hYmtUk=')}"`);
    expect(header).toMatch(/^OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", /);
    const base = signatureBaseString(example.method, example.url, [
      ['status', example.form.status],
      ['oauth_consumer_key', example.consumerKey],
    ]);
    expect(base).toBe(
      'POST&https%3A%2F%2Fapi.twitter.com%2F1.1%2Fstatuses%2Fupdate.json&include_entities%3Dtrue%26oauth_consumer_key%3Dxvz1evFS4wEEPTGEFPHBog%26status%3DHello%2520Ladies%2520%252B%2520Gentlemen%252C%2520a%2520signed%2520OAuth%2520request%2521',
    );
  });

  it('percent-encodes the reserved characters encodeURIComponent leaves alone', () => {
    expect(percentEncode("!*'()~-._ é")).toBe('%21%2A%27%28%29~-._%20%C3%A9');
  });
});

describe('id_token checks', () => {
  const now = Math.floor(Date.now() / 1000);
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const payload = { iss: 'https://access.line.me', aud: '123', sub: 'U1', exp: now + 60, iat: now };
  const token = (secret: string, claims = payload) => {
    const input = `${b64({ alg: 'HS256' })}.${b64(claims)}`;
    return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
  };

  it('verifies HS256 and the claims', () => {
    const jwt = decodeJwt(token('s3cret'));
    expect(() => verifyHs256(jwt, 's3cret')).not.toThrow();
    expect(() => verifyHs256(jwt, 'other')).toThrow(JwtError);
    expect(() =>
      checkClaims(jwt.payload, { issuer: 'https://access.line.me', audience: '123' }),
    ).not.toThrow();
    expect(() => checkClaims(jwt.payload, { issuer: 'https://access.line.me', audience: '456' })).toThrow(
      /aud/,
    );
    expect(() => checkClaims(jwt.payload, { issuer: 'https://appleid.apple.com', audience: '123' })).toThrow(
      /iss/,
    );
    expect(() =>
      checkClaims({ ...payload, exp: now - 120 }, { issuer: 'https://access.line.me', audience: '123' }),
    ).toThrow(/expired/);
  });
});

describe('provider configuration', () => {
  it('reads client ids, secrets and endpoint overrides; a provider without a client id is not configured', () => {
    const config = loadSocialConfig(
      {
        OAUTH_GOOGLE_CLIENT_ID: 'gid',
        OAUTH_GOOGLE_CLIENT_SECRET: 'gsecret',
        OAUTH_GOOGLE_TOKEN_URL: 'http://localhost:9/token',
        OAUTH_REDIRECT_BASE: 'https://www.example.com/',
        OAUTH_APPLE_SKIP_JWKS: 'true',
      },
      'production',
    );
    expect(config.providers.google).toMatchObject({
      clientId: 'gid',
      tokenUrl: 'http://localhost:9/token',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    });
    expect(config.redirectBase).toBe('https://www.example.com');
    // Only tests may skip Apple's signature check.
    expect(config.appleSkipJwks).toBe(false);
    const client = createProviderClient({ config });
    expect(client.isConfigured('google')).toBe(true);
    expect(client.isConfigured('line')).toBe(false);
  });

  it('builds the QQ and WeChat sign-in addresses (no PKCE: they do not support it)', async () => {
    const config = loadSocialConfig(
      {
        OAUTH_QQ_CLIENT_ID: '101',
        OAUTH_QQ_CLIENT_SECRET: 'q',
        OAUTH_WECHAT_CLIENT_ID: 'wx1',
        OAUTH_WECHAT_CLIENT_SECRET: 'w',
        OAUTH_FACEBOOK_CLIENT_ID: 'fb',
        OAUTH_FACEBOOK_CLIENT_SECRET: 'f',
      },
      'test',
    );
    const client = createProviderClient({ config });
    const qq = await client.start('qq', 'https://www.example.com/');
    expect(qq.url).toMatch(/^https:\/\/graph\.qq\.com\/oauth2\.0\/authorize\?/);
    expect(Object.fromEntries(new URL(qq.url).searchParams)).toEqual({
      response_type: 'code',
      client_id: '101',
      redirect_uri: 'https://www.example.com/',
      state: qq.state,
      scope: 'get_user_info',
    });
    const wx = await client.start('wechat', 'https://www.example.com/');
    expect(wx.url).toMatch(
      /^https:\/\/open\.weixin\.qq\.com\/connect\/qrconnect\?appid=wx1&.*#wechat_redirect$/,
    );
    expect(new URL(wx.url).searchParams.get('scope')).toBe('snsapi_login');
    const fb = await client.start('facebook', 'https://www.example.com/');
    const params = new URL(fb.url).searchParams;
    expect(params.get('scope')).toBe('email,public_profile');
    expect(params.get('code_challenge')).toBe(
      createHash('sha256')
        .update(fb.secret ?? '')
        .digest('base64url'),
    );
  });
});

describe('page paths', () => {
  it('keeps site paths and refuses the rest', () => {
    expect(pagePath(undefined)).toBe('/');
    expect(pagePath('/en_US/live/12?x=1#y')).toBe('/en_US/live/12');
    expect(() => pagePath('//evil.example')).toThrow();
    expect(() => pagePath('/\\evil.example')).toThrow();
    expect(() => pagePath('https://evil.example/')).toThrow();
  });
});
