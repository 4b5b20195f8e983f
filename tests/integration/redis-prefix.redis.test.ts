import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../server/app.ts';
import { loadConfig, redisPrefixOf } from '../../server/config.ts';
import { startTestApp, testFeed } from '../support/app.ts';
import { REDIS_URL } from '../support/postgres.ts';
import { connectWs } from '../support/ws-client.ts';

/**
 * Two deployments on one Redis (issue 11: the second one's feed stayed on standby with no matches and
 * its sockets heard the first one's events). Each has its own database, hence its own key prefix.
 */
describe('two deployments on one Redis', () => {
  let a: RunningApp;
  let b: RunningApp;

  beforeAll(async () => {
    const feed = testFeed({ daysBack: 0, daysAhead: 0, liveTarget: 4 });
    [a, b] = await Promise.all([
      startTestApp({ redisUrl: REDIS_URL, feed }),
      startTestApp({ redisUrl: REDIS_URL, feed }),
    ]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('have their own prefixes, so each runs its own feed', async () => {
    expect(a.redisPrefix).not.toBe(b.redisPrefix);
    for (const app of [a, b]) {
      expect(await (await fetch(`${app.url}/healthz`)).json()).toMatchObject({
        bus: 'redis',
        feed: 'running',
      });
      // Its feed stored its window (the bug left the second one on standby with no matches at all).
      expect(await app.services.matches.feedSources()).toEqual(['simulator:7']);
    }
  });

  it("never deliver one deployment's events to the other's sockets", async () => {
    const onA = await connectWs(`${a.url.replace('http', 'ws')}/ws`);
    const onB = await connectWs(`${b.url.replace('http', 'ws')}/ws`);
    await onA.subscribe('match:424242');
    await onB.subscribe('match:424242');
    await a.hub.publish('match:424242', { from: 'a' });
    await b.hub.publish('match:424242', { from: 'b' });
    // Each hears its own (Redis delivers in order per connection, so the other's would have come first).
    expect((await onA.next((m) => m.type === 'message')).data).toEqual({ from: 'a' });
    expect((await onB.next((m) => m.type === 'message')).data).toEqual({ from: 'b' });
    expect(onA.messages.filter((m) => m.type === 'message')).toHaveLength(1);
    expect(onB.messages.filter((m) => m.type === 'message')).toHaveLength(1);
    await Promise.all([onA.close(), onB.close()]);
  });
});

describe('REDIS_PREFIX', () => {
  it('is shared by the processes of one deployment (same database) and differs between deployments', () => {
    const of = (env: NodeJS.ProcessEnv) => redisPrefixOf(loadConfig(env));
    const one = { DATABASE_URL: 'postgres://db.internal/brand_one' };
    expect(of(one)).toBe(of({ ...one, DATA_DIR: '/elsewhere' }));
    expect(of(one)).not.toBe(of({ DATABASE_URL: 'postgres://db.internal/brand_two' }));
    expect(of({ DATA_DIR: '/srv/a' })).not.toBe(of({ DATA_DIR: '/srv/b' }));
    expect(of(one)).toMatch(/^arena:[0-9a-f]{10}:$/);
  });

  it('can be set, and a bad one stops the process at start naming the variable', () => {
    expect(redisPrefixOf(loadConfig({ REDIS_PREFIX: 'brand-one:' }))).toBe('brand-one:');
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX must be/);
  });
});
