/**
 * Fan-out of live events between server processes. The in-process bus serves one process; the Redis
 * bus makes a publish on any process reach the subscribers of every process sharing the Redis.
 * Payloads are strings: encoded once by the publisher, passed through untouched.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, payload: string): Promise<void>;
  /** Resolves once the subscription is active; the returned function removes it. */
  subscribe(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Keeps handlers per channel and tells the transport when a channel gains its first or loses its last. */
export class HandlerRegistry {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  /** Returns true when this is the channel's first handler. */
  add(channel: string, handler: (payload: string) => void): boolean {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    return first;
  }

  /** Returns true when the channel has no handler left. */
  remove(channel: string, handler: (payload: string) => void): boolean {
    const set = this.handlers.get(channel);
    if (!set) return false;
    set.delete(handler);
    if (set.size > 0) return false;
    this.handlers.delete(channel);
    return true;
  }

  dispatch(channel: string, payload: string): void {
    const set = this.handlers.get(channel);
    if (!set) return;
    for (const handler of set) handler(payload);
  }

  clear(): void {
    this.handlers.clear();
  }
}
