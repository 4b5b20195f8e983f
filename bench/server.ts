// The server under benchmark: the real app in its own process (production mode), plus an IPC hook
// that publishes timestamped messages the way the live feed will.
import { startApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';

const app = await startApp(loadConfig());

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

process.on('message', (message: { burst?: Burst }) => {
  if (message.burst) {
    const { id } = message.burst;
    burst(message.burst).then(() => process.send?.({ burstDone: id }));
  }
});
process.once('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
process.send?.({ ready: app.url });
