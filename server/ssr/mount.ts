import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance } from 'fastify';
import type { RouterContextProvider, ServerBuild } from 'react-router';

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
  let handle: (req: IncomingMessage, res: ServerResponse) => void;
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
    handle = createRequestListener({
      build,
      mode: 'production',
      getLoadContext: (request) => options.getLoadContext(request, build),
    });
  } else {
    const { createServer } = await import('vite');
    const vite = await createServer({
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    const loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    const listener = createRequestListener({
      build: loadBuild,
      mode: 'development',
      getLoadContext: async (request) => options.getLoadContext(request, await loadBuild()),
    });
    handle = (req, res) => vite.middlewares(req, res, () => listener(req, res));
    close = () => vite.close();
  }

  await app.register(async (scope) => {
    // Page actions read their own bodies from the raw request: Fastify must leave them unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: [...SITE_METHODS],
      url: '/*',
      handler: (request, reply) => {
        reply.hijack();
        handle(request.raw, reply.raw);
      },
    });
  });

  return { close };
}
