import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { channelOwner } from '../../shared/realtime/channels.ts';
import type { RequestContext, SessionResolver } from '../http/context.ts';
import { limitAddress } from '../limits/address.ts';
import type { EventBus } from './bus.ts';
import { type ClientMessage, clientMessageSchema, messageFrame, type ServerMessage } from './protocol.ts';

export interface HubOptions {
  bus: EventBus;
  log: FastifyBaseLogger;
  /** Resolves who is connecting (brand, language, user) from the upgrade request. */
  resolveContext(req: IncomingMessage): Promise<RequestContext>;
  /** What a token is now: every private subscription is checked against the current session. */
  sessions: SessionResolver;
  /** Whether a Host is one of the brands': sockets on other hosts are refused (421). */
  knownHost(host: string | undefined): boolean;
  /** The client's address (behind trusted proxies, the forwarded one). */
  clientAddress(req: IncomingMessage): string;
  /** Sockets one address may hold at once; more are refused (429). */
  maxConnectionsPerAddress?: number;
  heartbeatMs?: number;
  maxSubscriptions?: number;
  /** A socket whose unsent data stays above this is too slow to keep up and is dropped. */
  maxBufferedBytes?: number;
}

interface Client {
  socket: WebSocket;
  ctx: RequestContext;
  address: string;
  channels: Set<string>;
  alive: boolean;
}

export const WS_PATH = '/ws';

/**
 * Told on the bus when sessions of a user end (sign-out, password change, cancellation): every
 * process re-checks that user's sockets and drops the private subscriptions of those whose session
 * is gone. Internal: no socket may follow it.
 */
export const SESSION_ENDED_CHANNEL = 'internal:session-ended';

/**
 * Whether a connection may follow a channel. `user:<uid>` channels (reservation reminders; wallet and
 * payment notices) belong to that user alone; `internal:` channels to the servers; every other
 * channel is public live data.
 */
export function canSubscribe(channel: string, ctx: RequestContext): boolean {
  if (channel.startsWith('internal:')) return false;
  const owner = channelOwner(channel);
  if (owner === undefined) return true;
  return owner !== null && ctx.user !== null && ctx.user.uid === owner;
}

/**
 * A browser may open a socket from our own pages only: the same host, or one of the brand's web
 * hosts. Clients that send no Origin (apps, OBS, servers) are not browsers and are let through.
 */
export function allowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  ctx: RequestContext,
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (host && url.host.toLowerCase() === host.toLowerCase()) return true;
  const name = url.hostname.toLowerCase();
  return Object.values(ctx.brand.hosts).some((env) => env.web.some((web) => web.toLowerCase() === name));
}

/**
 * The websocket hub on `/ws`: keeps each socket's subscriptions, holds one bus subscription per
 * channel that has local subscribers, and writes each published frame, encoded once, to all of them.
 */
export function createHub(options: HubOptions) {
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const maxSubscriptions = options.maxSubscriptions ?? 200;
  const maxBuffered = options.maxBufferedBytes ?? 1 << 20;
  const maxPerAddress = options.maxConnectionsPerAddress ?? 30;
  const { bus, log } = options;
  const perAddress = new Map<string, number>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096, perMessageDeflate: false });
  const clients = new Set<Client>();
  const subscribers = new Map<string, Set<Client>>();
  const busSubscriptions = new Map<string, Promise<() => Promise<void>>>();
  let closing = false;

  function send(client: Client, message: ServerMessage): void {
    client.socket.send(JSON.stringify(message));
  }

  function deliver(channel: string, payload: string): void {
    const set = subscribers.get(channel);
    if (!set || set.size === 0) return;
    const frame = Buffer.from(messageFrame(channel, payload));
    for (const client of set) {
      if (client.socket.bufferedAmount > maxBuffered) {
        log.warn({ channel }, 'dropping a websocket client that cannot keep up');
        client.socket.terminate();
        continue;
      }
      client.socket.send(frame, { binary: false });
    }
  }

  async function join(client: Client, channel: string): Promise<void> {
    if (client.channels.has(channel)) return send(client, { type: 'subscribed', channel });
    if (client.channels.size >= maxSubscriptions) {
      return send(client, {
        type: 'error',
        code: 'too_many_subscriptions',
        msg: 'Too many subscriptions',
        channel,
      });
    }
    // A private channel is checked against the session as it is now, not as it was at connect.
    if (channelOwner(channel) !== undefined) await recheckSession(client);
    if (!canSubscribe(channel, client.ctx)) {
      return send(client, { type: 'error', code: 'forbidden', msg: 'Forbidden', channel });
    }
    client.channels.add(channel);
    let set = subscribers.get(channel);
    if (!set) {
      set = new Set();
      subscribers.set(channel, set);
    }
    set.add(client);
    let pending = busSubscriptions.get(channel);
    if (!pending) {
      pending = bus.subscribe(channel, (payload) => deliver(channel, payload));
      busSubscriptions.set(channel, pending);
    }
    await pending;
    if (client.channels.has(channel)) send(client, { type: 'subscribed', channel });
  }

  async function leave(client: Client, channel: string): Promise<void> {
    if (!client.channels.delete(channel)) return;
    const set = subscribers.get(channel);
    set?.delete(client);
    if (set && set.size === 0) {
      subscribers.delete(channel);
      const pending = busSubscriptions.get(channel);
      busSubscriptions.delete(channel);
      if (pending) await (await pending)();
    }
  }

  /** Re-reads the socket's session; a session that ended leaves the socket a guest. */
  async function recheckSession(client: Client): Promise<void> {
    const token = client.ctx.token;
    if (!token || !client.ctx.user) return;
    const session = await options.sessions.resolve(token);
    if (session.status !== 'valid' || session.user?.uid !== client.ctx.user.uid) {
      client.ctx = {
        ...client.ctx,
        user: null,
        tokenStatus: session.status === 'valid' ? 'ended' : session.status,
      };
    }
  }

  /** Sessions of `uid` ended somewhere: its sockets whose session is gone lose their private channels. */
  async function sessionEnded(uid: number): Promise<void> {
    for (const client of clients) {
      if (client.ctx.user?.uid !== uid) continue;
      await recheckSession(client);
      if (client.ctx.user) continue;
      for (const channel of [...client.channels]) {
        if (channelOwner(channel) === undefined) continue;
        await leave(client, channel);
        send(client, { type: 'unsubscribed', channel });
      }
    }
  }

  const sessionEndedSubscription = bus.subscribe(SESSION_ENDED_CHANNEL, (payload) => {
    const uid = (JSON.parse(payload) as { uid?: unknown }).uid;
    if (typeof uid !== 'number') return;
    sessionEnded(uid).catch((err: unknown) => log.error({ err }, 'ending the private subscriptions failed'));
  });

  async function onMessage(client: Client, raw: string): Promise<void> {
    let message: ClientMessage;
    try {
      const parsed = clientMessageSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) throw new Error(parsed.error.message);
      message = parsed.data;
    } catch {
      return send(client, { type: 'error', code: 'bad_message', msg: 'Bad message' });
    }
    switch (message.type) {
      case 'subscribe':
        return join(client, message.channel);
      case 'unsubscribe':
        await leave(client, message.channel);
        return send(client, { type: 'unsubscribed', channel: message.channel });
      case 'ping':
        return send(client, message.t === undefined ? { type: 'pong' } : { type: 'pong', t: message.t });
    }
  }

  wss.on('connection', (socket: WebSocket, ctx: RequestContext, address: string) => {
    const client: Client = { socket, ctx, address, channels: new Set(), alive: true };
    clients.add(client);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      client.alive = true;
      if (isBinary) return send(client, { type: 'error', code: 'bad_message', msg: 'Text frames only' });
      onMessage(client, data.toString()).catch((err: unknown) =>
        log.error({ err }, 'websocket message failed'),
      );
    });
    socket.on('close', () => {
      clients.delete(client);
      for (const channel of [...client.channels]) {
        leave(client, channel).catch((err: unknown) => log.error({ err }, 'websocket unsubscribe failed'));
      }
    });
    socket.on('error', (err) => log.debug({ err }, 'websocket error'));
    send(client, { type: 'welcome', heartbeatMs });
  });

  // Protocol-level pings find dead peers (a phone that lost signal never sends a close).
  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  /** Answers an upgrade with a plain HTTP refusal and closes the connection. */
  function refuse(socket: Duplex, status: 403 | 421 | 429, reason: string): void {
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (closing) {
      socket.destroy();
      return;
    }
    if (!options.knownHost(req.headers.host)) {
      refuse(socket, 421, 'Misdirected Request');
      return;
    }
    // IPv6 by its /64: one subscriber's network is one client (server/limits/address.ts).
    const address = limitAddress(options.clientAddress(req));
    if ((perAddress.get(address) ?? 0) >= maxPerAddress) {
      refuse(socket, 429, 'Too Many Requests');
      return;
    }
    // Counted from now until the connection closes, however it ends (upgrades still resolving too).
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    options
      .resolveContext(req)
      .then((ctx) => {
        if (!allowedOrigin(req.headers.origin, req.headers.host, ctx)) {
          refuse(socket, 403, 'Forbidden');
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, ctx, address));
      })
      .catch((err: unknown) => {
        log.error({ err }, 'websocket upgrade failed');
        socket.destroy();
      });
  }

  return {
    /**
     * Listens for upgrades to `/ws` on an HTTP server. Other upgrade paths are left alone when
     * `others` is "ignore" (Vite's HMR socket shares the server in development), else destroyed.
     */
    attach(server: Server, others: 'ignore' | 'destroy' = 'destroy'): void {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const path = (req.url ?? '').split('?')[0];
        if (path === WS_PATH) handleUpgrade(req, socket, head);
        else if (others === 'destroy') socket.destroy();
      });
    },
    /** Publishes `data` on a channel to every subscriber of every process on the bus. */
    publish(channel: string, data: unknown): Promise<void> {
      return bus.publish(channel, JSON.stringify(data));
    },
    get connectionCount(): number {
      return clients.size;
    },
    /** Says goodbye to every socket (1001 going away) and drops all bus subscriptions. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(heartbeat);
      for (const client of clients) client.socket.close(1001, 'server shutting down');
      const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
      const deadline = setTimeout(() => {
        for (const client of clients) client.socket.terminate();
      }, 2000);
      await closed;
      clearTimeout(deadline);
      await (await sessionEndedSubscription)();
      const pending = [...busSubscriptions.values()];
      busSubscriptions.clear();
      subscribers.clear();
      await Promise.allSettled(pending.map(async (p) => (await p)()));
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
