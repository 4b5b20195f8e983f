import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  acceptedEncoding,
  type CachedPage,
  createPageCache,
  PAGE_QUERY_PARAMS,
  type PageCacheRequest,
  pageUrl,
} from './page-cache.ts';

const html: CachedPage = {
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: Buffer.from('<p>'),
};

function request(
  overrides: Partial<PageCacheRequest> & { headers?: Record<string, string> } = {},
): PageCacheRequest {
  const headers: Record<string, string> = {
    host: 'arena.example',
    cookie: 'lang=en_US; tz=Asia%2FShanghai',
    ...overrides.headers,
  };
  return {
    method: 'GET',
    url: '/match/soccer?tab=live',
    basename: '/',
    language: 'en_US',
    header: (name) => headers[name],
    ...overrides,
  };
}

const keyOf = (cache: ReturnType<typeof createPageCache>, r: PageCacheRequest) => cache.keyOf(r)?.key ?? null;

describe('the guest page cache', () => {
  it('shares a page between guests of the same host, page, language, zone and kind of client', () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const key = keyOf(cache, request());
    expect(key).not.toBeNull();
    expect(
      keyOf(cache, request({ headers: { cookie: 'tz=Asia%2FShanghai; lang=en_US; _ga=GA1.2.3' } })),
    ).toBe(key);
    const others = [
      request({ url: '/match/soccer?tab=finished' }),
      request({ headers: { host: 'other.example' } }),
      request({ headers: { 'x-forwarded-proto': 'https' } }),
      request({ language: 'jp', basename: '/jp' }),
      request({ headers: { cookie: 'lang=en_US; tz=America%2FNew_York' } }),
      request({
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      }),
    ].map((r) => keyOf(cache, r));
    expect(new Set([key, ...others]).size).toBe(7);
  });

  it('keys a first visit by the language decided for it, not by the cookie it lacks', () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const withCookie = keyOf(cache, request());
    // No cookie at all (a first visit): Accept-Language and the country already chose en_US.
    const first = keyOf(cache, request({ headers: { cookie: '' } }));
    expect(first).not.toBeNull();
    expect(keyOf(cache, request({ headers: { cookie: 'tz=Asia%2FShanghai' } }))).toBe(withCookie);
    expect(first).not.toBe(withCookie); // no tz cookie: the brand's zone
    // A stale lang cookie does not matter: the decision does (the answer sets the new cookie).
    expect(keyOf(cache, request({ headers: { cookie: 'lang=jp; tz=Asia%2FShanghai' } }))).toBe(withCookie);
  });

  it('renders and keys only the query parameters pages read', () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const plain = cache.keyOf(request({ url: '/match/soccer?date=2025-03-10&tab=live' }));
    const busted = cache.keyOf(
      request({ url: '/match/soccer?utm_source=x&tab=live&_=12345&date=2025-03-10&tab=finished' }),
    );
    expect(busted).toEqual(plain);
    expect(busted?.url).toBe('/match/soccer?date=2025-03-10&tab=live');
    expect(cache.keyOf(request({ url: '/?x=1' }))?.url).toBe('/');
    expect(pageUrl('/?game=soccer&day=tomorrow&x=1')).toBe('/?day=tomorrow&game=soccer');
    expect(pageUrl('/jp/match')).toBe('/jp/match');
  });

  it('never caches a session, a non-GET or a data request', () => {
    const cache = createPageCache({ ttlMs: 1000 });
    expect(cache.keyOf(request({ headers: { cookie: 'lang=en_US; token=abc' } }))).toBeNull();
    expect(cache.keyOf(request({ headers: { cookie: 'lang=en_US; userInfo=%7B%7D' } }))).toBeNull();
    expect(cache.keyOf(request({ headers: { token: 'abc' } }))).toBeNull();
    expect(cache.keyOf(request({ method: 'HEAD' }))).toBeNull();
    expect(cache.keyOf(request({ method: 'POST' }))).toBeNull();
    expect(cache.keyOf(request({ url: '/match.data?_routes=routes%2Fmatch-list' }))).toBeNull();
    expect(cache.keyOf(request({ url: '/__manifest?paths=%2F' }))).toBeNull();
    expect(createPageCache({ ttlMs: 0 }).keyOf(request())).toBeNull();
  });

  it('keeps only shareable answers, for the time it was given', () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 1000, now: () => now });
    cache.offer('a', { ...html, status: 404 });
    cache.offer('b', { ...html, headers: [['content-type', 'application/json']] });
    cache.offer('c', { ...html, headers: [...html.headers, ['set-cookie', 'lang=jp']] });
    expect(cache.size).toBe(0);
    cache.offer('d', html);
    expect(cache.get('d')?.page).toBe(html);
    now += 999;
    expect(cache.get('d')?.page).toBe(html);
    now += 1;
    expect(cache.get('d')).toBeUndefined();
    // Expired, it is still there as a stale copy for one more TTL, then gone.
    expect(cache.stale('d')?.page).toBe(html);
    now += 999;
    expect(cache.stale('d')?.page).toBe(html);
    now += 1;
    expect(cache.stale('d')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('compresses a kept page once per encoding', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const body = Buffer.from('<p>hello</p>'.repeat(200));
    cache.offer('k', { ...html, body });
    const entry = cache.get('k');
    const br = await entry?.encoded('br');
    expect(br && brotliDecompressSync(br).equals(body)).toBe(true);
    expect(await entry?.encoded('br')).toBe(br);
    const gz = await entry?.encoded('gzip');
    expect(gz && gunzipSync(gz).equals(body)).toBe(true);
    expect(await entry?.encoded('identity')).toBe(body);
  });

  it('holds at most maxEntries pages, dropping expired ones first, then the oldest', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.offer('old', html);
    now = 600;
    cache.offer('mid', html);
    now = 1_100; // "old" has expired
    cache.offer('new', html);
    expect([cache.get('old'), cache.get('mid'), cache.get('new')].map((e) => e?.page)).toEqual([
      undefined,
      html,
      html,
    ]);
    cache.offer('newest', html); // both live: the oldest ("mid") goes
    expect([cache.get('mid'), cache.get('new'), cache.get('newest')].map((e) => e?.page)).toEqual([
      undefined,
      html,
      html,
    ]);
  });
});

describe('the encoding of a cached answer', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBe('identity');
    expect(acceptedEncoding(undefined)).toBe('identity');
    expect(acceptedEncoding('*')).toBe('br');
  });
});

describe('the query parameters pages read', () => {
  it('are all in PAGE_QUERY_PARAMS (a loader reading another one would be served a wrong page)', () => {
    const routes = path.join(import.meta.dirname, '..', '..', 'app', 'routes');
    const read = new Set<string>();
    for (const file of readdirSync(routes, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\./.test(file)) continue;
      const text = readFileSync(path.join(routes, file), 'utf8');
      // `search.get('x')`, `searchParams.get("x")`, `url.searchParams.getAll('x')`, `.has('x')`
      for (const m of text.matchAll(
        /\b(?:search|searchParams|params)\.(?:get|getAll|has)\(\s*['"]([^'"]+)['"]/g,
      ))
        if (m[1]) read.add(m[1]);
    }
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((name) => !PAGE_QUERY_PARAMS.includes(name))).toEqual([]);
  });
});
