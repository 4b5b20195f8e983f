import WebSocket from 'ws';

/** A test websocket client that records every message and can wait for one that matches. */
export async function connectWs(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const messages: Array<Record<string, unknown>> = [];
  const waiters: Array<{
    match: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }> = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as Record<string, unknown>;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return {
    socket,
    messages,
    closed,
    send(message: unknown) {
      socket.send(JSON.stringify(message));
    },
    /** Resolves with the first message (already received or still to come) that matches. */
    next(
      match: (m: Record<string, unknown>) => boolean,
      timeoutMs = 30_000,
    ): Promise<Record<string, unknown>> {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('timed out waiting for a websocket message')),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    async subscribe(channel: string) {
      socket.send(JSON.stringify({ type: 'subscribe', channel }));
      await this.next((m) => (m.type === 'subscribed' || m.type === 'error') && m.channel === channel);
    },
    close() {
      socket.close();
      return closed;
    },
  };
}
