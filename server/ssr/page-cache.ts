/**
 * A micro-cache of rendered pages for guests (PAGE_CACHE_MS, default 1 s). Many visitors opening the
 * same live-score page get one render per second instead of one each; the page is live anyway (its
 * socket fetches a fresh snapshot when it opens), so a page up to a second old loses nothing.
 *
 * Only what cannot differ between guests is cached: GET requests without a session (no `token`
 * cookie or header, no `userInfo` cookie) whose language is settled by the URL prefix or the `lang`
 * cookie (otherwise Accept-Language or the IP could redirect them), and only 200 HTML answers that
 * set no cookie. The key holds everything else a render reads: host (brand) and the forwarded
 * scheme and host, URL, the `lang` and `tz` cookies, and whether the client is a crawler (crawlers
 * get the whole document at once).
 */
import { isbot } from 'isbot';
import { parseCookies } from '../http/context.ts';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export interface PageCacheRequest {
  method: string;
  url: string;
  /** The React Router basename the URL's language gave: `/` for unprefixed URLs. */
  basename: string;
  header(name: string): string | undefined;
}

export interface PageCache {
  /** The key of a cacheable request, or null when the request must be rendered for itself. */
  keyOf(request: PageCacheRequest): string | null;
  get(key: string): CachedPage | undefined;
  /** Keeps an answer when it may be shared (200, HTML, no cookie set). */
  offer(key: string, page: CachedPage): void;
  readonly size: number;
}

export function createPageCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): PageCache {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { page: CachedPage; expires: number }>();
  const prune = (time: number) => {
    for (const [key, entry] of entries) if (entry.expires <= time) entries.delete(key);
  };
  return {
    keyOf(request) {
      if (options.ttlMs <= 0 || request.method !== 'GET') return null;
      const cookies = parseCookies(request.header('cookie'));
      if (cookies.token || cookies.userInfo || request.header('token')) return null;
      if (request.basename === '/' && !cookies.lang) return null;
      const bot = isbot(request.header('user-agent') ?? '') ? 'bot' : 'person';
      // A proxy's forwarded scheme and host change the page's own links (canonical, alternates).
      return JSON.stringify([
        request.header('host') ?? '',
        request.header('x-forwarded-proto') ?? '',
        request.header('x-forwarded-host') ?? '',
        request.url,
        cookies.lang ?? '',
        cookies.tz ?? '',
        bot,
      ]);
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.page;
    },
    offer(key, page) {
      if (options.ttlMs <= 0 || page.status !== 200) return;
      const type = page.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
      if (!type.startsWith('text/html')) return;
      if (page.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return;
      const time = now();
      if (entries.size >= maxEntries) prune(time);
      // Still full of live entries: the oldest goes (a Map iterates in insertion order).
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { page, expires: time + options.ttlMs });
    },
    get size() {
      return entries.size;
    },
  };
}
