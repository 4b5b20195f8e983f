import { expect, expectAccessible, expectFitsScreen, hydrated, inLanguage, test } from './fixtures.ts';
import { catalog, signInAdmin, text } from './staff.ts';

/**
 * The console's game catalog (issue 15, "Catalog management: games (names per language, logos,
 * order)"), as an administrator uses it: from the account menu to the console, then a game's own
 * name in one language, which the site shows at once in that language only, and a move in the order
 * the game filter follows. In English and Arabic (right to left), at 1280 and 375 px. What it changes
 * is put back, whatever happens: other tests read the same server.
 */
for (const language of ['en_US', 'ar'] as const) {
  const prefix = language === 'en_US' ? '' : `/${language}`;
  const words = catalog(language, 'console');
  const t = (key: string, values: Record<string, string> = {}) =>
    text(words, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  const games = catalog(language, 'games');
  const tennis = text(games, '203');

  test(`an administrator renames and moves a game in ${language}`, async ({ page, baseURL }) => {
    await inLanguage(page.context(), baseURL, language);
    await signInAdmin(page);
    const own = language === 'ar' ? 'التنس الذهبي' : 'Tennis Gold';
    const listed = await page.request.get('/java/admin/games', { headers: { lan: 'en_US' } });
    const order = ((await listed.json()).result as { gameId: number }[]).map((g) => g.gameId);
    try {
      // The account menu leads staff to the console.
      await page.goto(`${prefix}/`);
      await hydrated(page);
      await page.locator('.account-menu__button').click();
      await page.getByRole('link', { name: text(catalog(language, 'auth'), 'header.console') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/admin$`));

      const nav = page.getByRole('navigation', { name: t('nav.label') });
      await nav.getByRole('link', { name: t('nav.games'), exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/games$/);
      const table = page.getByRole('table', { name: t('games.caption') });
      await expect(table.getByRole('row')).toHaveCount(37); // the head and 36 games
      await expectFitsScreen(page);
      await expectAccessible(page, 'main');
      await hydrated(page);

      // A name of its own in the page's language.
      const row = table.getByRole('row').filter({
        has: page.getByRole('button', { name: t('games.moveUp', { game: tennis }), exact: true }),
      });
      await row.locator('summary').click();
      const form = row.getByRole('form', { name: t('games.namesOf', { game: tennis }) });
      await form.locator(`input[lang="${language.replace('_', '-')}"]`).fill(own);
      await form.getByRole('button', { name: t('games.saveNames') }).click();
      await expect(page.locator('.console-done')).toHaveText(t('games.namesSaved'));

      // The site shows it in that language; the game filter lists it.
      await page.goto(`${prefix}/match`);
      await expect(page.getByTestId('game-filter')).toContainText(own);

      // Tennis one place up: before its neighbour in the game filter.
      await page.goto(`${prefix}/admin/games`);
      await hydrated(page);
      await page.getByRole('button', { name: t('games.moveUp', { game: own }) }).click();
      await expect(page.locator('.console-done')).toHaveText(t('games.moved'));
      await page.goto(`${prefix}/match`);
      const chips = page.getByTestId('game-filter').locator('.game-chip__name');
      const names = await chips.allTextContents();
      expect(names.indexOf(own)).toBeLessThan(names.indexOf(text(games, '202')));
    } finally {
      // Everything back as it was: the names and the order.
      await page.request.post('/java/admin/games/names', { data: { gameId: 203, names: {} } });
      await page.request.post('/java/admin/games/order', { data: { gameIds: order } });
    }
  });
}
