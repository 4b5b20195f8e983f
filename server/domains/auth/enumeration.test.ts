import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { users } from '../users/schema.ts';
import { kdf } from './password.ts';

/** Issue 11, "account enumeration": no answer tells whether an address or account exists. */
let app: RunningApp;
let api: TestApi;
beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
});
afterAll(async () => {
  await app.close();
});

describe('binding an address', () => {
  it('checks the code before saying the address is taken', async () => {
    // Registered earlier (not through this test's own code sends: a send waits 60 s per address).
    await app.database.db.insert(users).values({ email: 'taken@example.com' });
    const me = await api.signUp('binder@example.com');
    // No code for that address, or a wrong one: the answer is about the code, never "already bound".
    const noCode = await api.call(
      '/user/bindEmail',
      { email: 'taken@example.com', checkCode: '000000' },
      {
        token: me.token,
      },
    );
    expect(noCode.body.errorMsg).not.toMatch(/bound|registered|taken|already/i);
    await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: 'taken@example.com' });
    const right = api.lastCode('taken@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    const wrongCode = await api.call(
      '/user/bindEmail',
      { email: 'taken@example.com', checkCode: wrong },
      {
        token: me.token,
      },
    );
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errorMsg).not.toMatch(/bound|registered|taken|already/i);
    // Only who proves they own the address learns that it belongs to another account.
    const proven = await api.call(
      '/user/bindEmail',
      { email: 'taken@example.com', checkCode: right },
      {
        token: me.token,
      },
    );
    expect(proven.status).toBe(409);
  });
});

describe('a failed password sign-in', () => {
  it('costs the same key derivation whether or not the account exists', async () => {
    const known = await api.signUp('pw-known@example.com');
    await api.call(
      '/user/V2/modifyUser',
      { uname: 'pwknown', password: 'correcthorse1' },
      { token: known.token },
    );
    const derive = vi.spyOn(kdf, 'derive');
    try {
      // Warm: the decoy hash is made once per process.
      await api.call('/login/V2/mobileOrNameToLogin', { name: 'nobodyatall', password: 'whatever12' });
      derive.mockClear();
      const unknown = await api.call('/login/V2/mobileOrNameToLogin', {
        name: 'nobodyhere',
        password: 'whatever12',
      });
      const unknownWork = derive.mock.calls.length;
      derive.mockClear();
      const wrong = await api.call('/login/V2/mobileOrNameToLogin', {
        name: 'pwknown',
        password: 'wrongpassword1',
      });
      const wrongWork = derive.mock.calls.length;
      expect(unknown.body.errorMsg).toBe(wrong.body.errorMsg);
      expect(unknownWork).toBe(1);
      expect(wrongWork).toBe(1);
    } finally {
      derive.mockRestore();
    }
  });
});
