import type { Page } from '@playwright/test';
import { expect, inLanguage, test } from './fixtures.ts';

const NAV = [
  ['Match', '/match', 'Matches'],
  ['News', '/news/all', 'News'],
  ['Video', '/videos/videoList', 'Video list'],
  ['Tips', '/expert', 'Tips'],
  ['Data', '/live/data', 'Live data'],
  ['League', '/leagueLibrary', 'Leagues'],
  ['Team', '/squadLibrary', 'Teams'],
  ['Player', '/playerLibrary', 'Players'],
  ['Tipster', '/expert/allExperts', 'All experts'],
  ['Download', '/download', 'Download the app'],
  ['Home', '/', 'Live scores, live streams and esports data'],
] as const;

const english = (page: Page, baseURL: string | undefined) => inLanguage(page.context(), baseURL);

test.describe('site shell', () => {
  test('the main navigation reaches every section without a full reload', async ({ page, baseURL }, info) => {
    test.setTimeout(90_000);
    await english(page, baseURL);
    await page.goto('/');
    await expect(page.locator('.live-status')).toHaveText('Live updates on');
    // A marker on window survives client-side navigations only.
    await page.evaluate(() => Object.assign(window, { __spa: true }));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [label, path, heading] of NAV) {
      // A phone lists the sections in the header's menu, a desktop those that did not fit its bar
      // (tests/e2e/navigation.spec.ts).
      const link = nav.getByRole('link', { name: label, exact: true });
      if (!(await link.isVisible()))
        await nav.getByRole('button', { name: info.project.name === 'mobile' ? 'Menu' : 'More' }).click();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Marked where it is shown (the bar, or the menu when it left the bar), and no other section.
      await expect(nav.locator(`a[href="${path}"][aria-current="page"]`)).not.toHaveCount(0);
      await expect(nav.locator(`[aria-current]:not([href="${path}"])`)).toHaveCount(0);
    }
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  });

  test('resets the scroll position to the top on every navigation', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('switches language on the same page, keeps it in the cookie, and mirrors Arabic', async ({
    page,
    baseURL,
  }, info) => {
    await english(page, baseURL);
    await page.goto('/mall');
    await page.locator('.lang-switch summary').click();
    await page.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/jp\/mall$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Mall');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('jp');
    // Links inside the Japanese site keep the prefix.
    await expect(page.locator('.site-nav__bar a[href="/jp/match"]')).toHaveCount(1);

    await page.locator('.lang-switch summary').click();
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/mall$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const brand = await page.locator('.site-header__brand').boundingBox();
    expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeGreaterThan((page.viewportSize()?.width ?? 0) / 2);
    await page.screenshot({ path: info.outputPath(`mall-ar-${info.project.name}.png`), fullPage: true });

    // Back to the default language: no prefix, and the cookie follows.
    await page.locator('.lang-switch summary').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/mall$/);
    expect(new URL(page.url()).pathname).toBe('/mall');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en_US');
  });

  test('theater mode toggles from the header and is kept in the client store', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/live/1');
    const toggle = page.getByRole('button', { name: 'Theater mode' });
    await toggle.click();
    await expect(page.locator('.app')).toHaveAttribute('data-theater', 'true');
    await page.getByRole('button', { name: 'Exit theater mode' }).click();
    await expect(page.locator('.app')).not.toHaveAttribute('data-theater', 'true');
  });

  test('pages in zh_CN and jp look right (screenshots)', async ({ page }, info) => {
    for (const [lang, path] of [
      ['zh_CN', '/zh_CN/match/soccer'],
      ['jp', '/jp/protocol/privacy'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'jp' ? 'ja' : 'zh-CN');
      await page.screenshot({ path: info.outputPath(`${lang}-${info.project.name}.png`), fullPage: true });
    }
  });

  test("long game names in the footer's narrow columns wrap whole words, CJK ones too", async ({
    page,
  }, info) => {
    await page.goto('/jp/match');
    const games = page.locator('.site-footer__games');
    const link = games.getByRole('link', { name: 'リーグ・オブ・レジェンド' });
    await expect(link).toBeVisible();
    // Japanese words stay whole (broken at the dots only when the column is too narrow) ...
    await expect(link).toHaveCSS('word-break', 'keep-all');
    await expect(link).toHaveCSS('overflow-wrap', 'anywhere');
    // ... and no name runs out of its column, in Japanese or in a long Latin language.
    for (const path of ['/jp/match', '/de/match']) {
      await page.goto(path);
      const spill = await games.locator('li').evaluateAll((items) =>
        items
          .filter((item) => {
            const link = item.querySelector('a');
            if (!link) return false;
            const cell = item.getBoundingClientRect();
            const text = link.getBoundingClientRect();
            return (
              text.right > cell.right + 0.5 ||
              text.left < cell.left - 0.5 ||
              link.scrollWidth > item.clientWidth + 0.5
            );
          })
          .map((item) => item.textContent),
      );
      expect(spill, path).toEqual([]);
    }
    await page.goto('/jp/match');
    await games.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`footer-jp-${info.project.name}.png`) });
  });

  test('headings keep their words whole in Japanese and Korean, on a phone too ("eスポーツ")', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const [path, word] of [
      ['/jp', 'eスポーツ'],
      ['/ko', 'e스포츠'],
    ] as const) {
      await page.goto(path);
      const heading = page.locator('main h1').first();
      // The characters of the word sit on one line: none of them starts a new one.
      const lines = await heading.evaluate((h1, word) => {
        const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(word) ?? -1;
          if (at < 0) continue;
          const tops = new Set<number>();
          for (let i = at; i < at + word.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            tops.add(Math.round(range.getBoundingClientRect().top));
          }
          return tops.size;
        }
        return 0;
      }, word);
      expect(lines, `${path}: "${word}" found, on one line`).toBe(1);
    }
  });

  // The home page has its own check (home.spec.ts); this one is a section's shell page.
  test('axe finds no violations on a section page', async ({ page, baseURL, expectAccessible }) => {
    await english(page, baseURL);
    await page.goto('/news/all');
    await expect(page.locator('.live-status')).toHaveText('Live updates on');
    await expectAccessible();
  });
});
