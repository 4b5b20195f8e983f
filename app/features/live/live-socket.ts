/**
 * The browser side of `/ws`: one socket per page, shared by every component that follows a channel.
 * It reconnects with backoff, re-subscribes everything after a reconnect, and pings so that a
 * half-open connection (a phone that lost signal) is noticed and replaced.
 */
export type LiveState = 'connecting' | 'connected' | 'disconnected' | 'reconnecting';

type Handler = (data: unknown) => void;

const PING_EVERY_MS = 25_000;
const PONG_WITHIN_MS = 10_000;
const MAX_BACKOFF_MS = 10_000;

export class LiveSocket {
  private socket: WebSocket | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly stateListeners = new Set<() => void>();
  private readonly openListeners = new Set<() => void>();
  private currentState: LiveState = 'connecting';
  private attempts = 0;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  get state(): LiveState {
    return this.currentState;
  }

  start(): void {
    this.stopped = false;
    if (!this.socket) this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.clearHeartbeat();
    this.socket?.close(1000);
    this.socket = undefined;
  }

  /**
   * Opens a new connection now (after a sign-in or sign-out: the server learns who follows the
   * channels when a connection opens). Everything followed is subscribed again.
   */
  reconnect(): void {
    if (this.stopped || !this.socket) return;
    const old = this.socket;
    this.socket = undefined;
    old.onclose = null;
    old.close(1000);
    this.clearHeartbeat();
    clearTimeout(this.retryTimer);
    this.attempts = 0;
    this.connect();
  }

  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /**
   * Called each time a connection opens, after every followed channel was subscribed again: what
   * was pushed while there was no connection is lost, so followers fetch a snapshot here.
   */
  onOpen(listener: () => void): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  /** Follows a channel; the returned function stops following it. */
  subscribe(channel: string, handler: Handler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      this.send({ type: 'subscribe', channel });
    }
    set.add(handler);
    return () => {
      const current = this.handlers.get(channel);
      if (!current) return;
      current.delete(handler);
      if (current.size === 0) {
        this.handlers.delete(channel);
        this.send({ type: 'unsubscribe', channel });
      }
    };
  }

  private setState(next: LiveState): void {
    if (next === this.currentState) return;
    this.currentState = next;
    for (const listener of this.stateListeners) listener();
  }

  private send(message: unknown): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect(): void {
    this.setState(this.attempts === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.setState('connected');
      for (const channel of this.handlers.keys()) this.send({ type: 'subscribe', channel });
      this.startHeartbeat();
      for (const listener of this.openListeners) listener();
    };
    socket.onmessage = (event) => {
      clearTimeout(this.pongTimer);
      let message: { type?: string; channel?: string; data?: unknown };
      try {
        message = JSON.parse(String(event.data)) as typeof message;
      } catch {
        return;
      }
      if (message.type === 'message' && message.channel) {
        for (const handler of this.handlers.get(message.channel) ?? []) handler(message.data);
      }
    };
    socket.onclose = () => {
      this.clearHeartbeat();
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (this.stopped) return;
      this.setState('disconnected');
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempts) * (0.75 + Math.random() / 2);
      this.attempts += 1;
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  private startHeartbeat(): void {
    this.clearHeartbeat();
    this.pingTimer = setInterval(() => {
      this.send({ type: 'ping', t: Date.now() });
      this.pongTimer = setTimeout(() => this.socket?.close(4000, 'no pong'), PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  }

  private clearHeartbeat(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
  }
}

let shared: LiveSocket | undefined;

/** The page's one socket to this site's `/ws`. Browser only. */
export function liveSocket(): LiveSocket {
  if (!shared) {
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    shared = new LiveSocket(`${scheme}//${window.location.host}/ws`);
  }
  return shared;
}
