import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  codeFor,
  expect,
  expectFitsScreen,
  hydrated,
  inLanguage,
  newEmail,
  signUpIn,
  test,
} from './fixtures.ts';

/**
 * Section shells and centres (spec sections 2, 6 and 8; issue 12): an id that names nothing is the
 * 404 page; the streamer, creator and channel centres ask guests to sign in and refuse accounts
 * without the role with the no-permission page; all of it in the visitor's language, inside the
 * site, at 1280 and 375 px (the desktop and mobile projects).
 */
const catalog = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '..', '..', 'locales', language, `${namespace}.json`),
      'utf8',
    ),
  ) as Record<string, Record<string, string>>;

/** The words these pages show in `language`. */
function words(language: string) {
  const common = catalog(language, 'common');
  const errors = catalog(language, 'errors') as unknown as Record<string, string>;
  return {
    notFound: errors.notFound ?? '',
    noPermission: errors.noPermission ?? '',
    signInTitle: common.signInRequired?.title ?? '',
    signIn: common.signInRequired?.signIn ?? '',
    backHome: common.errorPage?.backHome ?? '',
  };
}

/**
 * A client-side navigation, as a link of the site makes it (no page links a centre yet): React
 * Router's own router, which every `<Link>` calls.
 */
async function navigateInPage(page: Page, to: string) {
  await page.evaluate((target) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    return router.navigate(target);
  }, to);
}

/** Marks the document: the mark survives client-side navigations only. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

const noindex = (page: Page) =>
  expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

test.describe('id pages', () => {
  for (const [language, prefix, url, dir] of [
    ['en_US', '', '/expert/1', 'ltr'],
    ['ar', '/ar', '/mall/details/1', 'rtl'],
    ['jp', '/jp', '/anchor/1', 'ltr'],
  ] as const) {
    test(`an id that names nothing is the translated 404 page (${language})`, async ({
      page,
      baseURL,
    }, info) => {
      await inLanguage(page.context(), baseURL, language);
      const response = await page.goto(prefix + url);
      expect(response?.status()).toBe(404);
      const t = words(language);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
      await expect(page.getByRole('main').getByRole('link', { name: t.backHome })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${catalog(language, 'pages').notFound?.title} - `));
      await noindex(page);
      await expect(page.getByRole('banner')).toBeVisible();
      await expectFitsScreen(page);
      await page.screenshot({
        path: info.outputPath(`404-${language}-${info.project.name}.png`),
        fullPage: true,
      });
    });
  }

  test('the section without its optional id stays its own page; a client-side visit to an id is the 404 page', async ({
    page,
    baseURL,
  }) => {
    await inLanguage(page.context(), baseURL);
    expect((await page.goto('/mall/details'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product details');
    await hydrated(page);
    await markDocument(page);
    await navigateInPage(page, '/expert/12');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('en_US').notFound);
    await noindex(page);
    expect(await sameDocument(page)).toBe(true);
  });
});

test.describe('centres', () => {
  test('ask a guest to sign in; signed in without the role, the no-permission page', async ({
    page,
    baseURL,
    expectAccessible,
  }, info) => {
    await inLanguage(page.context(), baseURL);
    const t = words('en_US');
    const response = await page.goto('/creatorCenter/progManage');
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInTitle);
    await expect(page).toHaveTitle(`${t.signInTitle} - Arena Live`);
    await noindex(page);
    await expectFitsScreen(page);
    await page.screenshot({
      path: info.outputPath(`sign-in-en_US-${info.project.name}.png`),
      fullPage: true,
    });
    await hydrated(page);
    await expectAccessible('main');

    // The prompt's button opens the login dialog; a new account signs in by email code.
    const email = newEmail('centre');
    await page.getByRole('main').getByRole('button', { name: t.signIn, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue with email or username' }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await dialog.getByLabel('Verification code').fill(await codeFor(email));
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    const register = page.getByRole('dialog', { name: 'Finish setting up your account' });
    await expect(register).toBeVisible();
    await register.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // The page is asked for again, signed in: an account without the creator role is refused.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.noPermission);
    await expect(page).toHaveURL(/\/creatorCenter\/progManage$/);
    await expectFitsScreen(page);
    await expectAccessible('main');
  });

  test('the sign-in prompt and the no-permission page in Arabic, right to left', async ({
    page,
    baseURL,
  }, info) => {
    await inLanguage(page.context(), baseURL, 'ar');
    const t = words('ar');
    expect((await page.goto('/ar/anchorCenter'))?.status()).toBe(401);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInTitle);
    await expect(page.getByRole('main').getByRole('button', { name: t.signIn })).toBeVisible();
    await expectFitsScreen(page);
    await page.screenshot({ path: info.outputPath(`sign-in-ar-${info.project.name}.png`), fullPage: true });

    await signUpIn(page, newEmail('centre-ar'));
    expect((await page.goto('/ar/channel/gold'))?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.noPermission);
    await expect(page).toHaveTitle(new RegExp(`^${catalog('ar', 'pages').noPermission?.title} - `));
    await noindex(page);
    await expectFitsScreen(page);
    await page.screenshot({
      path: info.outputPath(`no-permission-ar-${info.project.name}.png`),
      fullPage: true,
    });
  });

  test('decide client-side navigations too: a guest at once, a signed-in user by the server', async ({
    page,
    baseURL,
  }) => {
    await inLanguage(page.context(), baseURL);
    const t = words('en_US');
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.data(\?|$)/.test(new URL(request.url()).pathname + new URL(request.url()).search))
        dataRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/mall');
    await hydrated(page);
    await markDocument(page);
    await navigateInPage(page, '/anchorCenter/live');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInTitle);
    // The browser knows a guest is a guest: it did not ask the server.
    expect(dataRequests.filter((p) => p.startsWith('/anchorCenter'))).toEqual([]);

    await signUpIn(page, newEmail('centre-spa'));
    await page.goto('/mall');
    await hydrated(page);
    await markDocument(page);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/channel/user'));
    await navigateInPage(page, '/channel/user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.noPermission);
    // The roles are the server's to check: it was asked, and refused.
    expect((await answer).status()).toBe(403);
    expect(await sameDocument(page)).toBe(true);
  });
});
