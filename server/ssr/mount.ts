import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  type RouterContext,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { findLanguage, type LanguageCode } from '../../shared/i18n/languages.ts';
import { declareScopeAccess } from '../http/access.ts';
import type { PageLanguage } from '../i18n/page-language.ts';
import { acceptedEncoding, type CacheEntry, createPageCache, isDocumentPath } from './page-cache.ts';
import { createPageTurns } from './page-turns.ts';
import { createRenderLimiter } from './render-limit.ts';
import { type PageSources, pageSecurityHeaders } from './security-headers.ts';

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

export interface SiteOptions {
  mode: 'production' | 'development';
  buildDir: string;
  /** Guests' pages are reused this long (production only; 0: never). */
  pageCacheMs: number;
  /** The guest page cache's clock (tests move it; default `Date.now`). */
  pageCacheClock?: (() => number) | undefined;
  /**
   * Renders at once and requests that may wait for one (PAGE_RENDER_CONCURRENCY, PAGE_RENDER_QUEUE);
   * beyond that a page request is answered 503 with Retry-After (production only).
   */
  renders: { concurrency: number; queue: number; maxWaitMs?: number | undefined };
  /**
   * Page requests that go on per turn of the event loop and that may wait for a later turn
   * (PAGE_TURN_BATCH, PAGE_TURN_QUEUE; server/ssr/page-turns.ts, production only).
   */
  turns: { perTurn: number; queue: number };
  /** The text of the 503 answer in a language ("try again later"). */
  busyText(language: LanguageCode): string;
  /** The brand's extra Content-Security-Policy sources for a Host (absolute logo and API hosts). */
  cspSources(host: string | undefined): PageSources;
  /** The page's language from its URL (and the visitor, for unprefixed URLs): render it, or redirect. */
  route(request: FastifyRequest): PageLanguage;
  /** Builds a loader context for a page request; `build` supplies the context keys of its copy of the app. */
  getLoadContext(
    request: Request,
    build: ServerBuild,
    language: LanguageCode,
  ): Promise<RouterContextProvider>;
}

export interface Site {
  /**
   * A page request's first step, from the first `onRequest` hook of the app, before compression,
   * security headers and the page route's own hooks (see `SITE_PAGE`). It is answered 503 at once
   * when every render slot and the line are taken and no cached page can serve it; otherwise it goes
   * on (`go`) in this turn of the event loop or a later one, at most `turns.perTurn` per turn
   * (server/ssr/page-turns.ts), or is answered 503 when it waited too long.
   */
  admit(request: FastifyRequest, reply: FastifyReply, go: () => void): void;
  close(): Promise<void>;
}

/**
 * The site route's config marker. A burst of first visits meets a saturated renderer: refusing them
 * in the app's first hook costs a fraction of the full path, so each turn of the event loop is short
 * and other connections (the API, newly accepted sockets) are read sooner (issue 11, "Load").
 */
export const SITE_PAGE = 'sitePage';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The site's catch-all page route (`SITE_PAGE`): the early load-shedding hook looks only at it. */
    sitePage?: boolean;
  }
}

/** The headers an early 503 carries in place of the security headers hooks it skipped. */
const EARLY_REFUSAL_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** How long a page request may wait for a render before it is answered 503 (decision 014). */
export const RENDER_MAX_WAIT_MS = 2000;
/** The Retry-After of that 503, in seconds. */
export const RETRY_AFTER_S = 2;

/** The build's own key for the answer's CSP nonces (`entry.server.tsx` exports it, like `appContext`). */
type NonceKey = RouterContext<{ script?: string | undefined; style?: string | undefined }>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * 503 with Retry-After: the site renders as many pages at once as it can afford, and no more. The
 * connection is closed after it: a refused client comes back through the accept queue like everyone
 * else, instead of keeping its turn on a kept-alive socket while new connections wait unaccepted (a
 * burst's kept-alive sockets kept each turn of the event loop busy and an API call on a new
 * connection waited seconds; decision 014).
 */
function busy(reply: FastifyReply, language: LanguageCode, text: string, document: boolean) {
  reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    .header('connection', 'close');
  if (!document) return reply.type('text/plain; charset=utf-8').send(text);
  const tag = findLanguage(language)?.tag ?? language;
  const dir = findLanguage(language)?.dir ?? 'ltr';
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${escapeHtml(tag)}" dir="${dir}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${escapeHtml(text)}</title></head><body><p>${escapeHtml(text)}</p></body></html>`,
    );
}

/** A cached guest page: its own headers (and the CSP its nonce belongs to), compressed once. */
async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CacheEntry,
  cookies: string[],
  state: 'hit' | 'stale' | 'miss',
) {
  const encoding = acceptedEncoding(headerValue(request.headers['accept-encoding']));
  const body = await entry.encoded(encoding);
  // The page's nonce is the one it was rendered with: its policy goes with it, not this request's.
  reply.raw.removeHeader('content-security-policy');
  reply.code(entry.page.status).headers(Object.fromEntries(entry.page.headers)).header('x-page-cache', state);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(body);
}

const SITE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function redirect(reply: FastifyReply, location: string, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // Not cacheable: the target depends on the visitor, and a cached redirect would skip its cookie.
  return reply.code(302).header('location', location).header('cache-control', 'no-store').send();
}

/**
 * Mounts the React Router site on Fastify for every path no other route claims. Production serves
 * the built client files and the built server bundle; development runs Vite in middleware mode on
 * the same HTTP server, so `/ws` and Vite's HMR socket share one port there too.
 */
export async function mountSite(app: FastifyInstance, options: SiteOptions): Promise<Site> {
  let handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | undefined;
  let close = async () => {};
  let admit: Site['admit'] = (_request, _reply, go) => go();

  if (options.mode === 'production') {
    const serverEntry = path.join(options.buildDir, 'server', 'index.js');
    if (!existsSync(serverEntry))
      throw new Error(`No site build at ${serverEntry}: run "npm run build" first`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    // The site's files are public; the plugin's routes (one per file) take no config, so their scope
    // declares it.
    await app.register(async (scope) => {
      declareScopeAccess(scope, 'public');
      await scope.register(fastifyStatic, {
        root: path.join(options.buildDir, 'client'),
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          // Hashed file names under /assets never change; everything else may.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    });
    // A language prefix is React Router's basename: routes stay prefix-free, links get the prefix,
    // and the client router keeps it. One handler per basename, made on first use.
    const renderers = new Map<string, ReturnType<typeof createRequestHandler>>();
    const rendererFor = (basename: string) => {
      let render = renderers.get(basename);
      if (!render) {
        render = createRequestHandler({ ...build, basename }, 'production');
        renderers.set(basename, render);
      }
      return render;
    };
    const pages = createPageCache({
      ttlMs: options.pageCacheMs,
      ...(options.pageCacheClock ? { now: options.pageCacheClock } : {}),
    });
    const renders = createRenderLimiter({
      concurrency: options.renders.concurrency,
      queue: options.renders.queue,
      maxWaitMs: options.renders.maxWaitMs ?? RENDER_MAX_WAIT_MS,
    });
    const nonceKey = (build.entry.module as unknown as { cspNonces?: NonceKey }).cspNonces;
    const maxWaitMs = options.renders.maxWaitMs ?? RENDER_MAX_WAIT_MS;
    // Cacheable pages being rendered, by key: their next visitors wait for that render (or take the
    // page just expired) instead of rendering it again.
    const rendering = new Map<string, Promise<void>>();
    const settled = (key: string, since: number) =>
      Promise.race([
        rendering.get(key),
        new Promise<void>((resolve) =>
          setTimeout(resolve, Math.max(0, since + maxWaitMs - performance.now())).unref(),
        ),
      ]);

    /** The cache's view of a page request whose language is decided (null: never shared). */
    const pageOf = (request: FastifyRequest, routing: { basename: string; language: LanguageCode }) =>
      pages.keyOf({
        method: request.method,
        url: request.url,
        basename: routing.basename,
        language: routing.language,
        header: (name) => headerValue(request.headers[name]),
      });

    /** The early 503: in place of the security headers hooks it skips, with the page's language. */
    const refuse = (request: FastifyRequest, reply: FastifyReply, language: LanguageCode) => {
      reply.headers(EARLY_REFUSAL_HEADERS);
      const document = request.method === 'GET' && isDocumentPath(request.url);
      void busy(reply, language, options.busyText(language), document);
    };
    const turns = createPageTurns({ perTurn: options.turns.perTurn, queue: options.turns.queue, maxWaitMs });
    // When each page request was read: its waits (its turn, a render slot, a render of the same page)
    // share one allowance of `maxWaitMs` from then, so they never add up (issue 11: no page over 5 s).
    const arrivals = new WeakMap<FastifyRequest, number>();
    const arrivalOf = (request: FastifyRequest) => arrivals.get(request) ?? performance.now();

    admit = (request, reply, go) => {
      arrivals.set(request, performance.now());
      if (renders.saturated) {
        const routing = options.route(request);
        const page = routing.kind === 'redirect' ? undefined : pageOf(request, routing);
        // A redirect, a cached page, or one being rendered that its visitors may wait for, is still
        // served.
        if (routing.kind !== 'redirect' && !(page && (pages.get(page.key) || rendering.has(page.key))))
          return refuse(request, reply, routing.language);
      }
      turns.enter(go, () => {
        // The language is decided only for the few refused here (the handler decides it again).
        const routing = options.route(request);
        if (routing.kind === 'redirect') go();
        else refuse(request, reply, routing.language);
      });
    };

    // The page goes out through Fastify (not around it), so compression and logging apply to it.
    handler = async (request, reply) => {
      const routing = options.route(request);
      const cookies = routing.setCookie ? [routing.setCookie] : [];
      if (routing.kind === 'redirect') return redirect(reply, routing.location, cookies);
      if (routing.basename === '/') reply.header('vary', 'Accept-Language, Cookie');
      // The language is decided (URL, cookie, or detection for a first visit), so the decision's
      // cookie goes with the answer and the page itself can still be shared.
      const page = pageOf(request, routing);
      if (page) {
        const cached = pages.get(page.key);
        if (cached) return sendCached(request, reply, cached, cookies, 'hit');
        if (rendering.has(page.key)) {
          // Someone renders this page right now: the one that just expired, or that render's result.
          const stale = pages.stale(page.key);
          if (stale) return sendCached(request, reply, stale, cookies, 'stale');
          await settled(page.key, arrivalOf(request));
          const fresh = pages.get(page.key);
          if (fresh) return sendCached(request, reply, fresh, cookies, 'hit');
        }
      }

      const document = request.method === 'GET' && isDocumentPath(request.url);
      // Refused before anything is built for it (the web Request below costs more than the refusal).
      if (renders.saturated && !(page && rendering.has(page.key)))
        return busy(reply, routing.language, options.busyText(routing.language), document);
      // Its signal aborts when the client goes: a waiting request leaves the line, a render stops.
      let webRequest = createRequest(request.raw, reply.raw);
      let done = () => {};
      if (page && !rendering.has(page.key)) {
        const key = page.key;
        let resolve = () => {};
        const current = new Promise<void>((r) => {
          resolve = r;
        });
        rendering.set(key, current);
        done = () => {
          if (rendering.get(key) === current) rendering.delete(key);
          resolve();
        };
      }
      const release = await renders.acquire(webRequest.signal, arrivalOf(request));
      if (!release) {
        done();
        return busy(reply, routing.language, options.busyText(routing.language), document);
      }
      const finish = () => {
        release();
        done();
      };
      reply.raw.once('close', finish);
      // The visitor left while waiting: nothing to render for.
      if (webRequest.signal.aborted) {
        finish();
        return reply.code(503).send();
      }
      if (page && page.url !== request.url) {
        // Only the parameters a page reads are rendered: the same page for every `?x=<random>`.
        webRequest = new Request(new URL(page.url, webRequest.url), {
          method: webRequest.method,
          headers: webRequest.headers,
          signal: webRequest.signal,
        });
      }
      try {
        const context = await options.getLoadContext(webRequest, build, routing.language);
        if (nonceKey && reply.cspNonce) context.set(nonceKey, reply.cspNonce);
        const response = await rendererFor(routing.basename)(webRequest, context);
        // The whole document at once: the loaders are done before React's shell (no deferred data), so
        // streaming would only spread compression and writes over many turns of a busy event loop.
        const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
        reply.code(response.status);
        const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
        for (const [name, value] of headers) reply.header(name, value);
        const ownCookies = response.headers.getSetCookie();
        if (!body || !page || response.status !== 200 || ownCookies.length > 0) {
          finish();
          cookies.push(...ownCookies);
          if (cookies.length > 0) reply.header('set-cookie', cookies);
          return reply.send(body);
        }
        // Kept for the next visitors, with the policy its nonce belongs to, and sent compressed once.
        const policy = reply.raw.getHeader('content-security-policy');
        const kept: [string, string][] = policy
          ? [...headers, ['content-security-policy', String(policy)]]
          : headers;
        const entry = pages.offer(page.key, { status: 200, headers: kept, body });
        // The render is over; whoever waited for this page finds it in the cache now.
        finish();
        if (entry) return sendCached(request, reply, entry, cookies, 'miss');
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return reply.send(body);
      } catch (error) {
        finish();
        throw error;
      }
    };
  } else {
    const { createServer } = await import('vite');
    const vite = await createServer({
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    handler = (request, reply) => {
      reply.hijack();
      vite.middlewares(request.raw, reply.raw, async () => {
        const routing = options.route(request);
        const cookies = routing.setCookie ? [routing.setCookie] : [];
        if (routing.kind === 'redirect') {
          reply.raw.writeHead(302, {
            location: routing.location,
            'set-cookie': cookies,
            'cache-control': 'no-store',
          });
          reply.raw.end();
          return;
        }
        const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
        const webRequest = createRequest(request.raw, reply.raw);
        const response = await createRequestHandler({ ...build, basename: routing.basename }, 'development')(
          webRequest,
          await options.getLoadContext(webRequest, build, routing.language),
        );
        for (const cookie of cookies) response.headers.append('set-cookie', cookie);
        await sendResponse(reply.raw, response);
      });
      return undefined;
    };
    close = () => vite.close();
  }

  await app.register(async (scope) => {
    // Page actions read their own bodies from the raw request: Fastify must leave them unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: [...SITE_METHODS],
      url: '/*',
      // Anyone may ask for a page; which pages need a user or a role is decided by the site itself
      // (app/middleware/access.ts: 403 and the no-permission page), after the route is found.
      config: { access: 'public', sitePage: true },
      handler,
      // Pages get their own Content-Security-Policy, with a nonce per answer (security-headers.ts).
      helmet: pageSecurityHeaders({
        development: options.mode === 'development',
        sources: options.cspSources,
      }),
    });
  });

  return { admit: (request, reply, go) => admit(request, reply, go), close };
}
