import { createHmac, randomBytes } from 'node:crypto';

/** RFC 5849 3.6: RFC 3986 unreserved characters stay, everything else is %XX (upper case). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * RFC 5849 3.4.1: METHOD & encoded base URL (no query, no default port) & encoded, sorted parameters
 * (query, form body and the oauth_* protocol parameters, without oauth_signature).
 */
export function signatureBaseString(method: string, url: string, params: Array<[string, string]>): string {
  const u = new URL(url);
  const base = `${u.protocol}//${u.host}${u.pathname}`;
  const all: Array<[string, string]> = [...params];
  for (const [k, v] of u.searchParams) all.push([k, v]);
  const normalized = all
    .filter(([k]) => k !== 'oauth_signature')
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return [method.toUpperCase(), percentEncode(base), percentEncode(normalized)].join('&');
}

export function hmacSha1Signature(baseString: string, consumerSecret: string, tokenSecret: string): string {
  return createHmac('sha1', `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`)
    .update(baseString)
    .digest('base64');
}

export interface OAuth1Request {
  method: 'GET' | 'POST';
  /** May carry query parameters; they are signed. */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  token?: string | undefined;
  tokenSecret?: string | undefined;
  /** Extra oauth_* parameters: oauth_callback (request token), oauth_verifier (access token). */
  oauth?: Record<string, string>;
  /** application/x-www-form-urlencoded body parameters; they are signed. */
  form?: Record<string, string>;
  /** Fixed nonce and timestamp, for tests against published examples. */
  nonce?: string;
  timestamp?: string;
}

/** The `Authorization: OAuth ...` header of an HMAC-SHA1 signed request. */
export function oauth1Header(request: OAuth1Request): string {
  const oauth: Record<string, string> = {
    oauth_consumer_key: request.consumerKey,
    oauth_nonce: request.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: request.timestamp ?? String(Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...(request.token ? { oauth_token: request.token } : {}),
    ...request.oauth,
  };
  const params: Array<[string, string]> = [...Object.entries(oauth), ...Object.entries(request.form ?? {})];
  const signature = hmacSha1Signature(
    signatureBaseString(request.method, request.url, params),
    request.consumerSecret,
    request.tokenSecret ?? '',
  );
  const header = { ...oauth, oauth_signature: signature };
  return `OAuth ${Object.entries(header)
    .map(([k, v]) => `${percentEncode(k)}="${percentEncode(v)}"`)
    .join(', ')}`;
}
