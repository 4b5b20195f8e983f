import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  type MockProvider,
  startMockProvider,
} from '../../server/domains/auth/social/mock-provider.test-support.ts';
import { codeFromOutboxDir } from '../support/outbox.ts';
import { stopProcess, track, waitUntilHealthy } from '../support/processes.ts';
import { expect, test } from './fixtures.ts';

/**
 * Social sign-in in Chromium, the whole redirect round trip: our server (`npm start`) with every
 * provider pointed at a local mock provider that checks state, PKCE and the OAuth 1.0a signatures.
 */
test.describe.configure({ mode: 'serial' });

let mock: MockProvider;
let server: ChildProcess;
let base = '';
let dataDir = '';

test.beforeAll(async () => {
  mock = await startMockProvider();
  dataDir = mkdtempSync(path.join(tmpdir(), 'arena-social-'));
  const port = 3400 + Math.floor(Math.random() * 400);
  base = `http://127.0.0.1:${port}`;
  server = track(
    spawn(process.execPath, ['scripts/start.ts'], {
      cwd: path.join(import.meta.dirname, '..', '..'),
      env: {
        ...process.env,
        ...mock.env(),
        NODE_ENV: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CODE_SENDS_PER_IP_HOUR: '1000',
      },
      stdio: 'ignore',
    }),
  );
  await waitUntilHealthy(`${base}/healthz`, server);
});

// Stopped whether the tests passed or not (a failed start included).
test.afterAll(async () => {
  await stopProcess(server);
  await mock.close();
});

async function startSocial(page: Page, button: string) {
  await page.context().addCookies([{ name: 'lang', value: 'en_US', url: base }]);
  await page.goto(`${base}/mall`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: button }).click();
}

test('Google: out to the provider and back, signed in on the same page, URL cleaned', async ({
  page,
}, info) => {
  mock.signInAs('google', {
    id: `g-${info.project.name}`,
    email: `g-${info.project.name}@example.com`,
    name: 'Gee',
  });
  await startSocial(page, 'Continue with Google');
  // A new account: the register step asks for a username and a first password.
  await expect(page.getByRole('dialog', { name: 'Finish setting up your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(`${base}/mall`);
  await expect(page.locator('.account-menu')).toBeVisible();
  expect(mock.errors).toEqual([]);
});

test('LINE: the return with a bare code completes as LINE', async ({ page }, info) => {
  const name = `LineFan${info.project.name}`;
  mock.signInAs('line', {
    id: `U-${info.project.name}`,
    email: `line-${info.project.name}@example.com`,
    name,
  });
  await startSocial(page, 'Continue with LINE');
  await expect(page.getByRole('dialog', { name: 'Finish setting up your account' })).toBeVisible();
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('linepass1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('.account-menu')).toContainText(name);
  expect(mock.errors).toEqual([]);
});

test('X without an email: 2010, bind an email with a code, then signed in', async ({ page }, info) => {
  const email = `x-${info.project.name}-${Date.now()}@example.com`;
  mock.signInAs('x', { id: `x-${info.project.name}-${Date.now()}`, name: 'Ex' });
  await startSocial(page, 'Continue with X');
  const bind = page.getByRole('dialog', { name: 'Bind an email' });
  await expect(bind).toBeVisible();
  await bind.getByLabel('Email', { exact: true }).fill(email);
  await bind.getByRole('button', { name: 'Get code' }).click();
  await bind.getByLabel('Verification code').fill(await codeFromOutboxDir(dataDir, email));
  await bind.getByRole('button', { name: 'Bind email' }).click();
  await expect(page.getByRole('dialog', { name: 'Finish setting up your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.locator('.account-menu')).toBeVisible();
  // Closing the dialog clears the provider's parameters (just after the sign-in shows).
  await expect(page).not.toHaveURL(/[?&]oauth_token=/);
  expect(mock.errors).toEqual([]);
});

test('older dialog, QQ and WeChat: bind a phone after the first sign-in, straight in the next time', async ({
  page,
}, info) => {
  for (const [provider, button] of [
    ['qq', 'Continue with QQ'],
    ['wechat', 'Continue with WeChat'],
  ] as const) {
    const name = `${provider} fan ${info.project.name}`;
    mock.signInAs(provider, { id: `${provider}-${info.project.name}-${Date.now()}`, name });
    await page.context().addCookies([{ name: 'lang', value: 'en_US', url: base }]);
    // A channel code outside the newer dialog's list gives the older dialog.
    await page.goto(`${base}/mall?channel=partner9`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('checkbox').check();
    await page.screenshot({ path: info.outputPath(`older-dialog-${info.project.name}.png`) });
    await dialog.getByRole('button', { name: button }).click();

    // Back from the provider: no phone is bound yet, so the bind-phone view (modelState 3) opens.
    const bind = page.getByRole('dialog', { name: 'Bind your phone' });
    await expect(bind).toBeVisible();
    await expect(bind).toContainText(`Account: ${name}`);
    await page.screenshot({ path: info.outputPath(`bind-phone-${provider}-${info.project.name}.png`) });
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    const mobile = `139${String(Date.now()).slice(-8)}`;
    await bind.getByLabel('Phone number').fill(mobile);
    await bind.getByRole('button', { name: 'Get code' }).click();
    await bind.getByLabel('Verification code').fill(await codeFromOutboxDir(dataDir, `+86${mobile}`));
    await bind.getByRole('checkbox').check();
    await bind.getByRole('button', { name: 'Bind phone' }).click();
    await expect(bind).toBeHidden();
    await expect(page.locator('.account-menu')).toBeVisible();

    // Signed out, the same account signs in again without binding anything.
    await page.locator('.account-menu summary, .account-menu button').first().click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: button }).click();
    await expect(page.locator('.account-menu')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(mock.errors).toEqual([]);
    await page.locator('.account-menu summary, .account-menu button').first().click();
    await page.getByRole('button', { name: 'Sign out' }).click();
  }
});
