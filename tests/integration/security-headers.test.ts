import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../server/app.ts';
import { HSTS, NON_PAGE_CSP } from '../../server/ssr/security-headers.ts';
import { startTestApp } from '../support/app.ts';

/**
 * Security headers on every answer (issue 11, "No security headers"; server/ssr/security-headers.ts):
 * pages carry a Content-Security-Policy whose nonces are the ones on the page's own inline scripts and
 * style, fresh for every render; a page from the guest cache keeps the policy it was rendered with;
 * everything else may load nothing and be framed by nobody.
 */
let app: RunningApp;
const clock = Date.now();

beforeAll(async () => {
  app = await startTestApp({ pageCacheMs: 60_000 }, { site: true, pageCacheClock: () => clock });
});
afterAll(() => app.close());

const guest = 'lang=en_US; tz=UTC';

function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const nonceIn = (values: string[] | undefined) =>
  values?.find((v) => v.startsWith("'nonce-"))?.slice("'nonce-".length, -1);

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}${path}`, { headers, redirect: 'manual' });
  return { res, body: await res.text() };
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-powered-by')).toBeNull();
}

describe('a page', () => {
  it('allows only its own origin and the inline scripts and style that carry its nonces', async () => {
    const { res, body } = await get('/match', { cookie: guest });
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
    const script = nonceIn(csp.get('script-src'));
    const style = nonceIn(csp.get('style-src'));
    expect(script).toMatch(/^[0-9a-f]{32}$/);
    expect(style).toMatch(/^[0-9a-f]{32}$/);

    // Every inline script (React Router's context, its module loader, scroll restoration) and the
    // brand theme's style carry this answer's nonce; a browser would refuse any that did not.
    // (Structured data, `application/ld+json`, is not run and needs none.)
    const inlineScripts = [
      ...body.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))([^>]*)>/g),
    ].map((m) => m[1] ?? '');
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${script}"`);
    const styles = [...body.matchAll(/<style([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(styles.length).toBeGreaterThan(0);
    for (const attributes of styles) expect(attributes).toContain(`nonce="${style}"`);
    // The page's sockets go to its own host.
    expect(csp.get('connect-src')).toContain(`ws://${new URL(app.url).host}`);
  });

  it('gets fresh nonces on every render, and a cached copy keeps the policy it was rendered with', async () => {
    const signedIn = { cookie: `${guest}; token=not-a-session` };
    const one = await get('/match/soccer', signedIn);
    const two = await get('/match/soccer', signedIn);
    const nonce = (r: Response) =>
      nonceIn(directives(r.headers.get('content-security-policy')).get('script-src'));
    expect(nonce(one.res)).not.toBe(nonce(two.res));

    const first = await get('/match/basketball', { cookie: guest });
    const hit = await get('/match/basketball', { cookie: guest });
    expect([first.res.headers.get('x-page-cache'), hit.res.headers.get('x-page-cache')]).toEqual([
      'miss',
      'hit',
    ]);
    expect(hit.res.headers.get('content-security-policy')).toBe(
      first.res.headers.get('content-security-policy'),
    );
    expect(hit.body).toContain(`nonce="${nonce(hit.res)}"`);
    expectCommonHeaders(hit.res);
  });

  it('sends Strict-Transport-Security only when the request came over https', async () => {
    const plain = await get('/match', { cookie: guest });
    expect(plain.res.headers.get('strict-transport-security')).toBeNull();
    // The test client is on the loopback, the proxy TRUST_PROXY believes by default.
    const secure = await get('/match', { cookie: guest, 'x-forwarded-proto': 'https' });
    expect(secure.res.headers.get('strict-transport-security')).toBe(HSTS);
  });
});

describe('a library panel (spec section 2, sub-component pages)', () => {
  it('may be framed by the brand’s own pages and its other sites (embedOrigins), by no one else', async () => {
    for (const path of [
      '/leagueLibrary/components/standings?id=2147483647',
      '/ar/squadLibrary/components/squad',
    ]) {
      const { res } = await get(path, { cookie: guest });
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), path).toEqual(["'self'", 'https://blog.arena.example']);
      expect(res.headers.get('x-frame-options'), path).toBeNull();
    }
    // A page whose address merely mentions a panel is not one.
    const { res } = await get('/search/leagueLibrary%2Fcomponents%2Fx', { cookie: guest });
    expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('everything that is not a page', () => {
  it('may load nothing and be framed by nobody: API, catalogs, sitemap, unknown hosts', async () => {
    const api = await get('/java/game/v3/getPCGameSource');
    expect(api.res.status).toBe(200);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.res.status).toBe(200);
    for (const res of [api.res, sitemap.res]) {
      expect(res.headers.get('content-security-policy')).toBe(NON_PAGE_CSP);
      expectCommonHeaders(res);
    }
    // fetch may not set Host: a plain request does.
    const unknownHost = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = request(
        `${app.url}/java/game/v3/getPCGameSource`,
        { headers: { host: 'evil.example' } },
        (res) => {
          expect(res.statusCode).toBe(421);
          res.resume();
          res.on('end', () => resolve(res.headers));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(unknownHost['content-security-policy']).toBe(NON_PAGE_CSP);
    expect(unknownHost['x-frame-options']).toBe('DENY');
    expect(unknownHost['x-content-type-options']).toBe('nosniff');
  });
});
