/**
 * Social sign-in settings, read from the environment (see docs/api/accounts.md, "Social sign-in").
 * Every endpoint can be overridden (`OAUTH_<P>_AUTHORIZE_URL`, `_TOKEN_URL`, `_USERINFO_URL`...) so
 * tests and staging can point a provider elsewhere; the defaults are the real providers' endpoints.
 */

export type SocialProviderName = 'google' | 'apple' | 'line' | 'x' | 'facebook' | 'qq' | 'wechat';

export const SOCIAL_PROVIDERS: readonly SocialProviderName[] = [
  'google',
  'apple',
  'line',
  'x',
  'facebook',
  'qq',
  'wechat',
];

/**
 * Spec section 7: "Type 3 = Google, 4 = Apple, 5 = LINE, 6 = X, 9 = Facebook". QQ and WeChat (the
 * older dialog) have no number in the spec; 1 and 2 are ours, used when their return is completed
 * through getLoginInfo.
 */
export const SOCIAL_TYPES: Readonly<Record<number, SocialProviderName>> = {
  1: 'qq',
  2: 'wechat',
  3: 'google',
  4: 'apple',
  5: 'line',
  6: 'x',
  9: 'facebook',
};

export interface ProviderConfig {
  /** OAuth 2.0 client id (X: the OAuth 1.0a consumer key). Unset: the provider is not configured. */
  clientId: string | undefined;
  /** OAuth 2.0 client secret (X: consumer secret; LINE: channel secret, which also signs its id_token). */
  clientSecret: string | undefined;
  authorizeUrl: string;
  /** Code-for-token exchange (X: the OAuth 1.0a access-token URL). */
  tokenUrl: string;
  /** Profile: Google userinfo, LINE /v2/profile, Facebook /me, X verify_credentials, QQ get_user_info, WeChat userinfo. Unused by Apple. */
  userinfoUrl: string;
  /** X only: the OAuth 1.0a request-token URL. */
  requestTokenUrl: string;
  /** QQ only: the URL that turns an access token into the user's openid. */
  openidUrl: string;
  /** Apple only: the keys that sign its id_tokens. */
  jwksUrl: string;
  /** Space-separated scopes as the provider expects them. */
  scopes: string;
}

export interface SocialConfig {
  /** Origin the providers send the browser back to (default: the origin of the getLoginUrl request). */
  redirectBase: string | undefined;
  /**
   * Ties a pending sign-in to the browser that started it with an HttpOnly cookie, so a link carrying
   * someone else's code and state cannot sign a victim into the attacker's account. On by default;
   * `OAUTH_BROWSER_BINDING=false` turns it off for clients that cannot keep cookies.
   */
  browserBinding: boolean;
  /**
   * Apple's id_token signature is checked against Apple's JWKS. TESTS ONLY: `OAUTH_APPLE_SKIP_JWKS=true`
   * skips that check, and it is honoured only when NODE_ENV=test; aud, iss and exp are checked always.
   */
  appleSkipJwks: boolean;
  /** Apple's client secret is a JWT signed with the team's key; used when no fixed secret is set. */
  appleSigning: { teamId: string; keyId: string; privateKey: string } | undefined;
  providers: Record<SocialProviderName, ProviderConfig>;
}

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v21.0';

const DEFAULTS: Record<SocialProviderName, Omit<ProviderConfig, 'clientId' | 'clientSecret'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    requestTokenUrl: '',
    openidUrl: '',
    jwksUrl: '',
    scopes: 'openid email profile',
  },
  apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    userinfoUrl: '',
    requestTokenUrl: '',
    openidUrl: '',
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    // Apple accepts scopes only with response_mode=form_post, which a page return cannot receive:
    // without scopes the id_token carries no email and the user binds one (errorCode 2010).
    scopes: '',
  },
  line: {
    authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
    tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    userinfoUrl: 'https://api.line.me/v2/profile',
    requestTokenUrl: '',
    openidUrl: '',
    jwksUrl: '',
    scopes: 'profile openid email',
  },
  x: {
    authorizeUrl: 'https://api.twitter.com/oauth/authorize',
    tokenUrl: 'https://api.twitter.com/oauth/access_token',
    userinfoUrl: 'https://api.twitter.com/1.1/account/verify_credentials.json',
    requestTokenUrl: 'https://api.twitter.com/oauth/request_token',
    openidUrl: '',
    jwksUrl: '',
    scopes: '',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: `${FACEBOOK_GRAPH}/oauth/access_token`,
    userinfoUrl: `${FACEBOOK_GRAPH}/me`,
    requestTokenUrl: '',
    openidUrl: '',
    jwksUrl: '',
    scopes: 'email public_profile',
  },
  qq: {
    authorizeUrl: 'https://graph.qq.com/oauth2.0/authorize',
    tokenUrl: 'https://graph.qq.com/oauth2.0/token',
    userinfoUrl: 'https://graph.qq.com/user/get_user_info',
    requestTokenUrl: '',
    openidUrl: 'https://graph.qq.com/oauth2.0/me',
    jwksUrl: '',
    scopes: 'get_user_info',
  },
  wechat: {
    authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect',
    tokenUrl: 'https://api.weixin.qq.com/sns/oauth2/access_token',
    userinfoUrl: 'https://api.weixin.qq.com/sns/userinfo',
    requestTokenUrl: '',
    openidUrl: '',
    jwksUrl: '',
    scopes: 'snsapi_login',
  },
};

function trimmed(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

export function loadSocialConfig(
  env: NodeJS.ProcessEnv,
  mode: 'production' | 'development' | 'test',
): SocialConfig {
  const providers = {} as Record<SocialProviderName, ProviderConfig>;
  for (const name of SOCIAL_PROVIDERS) {
    const prefix = `OAUTH_${name.toUpperCase()}_`;
    const value = (key: string) => trimmed(env[`${prefix}${key}`]);
    const d = DEFAULTS[name];
    providers[name] = {
      clientId: value('CLIENT_ID'),
      clientSecret: value('CLIENT_SECRET'),
      authorizeUrl: value('AUTHORIZE_URL') ?? d.authorizeUrl,
      tokenUrl: value('TOKEN_URL') ?? d.tokenUrl,
      userinfoUrl: value('USERINFO_URL') ?? d.userinfoUrl,
      requestTokenUrl: value('REQUEST_TOKEN_URL') ?? d.requestTokenUrl,
      openidUrl: value('OPENID_URL') ?? d.openidUrl,
      jwksUrl: value('JWKS_URL') ?? d.jwksUrl,
      scopes: env[`${prefix}SCOPES`] ?? d.scopes,
    };
  }
  const teamId = trimmed(env.OAUTH_APPLE_TEAM_ID);
  const keyId = trimmed(env.OAUTH_APPLE_KEY_ID);
  // A PEM in one environment line usually comes with "\n" escapes.
  const privateKey = trimmed(env.OAUTH_APPLE_PRIVATE_KEY)?.replaceAll('\\n', '\n');
  return {
    redirectBase: trimmed(env.OAUTH_REDIRECT_BASE)?.replace(/\/+$/, ''),
    browserBinding: env.OAUTH_BROWSER_BINDING !== 'false',
    appleSkipJwks: mode === 'test' && env.OAUTH_APPLE_SKIP_JWKS === 'true',
    appleSigning: teamId && keyId && privateKey ? { teamId, keyId, privateKey } : undefined,
    providers,
  };
}
