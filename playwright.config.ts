import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
// Made once by the runner and inherited by its workers: tests read the dev outbox in it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'arena-e2e-'));
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry in CI: twice today a context's teardown hung past the test timeout after the
  // revoked-session test had passed its checks (not reproduced in 28 isolated runs; see the session
  // note). A retried test is reported as flaky, so it stays visible.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    timezoneId: 'Asia/Shanghai',
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 667 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node scripts/start.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every browser test signs up from 127.0.0.1: one address doing the work of many visitors.
      CODE_SENDS_PER_IP_HOUR: '1000',
      // A quick run signs in more than the default 60 a quarter of an hour.
      CODE_LOGINS_PER_IP_15MIN: '100000',
      AUTH_RATE_LIMIT: '100000',
      // The operator console's administrator (tests/e2e/console.spec.ts signs up with it).
      ADMIN_EMAILS: 'console-admin@example.com',
    },
  },
});
