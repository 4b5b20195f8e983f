import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto';

export interface DecodedJwt {
  header: { alg?: string; kid?: string; typ?: string };
  payload: Record<string, unknown>;
  signingInput: string;
  signature: Buffer;
}

export class JwtError extends Error {
  override readonly name = 'JwtError';
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function decodeJwt(token: string): DecodedJwt {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('not a JWT');
  const [h, p, s] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as DecodedJwt['header'];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof payload !== 'object' || payload === null) throw new Error('payload');
    return { header, payload, signingInput: `${h}.${p}`, signature: Buffer.from(s, 'base64url') };
  } catch {
    throw new JwtError('malformed JWT');
  }
}

/** HS256 (LINE signs its web-login id_tokens with the channel secret). */
export function verifyHs256(jwt: DecodedJwt, secret: string): void {
  if (jwt.header.alg !== 'HS256') throw new JwtError(`unexpected alg ${jwt.header.alg}`);
  const expected = createHmac('sha256', secret).update(jwt.signingInput).digest();
  if (expected.length !== jwt.signature.length || !timingSafeEqual(expected, jwt.signature)) {
    throw new JwtError('bad signature');
  }
}

/** RS256 or ES256 against one public key (from a JWKS). */
export function verifyWithKey(jwt: DecodedJwt, key: KeyObject): void {
  const alg = jwt.header.alg;
  const ok =
    alg === 'RS256'
      ? verify('RSA-SHA256', Buffer.from(jwt.signingInput), key, jwt.signature)
      : alg === 'ES256'
        ? verify('sha256', Buffer.from(jwt.signingInput), { key, dsaEncoding: 'ieee-p1363' }, jwt.signature)
        : false;
  if (!ok) throw new JwtError(`bad signature (${alg})`);
}

/** OIDC id_token claims: the issuer, our client id as audience, not expired (60 s of clock skew). */
export function checkClaims(
  payload: Record<string, unknown>,
  expected: { issuer: string; audience: string; nowSeconds?: number },
): void {
  const now = expected.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (payload.iss !== expected.issuer) throw new JwtError(`wrong iss ${String(payload.iss)}`);
  const aud = payload.aud;
  const audOk = Array.isArray(aud) ? aud.includes(expected.audience) : aud === expected.audience;
  if (!audOk) throw new JwtError(`wrong aud ${String(aud)}`);
  if (typeof payload.exp !== 'number' || payload.exp + 60 <= now) throw new JwtError('expired');
  if (typeof payload.iat === 'number' && payload.iat - 300 > now) throw new JwtError('issued in the future');
  if (typeof payload.sub !== 'string' || !payload.sub) throw new JwtError('no sub');
}

/** Keys of a JWKS, by kid; fetched again when a token names an unknown kid (at most once a minute). */
export function createJwksCache(fetchJson: (url: string) => Promise<unknown>) {
  const byUrl = new Map<string, { keys: Map<string, KeyObject>; fetchedAt: number }>();
  async function load(url: string) {
    const body = (await fetchJson(url)) as { keys?: Array<Record<string, unknown>> };
    const keys = new Map<string, KeyObject>();
    for (const jwk of body.keys ?? []) {
      if (typeof jwk.kid !== 'string') continue;
      try {
        keys.set(jwk.kid, createPublicKey({ key: jwk as never, format: 'jwk' }));
      } catch {
        // A key type we cannot use; the others still work.
      }
    }
    const entry = { keys, fetchedAt: Date.now() };
    byUrl.set(url, entry);
    return entry;
  }
  return async function keyFor(url: string, kid: string | undefined): Promise<KeyObject> {
    if (!kid) throw new JwtError('no kid');
    let entry = byUrl.get(url);
    if (!entry || (!entry.keys.has(kid) && Date.now() - entry.fetchedAt > 60_000)) entry = await load(url);
    const key = entry.keys.get(kid);
    if (!key) throw new JwtError(`unknown kid ${kid}`);
    return key;
  };
}

/**
 * Apple's client secret: an ES256 JWT signed with the team's private key (iss team id, sub client
 * id, aud https://appleid.apple.com), valid for an hour here.
 */
export function appleClientSecret(
  signing: { teamId: string; keyId: string; privateKey: string },
  clientId: string,
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'ES256', kid: signing.keyId }));
  const payload = b64url(
    JSON.stringify({
      iss: signing.teamId,
      iat: now,
      exp: now + 3600,
      aud: 'https://appleid.apple.com',
      sub: clientId,
    }),
  );
  const input = `${header}.${payload}`;
  const signature = sign('sha256', Buffer.from(input), {
    key: createPrivateKey(signing.privateKey),
    dsaEncoding: 'ieee-p1363',
  });
  return `${input}.${b64url(signature)}`;
}
