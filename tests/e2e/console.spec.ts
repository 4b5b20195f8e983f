import {
  expect,
  expectAccessible,
  expectFitsScreen,
  hydrated,
  inLanguage,
  newEmail,
  signUpIn,
  test,
} from './fixtures.ts';
import { catalog, signInAdmin, text } from './staff.ts';

/**
 * The operator console (issue 15), as staff meet it: an administrator (ADMIN_EMAILS in
 * playwright.config.ts) opens /admin, finds a fan who just signed up in /admin/users, opens their
 * page, bans them with a reason and sees it, then finds the ban in the audit log; a plain user gets
 * the no-permission page. In English and Simplified Chinese, at 1280 and 375 px (the desktop and
 * mobile projects), with nothing wider than the screen.
 */
for (const language of ['en_US', 'zh_CN'] as const) {
  const prefix = language === 'en_US' ? '' : `/${language}`;
  /** For addresses, which the server keeps in lower case. */
  const tag = language.toLowerCase();
  const words = catalog(language, 'console');
  const pages = catalog(language, 'pages');
  const t = (key: string) => text(words, key);

  test.describe(`the operator console in ${language}`, () => {
    test('an administrator finds a new fan, bans them, and the audit log shows the ban', async ({
      page,
      baseURL,
    }, info) => {
      const fan = await signUpIn(page, newEmail(`console-fan-${tag}`));
      await page.context().clearCookies();
      await inLanguage(page.context(), baseURL, language);
      await signInAdmin(page);

      // The console's home: the administrator's sections, the review card with its pending counts.
      const home = await page.goto(`${prefix}/admin`);
      expect(home?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(pages, 'consoleHome.title'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const nav = page.getByRole('navigation', { name: t('nav.label') });
      for (const section of ['users', 'review', 'audit', 'outbox']) {
        await expect(nav.getByRole('link', { name: t(`nav.${section}`), exact: true })).toBeVisible();
      }
      await expect(page.getByText(t('home.pending'))).toBeVisible();
      await expectFitsScreen(page);
      await expectAccessible(page, 'main');
      await hydrated(page);

      // Users: find the fan by email, open their page.
      await nav.getByRole('link', { name: t('nav.users'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(pages, 'consoleUsers.title'));
      await page.getByLabel(t('users.query')).fill(fan.email);
      await page.getByRole('button', { name: t('users.search'), exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/users\?q=/);
      const table = page.getByRole('table', { name: t('users.caption') });
      await expect(table.getByRole('row')).toHaveCount(2); // the head and the fan
      await expect(table).toContainText(fan.email);
      await expectFitsScreen(page);
      await expectAccessible(page, 'main');
      await table.getByRole('link', { name: String(fan.uid), exact: true }).click();

      // The fan's page: ban them with a reason; the page shows the ban.
      await expect(page).toHaveURL(new RegExp(`/admin/users/${fan.uid}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${fan.uid}`);
      const account = page.getByRole('region', { name: t('user.account') });
      await expect(account).toContainText(fan.email);
      await expect(account).not.toContainText(t('badge.banned'));
      await page.getByLabel(t('user.ban.reason')).fill('Spamming the chat');
      await page.getByRole('button', { name: t('user.ban.submit'), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t('user.ban.done') })).toBeVisible();
      await expect(account.getByText(t('badge.banned'), { exact: true })).toBeVisible();
      await expect(account).toContainText('Spamming the chat');
      await expect(page.getByRole('button', { name: t('user.unban.submit'), exact: true })).toBeVisible();
      await expectFitsScreen(page);
      await expectAccessible(page, 'main');
      await page.screenshot({ path: info.outputPath(`user-${language}.png`), fullPage: true });

      // The audit log: the ban, by the administrator, on the fan, newest first.
      await nav.getByRole('link', { name: t('nav.audit'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(pages, 'consoleAudit.title'));
      await page.getByLabel(t('audit.subject')).fill(String(fan.uid));
      await page.getByRole('button', { name: t('table.apply'), exact: true }).click();
      const log = page.getByRole('table', { name: t('audit.caption') });
      const ban = log.getByRole('row').filter({ hasText: t('actions.user.ban') });
      await expect(ban).toHaveCount(1);
      await expect(ban).toContainText('ConsoleAdmin');
      await expect(ban.getByRole('link', { name: String(fan.uid), exact: true })).toBeVisible();
      await expect(ban).toContainText('"reason":"Spamming the chat"');
      await expectFitsScreen(page);
      await expectAccessible(page, 'main');
      await page.screenshot({ path: info.outputPath(`audit-${language}.png`), fullPage: true });
    });

    test('a plain user opening the console gets the no-permission page', async ({ page, baseURL }) => {
      await inLanguage(page.context(), baseURL, language);
      await signUpIn(page, newEmail(`console-plain-${tag}`));
      for (const path of ['/admin', '/admin/users', '/admin/audit']) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), path).toBe(403);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          text(catalog(language, 'errors'), 'noPermission'),
        );
      }
      await expectFitsScreen(page);
    });
  });
}
