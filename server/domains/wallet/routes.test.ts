import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';

let app: RunningApp;
let api: TestApi;
beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
});
afterAll(async () => {
  await app.close();
});

describe('the wallet calls (spec section 7: user/userGold; the coin and diamond details)', () => {
  it('answer guests with errorCode 3000 (spec section 8), before reading anything', async () => {
    for (const path of [
      '/user/userGold',
      '/user/walletRecords?currency=gold',
      '/user/walletRecords?currency=x',
    ]) {
      const answer = await api.call(path);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toMatchObject({ status: 'fail', errorCode: 3000 });
    }
  });

  it('show a new user the registration bonus: 200 gold, no diamonds, one ledger line', async () => {
    const fan = await api.signUp('wallet-fan@example.com');
    const balances = await api.call('/user/userGold', undefined, { token: fan.token });
    expect(balances.body).toEqual({ status: 'success', result: { gold: 200, diamond: 0 } });
    const gold = await api.call('/user/walletRecords?currency=gold', undefined, { token: fan.token });
    expect(gold.body.result).toEqual([
      {
        id: expect.any(Number),
        type: 'registration_bonus',
        amount: 200,
        balanceAfter: 200,
        detail: 'Registration bonus',
        time: expect.any(String),
      },
    ]);
    const diamonds = await api.call('/user/walletRecords?currency=diamond', undefined, { token: fan.token });
    expect(diamonds.body.result).toEqual([]);
  });

  it('refuse an unknown currency or limit with a translated message naming the field', async () => {
    const fan = await api.signUp('wallet-bad@example.com');
    const bad = await api.call('/user/walletRecords?currency=ruby', undefined, { token: fan.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMsg).toBe('Invalid parameter: currency');
    const zh = await api.call('/user/walletRecords?currency=gold&limit=0', undefined, {
      token: fan.token,
      lan: 'zh_CN',
    });
    expect(zh.status).toBe(400);
    expect(zh.body.errorMsg).toMatch(/\p{Script=Han}/u);
    expect(zh.body.errorMsg).toContain('limit');
  });
});
