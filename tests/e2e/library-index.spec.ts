import { expect, expectFitsScreen, inLanguage, test } from './fixtures.ts';

/**
 * The library indexes, the data hubs, the data rankings and the sub-component pages (issue 14), in
 * en_US and ar, on the desktop and at 375 px: what each page lists is what its call answers, pages of
 * at most 100 rows with their links, the game and league choosers, a panel without the site's header
 * and footer, and the 404 page for addresses that name nothing.
 */

interface ListAnswer<T> {
  list: T[];
  page: number;
  total: number;
  pages: number;
}
interface Named {
  id: number;
  name: string;
  names: Record<string, string>;
}

async function call<T>(page: import('@playwright/test').Page, path: string): Promise<T> {
  const body = await (await page.request.get(`/java${path}`)).json();
  if (body.status !== 'success') throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.result as T;
}

test('the league index: every game hot first, a game chosen, pages of 100 (en_US, ar)', async ({
  page,
}, info) => {
  const all = await call<ListAnswer<Named>>(page, '/league/list?size=100');
  const football = await call<ListAnswer<Named>>(page, '/league/list?gameId=202');
  expect(football.total).toBeGreaterThan(0);
  for (const lang of ['en_US', 'ar'] as const) {
    await inLanguage(page.context(), info.project.use.baseURL, lang);
    await page.goto('/leagueLibrary');
    if (lang === 'en_US') await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leagues');
    else await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const rows = page.locator('.library-index__table tbody tr');
    await expect(rows).toHaveCount(Math.min(all.total, 100));
    await expect(rows.first().locator('th a')).toHaveAttribute(
      'href',
      new RegExp(`/leagueLibrary/${all.list[0]?.id}$`),
    );
    await expectFitsScreen(page);
    await page.screenshot({ path: info.outputPath(`leagues-${lang}-${info.project.name}.png`) });

    // The game chooser: one game's leagues, as the call lists them.
    await page.locator('.game-filter a[href$="/leagueLibrary?game=soccer"]').click();
    await expect(page).toHaveURL(/\/leagueLibrary\?game=soccer$/);
    await expect(rows).toHaveCount(football.list.length);
    // The name (the short name's plate beside it is decoration).
    const first = page.locator('.library-index__table tbody tr th span[dir="auto"]').first();
    if (lang === 'en_US') await expect(first).toHaveText(football.list[0]?.name ?? '');
    await expect(page.locator('.game-filter a[aria-current="true"]')).toHaveAttribute('href', /game=soccer$/);
  }

  // More than 100 leagues: the next page holds the rest, and no page beyond it exists.
  await inLanguage(page.context(), info.project.use.baseURL, 'en_US');
  if (all.pages > 1) {
    await page.goto('/leagueLibrary');
    await page.locator('.library-pager a[rel="next"]').click();
    await expect(page).toHaveURL(/\/leagueLibrary\?page=2$/);
    await expect(page.locator('.library-index__table tbody tr')).toHaveCount(Math.min(all.total - 100, 100));
    await expect(page.locator('.library-pager__where')).toHaveText(`Page 2 of ${all.pages}`);
  }
  for (const path of [
    '/leagueLibrary?page=0',
    '/leagueLibrary?page=-1',
    `/leagueLibrary?page=${all.pages + 1}`,
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  expect((await page.goto('/ar/leagueLibrary?game=nosuchgame'))?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test("the team and player indexes: a league's teams, a team's squad (en_US, ar)", async ({ page }, info) => {
  const leagues = await call<ListAnswer<Named>>(page, '/league/list?gameId=202');
  const league = leagues.list[0];
  if (!league) throw new Error('no football league');
  const teams = await call<ListAnswer<Named>>(page, `/team/list?leagueId=${league.id}`);
  const team = teams.list[0];
  if (!team) throw new Error(`no team in ${league.name}`);
  const squad = await call<ListAnswer<Named>>(page, `/player/list?teamId=${team.id}`);
  for (const lang of ['en_US', 'ar'] as const) {
    await inLanguage(page.context(), info.project.use.baseURL, lang);
    await page.goto('/squadLibrary?game=soccer');
    // The game's leagues to choose from.
    await page.locator(`.library-filter a[href$="league=${league.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/squadLibrary\\?game=soccer&league=${league.id}$`));
    const rows = page.locator('.library-index__table tbody tr');
    await expect(rows).toHaveCount(teams.list.length);
    await expect(rows.first().locator('th a')).toHaveAttribute(
      'href',
      new RegExp(`/squadLibrary/${team.id}$`),
    );
    if (lang === 'en_US')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${league.name}: teams`);
    await expectFitsScreen(page);
    await page.screenshot({ path: info.outputPath(`teams-${lang}-${info.project.name}.png`) });

    // Each team's players.
    await rows.first().locator(`a[href$="/playerLibrary?team=${team.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/playerLibrary\\?team=${team.id}$`));
    await expect(page.locator('.library-index__table tbody tr')).toHaveCount(squad.list.length);
    await expect(page.locator('.library-index__table tbody tr th a').first()).toHaveAttribute(
      'href',
      new RegExp(`/playerLibrary/${squad.list[0]?.id}$`),
    );
    await expectFitsScreen(page);
  }
  for (const path of [
    '/squadLibrary?league=2147483647',
    '/squadLibrary?league=01',
    '/playerLibrary?team=x',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test('the data hubs and rankings: /live/data, /{game}/data, a league page (en_US, ar)', async ({
  page,
}, info) => {
  const leagues = await call<ListAnswer<Named>>(page, '/league/list?gameId=202');
  const league = leagues.list[0];
  if (!league) throw new Error('no football league');
  const rankings = await call<{ boards: { stat: string; lines: unknown[] }[] }>(
    page,
    `/league/rankings?id=${league.id}`,
  );
  expect(rankings.boards.map((b) => b.stat)).toEqual(['goals', 'assists', 'rating']);
  for (const lang of ['en_US', 'ar'] as const) {
    await inLanguage(page.context(), info.project.use.baseURL, lang);
    await page.goto('/live/data');
    if (lang === 'en_US') await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live data');
    const card = page.locator('.library-hub-card[data-game="soccer"]');
    await expect(card).toBeVisible();
    await expectFitsScreen(page);
    await page.screenshot({
      path: info.outputPath(`live-data-${lang}-${info.project.name}.png`),
      fullPage: true,
    });
    await card.locator('h3 a').click();
    await expect(page).toHaveURL(/\/soccer\/data$/);
    if (lang === 'en_US') await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football data');
    // The top of the first tables, five lines at most each, and the rankings' boards.
    const tables = page.locator('.league-table');
    // The hub arrives by a client-side navigation: wait for its first table before counting.
    await expect(tables.first()).toBeVisible();
    for (const table of await tables.all())
      expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(5);
    await expect(page.locator('.library-rank[data-stat="goals"]')).toBeVisible();
    await expectFitsScreen(page);
    await page.screenshot({
      path: info.outputPath(`game-data-${lang}-${info.project.name}.png`),
      fullPage: true,
    });

    // A league's page has its rankings too, as the call answers them.
    await page.goto(`/leagueLibrary/${league.id}`);
    const goals = page.locator(
      'section[aria-labelledby="league-rankings"] .library-rank[data-stat="goals"] tbody tr',
    );
    await expect(goals).toHaveCount(rankings.boards[0]?.lines.length ?? 0);
    await expectFitsScreen(page);
  }
  expect((await page.goto('/notagame/data'))?.status()).toBe(404);
});

test('a sub-component page: one panel, no header or footer, noindex; unknown panels and ids are 404', async ({
  page,
}, info) => {
  const leagues = await call<ListAnswer<Named>>(page, '/league/list?gameId=202');
  const league = leagues.list[0];
  if (!league) throw new Error('no football league');
  const table = await call<{ lines: { team: { id: number } }[] }>(page, `/league/standings?id=${league.id}`);
  for (const lang of ['en_US', 'ar'] as const) {
    await inLanguage(page.context(), info.project.use.baseURL, lang);
    const res = await page.goto(`/leagueLibrary/components/standings?id=${league.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.locator('.site-footer')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('.league-table tbody tr')).toHaveCount(table.lines.length);
    await expect(page.locator('.library-panel__more')).toHaveAttribute(
      'href',
      new RegExp(`/leagueLibrary/${league.id}$`),
    );
    await expectFitsScreen(page);
    await page.screenshot({
      path: info.outputPath(`panel-${lang}-${info.project.name}.png`),
      fullPage: true,
    });
  }
  await inLanguage(page.context(), info.project.use.baseURL, 'en_US');
  for (const path of [
    `/leagueLibrary/components/nosuchpanel?id=${league.id}`,
    '/leagueLibrary/components/standings',
    '/leagueLibrary/components/standings?id=2147483647',
    `/leagueLibrary/components/rankings?id=${league.id}&stat=kda`,
    '/squadLibrary/components/squad?id=abc',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});
