import { describe, expect, it } from 'vitest';
import { type CachedPage, createPageCache, type PageCacheRequest } from './page-cache.ts';

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
    header: (name) => headers[name],
    ...overrides,
  };
}

describe('the guest page cache', () => {
  it('shares a page between guests of the same host, URL, language, zone and kind of client', () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const key = cache.keyOf(request());
    expect(key).not.toBeNull();
    expect(cache.keyOf(request({ headers: { cookie: 'tz=Asia%2FShanghai; lang=en_US; _ga=GA1.2.3' } }))).toBe(
      key,
    );
    const others = [
      request({ url: '/match/soccer?tab=finished' }),
      request({ headers: { host: 'other.example' } }),
      request({ headers: { 'x-forwarded-proto': 'https' } }),
      request({ headers: { cookie: 'lang=jp; tz=Asia%2FShanghai' } }),
      request({ headers: { cookie: 'lang=en_US; tz=America%2FNew_York' } }),
      request({
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      }),
    ].map((r) => cache.keyOf(r));
    expect(new Set([key, ...others]).size).toBe(7);
  });

  it('never caches a session, a non-GET, or an unprefixed page whose language the visitor decides', () => {
    const cache = createPageCache({ ttlMs: 1000 });
    expect(cache.keyOf(request({ headers: { cookie: 'lang=en_US; token=abc' } }))).toBeNull();
    expect(cache.keyOf(request({ headers: { cookie: 'lang=en_US; userInfo=%7B%7D' } }))).toBeNull();
    expect(cache.keyOf(request({ headers: { token: 'abc' } }))).toBeNull();
    expect(cache.keyOf(request({ method: 'HEAD' }))).toBeNull();
    expect(cache.keyOf(request({ method: 'POST' }))).toBeNull();
    // No lang cookie: Accept-Language or the IP could send this visitor elsewhere.
    expect(cache.keyOf(request({ headers: { cookie: 'tz=UTC' } }))).toBeNull();
    // Under a language prefix the URL decides the language.
    expect(cache.keyOf(request({ basename: '/jp/', headers: { cookie: '' } }))).not.toBeNull();
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
    expect(cache.get('d')).toBe(html);
    now += 999;
    expect(cache.get('d')).toBe(html);
    now += 1;
    expect(cache.get('d')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries pages, dropping expired ones first, then the oldest', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.offer('old', html);
    now = 600;
    cache.offer('mid', html);
    now = 1_100; // "old" has expired
    cache.offer('new', html);
    expect([cache.get('old'), cache.get('mid'), cache.get('new')]).toEqual([undefined, html, html]);
    cache.offer('newest', html); // both live: the oldest ("mid") goes
    expect([cache.get('mid'), cache.get('new'), cache.get('newest')]).toEqual([undefined, html, html]);
  });
});
