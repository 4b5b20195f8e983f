import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { rosterFor } from '../../server/feed/simulator/roster.ts';
import { expect, expectAccessible, expectFitsScreen, hydrated, inLanguage, test } from './fixtures.ts';

/**
 * Search (issue 14, acceptance): through the header's box, a team by a misspelled Latin name, by a
 * two-character Chinese name and by a partial Korean name, and a player by a partial name, in two
 * interface languages, on the desktop and at 375 px; the suggestions under the box; what search
 * refuses. The names are the simulator's (seed 1, the E2E server's feed).
 */

const SEED = 1;
const basketball = rosterFor(SEED, 201).byLeague.get('eastern-ba')?.[0];
const baseball = rosterFor(SEED, 205).byLeague.get('korea-diamond')?.[0];
const football = rosterFor(SEED, 202).byLeague.get('albion-premier')?.[0];
const player = football?.players.find((p) => (p.name.split(' ')[1]?.length ?? 0) >= 6);
/** The box's name in a language, from its catalog. */
const boxLabel = (lang: string): string =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../locales', lang, 'search.json'), 'utf8')).box
    .label;

/** Our id of a team or player the search API finds by its whole name (the first exact hit). */
async function idOf(page: Page, kind: 'team' | 'player', name: string): Promise<number> {
  const res = await page.request.get(`/java/search?kind=${kind}&text=${encodeURIComponent(name)}`);
  const hits = (await res.json()).result.groups[0].hits as { id: number; name: string; match: string }[];
  const hit = hits.find((h) => h.name === name && h.match === 'exact');
  if (!hit) throw new Error(`${kind} ${name} is not in the database`);
  return hit.id;
}

/** Opens the header's search box, types `text` and presses Enter: the results page. */
async function searchFromHeader(page: Page, text: string, open: string) {
  const box = page.getByRole('banner').locator('details.search-box');
  await expect(async () => {
    if (!(await box.getAttribute('open'))) await box.locator('summary').click({ timeout: 2000 });
    await expect(box.getByRole('combobox', { name: open })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  const field = box.getByRole('combobox', { name: open });
  await field.fill(text);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(text).replace(/[()]/g, '\\$&')}$`));
}

test('finds teams and players from the header box in any script (en_US, zh_CN)', async ({ page }, info) => {
  if (!basketball?.names?.zh_CN || !baseball?.names?.ko || !football || !player)
    throw new Error('the simulator no longer names these teams as this test expects');
  const ids = {
    chinese: await idOf(page, 'team', basketball.name),
    korean: await idOf(page, 'team', baseball.name),
    english: await idOf(page, 'team', football.name),
    player: await idOf(page, 'player', player.name),
  };
  // A misspelled Latin name: one letter of the town dropped, two swapped in the second word.
  const [town = '', second = ''] = football.name.split(' ');
  const misspelled = `${town.slice(0, 2)}${town.slice(3)} ${second.slice(0, 1)}${second[2] ?? ''}${second[1] ?? ''}${second.slice(3)}`;
  const cases = [
    { text: misspelled, kind: 'team', id: ids.english },
    { text: [...basketball.names.zh_CN].slice(0, 2).join(''), kind: 'team', id: ids.chinese },
    { text: [...baseball.names.ko].slice(0, 2).join(''), kind: 'team', id: ids.korean },
    // Parts of both names (a surname alone is shared by too many players to be on the first page).
    {
      text: `${player.name.split(' ')[0]?.slice(0, 3)} ${player.name.split(' ')[1]?.slice(0, 4)}`.toLowerCase(),
      kind: 'player',
      id: ids.player,
    },
  ];
  const library = { team: 'squadLibrary', player: 'playerLibrary' } as const;

  for (const lang of ['en_US', 'zh_CN'] as const) {
    const open = boxLabel(lang);
    await inLanguage(page.context(), info.project.use.baseURL, lang);
    await page.goto('/');
    await hydrated(page);
    for (const c of cases) {
      await searchFromHeader(page, c.text, open);
      const link = page.locator(`.search-hit a[href$="/${library[c.kind as 'team' | 'player']}/${c.id}"]`);
      await expect(link, `${lang}: ${c.text}`).toHaveCount(1);
      await expectFitsScreen(page);
    }
    // The last results page in this language, looked at and checked for accessibility.
    await expectAccessible(page, '.search-page');
    await page.screenshot({
      path: info.outputPath(`search-${lang}-${info.project.name}.png`),
      fullPage: true,
    });
    // In Chinese the Chinese team shows its Chinese name.
    if (lang === 'zh_CN') {
      await page.goto(
        `/zh_CN/search/${encodeURIComponent([...basketball.names.zh_CN].slice(0, 2).join(''))}`,
      );
      await expect(page.locator(`.search-hit a[href$="/squadLibrary/${ids.chinese}"]`)).toHaveText(
        basketball.names.zh_CN,
      );
    }
  }
});

test('suggests as one types: arrows and Enter open a team’s page (en_US)', async ({ page }, info) => {
  if (!basketball?.names?.zh_CN) throw new Error('no Chinese team');
  const id = await idOf(page, 'team', basketball.name);
  await inLanguage(page.context(), info.project.use.baseURL, 'en_US');
  await page.goto('/');
  await hydrated(page);
  const box = page.getByRole('banner').locator('details.search-box');
  await box.locator('summary').click();
  const field = box.getByRole('combobox', { name: 'Search teams, players and leagues' });
  await field.fill(basketball.names.zh_CN);
  const option = box.getByRole('option', { name: new RegExp(basketball.name) });
  await expect(option).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await field.press('ArrowDown');
  await expect(box.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/squadLibrary/${id}$`));
  // One letter is refused before anything is asked.
  await box.locator('summary').click();
  await field.fill('a');
  await expect(box.getByRole('status')).toHaveText('Type at least 2 letters.');
});

test('says why it searched nothing, and pages one kind (en_US, ar)', async ({ page }, info) => {
  await inLanguage(page.context(), info.project.use.baseURL, 'en_US');
  const refused = await page.goto('/search/a');
  expect(refused?.status()).toBe(200);
  await expect(page.locator('.search-page__problem')).toContainText('Type at least 2 letters to search.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  // `/s/{text}` is the same page, naming `/search/{text}` as canonical.
  await page.goto('/s/team');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/team$/);
  // Without scripts, the box's form asks /search?text=, which answers with the results page.
  await page.goto('/search?text=nova');
  await expect(page).toHaveURL(/\/search\/nova$/);
  // A library index has its own field, for its kind only: the league index finds leagues.
  await page.goto('/leagueLibrary');
  await hydrated(page);
  const field = page.locator('.library-index__head input[name="text"]');
  await field.fill('英雄联盟');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/%E8%8B%B1%E9%9B%84%E8%81%94%E7%9B%9F\?kind=league$/);
  await expect(page.locator('.search-hit[data-kind="league"]').first()).toBeVisible();
  await expect(page.locator('.search-hit:not([data-kind="league"])')).toHaveCount(0);
  // Without scripts the index's form asks /search?text=&kind=, sent on to the same page.
  await page.goto('/search?text=nova&kind=team');
  await expect(page).toHaveURL(/\/search\/nova\?kind=team$/);
  // Unknown kinds and pages are the 404 page; a kind pages on.
  expect((await page.goto('/search/nova?kind=match'))?.status()).toBe(404);
  expect((await page.goto('/search/nova?kind=team&page=0'))?.status()).toBe(404);
  await inLanguage(page.context(), info.project.use.baseURL, 'ar');
  await page.goto('/ar/search/a?kind=player');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/ar/search/an?kind=player');
  await expect(page.locator('.search-hit').first()).toBeVisible();
  await expectFitsScreen(page);
});
