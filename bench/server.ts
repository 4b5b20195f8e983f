// The server under benchmark: the real app in its own process (production mode, the simulator feed
// on), plus IPC hooks: publish timestamped messages, move the simulator ahead (a burst of real live
// updates), and tell when each "all live" update was published.
import { startApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { matchChannels } from '../shared/realtime/channels.ts';

// Its own Redis prefix: no other process on this Redis shares its bus or holds its feed lock.
const app = await startApp({ ...loadConfig(), redisPrefix: `bench:${process.pid}:` });

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
  (message: { burst?: Burst; advance?: { ms: number; id: number }; liveSentAt?: number }) => {
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
