/**
 * At most `max` of the tasks given to `run` at once; the others wait their turn in order. For work
 * that costs CPU or memory per call (decoding an uploaded image): a burst queues instead of piling up.
 */
export function createConcurrencyLimit(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      active += 1;
      try {
        return await task();
      } finally {
        active -= 1;
        waiting.shift()?.();
      }
    },
    /** Tasks running now. */
    get active(): number {
      return active;
    },
    /** Tasks waiting for a turn. */
    get waiting(): number {
      return waiting.length;
    },
  };
}
