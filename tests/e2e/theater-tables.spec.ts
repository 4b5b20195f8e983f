import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectFitsScreen, hydrated, inLanguage, test } from './fixtures.ts';

/** Theater mode on, from the header's toggle. */
async function theaterOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Theater mode' }).click();
  await expect(page.locator('.app')).toHaveAttribute('data-theater', 'true');
}

/** The inline extent of `locator`, in px. */
async function extent(locator: Locator): Promise<{ start: number; end: number }> {
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  return { start: box?.x ?? 0, end: (box?.x ?? 0) + (box?.width ?? 0) };
}

/** `cell` lies wholly inside the visible part of `scroller` (sideways; a pixel for sub-pixel scrolling). */
async function expectShownIn(cell: Locator, scroller: Locator): Promise<void> {
  const inner = await extent(cell);
  const outer = await extent(scroller);
  expect(inner.start).toBeGreaterThanOrEqual(outer.start - 1);
  expect(inner.end).toBeLessThanOrEqual(outer.end + 1);
}

/** Presses the hint's arrow until the row is scrolled to its end (the arrow then goes). */
async function scrollToEnd(hint: Locator): Promise<void> {
  const forward = hint.locator('.scroll-hint__arrow--end');
  await expect(async () => {
    if (await forward.isVisible()) await forward.click();
    await expect(forward).toBeHidden({ timeout: 1000 });
  }).toPass();
  await expect(hint.locator('.scroll-hint__arrow--start')).toBeVisible();
}

test.describe('theater mode', () => {
  test('every control keeps WCAG AA contrast on the dark stage, the game filter and day tabs too', async ({
    page,
    baseURL,
  }, info) => {
    // Three axe runs over a whole match list on a phone.
    test.setTimeout(120_000);
    await inLanguage(page.context(), baseURL);
    await page.goto('/match');
    await hydrated(page);
    await theaterOn(page);
    const filter = page.getByRole('navigation', { name: 'Games' });
    const days = page.getByRole('navigation', { name: 'Calendar' });
    await expect(filter).toBeVisible();
    await expect(days).toBeVisible();
    // The stage is dark, and the filter's and days' words are light on it (they were white on white).
    const brightness = (locator: Locator, property: 'color' | 'backgroundColor') =>
      locator.evaluate((element, name) => {
        const [r = 0, g = 0, b = 0] = (getComputedStyle(element)[name].match(/[\d.]+/g) ?? []).map(Number);
        return (r + g + b) / 3;
      }, property);
    expect(await brightness(page.locator('.app'), 'backgroundColor')).toBeLessThan(40);
    const day = days.locator('a:not([aria-current])').first();
    expect(await brightness(day, 'color')).toBeGreaterThan(180);
    expect(await brightness(day, 'backgroundColor')).toBeLessThan(60);
    expect(await brightness(filter.locator('a:not([aria-current])').first(), 'color')).toBeGreaterThan(150);
    await expectAccessible(page, '[data-testid="game-filter"]');
    await expectAccessible(page, '.match-calendar__days');
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath(`theater-match-${info.project.name}.png`) });

    // The menu stays usable: it opens on the stage, every link legible, and navigates.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const toggle = nav.locator('.site-nav__toggle');
    if (await toggle.isVisible()) {
      await toggle.click();
      const panel = nav.locator('.site-nav__panel');
      await expect(panel).toBeVisible();
      await expectAccessible(page, '.site-nav__panel');
      await panel.getByRole('link').last().click();
      await expect(page).toHaveURL(/\/download$/);
      await expect(page.locator('.app')).toHaveAttribute('data-theater', 'true');
    }
  });

  test('a match page and the language menu on the dark stage', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await inLanguage(page.context(), baseURL);
    await page.goto('/match');
    await hydrated(page);
    await theaterOn(page);
    const href = await page.locator('a.match-row__link').first().getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(href ?? '/');
    await hydrated(page);
    await expect(page.locator('.app')).toHaveAttribute('data-theater', 'true');
    await expectAccessible(page);
    await page.locator('.lang-switch summary').click();
    await expect(page.locator('.lang-switch ul')).toBeVisible();
    await expectAccessible(page, '.lang-switch');
  });
});

test.describe('wide tables on a phone', () => {
  /** A battle-royale match with standings: a finished PUBG match, or one in play. */
  async function royaleMatch(page: Page): Promise<number> {
    const past = await page.request.post('/java/v2/match/getPCPastGameMatch', { data: { gameId: 5 } });
    const live = await page.request.get('/java/v2/match/getPCLiveGameMatch?gameId=5');
    type Item = { id: number; detail: { standings?: unknown[] } };
    const items: Item[] = [
      ...(((await past.json()).result?.list ?? []) as Item[]),
      ...(((await live.json()).result ?? []) as Item[]),
    ];
    const match = items.find((m) => (m.detail.standings?.length ?? 0) > 0);
    expect(match, 'a PUBG match with standings').toBeTruthy();
    return match?.id ?? 0;
  }

  test('battle-royale standings: the hidden columns are hinted and reachable, the team column stays', async ({
    page,
    baseURL,
  }, info) => {
    await inLanguage(page.context(), baseURL);
    await page.goto(`/pubg/${await royaleMatch(page)}`);
    await hydrated(page);
    const table = page.getByRole('table', { name: 'Standings' });
    const scroller = page.getByRole('region', { name: 'Standings' });
    const hint = page.locator('.period-table__hint').filter({ has: table });
    const alive = table.getByRole('columnheader', { name: 'Alive' });
    const team = table.getByRole('columnheader', { name: 'Team' });
    await expect(table).toBeVisible();
    // The names are whole (two lines at most), never cut to a stub.
    const first = table.locator('tbody th[scope="row"]').first();
    expect(await first.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
    if (info.project.name !== 'mobile') {
      // 1280 px: the whole table fits, no hint.
      await expectShownIn(alive, scroller);
      await expect(hint.locator('.scroll-hint__arrow--end')).toBeHidden();
      return;
    }
    // 375 px: "Alive" starts past the visible edge, and the hint says there is more that way.
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);
    expect((await extent(alive)).end).toBeGreaterThan((await extent(scroller)).end);
    await expect(hint.locator('.scroll-hint__arrow--end')).toBeVisible();
    await expect(hint.locator('.scroll-hint__arrow--start')).toBeHidden();
    await page.screenshot({ path: info.outputPath('standings-hint.png') });
    await scrollToEnd(hint);
    await expectShownIn(alive, scroller);
    // The team column stayed in view while the numbers scrolled under it.
    await expectShownIn(team, scroller);
    await expectShownIn(first, scroller);
    // The keyboard reaches the scrolling region itself.
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expectFitsScreen(page);
  });

  test('the wallet ledger: "Balance after" is hinted and reachable, mirrored in Arabic', async ({
    page,
    baseURL,
    signUp,
  }, info) => {
    await inLanguage(page.context(), baseURL);
    await signUp(`ledger-${info.project.name}`);
    await page.goto('/userInfo/water');
    await hydrated(page);
    const scroller = page.getByRole('region', { name: 'Gold movements, newest first' });
    const hint = page.locator('.scroll-hint').filter({ has: scroller });
    const balance = scroller.getByRole('columnheader', { name: 'Balance after' });
    const time = scroller.getByRole('columnheader', { name: 'Time' });
    await expect(scroller.getByRole('row')).toHaveCount(2);
    if (info.project.name !== 'mobile') {
      await expectShownIn(balance, scroller);
      await expect(hint.locator('.scroll-hint__arrow--end')).toBeHidden();
      return;
    }
    expect((await extent(balance)).end).toBeGreaterThan((await extent(scroller)).end);
    await expect(hint.locator('.scroll-hint__arrow--end')).toBeVisible();
    await scrollToEnd(hint);
    await expectShownIn(balance, scroller);
    await expectShownIn(time, scroller);
    await expectFitsScreen(page);
    await expectAccessible(page);

    // Arabic: the table starts at the right, so the hidden columns and the hint are on the left.
    await page.goto('/ar/userInfo/water');
    await hydrated(page);
    const arScroller = page.locator('.wallet-ledger');
    const arHint = page.locator('.scroll-hint').filter({ has: arScroller });
    const forward = arHint.locator('.scroll-hint__arrow--end');
    await expect(forward).toBeVisible();
    const box = await extent(arScroller);
    expect((await extent(forward)).end).toBeLessThan((box.start + box.end) / 2);
    const arBalance = arScroller.locator('thead th').last();
    expect((await extent(arBalance)).start).toBeLessThan(box.start);
    await page.screenshot({ path: info.outputPath('ledger-ar.png') });
    await scrollToEnd(arHint);
    await expectShownIn(arBalance, arScroller);
    await expectShownIn(arScroller.locator('thead th').first(), arScroller);
    await expectFitsScreen(page);
  });

  test('the score by period scrolls with the hint when it is wider than the screen', async ({
    page,
    baseURL,
  }, info) => {
    await inLanguage(page.context(), baseURL);
    // Baseball: nine innings and more, the widest score by period.
    const live = await page.request.get('/java/v2/match/getPCLiveGameMatch?gameId=205');
    const past = await page.request.post('/java/v2/match/getPCPastGameMatch', { data: { gameId: 205 } });
    type Item = { id: number; periodScores: unknown[] };
    const items: Item[] = [
      ...(((await live.json()).result ?? []) as Item[]),
      ...(((await past.json()).result?.list ?? []) as Item[]),
    ];
    const match = items.sort((a, b) => b.periodScores.length - a.periodScores.length)[0];
    expect(match, 'a baseball match').toBeTruthy();
    await page.goto(`/baseball/${match?.id}`);
    await hydrated(page);
    const table = page.getByTestId('period-table');
    const scroller = page.getByRole('region', { name: 'Score by period' });
    const hint = page.locator('.period-table__hint');
    const total = table.getByRole('columnheader', { name: 'Total' });
    await expect(table).toBeVisible();
    const overflows = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth > 1);
    if (info.project.name === 'mobile') expect(overflows).toBe(true);
    if (!overflows) {
      await expect(hint.locator('.scroll-hint__arrow--end')).toBeHidden();
      await expectShownIn(total, scroller);
      return;
    }
    await expect(hint.locator('.scroll-hint__arrow--end')).toBeVisible();
    await scrollToEnd(hint);
    await expectShownIn(total, scroller);
    await expectShownIn(table.locator('tbody th[scope="row"]').first(), scroller);
    await expectFitsScreen(page);
  });
});
