import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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

/** A GET with a Host of our choosing (fetch may not set Host). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}${path}`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hosts', () => {
  it("answer only a brand's own hosts: another Host is refused (421) on pages, calls and sockets", async () => {
    const page = await getWithHost('/sitemap.xml', 'evil.example');
    expect(page.status).toBe(421);
    expect(page.body).not.toContain('evil.example');
    const call = await getWithHost('/java/game/v3/getPCGameSource', 'evil.example:80');
    expect(call.status).toBe(421);
    expect(JSON.parse(call.body)).toMatchObject({ status: 'fail', code: 421 });
    // Load balancers probe by address: the health check answers whatever the Host.
    expect((await getWithHost('/healthz', '10.0.0.5:3000')).status).toBe(200);
    // A configured host (dragon.localhost is the second brand's development host) is answered.
    const dragon = await getWithHost('/sitemap.xml', 'dragon.localhost');
    expect(dragon.status).toBe(200);
    expect(dragon.body).toContain('dragon.localhost');
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`, {
      headers: { host: 'evil.example' },
    });
    const refused = await new Promise<string>((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
      socket.once('open', () => resolve('open'));
      socket.once('error', (err) => resolve(err.message));
    });
    expect(refused).toBe('421');
    socket.terminate();
  });
});
