import type { Page } from '@playwright/test';
import { HOME_FIRST_HOT } from '../../app/features/matches/views.ts';
import { expect, expectFitsScreen, finishedList, hydrated, inLanguage, test } from './fixtures.ts';

/**
 * Issue 12, "Density and organisation" (against FlashScore/SofaScore), at 1280 px and 375 px (the
 * two projects), in English, Arabic (right to left) and Chinese: rows of at most 40 px (48 px on
 * phones), lists grouped by sport then league with each header once, no page wider than the screen,
 * a game filter that counts the matches in play, and a hot-matches carousel with previous and next
 * buttons whose last card is whole once scrolled to the end.
 */

const LANGUAGES = [
  { code: 'en_US', prefix: '' },
  { code: 'ar', prefix: '/ar' },
  { code: 'zh_CN', prefix: '/zh_CN' },
] as const;

const baseOf = (info: { project: { use: { baseURL?: string | undefined } } }) =>
  info.project.use.baseURL ?? '';

/** The tallest row of the page and how many rows it has. */
async function rowHeights(page: Page): Promise<{ rows: number; tallest: number }> {
  return page.evaluate(() => {
    const heights = [...document.querySelectorAll('.match-row')].map((r) => r.getBoundingClientRect().height);
    return { rows: heights.length, tallest: Math.max(0, ...heights) };
  });
}

/** Every league header of each list on the page appears once in that list. */
async function leagueHeadersOnce(page: Page): Promise<{ lists: number; repeated: string[] }> {
  return page.evaluate(() => {
    const lists = [...document.querySelectorAll('[data-testid="match-list"]')];
    const repeated: string[] = [];
    for (const list of lists) {
      const ids = [...list.querySelectorAll('.league-group')].map((g) => g.getAttribute('data-league-id'));
      for (const id of new Set(ids)) if (ids.filter((x) => x === id).length > 1) repeated.push(String(id));
      const sports = [...list.querySelectorAll('.sport-group')].map((g) => g.getAttribute('data-game'));
      for (const game of new Set(sports))
        if (sports.filter((x) => x === game).length > 1) repeated.push(String(game));
    }
    return { lists: lists.length, repeated };
  });
}

for (const { code, prefix } of LANGUAGES) {
  test.describe(`dense lists in ${code}`, () => {
    test('rows are short, every league and sport header shows once, nothing is wider than the screen', async ({
      page,
    }, info) => {
      test.slow();
      await inLanguage(page.context(), baseOf(info), code);
      const limit = info.project.name === 'mobile' ? 48 : 40;
      for (const path of [
        '/',
        '/match',
        finishedList('/match'),
        finishedList('/match/basketball'),
        '/soccer',
      ]) {
        await page.goto(`${prefix}${path}`);
        await hydrated(page);
        const { rows, tallest } = await rowHeights(page);
        if (path !== '/soccer') expect(rows, path).toBeGreaterThan(0);
        expect(tallest, `${path}: tallest row`).toBeLessThanOrEqual(limit);
        const headers = await leagueHeadersOnce(page);
        expect(headers.lists, path).toBeGreaterThan(0);
        expect(headers.repeated, path).toEqual([]);
        await expectFitsScreen(page);
      }
      // A list of every game names each sport once, a game's own list none.
      await page.goto(`${prefix}${finishedList('/match')}`);
      await expect(page.locator('.sport-group').first()).toBeVisible();
      await expect(page.locator('.sport-group .league-group').first()).toBeVisible();
      await page.goto(`${prefix}${finishedList('/match/basketball')}`);
      await expect(page.locator('.league-group').first()).toBeVisible();
      await expect(page.locator('.sport-group')).toHaveCount(0);
      await page.screenshot({ path: info.outputPath(`dense-basketball-${code}-${info.project.name}.png`) });
    });

    test('the hot matches carousel moves with its buttons and never cuts its last card', async ({
      page,
    }, info) => {
      await inLanguage(page.context(), baseOf(info), code);
      // Without motion the buttons scroll at once (smooth scrolling otherwise).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${prefix}/`);
      await hydrated(page);
      const hot = page.locator('[data-section="hot"]');
      // The page came with its first hot matches; the rest arrive once its script runs.
      await expect.poll(() => hot.locator('.match-card').count()).toBeGreaterThan(HOME_FIRST_HOT);
      const cards = hot.locator('.match-cards');
      const previous = hot.locator('.carousel-button--previous');
      const next = hot.locator('.carousel-button--next');
      // At the start there is nothing before: only "next" is offered (the cards overflow).
      await expect(previous).toBeHidden();
      await expect(next).toBeVisible();
      await expect(next).toHaveAccessibleName(/\S/);
      const at = () => cards.evaluate((el) => Math.abs(el.scrollLeft));
      // Keyboard reachable: focus it and press Enter.
      await next.focus();
      await page.keyboard.press('Enter');
      await expect.poll(at).toBeGreaterThan(0);
      await expect(previous).toBeVisible();
      // To the end, press after press: then "next" goes and the last card is whole.
      const max = await cards.evaluate((el) => el.scrollWidth - el.clientWidth);
      for (let i = 0; i < 12 && (await at()) < max - 1; i++) {
        const before = await at();
        await expect(next).toBeVisible();
        await next.click();
        await expect.poll(at).not.toBe(before);
      }
      await expect(next).toBeHidden();
      const fit = await cards.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const last = (el.lastElementChild as HTMLElement).getBoundingClientRect();
        return { left: last.left - box.left, right: box.right - last.right };
      });
      expect(fit.left).toBeGreaterThanOrEqual(0);
      expect(fit.right).toBeGreaterThanOrEqual(0);
      // And back to the start.
      await previous.click();
      await expect.poll(at).toBeLessThan(await cards.evaluate((el) => el.scrollWidth - el.clientWidth));
      await expectFitsScreen(page);
      await page.screenshot({ path: info.outputPath(`carousel-${code}-${info.project.name}.png`) });
    });

    test('the game filter counts the matches in play per game, and hints that it scrolls on phones', async ({
      page,
    }, info) => {
      await inLanguage(page.context(), baseOf(info), code);
      await page.goto(`${prefix}/match?tab=live`);
      await hydrated(page);
      const filter = page.getByTestId('game-filter');
      // The live tab of every game lists every match in play: the chips count the same (read in
      // one go, and again while a match enters or leaves play between the two).
      const mismatches = () =>
        page.evaluate(() => {
          const format = new Intl.NumberFormat(document.documentElement.lang, { useGrouping: false });
          const byGame = new Map<string, number>();
          for (const row of document.querySelectorAll('.match-row')) {
            const game = row.getAttribute('data-game') ?? '';
            byGame.set(game, (byGame.get(game) ?? 0) + 1);
          }
          const chips = [
            ...document.querySelectorAll<HTMLAnchorElement>('[data-testid="game-filter"] a.game-chip'),
          ];
          const countOf = (chip: Element | undefined) =>
            chip?.querySelector('.game-chip__count')?.textContent ?? '';
          const out: string[] = [];
          const total = [...byGame.values()].reduce((a, b) => a + b, 0);
          if (total === 0) out.push('no match in play');
          if (countOf(chips[0]) !== format.format(total)) out.push(`all: ${countOf(chips[0])} ≠ ${total}`);
          for (const [game, n] of byGame) {
            const chip = chips.find((c) => new URL(c.href).pathname.endsWith(`/match/${game}`));
            if (countOf(chip) !== format.format(n)) out.push(`${game}: ${countOf(chip)} ≠ ${n}`);
            if (!chip?.getAttribute('aria-label')) out.push(`${game}: no label`);
          }
          return out;
        });
      if (await page.locator('.match-more').isVisible()) {
        // More in play than a page shows: the chip of every game counts at least the rows shown.
        const shown = await page.locator('.match-row').count();
        const all = await filter.locator('a.game-chip').first().getAttribute('aria-label');
        expect(Number(all?.match(/\d+/)?.[0] ?? 0)).toBeGreaterThanOrEqual(shown);
      } else await expect.poll(mismatches, { timeout: 15_000 }).toEqual([]);
      if (info.project.name === 'mobile') {
        // A row of chips wider than the phone: the arrow at its end says there is more.
        await expect(filter.locator('.scroll-hint__arrow--end')).toBeVisible();
      }
    });
  });
}

test('the match row carries the same information in far fewer elements (counted on the home page)', async ({
  page,
}, info) => {
  await inLanguage(page.context(), baseOf(info), 'en_US');
  await page.goto('/');
  await hydrated(page);
  const counts = await page.evaluate(() => {
    const rows = [...document.querySelectorAll('.match-row')];
    const inRows = rows.reduce((n, row) => n + row.querySelectorAll('*').length + 1, 0);
    return { all: document.querySelectorAll('*').length, rows: rows.length, inRows };
  });
  console.log(
    `home (${info.project.name}): ${counts.all} elements, ${counts.rows} rows, ${counts.inRows} in rows`,
  );
  // Rows were about 25 elements each before issue 12.
  expect(counts.inRows / counts.rows).toBeLessThan(13);
  // Each row: its status, its link named by both teams, and a labelled star.
  const row = page.locator('[data-section="live"] .match-row').first();
  await expect(row.locator('.match-status')).not.toBeEmpty();
  await expect(row.locator('.match-row__link')).toHaveAccessibleName(/\S.* – \S/);
  await expect(row.getByRole('button', { name: /^Follow / })).toBeVisible();
});

test('a name cut short shows whole when the pointer rests on it, and a whole one gets no tooltip', async ({
  page,
  request,
}, info) => {
  await inLanguage(page.context(), baseOf(info), 'en_US');
  // The HTML carries no tooltip per team name or game chip (issue 12: page weight).
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/class="match-row__team"[^>]* title=/);
  expect(html).not.toMatch(/class="game-chip__name" title=/);

  await page.goto('/');
  await hydrated(page);
  // The row's link covers the row: it is what the pointer is over, so it carries the tooltip.
  const row = page.locator('[data-section="live"] .match-row').first();
  const link = row.locator('.match-row__link');
  const teams = row.locator('.match-row__team');
  const names = await teams.evaluateAll((els) => els.map((el) => el.lastChild?.textContent?.trim() ?? ''));
  expect(names).toHaveLength(2);
  const narrow = (width: string) =>
    teams.evaluateAll((els, w) => {
      for (const el of els) (el as HTMLElement).style.maxWidth = w;
    }, width);
  // Both whole: no tooltip.
  await narrow('none');
  await link.hover();
  await expect(link).not.toHaveAttribute('title');
  // One cut to a few pixels: the tooltip names both sides whole.
  await page.mouse.move(0, 0);
  await narrow('24px');
  await link.hover();
  await expect(link).toHaveAttribute('title', names.join(' – '));
  // Whole again: the tooltip goes.
  await page.mouse.move(0, 0);
  await narrow('none');
  await link.hover();
  await expect(link).not.toHaveAttribute('title');
});
