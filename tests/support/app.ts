import { type RunningApp, type StartOptions, startApp } from '../../server/app.ts';
import { type AppConfig, loadConfig } from '../../server/config.ts';

/** A whole server on a free port with an in-memory PGlite, unless the overrides say otherwise. */
export function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: StartOptions = {},
): Promise<RunningApp> {
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    port: 0,
    host: '127.0.0.1',
    ...overrides,
  };
  return startApp(config, { site: false, ...options });
}
