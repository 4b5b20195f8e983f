import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency.ts';

describe('a concurrency limit', () => {
  it('runs at most `max` tasks at once, the others in order as places free', async () => {
    const limit = createConcurrencyLimit(2);
    const started: number[] = [];
    const finish: Array<() => void> = [];
    let most = 0;
    const tasks = [0, 1, 2, 3, 4].map((n) =>
      limit.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(n);
            most = Math.max(most, limit.active);
            finish[n] = () => resolve(n);
          }),
      ),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limit.waiting).toBe(3);
    finish[1]?.();
    await tasks[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const n of [0, 2]) finish[n]?.();
    await Promise.all([tasks[0], tasks[2]]);
    await new Promise((r) => setImmediate(r));
    for (const n of [3, 4]) finish[n]?.();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('frees the place of a task that fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.active).toBe(0);
  });
});
