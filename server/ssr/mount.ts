import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';

export interface SiteOptions {
  mode: 'production' | 'development';
  buildDir: string;
  /** Builds a loader context for a page request; `build` supplies the context keys of its copy of the app. */
  getLoadContext(request: Request, build: ServerBuild): Promise<RouterContextProvider>;
}

export interface Site {
  close(): Promise<void>;
}

const SITE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

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
    const render = createRequestHandler(build, 'production');
    // The page goes out through Fastify (not around it), so compression and logging apply to it.
    handler = async (request, reply) => {
      const webRequest = createRequest(request.raw, reply.raw);
      const response = await render(webRequest, await options.getLoadContext(webRequest, build));
      reply.code(response.status);
      for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Readable.fromWeb(response.body as NodeReadableStream) : null);
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
        const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
        const webRequest = createRequest(request.raw, reply.raw);
        const response = await createRequestHandler(build, 'development')(
          webRequest,
          await options.getLoadContext(webRequest, build),
        );
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
