import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectFitsScreen, inLanguage, openSignIn, test } from './fixtures.ts';

/** The legal and brand pages (features/legal), each with its pages.json title in English. */
const PAGES = [
  ['/protocol/service', 'Terms of service'],
  ['/protocol/privacy', 'Privacy policy'],
  ['/protocol/responsibility', 'Disclaimer'],
  ['/protocol/power', 'Permission details'],
  ['/protocol/complaint', 'Complaints'],
  ['/protocol/cooperation', 'Cooperation'],
  ['/about', 'About us'],
  ['/certificate', 'Certificates and licences'],
  ['/download', 'Download the app'],
] as const;

const LANGUAGES = [
  { code: 'en_US', prefix: '', tag: 'en-US', dir: 'ltr' },
  { code: 'ar', prefix: '/ar', tag: 'ar', dir: 'rtl' },
  { code: 'zh_CN', prefix: '/zh_CN', tag: 'zh-CN', dir: 'ltr' },
] as const;

test.describe('legal and brand pages', () => {
  for (const language of LANGUAGES) {
    test(`every page has one h1, dates and sections, and fits the screen in ${language.code}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await inLanguage(context, baseURL, language.code);
      for (const [path, english] of PAGES) {
        const response = await page.goto(language.prefix + path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
        await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        if (language.code === 'en_US') await expect(h1, path).toHaveText(english);
        else await expect(h1, path).not.toHaveText(english);
        const sections = page.locator('.legal__section');
        expect(await sections.count(), path).toBeGreaterThan(0);
        for (const section of await sections.all()) {
          await expect(section.locator('h2')).not.toBeEmpty();
          expect(((await section.textContent()) ?? '').length, path).toBeGreaterThan(40);
        }
        const text = await page.locator('article.legal').textContent();
        expect(text, path).not.toContain('{{');
        // The description of the head is the page's own lead.
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description, path).toBe(await page.locator('.legal__summary').textContent());
        if (path.startsWith('/protocol/')) await expect(page.locator('.legal__dates'), path).not.toBeEmpty();
        await expectFitsScreen(page);
      }
    });
  }

  test('long pages have a table of contents whose anchors reach their sections', async ({
    page,
    context,
    baseURL,
  }) => {
    await inLanguage(context, baseURL);
    await page.goto('/protocol/privacy');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const links = contents.getByRole('link');
    expect(await links.count()).toBe(await page.locator('.legal__section').count());
    await contents.getByRole('link', { name: '3. Cookies we use' }).click();
    await expect(page).toHaveURL(/#cookies$/);
    await expect(page.getByRole('heading', { level: 2, name: '3. Cookies we use' })).toBeInViewport();
    await expect(page.locator('#cookies')).toContainText('“lang”');
  });

  test('are reached from the footer without a reload and pass axe', async ({
    page,
    context,
    baseURL,
    hydrated,
    expectAccessible,
  }) => {
    await inLanguage(context, baseURL);
    await page.goto('/about');
    await hydrated();
    await page.evaluate(() => Object.assign(window, { __spa: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/protocol\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(page.locator('#cookies')).toContainText('“token”');
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    await expectAccessible('article.legal');
    await page.goto('/ar/download');
    await expectAccessible('article.legal');
  });

  test('/download links the brand’s apps; a brand without an APK shows none', async ({
    page,
    context,
    baseURL,
  }) => {
    await inLanguage(context, baseURL);
    await page.goto('/download');
    const apps = page.locator('.legal-apps');
    await expect(apps.getByRole('link', { name: 'Download Arena Live on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.example/arena-ios',
    );
    await expect(apps.getByRole('link', { name: 'Get Arena Live on Google Play' })).toHaveAttribute(
      'href',
      'https://apps.example/arena-android',
    );
    await expect(apps.getByRole('link', { name: 'Download the Arena Live APK for Android' })).toHaveAttribute(
      'href',
      'https://arena.example/download/arena-live.apk',
    );
    // Dragon Score (dragon.localhost reaches the same server): its two store links, no APK.
    const port = new URL(baseURL ?? '').port;
    await page.goto(`http://dragon.localhost:${port}/zh_CN/download`);
    await expect(page.locator('.legal-apps a')).toHaveCount(2);
    await expect(page.locator('.legal-apps a').first()).toHaveAttribute(
      'href',
      'https://apps.example/dragon-ios',
    );
    await expect(page.locator('#apk')).toHaveCount(0);
  });

  test('/certificate names the operator and says "not provided" for what it does not publish', async ({
    page,
    context,
    baseURL,
  }) => {
    await inLanguage(context, baseURL);
    await page.goto('/certificate');
    await expect(page.locator('[data-fact="company"] dd')).toHaveText('Arena Live Media Pte. Ltd.');
    await expect(page.locator('[data-fact="registration"] dd')).toHaveText('202612345K');
    await expect(page.locator('[data-fact="licence"] dd')).toHaveText('Not provided');
  });

  test('an unknown protocol page is the 404 page; /protocol lists the documents', async ({
    page,
    context,
    baseURL,
  }) => {
    await inLanguage(context, baseURL);
    const missing = await page.goto('/protocol/xyz');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    const index = await page.goto('/protocol');
    expect(index?.status()).toBe(200);
    await expect(page.locator('.legal-documents a')).toHaveCount(6);
  });

  test('the sign-up agreement links to the terms and the privacy policy in the page language', async ({
    page,
    context,
    baseURL,
  }) => {
    await inLanguage(context, baseURL, 'ar');
    const auth = JSON.parse(readFileSync(path.join('locales', 'ar', 'auth.json'), 'utf8'));
    await page.goto('/ar/about');
    const dialog = await openSignIn(page, auth.header.signIn);
    await dialog.getByRole('button', { name: auth.chooser.email }).click();
    const agreement = dialog.locator('.auth-agreement');
    await expect(agreement.locator('a[href="/ar/protocol/service"]')).toBeVisible();
    await expect(agreement.locator('a[href="/ar/protocol/privacy"]')).toBeVisible();
  });
});
