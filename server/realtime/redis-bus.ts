import { Redis } from 'ioredis';
import { type EventBus, HandlerRegistry } from './bus.ts';

/**
 * Redis pub/sub bus. One connection publishes, one subscribes; a Redis channel is subscribed while
 * at least one local handler wants it. `prefix` keeps brands or test runs sharing a Redis apart.
 */
export async function createRedisBus(url: string, prefix = 'arena:'): Promise<EventBus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  const registry = new HandlerRegistry();
  // A channel's SUBSCRIBE may still be in flight when a second handler joins it: both wait for it.
  const active = new Map<string, Promise<unknown>>();
  sub.on('message', (redisChannel: string, payload: string) => {
    if (redisChannel.startsWith(prefix)) registry.dispatch(redisChannel.slice(prefix.length), payload);
  });
  return {
    kind: 'redis',
    async publish(channel, payload) {
      await pub.publish(prefix + channel, payload);
    },
    async subscribe(channel, handler) {
      if (registry.add(channel, handler)) active.set(channel, sub.subscribe(prefix + channel));
      await active.get(channel);
      return async () => {
        if (!registry.remove(channel, handler)) return;
        active.delete(channel);
        if (sub.status === 'ready') await sub.unsubscribe(prefix + channel);
      };
    },
    async close() {
      registry.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
