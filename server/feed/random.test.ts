import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from './random.ts';

describe('seeded random generator', () => {
  it('repeats the same sequence for the same seed, another for another seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('continues the same sequence from its saved state', () => {
    const rng = createRng(7);
    rng.next();
    const resumed = createRng(rng.state());
    expect(resumed.next()).toBe(rng.next());
  });

  it('draws within the asked ranges', () => {
    const rng = createRng(1);
    for (let i = 0; i < 1000; i++) {
      const n = rng.next();
      expect(n >= 0 && n < 1).toBe(true);
      const k = rng.int(3, 5);
      expect([3, 4, 5]).toContain(k);
      expect(rng.exponential(10)).toBeGreaterThanOrEqual(0);
      expect(['a', 'b']).toContain(rng.pick(['a', 'b']));
      expect(rng.weighted([0, 1, 0])).toBe(1);
    }
  });

  it('has roughly the asked means and proportions', () => {
    const rng = createRng(99);
    const n = 20_000;
    let heads = 0;
    let sum = 0;
    let normal = 0;
    for (let i = 0; i < n; i++) {
      if (rng.chance(0.3)) heads += 1;
      sum += rng.exponential(5);
      normal += rng.normal(10, 2);
    }
    expect(heads / n).toBeCloseTo(0.3, 1);
    expect(sum / n).toBeGreaterThan(4.7);
    expect(sum / n).toBeLessThan(5.3);
    expect(normal / n).toBeCloseTo(10, 0);
  });

  it('derives independent seeds from parts', () => {
    expect(deriveSeed(1, 'slot', 202, 5)).toBe(deriveSeed(1, 'slot', 202, 5));
    expect(deriveSeed(1, 'slot', 202, 5)).not.toBe(deriveSeed(1, 'slot', 202, 6));
    expect(deriveSeed(1, 'slot', 202, 5)).not.toBe(deriveSeed(2, 'slot', 202, 5));
  });
});
