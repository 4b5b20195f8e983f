import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { encryptPayload } from './payload-keys.ts';

let app: RunningApp;
let api: TestApi;
beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
});
afterAll(async () => {
  await app.close();
});

/** The older variant's calls are POSTs; the tests read the envelope. */
async function call(path: string, body: unknown, lan = 'en_US') {
  return (await api.call(path, body, { lan })).body;
}

describe('older login variant (spec section 5, old form phone rules)', () => {
  it('checks the phone: required, 1 then 3-9 then 9 digits', async () => {
    expect((await call('/login/sendVerificationCode', { mobile: '' })).errorMsg).toBe(
      'Phone number cannot be empty',
    );
    expect((await call('/login/sendVerificationCode', { mobile: '12345678901' })).errorMsg).toBe(
      'Phone number format is wrong',
    );
    expect((await call('/login/sendVerificationCode', { mobile: '' }, 'zh_CN')).errorMsg).toBe(
      '手机号不能为空',
    );
  });

  it('signs up with an SMS code, then signs in with the phone and a password', async () => {
    expect((await call('/login/sendVerificationCode', { mobile: '13912345678' })).status).toBe('success');
    const code = app.services.outbox.list()[0]?.text.match(/\b(\d{6})\b/)?.[1];
    const login = await call('/login/checkCode', { mobile: '13912345678', checkCode: code });
    expect(login.result?.newUser).toBe(true);
    const token = login.result?.token ?? '';
    await fetch(`${app.url}/java/user/V2/modifyUser`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ uname: 'OldForm1', password: 'phonepass1' }),
    });
    const byPassword = await call('/login/mobileandpw', { mobile: '13912345678', password: 'phonepass1' });
    expect(byPassword.status).toBe('success');
    expect(
      (await call('/login/mobileandpw', { mobile: '13912345678', password: 'wrongpass1' })).errorMsg,
    ).toBe('Wrong account or password');
  });
});

describe('system/getPrivateKey: the older clients optional AES payload encryption', () => {
  it('gives each browser a 16-character key and decrypts {data} bodies sent with encrypt: 1', async () => {
    const first = await fetch(`${app.url}/java/system/getPrivateKey`);
    const cookie =
      first.headers
        .getSetCookie()
        .find((c) => c.startsWith('pk='))
        ?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^pk=[\w-]+$/);
    const key = (await first.json()).result as string;
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    // The same browser keeps its key.
    const again = await fetch(`${app.url}/java/system/getPrivateKey`, { headers: { cookie } });
    expect((await again.json()).result).toBe(key);

    const data = encryptPayload(key, JSON.stringify({ mobile: '' }));
    const encrypted = await fetch(`${app.url}/java/login/sendVerificationCode`, {
      method: 'POST',
      headers: { cookie, encrypt: '1', lan: 'en_US', 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    // Decrypted and validated like a plain body: the empty phone is named.
    expect((await encrypted.json()).errorMsg).toBe('Phone number cannot be empty');

    const wrongKey = await fetch(`${app.url}/java/login/sendVerificationCode`, {
      method: 'POST',
      headers: { encrypt: '1', lan: 'en_US', 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    expect(await wrongKey.json()).toMatchObject({
      status: 'fail',
      code: 400,
      errorMsg: 'Invalid parameter: data',
    });
  });
});
