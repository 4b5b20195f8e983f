/**
 * A small seeded pseudo-random generator (mulberry32) and the helpers the simulator draws with.
 * Everything the simulator decides comes from one of these, never from Math.random, so a seed
 * replays the same schedule and the same matches. The whole generator state is one 32-bit number
 * (`state()`), which lets a match keep its generator inside its own plain-data state.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** The index of one of `weights`, each chosen in proportion to its weight. */
  weighted(weights: readonly number[]): number;
  /** Normally distributed (Box-Muller). */
  normal(mean: number, sd: number): number;
  /** Exponentially distributed with the given mean: the wait until a random event. */
  exponential(mean: number): number;
  /** The generator's state; `createRng(state())` continues the same sequence. */
  state(): number;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  function next(): number {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted(weights) {
      const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
      if (total <= 0) throw new Error('weighted pick without a positive weight');
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= Math.max(0, weights[i] ?? 0);
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    normal(mean, sd) {
      const u = 1 - next(); // (0, 1]: log(0) is not a number
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    exponential: (mean) => -mean * Math.log(1 - next()),
    state: () => a,
  };
  return rng;
}

/**
 * A 32-bit seed derived from several parts (FNV-1a over their text, then mixed), so that
 * `deriveSeed(seed, gameId, day, slot)` gives every match its own independent stream.
 */
export function deriveSeed(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Final avalanche (murmur3 fmix32): nearby inputs end up far apart.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
