import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApp, type StartOptions, startApp } from '../../server/app.ts';
import { type AppConfig, loadConfig } from '../../server/config.ts';

/**
 * A whole server on a free port with an in-memory PGlite and its own data folder (the dev outbox
 * writes there), unless the overrides say otherwise.
 */
export function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: StartOptions = {},
): Promise<RunningApp> {
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(tmpdir(), 'arena-test-')),
    ...overrides,
  };
  return startApp(config, { site: false, ...options });
}
