import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../server/app.ts';
import { startTestApp } from '../support/app.ts';

/**
 * Forwarded headers are believed only from trusted proxies (TRUST_PROXY): otherwise a client could
 * pick the address that the GeoIP language choice and the per-IP limits see.
 */
describe('TRUST_PROXY=false: X-Forwarded-For from the client is ignored', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startTestApp({ trustProxy: false }, { site: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('does not take the language from the country of a forged address', async () => {
    const res = await fetch(`${app.url}/mall`, {
      headers: { 'x-forwarded-for': '1.34.0.1' },
      redirect: 'manual',
    });
    // 1.34.0.1 is in Taiwan (zh_tw when trusted, see routes.test.ts); here the brand default holds.
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^lang=en_US;/);
  });
});
