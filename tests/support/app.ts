import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApp, type StartOptions, startApp } from '../../server/app.ts';
import { type AppConfig, type FeedConfig, loadConfig } from '../../server/config.ts';
import { databaseTemplate } from './db.ts';

/** The administrator of every test app (ADMIN_EMAILS); `asAdmin()` of tests/support/api.ts signs in as them. */
export const TEST_ADMIN_EMAIL = 'operator@example.com';

/**
 * A whole server on a free port with an in-memory PGlite (a copy of the run's migrated template) and
 * its own data folder (the dev outbox writes there), unless the overrides say otherwise. No live feed
 * runs (FEED=none) unless a test passes a `feed` (see `testFeed`).
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
    adminEmails: [TEST_ADMIN_EMAIL],
    ...overrides,
  };
  const template = config.databaseUrl ? undefined : databaseTemplate();
  return startApp(config, { site: false, ...(template ? { databaseTemplate: template } : {}), ...options });
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
