import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../server/app.ts';
import { startTestApp } from '../support/app.ts';
import { codeIn } from '../support/outbox.ts';

let app: RunningApp;
beforeAll(async () => {
  app = await startTestApp({ adminEmails: ['boss@example.com'] }, { site: true });
});
afterAll(async () => {
  await app.close();
});

async function signUp(email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${app.url}/java${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post('/login/V2/sendEmailcheckCode', { mobileOrEmail: email });
  const login = await post('/login/V2/getLoginByEmailCheckCode', {
    mobileOrEmail: email,
    checkCode: codeIn(app.services.outbox.list(), email),
  });
  return login.result.token as string;
}

const page = (token?: string) =>
  fetch(`${app.url}/admin/outbox`, { headers: { cookie: `lang=en_US${token ? `; token=${token}` : ''}` } });

describe('the dev outbox page is for administrators only (spec section 6: administrators)', () => {
  it('refuses guests and ordinary users with the no-permission page (403)', async () => {
    const guest = await page();
    expect(guest.status).toBe(403);
    expect(await guest.text()).toContain('You have no access to this page');
    const fan = await page(await signUp('fan@example.com'));
    expect(fan.status).toBe(403);
  });

  it('shows an administrator (named in ADMIN_EMAILS) the codes that were delivered', async () => {
    const token = await signUp('boss@example.com');
    const answer = await page(token);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<h1>Dev outbox</h1>');
    const code = codeIn(app.services.outbox.list(), 'fan@example.com') ?? 'missing';
    expect(html).toContain(code);
    expect(html).toContain('fan@example.com');
    // The header is rendered signed in on the server already (no "Sign in" flash before hydration).
    expect(html).toContain('class="account-menu"');
  });
});
