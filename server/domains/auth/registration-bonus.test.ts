import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { addressHash } from './registration-bonus.ts';

/** Issue 11, "registration bonus farming": 200 gold once per verified address, ever. */
let app: RunningApp;
let api: TestApi;
beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
});
afterAll(async () => {
  await app.close();
});

describe('the registration bonus', () => {
  it('is not paid again to an address whose account was cancelled and signs up again', async () => {
    const first = await api.signUp('farmer@example.com');
    expect(first.user.gold).toBe(200);
    expect(first.registrationBonus).toBe(200);
    expect((await api.call('/user/cancel', { confirm: true }, { token: first.token })).status).toBe(200);
    // A day later (the next code may be sent after a minute; the test moves the last send back).
    await app.database.db.execute(
      sql`update verification_codes set created_at = created_at - interval '1 day' where identifier = 'farmer@example.com'`,
    );
    const again = await api.signUp('farmer@example.com');
    expect(again.uid).not.toBe(first.uid);
    expect(again.newUser).toBe(true);
    expect(again.user.gold).toBe(0);
    // Issue 12: the answer does not claim a bonus it did not pay (the page welcomes without one).
    expect(again.registrationBonus).toBe(0);
    const ledger = await api.call('/user/walletRecords?currency=gold', undefined, { token: again.token });
    expect(ledger.body.result).toEqual([]);
  });

  it('is paid once per phone as well', async () => {
    const send = () =>
      api.call('/login/V2/sendMobilecheckCode', { areaCode: '+86', mobileOrEmail: '13900001111' });
    const signIn = () =>
      api.call('/login/V2/getLoginByEmailCheckCode', {
        areaCode: '+86',
        mobileOrEmail: '13900001111',
        checkCode: api.lastCode('+8613900001111'),
      });
    await send();
    const first = await signIn();
    expect(first.body.result.user.gold).toBe(200);
    expect(first.body.result.registrationBonus).toBe(200);
    await api.call('/user/cancel', { confirm: true }, { token: first.body.result.token });
    await app.database.db.execute(
      sql`update verification_codes set created_at = created_at - interval '1 day' where identifier = '+86 13900001111'`,
    );
    await send();
    const again = await signIn();
    expect(again.body.result.user.gold).toBe(0);
    expect(again.body.result.registrationBonus).toBe(0);
  });

  it('is told only by the sign-up that paid it: a later sign-in, by code or password, answers 0', async () => {
    const first = await api.signUp('told@example.com');
    expect(first.registrationBonus).toBe(200);
    await api.call(
      '/user/V2/modifyUser',
      { uname: 'told2026', password: 'secret123' },
      { token: first.token },
    );
    const byPassword = await api.call('/login/V2/mobileOrNameToLogin', {
      name: 'told2026',
      password: 'secret123',
    });
    expect(byPassword.body.result).toMatchObject({
      newUser: false,
      registrationBonus: 0,
      user: { gold: 200 },
    });
    await app.database.db.execute(
      sql`update verification_codes set created_at = created_at - interval '1 day' where identifier = 'told@example.com'`,
    );
    const byCode = await api.signUp('told@example.com');
    expect(byCode.uid).toBe(first.uid);
    expect(byCode.registrationBonus).toBe(0);
  });

  it('is claimed by a hash of the address only, the same one the migration wrote for earlier accounts', async () => {
    const [row] = await queryRows<{ hash: string }>(
      app.database.db,
      sql`select encode(sha256(convert_to('email:' || 'old@example.com', 'UTF8')), 'hex') as hash`,
    );
    expect(row?.hash).toBe(addressHash({ kind: 'email', value: 'old@example.com' }));
    const stored = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from registration_bonus_claims where identifier_hash like '%@%'`,
    );
    expect(stored[0]?.n).toBe(0);
  });
});
