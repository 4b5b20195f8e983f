import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, newEmail, signUpIn, test } from './fixtures.ts';

/**
 * The user centre (/userInfo/*) against the real server: guests get the sign-in prompt and nothing
 * private is asked for; a user signed up through the API sees the 200 gold bonus, edits the
 * signature, uploads an avatar, reads the wallet, changes the password and cancels the account.
 */
/** The English catalogs of the user centre's screens: its own (`users`) and the wallet's. */
const catalogs = Object.fromEntries(
  ['users', 'wallet'].map((ns) => [
    ns,
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, '..', '..', 'locales', 'en_US', `${ns}.json`), 'utf8'),
    ) as Record<string, unknown>,
  ]),
);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English text of `key` (`wallet:types.registration_bonus`; without a namespace, `users`). */
function english(key: string, values: Record<string, string | number> = {}): string {
  const [ns, keyName] = key.includes(':') ? (key.split(':') as [string, string]) : ['users', key];
  const found = keyName
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogs[ns]);
  if (typeof found !== 'string') throw new Error(`${ns}.json has no ${keyName}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/**
 * The English text of a key, as a pattern: the whole text, or with `exact: false` inside a longer
 * one. A raw key never matches: every namespace of these screens is sent with the page.
 */
function text(
  key: string,
  options: { exact?: boolean; values?: Record<string, string | number> } = {},
): RegExp {
  const escaped = escapeRegExp(english(key, options.values));
  return new RegExp(options.exact === false ? escaped : `^${escaped}$`);
}

async function inEnglish(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'lang', value: 'en_US', url: baseURL ?? '' }]);
}

/** Signs a new email up through the API; the page's context keeps the session cookies it sets. */
const signUp = (page: Page, label: string) => signUpIn(page, newEmail(label));

/** The page has hydrated once the live badge is connected (React runs and the socket is open). */
async function hydrated(page: Page) {
  await expect(page.locator('.live-status')).toHaveAttribute('data-state', 'connected');
}

/** No WCAG A/AA violation in the user centre, and nothing wider than the screen (375 px on the phone). */
async function expectAccessibleAndFitting(page: Page) {
  const axe = await new AxeBuilder({ page })
    .include('.user-centre')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const PRIVATE_CALLS = /\/java\/user\/(info|userGold|walletRecords|modifyUser|avatar)\b/;

test.describe('user centre', () => {
  test('a guest keeps the heading, gets the sign-in prompt, and nothing private is asked for', async ({
    page,
    baseURL,
  }) => {
    await inEnglish(page, baseURL);
    const privateCalls: string[] = [];
    page.on('request', (request) => {
      if (PRIVATE_CALLS.test(request.url())) privateCalls.push(request.url());
    });
    const response = await page.goto('/userInfo/info');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Profile - /);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: text('guest.title') })).toBeVisible();
    const nav = page.getByRole('navigation', { name: text('menu.label') });
    await expect(nav.getByRole('link', { name: text('menu.info') })).toHaveAttribute('aria-current', 'page');
    await hydrated(page);
    await expectAccessibleAndFitting(page);

    // The prompt's button opens the login dialog.
    await page
      .getByRole('main')
      .getByRole('button', { name: text('guest.signIn') })
      .click();
    await expect(page.locator('dialog.auth-dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // A client-side navigation through the menu keeps the guest a guest.
    await nav.getByRole('link', { name: text('menu.water') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coin and diamond details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: text('guest.title') })).toBeVisible();
    await expect(nav.getByRole('link', { name: text('menu.water') })).toHaveAttribute('aria-current', 'page');
    expect(privateCalls).toEqual([]);
  });

  test('the account menu lists the user area on its own page', async ({ page, baseURL }) => {
    await inEnglish(page, baseURL);
    await page.goto('/userInfo/components/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Account menu' })).toBeVisible();
    const links = page.getByRole('main').getByRole('navigation').getByRole('link');
    // The eleven pages of spec section 2's user area, the invitation record and feedback.
    await expect(links).toHaveCount(13);
    await expect(links.first()).toHaveAttribute('href', '/userInfo/info');
    await expect(page.getByRole('main').getByRole('link', { name: 'Invitation record' })).toHaveAttribute(
      'href',
      '/userInfo/invite',
    );
  });

  test('a new user: 200 gold, signature, avatar, and the registration bonus in the details', async ({
    page,
    baseURL,
  }, info) => {
    await inEnglish(page, baseURL);
    const { uid, email } = await signUp(page, `centre-${info.project.name}`);
    const accountCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/java\/user\/info\b/.test(request.url())) accountCalls.push(request.url());
    });
    await page.goto('/userInfo/info');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    // Balances and details come from the API once the page runs.
    const balances = page.getByRole('region', { name: text('profile.balances') });
    await expect(balances.locator('.user-balance--gold dd')).toHaveText('200');
    await expect(balances.locator('.user-balance--diamond dd')).toHaveText('0');
    const details = page.getByRole('region', { name: text('profile.heading') });
    await expect(details).toContainText(String(uid));
    // The email is masked: its local part is never shown whole.
    const [local = '', domain = ''] = email.split('@');
    await expect(details).toContainText(`${local.slice(0, 1)}***${local.slice(-1)}@${domain}`);
    await expect(details).not.toContainText(local);
    // The page start (spec: user/info "at every page start") and the profile share one request.
    expect(accountCalls).toHaveLength(1);

    // Signature: saved, shown again after a reload, and what the API says.
    const signature = page.getByLabel(text('signature.label'));
    await signature.fill('  Hello from the user centre  ');
    await page.getByRole('button', { name: text('signature.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: text('signature.saved') })).toBeVisible();
    await expect(signature).toHaveValue('Hello from the user centre');
    const me = await (await page.request.get(`/java/user/info?userId=${uid}`)).json();
    expect(me.result.signature).toBe('Hello from the user centre');

    // Avatar: the browser refuses what is not JPG or PNG before any upload…
    const avatarInput = page.getByLabel(text('avatar.change'));
    await avatarInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByRole('alert').filter({ hasText: text('avatar.wrongType') })).toBeVisible();

    // …and a real PNG is uploaded, shown, and reaches the header through the client store.
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 15, g: 108, b: 219 } },
    })
      .png()
      .toBuffer();
    const uploaded = page.waitForResponse((r) => r.url().includes('/java/user/avatar'));
    await avatarInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    expect((await (await uploaded).json()).status).toBe('success');
    await expect(page.getByRole('status').filter({ hasText: text('avatar.saved') })).toBeVisible();
    const avatar = page.getByRole('img', { name: text('avatar.alt') });
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.webp$/);
    await expect(page.locator('img.account-menu__avatar')).toHaveAttribute('src', /^\/uploads\/avatars\//);
    const avatarSrc = await avatar.getAttribute('src');
    expect((await page.request.get(avatarSrc ?? '')).status()).toBe(200);
    await page.screenshot({ path: info.outputPath(`profile-${info.project.name}.png`), fullPage: true });
    await expectAccessibleAndFitting(page);

    // Coin and diamond details: the registration bonus, with its sign.
    await page.goto('/userInfo/water');
    const row = page
      .getByRole('row')
      .filter({ hasText: text('wallet:types.registration_bonus', { exact: false }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText('+200');
    await expect(row.getByRole('cell').nth(3)).toHaveText('200');
    await page.getByRole('button', { name: text('wallet:diamond') }).click();
    await expect(page.getByText(text('wallet:empty.diamond'))).toBeVisible();
    await page.screenshot({ path: info.outputPath(`water-${info.project.name}.png`), fullPage: true });
    await expectAccessibleAndFitting(page);

    // Arabic mirrors, and the table scrolls inside the page rather than widening it.
    await page.goto('/ar/userInfo/water');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.user-table tbody tr')).toHaveCount(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`water-ar-${info.project.name}.png`) });
  });

  test('security centre: change the password, then cancel the account', async ({ page, baseURL }, info) => {
    await inEnglish(page, baseURL);
    const { uid, email } = await signUp(page, `security-${info.project.name}`);
    await page.goto('/userInfo/setting');
    await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible();

    // The new password follows the spec's rule; an account signed up by code has no current one.
    const passwordForm = page.getByRole('region', { name: text('security.password.heading') });
    await expect(passwordForm).toBeVisible();
    await expectAccessibleAndFitting(page);
    await passwordForm.getByLabel(text('security.password.new')).fill('short');
    await passwordForm.getByRole('button', { name: text('security.password.submit') }).click();
    await expect(passwordForm.getByLabel(text('security.password.new'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await passwordForm.getByLabel(text('security.password.new')).fill('newpass123');
    await passwordForm.getByRole('button', { name: text('security.password.submit') }).click();
    await expect(passwordForm.getByRole('status')).toHaveText(text('security.password.done'));
    const byPassword = await page.request.post('/java/login/V2/mobileOrNameToLogin', {
      data: { mobileOrEmail: email, password: 'newpass123' },
    });
    expect((await byPassword.json()).status).toBe('success');

    // Cancellation explains itself in a dialog first; keeping the account changes nothing.
    const cancelRegion = page.getByRole('region', { name: text('security.cancel.heading') });
    await cancelRegion.getByRole('button', { name: text('security.cancel.open') }).click();
    const dialog = page.getByRole('dialog', { name: text('security.cancel.dialogTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text('security.cancel.balance', { exact: false }));
    await dialog.getByRole('button', { name: text('security.cancel.keep') }).click();
    await expect(dialog).toBeHidden();

    await cancelRegion.getByRole('button', { name: text('security.cancel.open') }).click();
    await dialog.getByRole('button', { name: text('security.cancel.confirm') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(async () =>
        (await page.context().cookies()).map((c) => c.name).filter((n) => n !== 'lang' && n !== 'tz'),
      )
      .toEqual([]);
    const again = await page.request.post('/java/login/V2/mobileOrNameToLogin', {
      data: { mobileOrEmail: email, password: 'newpass123' },
    });
    expect((await again.json()).status).toBe('fail');
    expect((await page.request.get(`/java/user/info?userId=${uid}`)).status()).toBe(404);
  });

  test('VIP: a guest who presses Activate VIP is asked to sign in', async ({ page, baseURL }) => {
    await inEnglish(page, baseURL);
    await page.goto('/userInfo/vip');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
    await expect(page.getByRole('heading', { name: text('vip.svipTitle') })).toBeVisible();
    await hydrated(page);
    await expectAccessibleAndFitting(page);
    await page.getByRole('button', { name: text('vip.activate') }).click();
    await expect(page.locator('dialog.auth-dialog')).toBeVisible();
    await expect(page.locator('.toast__message').filter({ hasText: text('vip.loginFirst') })).toBeVisible();
  });

  test('VIP: a signed-in user is told purchase is not open yet, and nothing is charged', async ({
    page,
    baseURL,
  }, info) => {
    await inEnglish(page, baseURL);
    await signUp(page, `vip-${info.project.name}`);
    await page.goto('/userInfo/vip');
    await expect(page.getByText(text('vip.statusNone'))).toBeVisible();
    await page.getByRole('button', { name: text('vip.activate') }).click();
    await expect(page.getByText(text('vip.purchaseLater'))).toBeVisible();
    await expect(page.locator('dialog.auth-dialog')).toBeHidden();
    const gold = await (await page.request.get('/java/user/userGold')).json();
    expect(gold.result).toEqual({ gold: 200, diamond: 0 });
  });
});
