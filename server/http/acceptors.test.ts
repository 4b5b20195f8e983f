import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp } from '../../tests/support/app.ts';
import type { RunningApp } from '../app.ts';

/**
 * Issue 11, "Load": libuv accepts one connection per listening socket per turn of the event loop,
 * so the server listens on its port with several sockets (SO_REUSEPORT) that all hand their
 * connections to the one HTTP server (server/http/acceptors.ts).
 */

/** Listening TCP sockets on `port` of this machine (IPv4), from the kernel's own table. */
function listeners(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[1]?.endsWith(`:${hex}`) && f[3] === '0A').length;
}

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // A new connection for each request (no keep-alive): the kernel spreads them over the sockets.
    const call = request(url, { agent: new Agent({ keepAlive: false }) }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    call.on('error', reject);
    call.end();
  });
}

function opened(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe.runIf(process.platform === 'linux')('the listening sockets', () => {
  it('are as many as configured, serve HTTP and websockets alike, and all close with the server', async () => {
    app = await startTestApp({ acceptors: 4 });
    const port = Number(new URL(app.url).port);
    expect(listeners(port)).toBe(4);

    // Forty new connections: with four sockets sharing them, each is almost surely used (the chance
    // that one gets none is 4 * (3/4)^40, about 1 in 25,000), and every one is answered.
    const statuses = await Promise.all(Array.from({ length: 40 }, () => get(`${app?.url}/healthz`)));
    expect(statuses).toEqual(Array(40).fill(200));
    const sockets = await Promise.all(
      Array.from({ length: 20 }, () => opened(`${app?.url.replace('http', 'ws')}/ws`)),
    );
    expect(sockets.every((s) => s.readyState === WebSocket.OPEN)).toBe(true);
    for (const socket of sockets) socket.terminate();

    await app.close();
    app = undefined;
    expect(listeners(port)).toBe(0);
  });

  it('refuse a port already taken, by another copy of the server too (EADDRINUSE, as without them)', async () => {
    app = await startTestApp({ acceptors: 4 });
    const port = Number(new URL(app.url).port);
    await expect(startTestApp({ acceptors: 4, port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    // The first one still has all its sockets, and answers.
    expect(listeners(port)).toBe(4);
    expect(await get(`${app.url}/healthz`)).toBe(200);
  });

  it('is one socket when so configured', async () => {
    app = await startTestApp({ acceptors: 1 });
    expect(listeners(Number(new URL(app.url).port))).toBe(1);
    expect(await get(`${app.url}/healthz`)).toBe(200);
  });
});
