/**
 * A micro-cache of rendered pages for guests (PAGE_CACHE_MS, default 1 s). Many visitors opening the
 * same live-score page get one render per second instead of one each; the page is live anyway (its
 * socket fetches a fresh snapshot when it opens), so a page up to a second old loses nothing.
 *
 * Only what cannot differ between guests is cached: GET document requests without a session (no
 * `token` cookie or header, no `userInfo` cookie), and only 200 HTML answers whose render set no
 * cookie. The key holds everything a render reads: host (brand) and the forwarded scheme and host,
 * the path and the query parameters pages read (`PAGE_QUERY_PARAMS`; any other parameter is left out
 * of the key and of the URL rendered, so `?x=<random>` is the same page), the language the request
 * was decided to render in (by the URL prefix, or the `lang` cookie, Accept-Language and the country
 * for an unprefixed first visit: the decision is made before the cache is asked, and a cookie
 * recording it is added to each answer, never stored), the `tz` cookie, and whether the client is a
 * crawler (crawlers get the whole document at once). Decision 012, then 014.
 *
 * A cached page keeps the Content-Security-Policy header it was rendered with (its nonce is in the
 * page), and its compressed forms once asked for, so a hit costs neither a render nor a compression.
 * After its TTL it stays one more TTL as a stale copy, served only while the same page is being
 * rendered again (server/ssr/mount.ts): an expiry under load costs one render, not one per visitor.
 */
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { isbot } from 'isbot';
import { parseCookies } from '../http/context.ts';

/**
 * The query parameters a page's server render reads (`app/routes/home.tsx`: `game`, `day`;
 * `app/routes/match-list.tsx`: `date`, `tab`). Every other parameter (analytics tags, a social
 * sign-in's return, a cache buster) is read in the browser if at all, so it is not rendered.
 * `page-cache.test.ts` fails when a loader reads a parameter missing here.
 */
// The library indexes read `league`, `team` and `page` too, their panels `id` and `stat`
// (app/features/competitions/library-index.server.ts, panels.server.ts); a league's page `season`
// (profiles.server.ts).
export const PAGE_QUERY_PARAMS: readonly string[] = [
  'date',
  'day',
  'game',
  'id',
  'kind',
  'league',
  'page',
  'season',
  'stat',
  'tab',
  'team',
  'text',
];

export interface CachedPage {
  status: number;
  /** The answer's headers (never `set-cookie`), with the Content-Security-Policy its nonce belongs to. */
  headers: [string, string][];
  body: Buffer;
}

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CacheEntry {
  page: CachedPage;
  /** The body in `encoding`, compressed once per entry and encoding. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

export interface PageCacheRequest {
  method: string;
  url: string;
  /** The React Router basename the URL's language gave: `/` for unprefixed URLs. */
  basename: string;
  /** The language the page will be rendered in (already decided: URL prefix, cookie, detection). */
  language: string;
  header(name: string): string | undefined;
}

export interface CacheablePage {
  key: string;
  /** The URL to render: the path and only the query parameters pages read, in a fixed order. */
  url: string;
}

export interface PageCache {
  /** The key (and the URL to render) of a cacheable request, or null when it must be rendered for itself. */
  keyOf(request: PageCacheRequest): CacheablePage | null;
  get(key: string): CacheEntry | undefined;
  /**
   * An entry expired less than a TTL ago: served while the same page is being rendered again, so
   * the first visitors after an expiry do not all render it (or wait for it).
   */
  stale(key: string): CacheEntry | undefined;
  /** Keeps an answer when it may be shared (200, HTML, no cookie set), and says so with its entry. */
  offer(key: string, page: CachedPage): CacheEntry | undefined;
  readonly size: number;
}

/** `/match?x=1&tab=live&date=2025-01-01&tab=finished` → `/match?date=2025-01-01&tab=live`. */
export function pageUrl(url: string, params: readonly string[] = PAGE_QUERY_PARAMS): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const path = url.slice(0, question);
  const search = new URLSearchParams(url.slice(question + 1));
  const kept = new URLSearchParams();
  // A page reads each parameter with `get`: the first value is the one that counts.
  for (const name of [...params].sort()) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.size > 0 ? `${path}?${kept}` : path;
}

/** React Router's data requests and its manifest are not pages. */
export function isDocumentPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return !path.endsWith('.data') && !path.endsWith('/__manifest');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br')
    // The same quality as the answers compressed on the fly (server/app.ts).
    return brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
  if (encoding === 'gzip') return gzipAsync(body);
  return Promise.resolve(body);
}

export function createPageCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  params?: readonly string[];
}): PageCache {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const params = options.params ?? PAGE_QUERY_PARAMS;
  const entries = new Map<string, CacheEntry & { expires: number }>();
  // An entry is kept one TTL past its expiry, as a stale copy (see `stale`).
  const prune = (time: number) => {
    for (const [key, entry] of entries) if (entry.expires + options.ttlMs <= time) entries.delete(key);
  };
  return {
    keyOf(request) {
      if (options.ttlMs <= 0 || request.method !== 'GET' || !isDocumentPath(request.url)) return null;
      const cookies = parseCookies(request.header('cookie'));
      if (cookies.token || cookies.userInfo || request.header('token')) return null;
      const bot = isbot(request.header('user-agent') ?? '') ? 'bot' : 'person';
      const url = pageUrl(request.url, params);
      // A proxy's forwarded scheme and host change the page's own links (canonical, alternates).
      const key = JSON.stringify([
        request.header('host') ?? '',
        request.header('x-forwarded-proto') ?? '',
        request.header('x-forwarded-host') ?? '',
        request.basename,
        url,
        request.language,
        cookies.tz ?? '',
        bot,
      ]);
      return { key, url };
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const time = now();
      if (entry.expires > time) return entry;
      if (entry.expires + options.ttlMs <= time) entries.delete(key);
      return undefined;
    },
    stale(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const time = now();
      if (entry.expires + options.ttlMs > time) return entry;
      entries.delete(key);
      return undefined;
    },
    offer(key, page) {
      if (options.ttlMs <= 0 || page.status !== 200) return undefined;
      const type = page.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
      if (!type.startsWith('text/html')) return undefined;
      if (page.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return undefined;
      const time = now();
      if (entries.size >= maxEntries) prune(time);
      // Still full of live entries: the oldest goes (a Map iterates in insertion order).
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const encodings = new Map<Encoding, Promise<Buffer>>();
      const entry = {
        page,
        expires: time + options.ttlMs,
        encoded(encoding: Encoding) {
          let body = encodings.get(encoding);
          if (!body) {
            body = compress(page.body, encoding);
            encodings.set(encoding, body);
          }
          return body;
        },
      };
      entries.set(key, entry);
      return entry;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The encoding to answer in: brotli, else gzip, else none (`q=0` refuses one). */
export function acceptedEncoding(header: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...rest] = part.trim().split(';');
    const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
