import type { Server } from 'node:http';
import { createServer, type Server as NetServer } from 'node:net';

/**
 * More listening sockets on the HTTP server's port (SO_REUSEPORT), each handing the connections it
 * accepts to the one HTTP server (same routes, limits, websockets and connection tracking).
 *
 * Why: libuv accepts one connection per listening socket per turn of the event loop (libuv PR #3696,
 * "don't accept() connections in a loop"). In a burst every turn is long (a reply for each request
 * of hundreds of kept-alive sockets, page renders), so a new connection (an API call, a visitor)
 * waited in the kernel's queue for seconds: measured 4-9 s with 200 kept-alive sockets even when
 * each answer took half a millisecond. With `count` sockets the kernel spreads new connections over
 * them and the loop accepts `count` per turn. Linux only (where SO_REUSEPORT balances); one socket
 * elsewhere. Decision 014.
 */
/**
 * Fails with EADDRINUSE when something already listens on `port`, as a plain `listen` would: with
 * SO_REUSEPORT a second copy of the server started by mistake would otherwise share the port and
 * silently take half the connections. Port 0 (any free port) is always free.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => resolve());
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

export async function addAcceptors(server: Server, count: number): Promise<{ close(): Promise<void> }> {
  const address = server.address();
  const extra: NetServer[] = [];
  if (count > 1 && address && typeof address === 'object') {
    for (let i = 1; i < count; i++) {
      const acceptor = createServer((socket) => server.emit('connection', socket));
      await new Promise<void>((resolve, reject) => {
        acceptor.once('error', reject);
        acceptor.listen({ port: address.port, host: address.address, reusePort: true }, () => {
          acceptor.off('error', reject);
          resolve();
        });
      });
      extra.push(acceptor);
    }
  }
  return {
    async close() {
      await Promise.all(
        extra.map((acceptor) => new Promise<void>((resolve) => acceptor.close(() => resolve()))),
      );
    },
  };
}
