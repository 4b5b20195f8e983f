import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.ts';

describe('feed configuration', () => {
  it('runs the simulator by default, with its documented defaults', () => {
    expect(loadConfig({}).feed).toEqual({
      kind: 'simulator',
      seed: 1,
      speed: 1,
      tickMs: 2000,
      daysBack: 7,
      daysAhead: 7,
      liveTarget: 45,
      staleAfterMs: 90_000,
      lockTtlMs: 15_000,
      staleCheckMs: 15_000,
      file: undefined,
    });
  });

  it('reads every variable', () => {
    const file = path.join(import.meta.dirname, 'feed', 'fixtures', 'example.json');
    expect(
      loadConfig({
        FEED: 'none',
        FEED_SEED: '42',
        FEED_SPEED: '2.5',
        FEED_TICK_MS: '500',
        FEED_DAYS_BACK: '1',
        FEED_DAYS_AHEAD: '3',
        FEED_LIVE_TARGET: '10',
        FEED_STALE_AFTER_MS: '12000',
        FEED_LOCK_TTL_MS: '0',
        FEED_FILE: file,
      }).feed,
    ).toEqual({
      kind: 'none',
      seed: 42,
      speed: 2.5,
      tickMs: 500,
      daysBack: 1,
      daysAhead: 3,
      liveTarget: 10,
      staleAfterMs: 12_000,
      lockTtlMs: 0,
      staleCheckMs: 2000,
      file,
    });
  });

  it.each([
    [{ FEED: 'sportradar' }, 'FEED must be "simulator" or "none", got "sportradar"'],
    [{ FEED_SEED: '1.5' }, 'FEED_SEED must be an integer between 0 and 4294967295, got "1.5"'],
    [{ FEED_SEED: '-1' }, 'FEED_SEED must be an integer'],
    [{ FEED_SPEED: '0' }, 'FEED_SPEED must be a number above 0 and at most 1000, got "0"'],
    [{ FEED_SPEED: 'fast' }, 'FEED_SPEED must be a number above 0'],
    [{ FEED_TICK_MS: '2s' }, 'FEED_TICK_MS must be an integer between 100 and 600000, got "2s"'],
    [{ FEED_DAYS_BACK: '365' }, 'FEED_DAYS_BACK must be an integer between 0 and 60, got "365"'],
    [{ FEED_DAYS_AHEAD: 'x' }, 'FEED_DAYS_AHEAD must be an integer'],
    [{ FEED_LIVE_TARGET: '0' }, 'FEED_LIVE_TARGET must be an integer between 1 and 1000, got "0"'],
    [{ FEED_STALE_AFTER_MS: '90s' }, 'FEED_STALE_AFTER_MS must be an integer'],
    [{ FEED_LOCK_TTL_MS: '-1' }, 'FEED_LOCK_TTL_MS must be an integer between 0 and 600000, got "-1"'],
    [{ PAGE_CACHE_MS: 'soon' }, 'PAGE_CACHE_MS must be an integer between 0 and 60000, got "soon"'],
    [
      { FEED_FILE: '/no/such/file.json' },
      'FEED_FILE must name a JSON fixture file, got "/no/such/file.json"',
    ],
  ])('refuses %o at start with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it('believes forwarded headers from a proxy on the loopback only by default, or as configured', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5')).toBe('10.0.0.0/8, 192.168.1.5');
  });
});

describe('PAGE_CACHE_MS', () => {
  it('reuses guests’ pages for a second in production, never under test unless asked', () => {
    expect(loadConfig({}).pageCacheMs).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'test' }).pageCacheMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', PAGE_CACHE_MS: '250' }).pageCacheMs).toBe(250);
    expect(loadConfig({ PAGE_CACHE_MS: '0' }).pageCacheMs).toBe(0);
  });
});

describe('per-address sign-in limits', () => {
  it('allow 20 code sends an hour and 60 code sign-ins a quarter of an hour unless configured', () => {
    expect(loadConfig({})).toMatchObject({ codeSendsPerIpHour: 20, codeLoginsPerIp15Min: 60 });
    expect(loadConfig({ CODE_SENDS_PER_IP_HOUR: '1000', CODE_LOGINS_PER_IP_15MIN: '100000' })).toMatchObject({
      codeSendsPerIpHour: 1000,
      codeLoginsPerIp15Min: 100_000,
    });
    expect(() => loadConfig({ CODE_LOGINS_PER_IP_15MIN: '0' })).toThrow(/CODE_LOGINS_PER_IP_15MIN/);
  });
});
