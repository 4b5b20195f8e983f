import { type EventBus, HandlerRegistry } from './bus.ts';

/** The default bus: one process, no network. Delivery is asynchronous, as it is over Redis. */
export function createMemoryBus(): EventBus {
  const registry = new HandlerRegistry();
  return {
    kind: 'memory',
    async publish(channel, payload) {
      queueMicrotask(() => registry.dispatch(channel, payload));
    },
    async subscribe(channel, handler) {
      registry.add(channel, handler);
      return async () => {
        registry.remove(channel, handler);
      };
    },
    async close() {
      registry.clear();
    },
  };
}
