// The server under benchmark: the real app in its own process (production mode, the simulator feed
// on), plus IPC hooks: publish timestamped messages, move the simulator ahead (a burst of real live
// updates), tell when each "all live" update was published, and start the raw-React baseline.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type EntryContext, type ServerBuild, ServerRouter } from 'react-router';
import { startApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { matchChannels } from '../shared/realtime/channels.ts';

// Its own Redis prefix: no other process on this Redis shares its bus or holds its feed lock.
const config = loadConfig();
const app = await startApp({ ...config, redisPrefix: `bench:${process.pid}:` });

// The site's build, the same module instance the app renders with (server/ssr/mount.ts imports the
// same file). Its server entry is wrapped so that one render can hand over its React Router context.
const build = (await import(
  pathToFileURL(path.join(config.buildDir, 'server', 'index.js')).href
)) as ServerBuild;
const entry = build.entry.module;
let capture: ((context: EntryContext) => void) | undefined;
build.entry.module = {
  ...entry,
  default: (request, status, headers, context, loadContext) => {
    capture?.(context);
    capture = undefined;
    return entry.default(request, status, headers, context, loadContext);
  },
};

/**
 * The raw-React baseline (issue 12): the page tree of one real render of `path` (React Router's
 * `ServerRouter` with the same loader data, so the same components and markup), rendered with
 * react-dom/server's `renderToString` on every request of a bare node:http server, its data written
 * as one JSON script. No loaders, no Fastify, no React Router request handling, no cache.
 */
async function startBaseline(pagePath: string, cookie: string): Promise<string> {
  const captured = new Promise<EntryContext>((resolve) => {
    capture = resolve;
  });
  const response = await fetch(`${app.url}${pagePath}`, { headers: { cookie } });
  await response.arrayBuffer();
  const context = { ...(await captured), serverHandoffStream: undefined };
  const url = new URL(pagePath, app.url).href;
  const server = createServer((_request, reply) => {
    const data = JSON.stringify(context.staticHandlerContext.loaderData).replace(/</g, '\\u003c');
    const html = `<!DOCTYPE html>${renderToString(createElement(ServerRouter, { context, url }))}<script>window.__DATA__=${data}</script>`;
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${pagePath}`;
}

// When each live:all publication left the matches service, by "matchId:seq" (read and cleared over IPC).
const liveSentAt = new Map<string, number>();
const publish = app.bus.publish.bind(app.bus);
app.bus.publish = (channel, payload) => {
  if (channel === matchChannels.allLive) {
    const key = /"matchId":(\d+),"seq":(\d+)/.exec(payload);
    if (key) liveSentAt.set(`${key[1]}:${key[2]}`, performance.timeOrigin + performance.now());
  }
  return publish(channel, payload);
};

interface Burst {
  channel: string;
  count: number;
  /** Messages per second; 0 publishes as fast as the bus takes them. */
  rate: number;
  id: number;
}

async function burst({ channel, count, rate }: Burst): Promise<void> {
  const gap = rate > 0 ? 1000 / rate : 0;
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    if (gap > 0) {
      const due = start + i * gap;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    await app.hub.publish(channel, { seq: i, sentAt: performance.timeOrigin + performance.now() });
  }
}

process.on(
  'message',
  (message: {
    burst?: Burst;
    advance?: { ms: number; id: number };
    liveSentAt?: number;
    baseline?: { path: string; cookie: string; id: number };
  }) => {
    if (message.baseline) {
      const { id, path: pagePath, cookie } = message.baseline;
      startBaseline(pagePath, cookie).then((url) => process.send?.({ baselineUrl: url, baseline: id }));
    }
    if (message.burst) {
      const { id } = message.burst;
      burst(message.burst).then(() => process.send?.({ burstDone: id }));
    }
    if (message.advance) {
      const { ms, id } = message.advance;
      const provider = app.feed.provider;
      if (!provider) process.send?.({ advanced: id, updates: 0 });
      else provider.advance(ms).then((updates) => process.send?.({ advanced: id, updates }));
    }
    if (message.liveSentAt !== undefined) {
      process.send?.({ liveSentAt: message.liveSentAt, times: [...liveSentAt] });
      liveSentAt.clear();
    }
  },
);
process.once('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
process.send?.({ ready: app.url, initialLoad: app.feed.initialLoad });
