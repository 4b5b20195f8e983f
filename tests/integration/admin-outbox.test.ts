import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../server/app.ts';
import { type TestApi, testApi } from '../support/api.ts';
import { startTestApp } from '../support/app.ts';
import { codeIn } from '../support/outbox.ts';

let app: RunningApp;
let api: TestApi;
beforeAll(async () => {
  app = await startTestApp({}, { site: true });
  api = testApi(app);
});
afterAll(async () => {
  await app.close();
});

const page = (token?: string) =>
  fetch(`${app.url}/admin/outbox`, { headers: { cookie: `lang=en_US${token ? `; token=${token}` : ''}` } });

describe('the dev outbox page is for administrators only (spec section 6: administrators)', () => {
  it('asks guests to sign in (401) and refuses ordinary users with the no-permission page (403)', async () => {
    const guest = await page();
    expect(guest.status).toBe(401);
    expect(await guest.text()).toContain('Sign in to open this page');
    const fan = await page((await api.signUp('fan@example.com')).token);
    expect(fan.status).toBe(403);
    expect(await fan.text()).toContain('You have no access to this page');
  });

  it('shows an administrator (named in ADMIN_EMAILS) the codes that were delivered', async () => {
    const answer = await page((await api.asAdmin()).token);
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
