import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('is server-rendered, hydrates, and its filter works', async ({ page }, info) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.context().addCookies([{ name: 'lang', value: 'en_US', url: info.project.use.baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Live scores, live streams and esports data',
    );
    const cards = page.getByTestId('game-grid').getByRole('listitem');
    const all = await cards.count();
    expect(all).toBe(36);

    // The live badge only turns "on" once React has hydrated and the websocket to /ws is open.
    await expect(page.locator('.live-status')).toHaveText('Live updates on');

    await page.getByRole('button', { name: 'Sports', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sports', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(11);
    await expect(cards.first()).toHaveAttribute('data-kind', 'sports');
    await page.getByRole('button', { name: 'Esports' }).click();
    await expect(cards).toHaveCount(25);

    await page.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(all);
    await page.screenshot({ path: info.outputPath(`home-${info.project.name}.png`), fullPage: true });
    expect(errors).toEqual([]);
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

  test('has no detectable accessibility violations', async ({ page }, info) => {
    await page.context().addCookies([{ name: 'lang', value: 'en_US', url: info.project.use.baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.locator('.live-status')).toHaveText('Live updates on');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });

  test('shows the translated 404 page inside the layout for an unknown URL', async ({ page }, info) => {
    await page.context().addCookies([{ name: 'lang', value: 'en_US', url: info.project.use.baseURL ?? '' }]);
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page.getByRole('navigation')).toBeVisible();
  });
});
