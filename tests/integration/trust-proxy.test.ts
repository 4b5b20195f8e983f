import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../server/app.ts';
import { startTestApp } from '../support/app.ts';
import { codeFromOutboxDir } from '../support/outbox.ts';

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

/**
 * Issue 11: per-client limits count an IPv6 client by its /64 (server/limits/address.ts), so a
 * visitor who owns a /64 cannot take a fresh allowance with each of its 2^64 addresses.
 */
describe('per-client limits behind the trusted proxy', () => {
  let app: RunningApp;
  beforeAll(async () => {
    // The loopback proxy is trusted by default; two code sends per client address an hour.
    app = await startTestApp({ codeSendsPerIpHour: 2 });
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = async (forwardedFor: string, n: number) => {
    const res = await fetch(`${app.url}/java/login/V2/sendEmailcheckCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lan: 'en_US', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ mobileOrEmail: `v6-${n}@example.com` }),
    });
    return { status: res.status, body: (await res.json()) as { code?: number; errorMsg?: string } };
  };

  it('count every address of one IPv6 /64 as one client, and another /64 as another', async () => {
    expect((await send('2001:db8:1:2::a', 1)).status).toBe(200);
    expect((await send('2001:db8:1:2:ffff:ffff:ffff:1', 2)).status).toBe(200);
    // A third address of the same /64: the same client, over its allowance.
    const third = await send('2001:db8:1:2:1234::9', 3);
    expect(third.status).toBe(429);
    expect(third.body.errorMsg).toBe('Too many requests, please try again later');
    // The next /64 is someone else.
    expect((await send('2001:db8:1:3::a', 4)).status).toBe(200);
    // IPv4 addresses are each their own client.
    expect((await send('192.0.2.10', 5)).status).toBe(200);
    expect((await send('192.0.2.11', 6)).status).toBe(200);
  });
});

describe('code sign-ins per client address', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startTestApp({ codeLoginsPerIp15Min: 2 });
  });
  afterAll(async () => {
    await app?.close();
  });

  const signIn = async (forwardedFor: string, n: number) => {
    const email = `login-${n}@example.com`;
    const headers = { 'content-type': 'application/json', lan: 'en_US', 'x-forwarded-for': forwardedFor };
    await fetch(`${app.url}/java/login/V2/sendEmailcheckCode`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mobileOrEmail: email }),
    });
    const res = await fetch(`${app.url}/java/login/V2/getLoginByEmailCheckCode`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        mobileOrEmail: email,
        checkCode: await codeFromOutboxDir(app.config.dataDir, email),
      }),
    });
    return res.status;
  };

  it('stop at CODE_LOGINS_PER_IP_15MIN for one address, not for another', async () => {
    expect(await signIn('203.0.113.7', 1)).toBe(200);
    expect(await signIn('203.0.113.7', 2)).toBe(200);
    expect(await signIn('203.0.113.7', 3)).toBe(429);
    expect(await signIn('203.0.113.8', 4)).toBe(200);
  });
});
