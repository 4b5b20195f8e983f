import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../server/app.ts';
import { startTestApp } from '../support/app.ts';

/** Issue 11, "open redirect": the site's redirects only ever go to paths of this site. */
let app: RunningApp;
beforeAll(async () => {
  app = await startTestApp({}, { site: true });
});
afterAll(async () => {
  await app.close();
});

describe('redirects of the site', () => {
  it('never send a browser to another host, however the path starts', async () => {
    for (const path of [
      '/en_US//evil.com/x?code=abc',
      '/en_US/%5Cevil.com?code=abc',
      '/en_US/\\evil.com?code=abc',
    ]) {
      const res = await fetch(`${app.url}${path}`, { redirect: 'manual', headers: { cookie: 'lang=en_US' } });
      expect(res.status, path).toBeGreaterThanOrEqual(300);
      expect(res.status, path).toBeLessThan(400);
      const location = res.headers.get('location') ?? '';
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, app.url).host, path).toBe(new URL(app.url).host);
    }
  });
});
