import { HOME_FIRST_HOT, HOME_FIRST_SCREEN } from '../../app/features/matches/views.ts';
import { expect, hydrated, test } from './fixtures.ts';

test.describe('home page', () => {
  test('is server-rendered, hydrates, and its game filter works', async ({ page }, info) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.context().addCookies([{ name: 'lang', value: 'en_US', url: info.project.use.baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Live scores, live streams and esports data',
    );
    // Every game of the catalog (36) and "all games".
    const filter = page.getByTestId('game-filter');
    await expect(filter.getByRole('link')).toHaveCount(37);
    await expect(filter.getByRole('link', { name: 'All games' })).toHaveAttribute('aria-current', 'true');

    // The live badge only turns "on" once React has hydrated and the websocket to /ws is open.
    await expect(page.locator('.live-status')).toHaveText('Live updates on');

    // A chip's name is the game's, and how many of its matches are in play ("Football, 3 live").
    const football = filter.getByRole('link', { name: /^Football(, |$)/ });
    await football.click();
    await expect(page).toHaveURL(/\?game=soccer$/);
    await expect(football).toHaveAttribute('aria-current', 'true');
    await expect(filter.getByRole('link', { name: 'All games' })).not.toHaveAttribute('aria-current', 'true');
    await filter.getByRole('link', { name: 'All games' }).click();
    await expect(filter.getByRole('link', { name: 'All games' })).toHaveAttribute('aria-current', 'true');
    await page.screenshot({ path: info.outputPath(`home-${info.project.name}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('sends a screenful of rows in its HTML and brings the rest once its script runs', async ({
    browser,
    page,
  }, info) => {
    const baseURL = info.project.use.baseURL ?? '';
    // Without scripts: each section at most its first screenful, the cut ones linking to their list.
    const bare = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await bare.newPage();
    await plain.goto('/');
    for (const id of ['live', 'upcoming', 'finished'] as const) {
      const section = plain.locator(`[data-section="${id}"]`);
      expect(await section.locator('.match-row').count(), id).toBeLessThanOrEqual(HOME_FIRST_SCREEN[id]);
    }
    expect(await plain.locator('[data-section="hot"] .match-card').count()).toBeLessThanOrEqual(
      HOME_FIRST_HOT,
    );
    const live = plain.locator('[data-section="live"]');
    const allLive = Number(
      (
        await plain.getByTestId('game-filter').locator('a.game-chip').first().getAttribute('aria-label')
      )?.match(/\d+/)?.[0] ?? 0,
    );
    expect(allLive, 'the simulator keeps more matches in play than a screenful').toBeGreaterThan(
      HOME_FIRST_SCREEN.live,
    );
    await expect(live.locator('.match-section__more')).toHaveAttribute('href', /\/match\?date=.*&tab=live$/);
    await bare.close();

    // With scripts: every match in play arrives, the rows sent first among them.
    await page.context().addCookies([{ name: 'lang', value: 'en_US', url: baseURL }]);
    await page.goto('/');
    const first = await page
      .locator('[data-section="live"] .match-row')
      .first()
      .getAttribute('data-match-id');
    await hydrated(page);
    await expect
      .poll(async () => page.locator('[data-section="live"] .match-row').count(), { timeout: 15_000 })
      .toBeGreaterThan(HOME_FIRST_SCREEN.live);
    await expect(page.locator(`[data-section="live"] .match-row[data-match-id="${first}"]`)).toHaveCount(1);
    // The carousel gets the rest of the hot matches too.
    await expect
      .poll(async () => page.locator('[data-section="hot"] .match-card').count())
      .toBeGreaterThan(HOME_FIRST_HOT);
  });

  test('speaks the visitor language and mirrors for Arabic', async ({ page }, info) => {
    await page.context().addCookies([{ name: 'lang', value: 'ar', url: info.project.use.baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('.live-status')).toHaveText('التحديثات المباشرة مفعّلة');
    const brand = await page.locator('.site-header__brand').boundingBox();
    const viewport = page.viewportSize();
    // Right-to-left: the brand sits at the right edge.
    expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) / 2);
    await page.screenshot({ path: info.outputPath(`home-ar-${info.project.name}.png`), fullPage: true });
  });

  test('follows the browser language when there is no cookie', async ({ browser }, info) => {
    const context = await browser.newContext({ locale: 'ja-JP', baseURL: info.project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Live scores, live streams and esports data',
    );
    await context.close();
  });

  test('has no detectable accessibility violations', async ({ page, inEnglish, expectAccessible }) => {
    await inEnglish();
    await page.goto('/');
    await expect(page.locator('.live-status')).toHaveText('Live updates on');
    await expectAccessible();
  });

  test('shows the translated 404 page inside the layout for an unknown URL', async ({ page }, info) => {
    await page.context().addCookies([{ name: 'lang', value: 'en_US', url: info.project.use.baseURL ?? '' }]);
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page.getByRole('navigation')).toBeVisible();
  });
});
