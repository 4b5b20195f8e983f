import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_URL } from '../../tests/support/postgres.ts';
import { createRedisFeedLock } from './leader.ts';

describe('the Redis feed lock', () => {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit());

  it('has one holder, renews only for it, releases only for it, and expires', async () => {
    const key = `test:feed-lock:${randomBytes(4).toString('hex')}`;
    const a = createRedisFeedLock(redis, key, 300, 'a');
    const b = createRedisFeedLock(redis, key, 300, 'b');
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await a.renew()).toBe(true);
    expect(await b.renew()).toBe(false);
    await b.release();
    expect(await redis.get(key)).toBe('a');
    await a.release();
    expect(await redis.get(key)).toBeNull();

    expect(await b.acquire()).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    // Expired: b's renewal fails and a takes it.
    expect(await b.renew()).toBe(false);
    expect(await a.acquire()).toBe(true);
    await a.release();
  });
});
