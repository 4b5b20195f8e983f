import type { Locator, Page } from '@playwright/test';
import { MAIN_NAV } from '../../app/shell/navigation.ts';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { expect, expectFitsScreen, hydrated, inLanguage, test } from './fixtures.ts';

const prefixOf = (code: string) => (code === 'en_US' ? '' : `/${code}`);

/** The box of `locator` lies wholly inside the box of `within` (and inside the screen). */
async function expectInside(page: Page, locator: Locator, within: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const outer = await within.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'laid out').not.toBeNull();
  expect(outer, 'laid out').not.toBeNull();
  if (!box || !outer) return;
  expect(box.x).toBeGreaterThanOrEqual(Math.max(outer.x, 0) - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(Math.min(outer.x + outer.width, width) + 0.5);
  expect(box.y).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

/**
 * Every section of the main navigation is either wholly visible in the bar, or listed in the menu
 * the header's menu button opens (all of them on a phone, the ones that did not fit on a desktop).
 */
async function expectEveryItemReachable(page: Page, prefix: string): Promise<void> {
  const nav = page.locator('.site-nav');
  const bar = nav.locator('.site-nav__bar');
  const toggle = nav.locator('.site-nav__toggle');
  const inMenu: string[] = [];
  for (const item of MAIN_NAV) {
    const href = item.href === '/' ? prefix || '/' : `${prefix}${item.href}`;
    const inBar = bar.locator(`a[href="${href}"]`);
    if (await inBar.isVisible()) await expectInside(page, inBar, bar);
    else inMenu.push(href);
  }
  if (inMenu.length === 0) {
    await expect(toggle).toBeHidden();
    return;
  }
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = nav.locator('.site-nav__panel');
  for (const href of inMenu) {
    const link = panel.locator(`a[href="${href}"]`);
    await expect(link).toBeVisible();
    await expectInside(page, link, page.locator('body'));
  }
  // The menu lists only what the bar does not show.
  await expect(panel.getByRole('link')).toHaveCount(inMenu.length);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test.describe('header navigation in every language', () => {
  for (const language of LANGUAGES) {
    test(`${language.code}: every section is reachable, one header row, nothing wider than the screen`, async ({
      page,
      baseURL,
    }, info) => {
      test.setTimeout(60_000);
      await inLanguage(page.context(), baseURL, language.code);
      const prefix = prefixOf(language.code);
      await page.goto(prefix || '/');
      await hydrated(page);
      // The desktop's bar is measured once hydrated (a phone has no bar: every section is in the menu).
      if (info.project.name !== 'mobile')
        await expect(page.locator('.site-nav')).toHaveAttribute('data-measured', 'true');
      await expectEveryItemReachable(page, prefix);
      // One compact row: the header is no taller than its tools.
      const header = await page.locator('.site-header').boundingBox();
      expect(header?.height ?? 0).toBeLessThanOrEqual(info.project.name === 'mobile' ? 52 : 60);
      await expectFitsScreen(page);

      await page.goto(`${prefix}/match`);
      await hydrated(page);
      await expectFitsScreen(page);
      const match = await page.locator('a.match-row__link').first().getAttribute('href');
      expect(match).toBeTruthy();
      await page.goto(match ?? '/');
      await hydrated(page);
      await expectFitsScreen(page);
    });
  }
});

test.describe('header menu', () => {
  test('the menu button opens the sections, Escape closes it and gives the focus back', async ({
    page,
    baseURL,
  }, info) => {
    const mobile = info.project.name === 'mobile';
    // German does not fit its sections into a 1280 px bar: the desktop has a "More" menu.
    await inLanguage(page.context(), baseURL, 'de');
    await page.goto('/de/match');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const toggle = nav.getByRole('button', { name: mobile ? 'Menü' : 'Mehr' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    // A phone lists every section; the desktop the ones the bar could not show.
    if (mobile) await expect(panel.getByRole('link')).toHaveCount(MAIN_NAV.length);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // A press elsewhere closes it; a section of the menu navigates and closes it.
    await toggle.click();
    await expect(panel).toBeVisible();
    await page.locator('.live-status').click();
    await expect(panel).toBeHidden();
    await toggle.click();
    await panel.getByRole('link', { name: 'Herunterladen' }).click();
    await expect(page).toHaveURL(/\/de\/download$/);
    await expect(panel).toBeHidden();
    // The page shown is in the menu: its button says so.
    if (!mobile) await expect(toggle).toHaveAttribute('data-current', 'true');
  });

  // A desktop's bar in both projects (the phone shows the menu button only).
  test('the sections that fit stay where the server put them (no jump on load)', async ({
    browser,
    baseURL,
  }) => {
    const positions = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await page.goto('/de/match');
      if (javaScriptEnabled) {
        await hydrated(page);
        await expect(page.locator('.site-nav')).toHaveAttribute('data-measured', 'true');
      }
      const boxes = await page
        .locator('.site-nav__bar li:not([data-out])')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().x)));
      await context.close();
      return boxes;
    };
    const measured = await positions(true);
    const served = await positions(false);
    expect(measured.length).toBeGreaterThan(3);
    expect(measured.length).toBeLessThan(MAIN_NAV.length);
    expect(served.slice(0, measured.length)).toEqual(measured);
  });

  test('mirrors in Arabic: the menu button and the "More" menu sit on the mirrored side', async ({
    page,
  }, info) => {
    await page.goto('/ar');
    await hydrated(page);
    const width = page.viewportSize()?.width ?? 0;
    const toggle = page.locator('.site-nav__toggle');
    const box = await toggle.boundingBox();
    const brand = await page.locator('.site-header__brand').boundingBox();
    if (info.project.name === 'mobile') {
      // The menu button comes first: at the right edge, before the logo.
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(width - 60);
    } else {
      expect(box?.x ?? width).toBeLessThan(brand?.x ?? 0);
    }
    await toggle.click();
    const panel = page.locator('.site-nav__panel');
    await expect(panel).toBeVisible();
    const panelBox = await panel.boundingBox();
    expect((panelBox?.x ?? -1) >= 0 && (panelBox?.x ?? 0) + (panelBox?.width ?? 0) <= width).toBe(true);
  });

  test('theater mode keeps the navigation', async ({ page, baseURL }) => {
    await inLanguage(page.context(), baseURL);
    await page.goto('/live/1');
    await hydrated(page);
    await page.getByRole('button', { name: 'Theater mode' }).click();
    await expect(page.locator('.app')).toHaveAttribute('data-theater', 'true');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expectEveryItemReachable(page, '');
  });
});

test.describe('header menu: current section and "More"', () => {
  test('one section is current: "Tipster" on /expert/allExperts, not "Tips" as well', async ({
    page,
    baseURL,
  }, info) => {
    await inLanguage(page.context(), baseURL);
    await page.goto('/expert/allExperts');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // Where it is shown: the phone's menu; on a desktop the bar, or the "More" menu (marked as
    // holding the current section) when the machine's fonts leave Tipster no room in the bar.
    const openMenu = async () => {
      if (info.project.name === 'mobile') {
        await nav.getByRole('button', { name: 'Menu' }).click();
        return;
      }
      await expect(page.locator('.site-nav')).toHaveAttribute('data-measured', 'true');
      const more = nav.getByRole('button', { name: 'More' });
      if (
        !(await nav.locator('.site-nav__bar a[aria-current]:visible').count()) &&
        (await more.isVisible())
      ) {
        await expect(more).toHaveAttribute('data-current', 'true');
        await more.click();
      }
    };
    await openMenu();
    const current = nav.locator('[aria-current]:visible');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('Tipster');
    await expect(current).toHaveAttribute('aria-current', 'page');
    // Nowhere else in the navigation, shown or not.
    await expect(nav.locator('a[href="/expert"][aria-current]')).toHaveCount(0);
    // A section's own page still marks it.
    await page.goto('/expert');
    await hydrated(page);
    await openMenu();
    await expect(nav.locator('[aria-current]:visible')).toHaveText('Tips');
  });

  test('"More" follows the last section that fits, at any width and in Arabic', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    for (const [language, path] of [
      ['en_US', '/match'],
      ['de', '/de/match'],
      ['ar', '/ar/match'],
    ] as const) {
      await inLanguage(page.context(), baseURL, language);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await hydrated(page);
      const nav = page.locator('.site-nav');
      const rtl = language === 'ar';
      // The bar re-measures itself as the window narrows (a ResizeObserver): no reload.
      for (const width of [1280, 1180, 1100, 1024, 960, 860, 700]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(nav).toHaveAttribute('data-measured', 'true');
        const room = async () => {
          if ((await nav.getAttribute('data-overflow')) !== 'true') return 0;
          const shown = nav.locator('.site-nav__bar li:not([data-out])');
          // Not even the first section fits: "More" holds them all and stands alone.
          if ((await shown.count()) === 0) return 0;
          const last = await shown.last().boundingBox({ timeout: 2000 });
          const more = await nav.locator('.site-nav__toggle').boundingBox({ timeout: 2000 });
          if (!last || !more) return Number.NaN;
          return rtl ? last.x - (more.x + more.width) : more.x - (last.x + last.width);
        };
        // The sections' own gap (4 px) and no more; never overlapping either.
        await expect
          .poll(room, { message: `${language} at ${width} px: the room between the last section and "More"` })
          .toBeLessThanOrEqual(6);
        expect(await room(), `${language} at ${width} px`).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

test.describe('header menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu button opens the sections before the scripts run (or without them)', async ({
    page,
    baseURL,
  }, info) => {
    await inLanguage(page.context(), baseURL);
    await page.goto('/match');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const toggle = nav.locator('.site-nav__toggle');
    const panel = nav.locator('.site-nav__panel');
    await expect(toggle).toBeVisible();
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(panel).toBeVisible();
    // Not measured without scripts: the menu lists every section (a phone always does).
    await expect(panel.getByRole('link')).toHaveCount(MAIN_NAV.length);
    for (const link of await panel.getByRole('link').all()) await expect(link).toBeVisible();
    await expect(panel.locator('[aria-current="page"]')).toHaveText('Match');
    await page.screenshot({ path: info.outputPath(`menu-no-js-${info.project.name}.png`) });
    // A second press closes it; the links are plain links.
    await toggle.click();
    await expect(panel).toBeHidden();
    await toggle.click();
    await panel.getByRole('link', { name: 'Download' }).click();
    await expect(page).toHaveURL(/\/download$/);
  });
});

test.describe('match tabs', () => {
  test('fit, or scroll with a fade and an arrow towards the hidden tabs', async ({ page, baseURL }, info) => {
    await inLanguage(page.context(), baseURL);
    await page.goto('/match');
    await hydrated(page);
    const tabs = page.getByRole('navigation', { name: 'Match status' });
    const row = tabs.locator('ul');
    const results = tabs.getByRole('link', { name: /^Results/ });
    const forward = tabs.locator('.scroll-hint__arrow--end');
    const back = tabs.locator('.scroll-hint__arrow--start');
    await expect(back).toBeHidden();
    if (info.project.name !== 'mobile') {
      // 1280 px: every tab fits, no hint.
      await expect(forward).toBeHidden();
      await expectInside(page, results, row);
      return;
    }
    await expect(forward).toBeVisible();
    const hiddenAt = await results.boundingBox();
    const rowBox = await row.boundingBox();
    expect((hiddenAt?.x ?? 0) + (hiddenAt?.width ?? 0)).toBeGreaterThan(
      (rowBox?.x ?? 0) + (rowBox?.width ?? 0),
    );
    // Each press scrolls most of a row's width; at the end the arrow goes.
    await expect(async () => {
      if (await forward.isVisible()) await forward.click();
      await expect(forward).toBeHidden({ timeout: 1000 });
    }).toPass();
    await expect(back).toBeVisible();
    await expectInside(page, results, row);
    // The arrows are a pointer's shortcut: keyboard and screen readers reach the tabs themselves.
    await expect(forward).toHaveAttribute('aria-hidden', 'true');
  });

  test('the current tab is scrolled into view, even the last one', async ({ page, baseURL }, info) => {
    await inLanguage(page.context(), baseURL, 'de');
    await page.goto('/de/match?tab=results');
    await hydrated(page);
    const tabs = page.locator('nav.tab-links--status');
    await expectInside(page, tabs.locator('a[data-tab="results"]'), tabs.locator('ul'));
    // On a phone the first tabs are the ones hidden now, and the hint points back to them.
    if (info.project.name === 'mobile')
      await expect(tabs.locator('.scroll-hint__arrow--start')).toBeVisible();
    else await expect(tabs.locator('.scroll-hint__arrow--start')).toBeHidden();
  });

  test('a row the viewer scrolled before the script ran stays where it is (a tap lands where it was aimed)', async ({
    page,
    baseURL,
  }) => {
    // A phone's width, where the status tabs overflow (on both projects).
    await page.setViewportSize({ width: 375, height: 667 });
    await inLanguage(page.context(), baseURL);
    // The scripts wait until the row has been scrolled by hand.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/match?tab=notStarted', { waitUntil: 'domcontentloaded' });
    const row = page.locator('nav.tab-links--status ul');
    const moved = await row.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      return element.scrollLeft;
    });
    expect(moved).toBeGreaterThan(0);
    release();
    await hydrated(page);
    // Still where the viewer left it. The tabs' counts may have changed the row's width since (a page
    // rendered in another zone than the browser's refetches its counts for the browser's day): a
    // narrower row brings its end nearer, a wider one leaves the row where it was; never back to
    // the start.
    const [left, max] = await row.evaluate((element) => [
      element.scrollLeft,
      element.scrollWidth - element.clientWidth,
    ]);
    expect(Math.abs(left - Math.min(moved, max))).toBeLessThanOrEqual(1);
    await page
      .getByRole('navigation', { name: 'Match status' })
      .getByRole('link', { name: /^Results/ })
      .click();
    await expect(page).toHaveURL(/tab=results/);
  });
});
