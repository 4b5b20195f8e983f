import type { Page } from '@playwright/test';
import { codeFor, expect, test } from './fixtures.ts';

async function openEmailForm(page: Page) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue with email or username' }).click();
  return dialog;
}

test.describe('accounts in the browser, against the real server', () => {
  test('register by email code, 200 gold once, sign out, sign in by password and by username', async ({
    page,
    baseURL,
  }, info) => {
    const email = `fan-${info.project.name}-${Date.now()}@example.com`;
    const username = `Fan${info.project.name}${Date.now() % 100000}`;
    await page.context().addCookies([{ name: 'lang', value: 'en_US', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.locator('.live-status')).toHaveAttribute('data-state', 'connected');

    // Code sign-up: the code comes from the dev outbox, as a developer would read it.
    let dialog = await openEmailForm(page);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await dialog.getByLabel('Verification code').fill(await codeFor(email));
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

    // newUser: the register step asks for a username and the first password.
    await expect(page.getByRole('dialog', { name: 'Finish setting up your account' })).toBeVisible();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('goodpass1');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('.account-menu')).toContainText(username);

    // The token cookie is HttpOnly; the page only sees userInfo.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'token')?.httpOnly).toBe(true);
    const uid = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'userInfo')?.value ?? '{}')).uid;
    const me = await (await page.request.get(`/java/user/info?userId=${uid}`)).json();
    expect(me.result).toMatchObject({ username, email, gold: 200 });
    await page.screenshot({ path: info.outputPath(`signed-in-${info.project.name}.png`) });

    // Sign out, then sign in again by password with the email…
    await page.locator('.account-menu summary, .account-menu button').first().click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    dialog = await openEmailForm(page);
    await dialog
      .getByRole('group', { name: 'How to sign in' })
      .getByRole('button', { name: 'Password' })
      .click();
    await dialog.getByLabel('Email or username').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('goodpass1');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('.account-menu')).toContainText(username);

    // …and by username: the gold was credited once.
    await page.locator('.account-menu summary, .account-menu button').first().click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    dialog = await openEmailForm(page);
    await dialog
      .getByRole('group', { name: 'How to sign in' })
      .getByRole('button', { name: 'Password' })
      .click();
    await dialog.getByLabel('Email or username').fill(username.toLowerCase());
    await dialog.getByLabel('Password', { exact: true }).fill('goodpass1');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('.account-menu')).toContainText(username);
    const again = await (await page.request.get(`/java/user/info?userId=${uid}`)).json();
    expect(again.result.gold).toBe(200);
  });

  test('a revoked session: the server answers 3001 and the browser keeps only the lang and tz cookies', async ({
    page,
    baseURL,
  }) => {
    // Two page loads and a sign-up with password hashing: on a loaded 2-core machine this needs more than 30 s.
    test.setTimeout(60_000);
    const email = `revoked-${Date.now()}@example.com`;
    await page.context().addCookies([
      { name: 'lang', value: 'en_US', url: baseURL ?? '' },
      { name: 'other', value: 'x', url: baseURL ?? '' },
    ]);
    // No page is open while the session is made and revoked: a page hydrating meanwhile would see the
    // userInfo cookie, meet the 3001 itself and race the navigation below.
    const sent = await page.request.post('/java/login/V2/sendEmailcheckCode', {
      data: { mobileOrEmail: email },
    });
    expect((await sent.json()).status).toBe('success');
    const login = await page.request.post('/java/login/V2/getLoginByEmailCheckCode', {
      data: { mobileOrEmail: email, checkCode: await codeFor(email) },
    });
    const { token, user } = (await login.json()).result;
    // Another device signs this session out.
    await page.request.post('/java/login/logout', { headers: { token } });
    const userInfo = encodeURIComponent(JSON.stringify({ uid: user.uid, username: null, avatar: null }));
    await page.context().addCookies([
      { name: 'token', value: token, url: baseURL ?? '', httpOnly: true },
      { name: 'userInfo', value: userInfo, url: baseURL ?? '' },
    ]);
    // The page start asks for user/info and the API client reacts to 3001.
    // (The clean-up navigates at once, so the answer's body is gone: its status says 401.)
    const answer = page.waitForResponse((r) => r.url().includes('/java/user/info'));
    await page.goto('/');
    expect((await answer).status()).toBe(401);
    await page.waitForURL((url) => url.pathname === '/');
    // Hydration, then user/info, then the clean-up: allow a loaded machine more than the default 5 s.
    await expect
      .poll(async () => (await page.context().cookies()).map((c) => c.name).sort(), { timeout: 20_000 })
      .toEqual(['lang', 'tz']);
    // The cookies go just before the clean-up's navigation home starts: let that navigation finish
    // (the home page's live socket connects) so the context is not closed in the middle of it.
    await expect(page.locator('.live-status')).toHaveAttribute('data-state', 'connected', {
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
});
