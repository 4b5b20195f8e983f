import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import { openTestDatabase } from '../../../tests/support/db.ts';
import type { RunningApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  CODE_FAILURES_PER_DAY,
  CODE_MAX_ATTEMPTS,
  CODE_SENDS_PER_DAY,
  createCodeStore,
  resendCooldownMs,
} from './codes.ts';

/** Issue 11, "codes can be guessed over time": per address, a day's sends and wrong tries are capped. */
describe('verification codes per address and day', () => {
  let database: DatabaseHandle;
  let clock = Date.parse('2026-11-25T08:00:00Z');
  const at = () => new Date(clock);
  const minutes = (n: number) => {
    clock += n * 60_000;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { messageKey?: string; params?: Record<string, unknown> }) => ({
        key: error.messageKey,
        params: error.params,
      }),
    );

  it('waits a minute between the first sends, then doubles the wait (up to an hour)', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => resendCooldownMs(n) / 60_000)).toEqual([
      1, 1, 2, 4, 8, 16, 32, 60, 60,
    ]);
    const codes = createCodeStore(database.db, at);
    const address = 'backoff@example.com';
    const tooSoon = { key: 'codeTooSoon', params: { seconds: 60 } };
    expect((await codes.issue('email', address, undefined)).nextSendInMs).toBe(60_000);
    expect(await refusal(codes.issue('email', address, undefined))).toEqual(tooSoon);
    minutes(1);
    expect((await codes.issue('email', address, undefined)).nextSendInMs).toBe(60_000);
    minutes(1);
    expect((await codes.issue('email', address, undefined)).nextSendInMs).toBe(120_000);
    minutes(1);
    expect(await refusal(codes.issue('email', address, undefined))).toEqual(tooSoon);
    minutes(1);
    expect((await codes.issue('email', address, undefined)).nextSendInMs).toBe(240_000);
  });

  it(`sends at most ${CODE_SENDS_PER_DAY} codes a day to one address, then none until the day has passed`, async () => {
    const codes = createCodeStore(database.db, at);
    const address = 'bombed@example.com';
    const first = clock;
    for (let i = 0; i < CODE_SENDS_PER_DAY; i++) {
      await codes.issue('email', address, undefined);
      minutes(60);
    }
    expect(await refusal(codes.issue('email', address, undefined))).toEqual({
      key: 'codeDailyLimit',
      params: {},
    });
    clock = first + 24 * 3600_000 + 60_000;
    expect((await codes.issue('email', address, undefined)).code).toMatch(/^\d{6}$/);
  });

  it(`allows ${CODE_FAILURES_PER_DAY} wrong tries a day over every code of an address: then even the right code waits`, async () => {
    const codes = createCodeStore(database.db, at);
    const address = 'guessed@example.com';
    const start = clock;
    let tries = 0;
    let right = '';
    while (tries < CODE_FAILURES_PER_DAY) {
      right = (await codes.issue('email', address, undefined)).code;
      for (let i = 0; i < CODE_MAX_ATTEMPTS && tries < CODE_FAILURES_PER_DAY; i++, tries++) {
        const guess = right === '000000' ? '000001' : '000000';
        expect((await refusal(codes.consume(address, guess)))?.key).toMatch(/^code(Wrong|Locked)$/);
      }
      minutes(60);
    }
    // The day's wrong tries are used up: no new code, and not even the right one counts.
    expect((await refusal(codes.issue('email', address, undefined)))?.key).toBe('codeDailyLimit');
    expect((await refusal(codes.consume(address, right)))?.key).toBe('codeDailyLimit');
    // A day after the first try, the address may try again.
    clock = start + 24 * 3600_000 + 60_000;
    const fresh = (await codes.issue('email', address, undefined)).code;
    expect(await refusal(codes.consume(address, fresh))).toBeNull();
  });
});

describe('SMS codes', () => {
  let app: RunningApp;
  let api: TestApi;
  beforeAll(async () => {
    app = await startTestApp();
    api = testApi(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it("go only to the brand's countries, and say so in the caller's language", async () => {
    const refused = await api.call('/login/V2/sendMobilecheckCode', {
      areaCode: '+882',
      mobileOrEmail: '1234567890',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMsg).toBe(
      'Text messages cannot be sent to +882 numbers here. Please use another number or sign in by email.',
    );
    const zh = await api.call(
      '/login/V2/sendMobilecheckCode',
      { areaCode: '+882', mobileOrEmail: '1234567890' },
      { lan: 'zh_CN' },
    );
    expect(zh.body.errorMsg).toContain('+882');
    expect(zh.body.errorMsg).toMatch(/\p{Script=Han}/u);
    expect(app.services.outbox.list()).toEqual([]);
    expect(
      (await api.call('/login/V2/sendMobilecheckCode', { areaCode: '+86', mobileOrEmail: '13800001234' }))
        .status,
    ).toBe(200);
  });

  it("are offered only for the brand's countries in the country list", async () => {
    const list = (await api.call('/login/loginCountryList')).body.result as Array<{ countryArea: string }>;
    const served = new Set(list.map((c) => c.countryArea));
    expect(served.has('+86')).toBe(true);
    expect(served.has('+882')).toBe(false);
    const brand = app.config.brand;
    expect(brand).toBeUndefined();
    expect([...served].every((area) => /^\+\d{1,4}$/.test(area))).toBe(true);
  });
});
