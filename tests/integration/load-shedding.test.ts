import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../server/app.ts';
import { RETRY_AFTER_S } from '../../server/ssr/mount.ts';
import { startTestApp } from '../support/app.ts';

/**
 * Issue 11, "Load": a burst of page requests the site cannot render at once is answered 503 with
 * Retry-After, translated, instead of queueing without bound; the API keeps answering meanwhile; and
 * the page cache shares one render between first visits and cache-busting query strings.
 */
let app: RunningApp;
let port: number;

beforeAll(async () => {
  // One render at a time and nobody waiting: the second page request of a burst is refused.
  app = await startTestApp({ pageRenders: { concurrency: 1, queue: 0 } }, { site: true });
  port = Number(new URL(app.url).port);
});
afterAll(() => app.close());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sockets connected first, so that every request can then be written in one turn of the event loop. */
async function openSockets(count: number, to = port): Promise<Socket[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(to, '127.0.0.1', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
}

/** A browser's user agent (the cache keeps people's and crawlers' pages apart). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36';

/** An app with the page cache on (its clock stopped) and `/jp/match` rendered once into it. */
async function warmCacheApp(overrides: Parameters<typeof startTestApp>[0]) {
  const cached = await startTestApp(
    { pageCacheMs: 60_000, ...overrides },
    { site: true, pageCacheClock: () => 0 },
  );
  const warm = await fetch(`${cached.url}/jp/match`, { headers: { 'user-agent': BROWSER } });
  expect(warm.headers.get('x-page-cache')).toBe('miss');
  await warm.text();
  return { cached, cachedPort: Number(new URL(cached.url).port) };
}

function answer(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

const requestText = (path: string, cookie: string) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`;

describe('a burst of page requests', () => {
  it('is rendered as far as the site can and refused beyond that with 503, Retry-After and a translated text, while the API answers', async () => {
    const pages = 8;
    const sockets = await openSockets(pages + 1);
    const answers = sockets.map(answer);
    // Signed-in visitors (a session cookie, even an unknown one) are never served from the cache.
    sockets.forEach((socket, i) => {
      socket.write(
        i < pages
          ? requestText(`/ar/match?n=${i}`, 'lang=ar; tz=UTC; token=not-a-session')
          : requestText('/java/game/v3/getPCGameSource', 'lang=ar'),
      );
    });
    const results = await Promise.all(answers);
    const pageResults = results.slice(0, pages);
    const statuses = pageResults.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    for (const refused of pageResults.filter((r) => r.status === 503)) {
      expect(refused.headers).toContain(`retry-after: ${RETRY_AFTER_S}`);
      expect(refused.headers).toContain('cache-control: no-store');
      // Refused in the app's first hook, before the page route's own (its nonce policy): the answer
      // carries the policy of an answer that is not a page.
      expect(refused.headers).toContain("content-security-policy: default-src 'none';frame-ancestors 'none'");
      expect(refused.headers).toContain('x-content-type-options: nosniff');
      // A page in Arabic says so in Arabic, right to left.
      expect(refused.body).toContain('dir="rtl"');
      expect(refused.body).toContain('يُرجى المحاولة مرة أخرى لاحقًا');
    }
    // The API is not held behind the pages.
    expect(results[pages]?.status).toBe(200);
    // Once the burst is over, a page renders again.
    const after = await fetch(`${app.url}/ar/match`, { headers: { cookie: 'lang=ar; token=not-a-session' } });
    expect(after.status).toBe(200);
    await after.text();
  });
});

describe('a refused page request on a kept-alive connection', () => {
  it('closes the connection after its 503 (the client queues for a new one like everyone else)', async () => {
    const pages = 6;
    const sockets = await openSockets(pages);
    try {
      // Kept-alive requests (HTTP/1.1 without "Connection: close"), signed in: never from the cache.
      const firstChunks = sockets.map(
        (socket) =>
          new Promise<{ status: number; head: string; ended: Promise<void> }>((resolve, reject) => {
            const ended = new Promise<void>((done) => socket.once('end', () => done()));
            socket.once('error', reject);
            socket.once('data', (chunk: Buffer) => {
              const head = chunk.toString('utf8').split('\r\n\r\n', 1)[0]?.toLowerCase() ?? '';
              resolve({ status: Number(head.split(' ')[1]), head, ended });
            });
          }),
      );
      sockets.forEach((socket, i) => {
        socket.write(
          `GET /jp/match?k=${i} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: lang=jp; token=not-a-session\r\n\r\n`,
        );
      });
      const answers = await Promise.all(firstChunks);
      const refused = answers.filter((a) => a.status === 503);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const answer of refused) {
        expect(answer.head).toContain('connection: close');
        // The server ends the connection itself (the test times out otherwise).
        await answer.ended;
      }
      // A rendered page keeps its connection for the next request.
      for (const answer of answers.filter((a) => a.status === 200)) {
        expect(answer.head).not.toContain('connection: close');
      }
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});

describe('a saturated renderer', () => {
  it('still serves cached pages, and refuses what would need a render', async () => {
    // A browser's first visit is in the cache.
    const { cached, cachedPort } = await warmCacheApp({ pageRenders: { concurrency: 1, queue: 0 } });
    const browser = BROWSER;
    try {
      const sockets = await openSockets(3, cachedPort);
      const answers = sockets.map(answer);
      const text = (path: string, cookie: string) =>
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${cachedPort}\r\nUser-Agent: ${browser}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}Connection: close\r\n\r\n`;
      // Two pages that need a render (a signed-in visitor's, a guest's page nobody rendered yet) meet
      // one slot: one renders, the other is refused; the cached page asked for after them is served
      // whatever the renderer is doing.
      sockets[0]?.write(text('/jp/match?n=1', 'token=not-a-session'));
      sockets[1]?.write(text('/jp/match?tab=finished', ''));
      sockets[2]?.write(text('/jp/match', ''));
      const [signedIn, uncached, hit] = await Promise.all(answers);
      expect(hit?.status).toBe(200);
      expect(hit?.headers).toContain('x-page-cache: hit');
      expect([signedIn?.status, uncached?.status].sort()).toEqual([200, 503]);
      const refused = signedIn?.status === 503 ? signedIn : uncached;
      expect(refused?.headers).toContain(`retry-after: ${RETRY_AFTER_S}`);
      expect(refused?.headers).toContain(
        "content-security-policy: default-src 'none';frame-ancestors 'none'",
      );
    } finally {
      await cached.close();
    }
  }, 120_000);
});

describe('a burst of cached pages', () => {
  it('goes on a batch per turn of the event loop, so an API call read with it is answered first', async () => {
    const batch = 4;
    const { cached, cachedPort } = await warmCacheApp({ pageTurns: { perTurn: batch, queue: 1000 } });
    const browser = BROWSER;
    try {
      // 120 page requests, then the API call, written in one go on sockets opened in that order:
      // the server reads them in that order in one turn of its event loop.
      const pages = 120;
      const sockets = await openSockets(pages + 1, cachedPort);
      // Every connection accepted first (the server accepts a few per turn; a kept-alive request
      // each), so that the burst is read in one turn.
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve, reject) => {
              let text = '';
              const onData = (chunk: Buffer) => {
                text += chunk.toString('utf8');
                const [head = '', body] = text.split('\r\n\r\n', 2);
                const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
                if (body !== undefined && Buffer.byteLength(body) >= length) {
                  socket.off('data', onData);
                  resolve();
                }
              };
              socket.on('data', onData);
              socket.once('error', reject);
              socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${cachedPort}\r\n\r\n`);
            }),
        ),
      );
      const order: string[] = [];
      const answers = sockets.map((socket, i) =>
        answer(socket).then((a) => {
          order.push(i < pages ? 'page' : 'api');
          return a;
        }),
      );
      sockets.forEach((socket, i) => {
        socket.write(
          i < pages
            ? `GET /jp/match HTTP/1.1\r\nHost: 127.0.0.1:${cachedPort}\r\nUser-Agent: ${browser}\r\nConnection: close\r\n\r\n`
            : `GET /java/game/v3/getPCGameSource HTTP/1.1\r\nHost: 127.0.0.1:${cachedPort}\r\nConnection: close\r\n\r\n`,
        );
      });
      const results = await Promise.all(answers);
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(results.slice(0, pages).every((r) => r.headers.includes('x-page-cache: hit'))).toBe(true);
      // Only the first batch of pages went on in the turn the API call was read in: the API call is
      // answered before most of the pages (without the batches it came after nearly all of them).
      const before = order.indexOf('api');
      expect(before).toBeGreaterThanOrEqual(0);
      expect(before).toBeLessThan(pages / 2);
    } finally {
      await cached.close();
    }
  }, 120_000);
});

describe('the page cache in front of the renders', () => {
  it('shares one render between first visits and query strings pages do not read', async () => {
    const cached = await startTestApp({ pageCacheMs: 60_000 }, { site: true, pageCacheClock: () => 0 });
    try {
      const get = async (path: string, cookie?: string) => {
        const res = await fetch(`${cached.url}${path}`, {
          redirect: 'manual',
          headers: cookie ? { cookie } : {},
        });
        await res.text();
        return {
          status: res.status,
          cache: res.headers.get('x-page-cache'),
          cookie: res.headers.get('set-cookie'),
        };
      };
      // A first visit under a language prefix: no cookie at all, the URL decides; the cookie that
      // records the decision goes with each answer, the page itself is shared.
      const first = await get('/jp/match');
      expect(first).toMatchObject({ status: 200, cache: 'miss' });
      expect(first.cookie).toContain('lang=jp');
      const second = await get('/jp/match');
      expect(second).toMatchObject({ status: 200, cache: 'hit' });
      expect(second.cookie).toContain('lang=jp');
      // Unprefixed, the browser's language decides; once decided, first visits share the page too.
      const english = async () => {
        const res = await fetch(`${cached.url}/match`, {
          redirect: 'manual',
          headers: { 'accept-language': 'en-US,en;q=0.9' },
        });
        await res.text();
        return {
          status: res.status,
          cache: res.headers.get('x-page-cache'),
          cookie: res.headers.get('set-cookie'),
        };
      };
      expect(await english()).toMatchObject({ status: 200, cache: 'miss' });
      const again = await english();
      expect(again).toMatchObject({ status: 200, cache: 'hit' });
      expect(again.cookie).toContain('lang=en_US');
      // A random parameter is not a new page; one a page reads is.
      expect((await get(`/jp/match?x=${Math.random()}`)).cache).toBe('hit');
      expect((await get('/jp/match?utm_source=mail&_=1')).cache).toBe('hit');
      expect((await get('/jp/match?tab=finished')).cache).toBe('miss');
      expect((await get('/jp/match?tab=finished&ref=a')).cache).toBe('hit');
    } finally {
      await cached.close();
    }
  });
});
