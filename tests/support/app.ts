import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApp, type StartOptions, startApp } from '../../server/app.ts';
import { type AppConfig, type FeedConfig, loadConfig } from '../../server/config.ts';

/**
 * A whole server on a free port with an in-memory PGlite and its own data folder (the dev outbox
 * writes there), unless the overrides say otherwise. No live feed runs (FEED=none) unless a test
 * passes a `feed` (see `testFeed`).
 */
export function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: StartOptions = {},
): Promise<RunningApp> {
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', FEED: 'none' }),
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(tmpdir(), 'arena-test-')),
    ...overrides,
  };
  return startApp(config, { site: false, ...options });
}

/** A small simulator feed for tests: one day back and ahead, a few matches in play, seed 7. */
export function testFeed(overrides: Partial<FeedConfig> = {}): FeedConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test' }).feed,
    kind: 'simulator',
    seed: 7,
    daysBack: 1,
    daysAhead: 1,
    liveTarget: 8,
    ...overrides,
  };
}
