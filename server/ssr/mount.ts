import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import type { PageLanguage } from '../i18n/page-language.ts';
import { createPageCache } from './page-cache.ts';

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

export interface SiteOptions {
  mode: 'production' | 'development';
  buildDir: string;
  /** Guests' pages are reused this long (production only; 0: never). */
  pageCacheMs: number;
  /** The guest page cache's clock (tests move it; default `Date.now`). */
  pageCacheClock?: (() => number) | undefined;
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
  close(): Promise<void>;
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

  if (options.mode === 'production') {
    const serverEntry = path.join(options.buildDir, 'server', 'index.js');
    if (!existsSync(serverEntry))
      throw new Error(`No site build at ${serverEntry}: run "npm run build" first`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    await app.register(fastifyStatic, {
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
    // The page goes out through Fastify (not around it), so compression and logging apply to it.
    handler = async (request, reply) => {
      const routing = options.route(request);
      const cookies = routing.setCookie ? [routing.setCookie] : [];
      if (routing.kind === 'redirect') return redirect(reply, routing.location, cookies);
      const key =
        cookies.length > 0
          ? null
          : pages.keyOf({
              method: request.method,
              url: request.url,
              basename: routing.basename,
              header: (name) => headerValue(request.headers[name]),
            });
      if (routing.basename === '/') reply.header('vary', 'Accept-Language, Cookie');
      const cached = key ? pages.get(key) : undefined;
      if (cached) {
        reply.code(cached.status).headers(Object.fromEntries(cached.headers)).header('x-page-cache', 'hit');
        return reply.send(cached.body);
      }
      const webRequest = createRequest(request.raw, reply.raw);
      const response = await rendererFor(routing.basename)(
        webRequest,
        await options.getLoadContext(webRequest, build, routing.language),
      );
      reply.code(response.status);
      const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
      for (const [name, value] of headers) reply.header(name, value);
      cookies.push(...response.headers.getSetCookie());
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send(null);
      const body = Readable.fromWeb(response.body as NodeReadableStream);
      if (!key || response.status !== 200 || cookies.length > 0) return reply.send(body);
      // Streams to this visitor as it renders, and keeps a copy for the next ones once complete.
      reply.header('x-page-cache', 'miss');
      const chunks: Buffer[] = [];
      const copy = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          chunks.push(Buffer.from(chunk));
          callback(null, chunk);
        },
        flush(callback) {
          pages.offer(key, { status: 200, headers, body: Buffer.concat(chunks) });
          callback();
        },
      });
      body.on('error', (error) => copy.destroy(error));
      return reply.send(body.pipe(copy));
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
    scope.route({ method: [...SITE_METHODS], url: '/*', handler });
  });

  return { close };
}
