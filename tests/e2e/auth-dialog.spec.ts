import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, inLanguage, openSignIn, test } from './fixtures.ts';

/**
 * The login dialog (spec sections 2, 4, 5 and 8). Only what the browser decides is asserted: the
 * few server answers a step needs are given by `page.route`, so the tests do not depend on the
 * accounts API's state.
 */
const catalog = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', 'locales', 'en_US', 'auth.json'), 'utf8'),
) as Record<string, unknown>;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English text of an `auth` key, or the key itself: until `auth` is one of the catalog
 * namespaces the page sends, the translate function shows keys.
 */
function text(key: string, values: Record<string, string | number> = {}): RegExp {
  const english = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
  if (typeof english !== 'string') throw new Error(`auth.json has no ${key}`);
  const filled = english.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  return new RegExp(`^(?:${escapeRegExp(filled)}|${escapeRegExp(key)})$`);
}

/** Exact texts of one language's catalog: `auth`, or `common` for the words every form shares. */
function textIn(language: string, namespace: 'auth' | 'common' = 'auth') {
  const file = path.join(import.meta.dirname, '..', '..', 'locales', language, `${namespace}.json`);
  const own = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return (key: string, values: Record<string, string | number> = {}): RegExp => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], own);
    if (typeof found !== 'string') throw new Error(`${language}/${namespace}.json has no ${key}`);
    const filled = found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
    return new RegExp(`^${escapeRegExp(filled)}$`);
  };
}

const english = (page: Page, baseURL: string | undefined) => inLanguage(page.context(), baseURL);

function dialogOf(page: Page): Locator {
  return page.locator('dialog.auth-dialog');
}

/** Opens the dialog from the header (fixtures.ts). */
async function openFromHeader(page: Page, t: typeof text = text): Promise<Locator> {
  return openSignIn(page, t('header.signIn'));
}

async function openEmailForm(page: Page): Promise<Locator> {
  const dialog = await openFromHeader(page);
  await dialog.getByRole('button', { name: text('chooser.email') }).click();
  await expect(dialog.getByRole('heading', { name: text('title.email') })).toBeVisible();
  return dialog;
}

const envelope = (result: unknown) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ status: 'success', result }),
});

test.describe('login dialog', () => {
  test('opens from the header as a modal labelled by its title, over the page', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/');
    const dialog = await openFromHeader(page);
    await expect(page.getByRole('dialog', { name: text('title.chooser') })).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    for (const key of ['phone', 'email', 'guest']) {
      await expect(dialog.getByRole('button', { name: text(`chooser.${key}`) })).toBeVisible();
    }
    // This server has no social provider configured: none is offered (account-edges.spec.ts shows
    // the configured ones and the channel rules on a server that has some).
    for (const key of ['line', 'google', 'x', 'apple']) {
      await expect(dialog.getByRole('button', { name: text(`chooser.${key}`) })).toHaveCount(0);
    }
    await expectAccessible(page, 'dialog.auth-dialog');

    // "Continue as a guest, which closes the dialog."
    await dialog.getByRole('button', { name: text('chooser.guest') }).click();
    await expect(dialog).toBeHidden();
  });

  // Spec section 5's messages, in English and in Simplified Chinese.
  for (const [language, prefix] of [
    ['en_US', ''],
    ['zh_CN', '/zh_CN'],
  ] as const) {
    test(`shows each validation message and sends nothing the browser refused (${language})`, async ({
      page,
      baseURL,
    }) => {
      const text = textIn(language);
      await page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/java/login/V2/') || request.url().includes('/java/user/V2/'))
          calls.push(request.url());
      });
      await page.goto(`${prefix}/`);
      const dialog = await openFromHeader(page, text);

      await dialog.getByRole('button', { name: text('chooser.email') }).click();
      const email = dialog.getByLabel(text('field.email'));
      const send = dialog.getByRole('button', { name: text('code.send') });

      await send.click();
      await expect(dialog.getByText(text('validation.emailEmpty'))).toBeVisible();
      await expect(email).toBeFocused();

      await email.fill('not-an-email');
      await send.click();
      await expect(dialog.getByText(text('validation.emailFormat'))).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      // Refused by the browser: no countdown, the button still says "Get code".
      await expect(send).toBeEnabled();

      await email.fill('fan@example.com');
      await expect(dialog.getByText(text('validation.emailFormat'))).toBeHidden();
      await dialog.getByRole('button', { name: text('action.signIn') }).click();
      await expect(dialog.getByText(text('validation.codeEmpty'))).toBeVisible();
      await expect(dialog.getByText(text('validation.agreement'))).toBeVisible();
      await expect(dialog.getByLabel(text('field.code'))).toBeFocused();

      await dialog.getByRole('button', { name: text('mode.password') }).click();
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: text('action.signIn') }).click();
      await expect(dialog.getByText(text('validation.passwordEmpty'))).toBeVisible();
      await expect(dialog.getByText(text('validation.agreement'))).toBeHidden();

      // Password display can be toggled.
      const password = dialog.getByLabel(text('field.password'));
      await password.fill('secret');
      await expect(password).toHaveAttribute('type', 'password');
      await dialog.getByRole('button', { name: textIn(language, 'common')('password.show') }).click();
      await expect(password).toHaveAttribute('type', 'text');

      await dialog.getByRole('button', { name: text('action.forgot') }).click();
      await expect(dialog.getByRole('heading', { name: text('title.reset') })).toBeVisible();
      await dialog.getByLabel(text('field.code')).fill('123456');
      await dialog.getByLabel(text('field.newPassword')).fill('abcdefgh');
      await dialog.getByRole('button', { name: text('action.reset') }).click();
      await expect(dialog.getByText(text('validation.passwordPattern'))).toBeVisible();

      expect(calls).toEqual([]);
    });
  }

  test('locks the code button with a 60-second countdown after a code is sent', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.clock.install();
    let sent = 0;
    await page.route('**/java/login/V2/sendEmailcheckCode**', (route) => {
      sent++;
      return route.fulfill(envelope({ cooldownSeconds: 60 }));
    });
    await page.goto('/');
    const dialog = await openEmailForm(page);
    const button = dialog.locator('.auth-code-send');

    // Refused: a malformed email sends nothing and starts no countdown.
    await dialog.getByLabel(text('field.email')).fill('fan@');
    await button.click();
    await expect(dialog.getByText(text('validation.emailFormat'))).toBeVisible();
    await expect(button).toHaveText(text('code.send'));
    expect(sent).toBe(0);

    // Accepted: locked, counting down in seconds, then back to "Get code".
    await dialog.getByLabel(text('field.email')).fill('fan@example.com');
    await button.click();
    await expect(button).toHaveText(text('code.resendIn', { seconds: 60 }));
    await expect(button).toBeDisabled();
    expect(sent).toBe(1);
    await page.clock.runFor(5_000);
    await expect(button).toHaveText(text('code.resendIn', { seconds: 55 }));
    await expect(button).toBeDisabled();
    await page.clock.runFor(56_000);
    await expect(button).toHaveText(text('code.send'));
    await expect(button).toBeEnabled();
  });

  test('a new user goes on to the register step; Skip closes; Sign out signs out', async ({
    page,
    baseURL,
  }) => {
    await english(page, baseURL);
    await page.route('**/java/login/V2/getLoginByEmailCheckCode**', (route) =>
      route.fulfill(envelope({ token: 't', user: { uid: 9, username: null, avatar: null }, newUser: true })),
    );
    await page.route('**/java/login/logout**', (route) => route.fulfill(envelope(true)));
    await page.goto('/');
    const dialog = await openEmailForm(page);
    await dialog.getByLabel(text('field.email')).fill('new@example.com');
    await dialog.getByLabel(text('field.code')).fill('123456');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: text('action.signIn') }).click();

    await expect(page.getByRole('dialog', { name: text('title.register') })).toBeVisible();
    await dialog.getByLabel(text('field.username')).fill('fan_1');
    await dialog.getByLabel(text('field.password')).fill('abc');
    await dialog.getByRole('button', { name: text('action.register') }).click();
    await expect(dialog.getByText(text('validation.usernamePattern'))).toBeVisible();
    await expect(dialog.getByText(text('validation.passwordPattern'))).toBeVisible();

    await dialog.getByRole('button', { name: text('action.skip') }).click();
    await expect(dialog).toBeHidden();
    const banner = page.getByRole('banner');
    const menu = banner.locator('.account-menu__button');
    await expect(menu).toHaveAccessibleName(text('header.fallbackName', { uid: 9 }));

    await menu.click();
    await banner.getByRole('button', { name: text('header.signOut') }).click();
    await expect(banner.getByRole('button', { name: text('header.signIn') })).toBeVisible();
  });

  test('a failed social return is explained in the dialog; Escape closes it and clears code and state', async ({
    page,
    baseURL,
  }) => {
    await english(page, baseURL);
    let asked: URL | undefined;
    await page.route('**/java/login/V2/getLoginInfo**', (route) => {
      asked = new URL(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'fail',
          code: 400,
          errorMsg: 'The sign-in link has expired',
          msg: '',
        }),
      });
    });
    await page.goto('/?code=abc&state=xyz&keep=1');
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('The sign-in link has expired');
    // "Any other code means LINE" (type 5).
    expect(asked?.searchParams.get('type')).toBe('5');
    expect(asked?.searchParams.get('code')).toBe('abc');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/\?keep=1$/);
  });
  // fifa48's hidden providers are shown on a server with providers configured (account-edges.spec.ts).
  test('channel codes choose the dialog: other channels get the older one', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/?channel=fifa48');
    let dialog = await openFromHeader(page);
    await expect(page.getByRole('dialog', { name: text('title.chooser') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The code is remembered in localStorage `channelCode`; a new ?channel= replaces it.
    await page.goto('/?channel=partner7');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('channelCode'))).toBe('partner7');
    await page.goto('/');
    dialog = await openFromHeader(page);
    await expect(page.getByRole('dialog', { name: text('title.oldLogin') })).toBeVisible();
    const phone = dialog.getByLabel(text('field.phone'));
    await expect(phone).toHaveAttribute('maxlength', '11');

    await dialog.getByRole('button', { name: text('code.send') }).click();
    await expect(dialog.getByText(text('validation.phoneEmpty'))).toBeVisible();
    await phone.fill('12345678901');
    await dialog.getByRole('button', { name: text('code.send') }).click();
    await expect(dialog.getByText(text('validation.phoneFormat'))).toBeVisible();

    await phone.fill('13812345678');
    await dialog.getByRole('button', { name: text('oldTab.password') }).click();
    await dialog.getByRole('button', { name: text('action.signIn') }).click();
    await expect(dialog.getByText(text('validation.passwordEmpty'))).toBeVisible();
    await expect(dialog.getByText(text('validation.agreement'))).toBeVisible();

    await dialog.getByRole('button', { name: text('action.forgot') }).click();
    await expect(page.getByRole('dialog', { name: text('title.oldForgot') })).toBeVisible();
    await dialog.getByLabel(text('field.phone')).fill('13812345678');
    await dialog.getByLabel(text('field.code')).fill('123456');
    await dialog.getByLabel(text('field.newPassword')).fill('12345678');
    await dialog.getByRole('button', { name: text('action.confirm') }).click();
    await expect(dialog.getByText(text('validation.passwordPattern'))).toBeVisible();
  });
});
