import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { NEW_PAYLOAD_KEYS_PER_ADDRESS_HOUR as LIMIT } from './payload-keys.ts';
import { payloadKeys } from './schema.ts';

let app: RunningApp;
let api: TestApi;
beforeAll(async () => {
  // Forwarded addresses are believed here, so one test app plays several client addresses.
  app = await startTestApp({ trustProxy: true });
  api = testApi(app);
});
afterAll(async () => {
  await app?.close();
});

async function rows(): Promise<number> {
  const [row] = await app.database.db.select({ n: count() }).from(payloadKeys);
  return row?.n ?? 0;
}

/** system/getPrivateKey from `address`, with the `pk` cookie when one is given. */
function getKey(address: string, cookie?: string, lan = 'en_US') {
  return api.call('/system/getPrivateKey', undefined, {
    'x-forwarded-for': address,
    lan,
    ...(cookie ? { cookie } : {}),
  });
}

const pkCookie = (cookies: string[]) => cookies.find((c) => c.startsWith('pk='))?.split(';')[0];

describe('system/getPrivateKey: new keys are limited per client address', () => {
  it('refuses a cookie-less burst from one address after the limit; the table grows by the limit at most', async () => {
    const before = await rows();
    const answers = [];
    for (let i = 0; i < LIMIT + 5; i++) answers.push(await getKey('203.0.113.7'));

    expect(answers.slice(0, LIMIT).every((a) => a.status === 200)).toBe(true);
    for (const refused of answers.slice(LIMIT)) {
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        status: 'fail',
        code: 429,
        errorMsg: 'Too many requests, please try again later',
      });
      expect(pkCookie(refused.cookies)).toBeUndefined();
    }
    // The refusal is translated like every other failure.
    expect((await getKey('203.0.113.7', undefined, 'zh_CN')).body.errorMsg).toBe('请求过于频繁，请稍后重试');
    const grown = (await rows()) - before;
    expect(grown).toBeLessThanOrEqual(LIMIT);
    expect(grown).toBe(LIMIT);

    // The limit is per address: another client is still served.
    const other = await getKey('198.51.100.20');
    expect(other.status).toBe(200);
    expect(other.body.result).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('gives a caller with a live key cookie the same key again, adding no row, even past the limit', async () => {
    const first = await getKey('192.0.2.44');
    const cookie = pkCookie(first.cookies);
    expect(cookie).toMatch(/^pk=[\w-]+$/);
    const key = first.body.result as string;
    const before = await rows();

    // Use up the address's new keys, then come back with the cookie.
    for (let i = 0; i < LIMIT; i++) await getKey('192.0.2.44');
    expect((await getKey('192.0.2.44')).status).toBe(429);
    const countAfterBurst = await rows();

    for (let i = 0; i < 3; i++) {
      const again = await getKey('192.0.2.44', cookie);
      expect(again.status).toBe(200);
      expect(again.body.result).toBe(key);
      // Its cookie lives as long as the key, not a fresh 30 days.
      const maxAge = Number(/Max-Age=(\d+)/.exec(again.cookies.join(';'))?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    }
    expect(await rows()).toBe(countAfterBurst);
    expect(countAfterBurst - before).toBe(LIMIT - 1);
  });

  it('treats the cookie of an expired key as no cookie', async () => {
    const first = await getKey('192.0.2.99');
    const cookie = pkCookie(first.cookies);
    const id = cookie?.slice('pk='.length) ?? '';
    await app.database.db.execute(
      sql`update payload_keys set expires_at = now() - interval '1 minute'
          where id_hash = encode(sha256(convert_to(${id}, 'UTF8')), 'hex')`,
    );
    const again = await getKey('192.0.2.99', cookie);
    expect(again.status).toBe(200);
    expect(again.body.result).not.toBe(first.body.result);
    expect(pkCookie(again.cookies)).not.toBe(cookie);
  });
});
