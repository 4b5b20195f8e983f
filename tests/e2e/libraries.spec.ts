import { expect, expectFitsScreen, hydrated, inLanguage, test } from './fixtures.ts';

/**
 * The data libraries (issue 14): a team's page (its league line, results with W/D/L, fixtures and
 * squad) and a league's (its whole table with each team's form, reached from the team's page), in
 * en_US and ar, on the desktop and at 375 px.
 */

interface Item {
  id: number;
  home: { id: number; name: string };
  league: { id: number; name: string };
}

/** Arabic-Indic digits as ASCII, to compare numbers however the page writes them. */
const latin = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660));

test('a team page and its league page: table, form, results, fixtures and squad (en_US, ar)', async ({
  page,
}, info) => {
  const live = (await (await page.request.get('/java/v2/match/getPCLiveGameMatch?gameId=202')).json())
    .result as Item[];
  const match = live[0];
  if (!match) throw new Error('no football match in play');
  const table = (await (await page.request.get(`/java/league/standings?id=${match.league.id}`)).json()).result
    .lines as { position: number; team: { id: number }; form: string[] }[];

  for (const lang of ['en_US', 'ar'] as const) {
    await inLanguage(page.context(), info.project.use.baseURL, lang);
    // A match row of the game's live list links the home team's name to its page.
    await page.goto('/soccer');
    const row = page.locator(`.match-row[data-match-id="${match.id}"]`);
    await expect(row.locator(`a[href$="/squadLibrary/${match.home.id}"]`)).toHaveCount(1);
    await page.goto(`/squadLibrary/${match.home.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(match.home.name);
    if (lang === 'en_US') {
      for (const name of ['League position', 'Recent results', 'Upcoming matches', 'Squad'])
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // Its line of the league's table, as the call answers it, with its form.
    const own = table.find((l) => l.team.id === match.home.id);
    const line = page.locator('.league-table tbody tr');
    if (own) {
      await expect(line).toHaveCount(1);
      expect(latin((await line.locator('td').first().textContent()) ?? '')).toBe(String(own.position));
      await expect(line.locator('.form-badge')).toHaveCount(own.form.length);
    }
    // Its results, newest first, each with W, D or L; each score opens its match.
    const results = page.locator('section[aria-labelledby="team-results"] .form-list__item');
    expect(await results.count()).toBeGreaterThan(0);
    expect(await results.count()).toBeLessThanOrEqual(10);
    await expect(results.first().locator('a.form-list__score')).toHaveAttribute('href', /\/soccer\/\d+$/);
    // The squad links each player to their page.
    await expect(page.locator('.library-table tbody tr').first().locator('a')).toHaveAttribute(
      'href',
      /\/playerLibrary\/\d+$/,
    );
    await expectFitsScreen(page);
    await page.screenshot({ path: info.outputPath(`team-${lang}-${info.project.name}.png`), fullPage: true });

    // The league, from the team's facts.
    await hydrated(page);
    await page.locator(`.library-head__facts a[href$="/leagueLibrary/${match.league.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/leagueLibrary/${match.league.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(match.league.name);
    const rows = page.locator('.league-table tbody tr');
    await expect(rows).toHaveCount(table.length);
    expect((await rows.locator('td:first-child').allTextContents()).map(latin)).toEqual(
      table.map((l) => String(l.position)),
    );
    await expect(rows.first().locator('th a')).toHaveAttribute(
      'href',
      new RegExp(`/squadLibrary/${table[0]?.team.id}$`),
    );
    if (lang === 'en_US')
      await expect(page.getByRole('heading', { level: 2, name: 'Standings' })).toBeVisible();
    await expectFitsScreen(page);
    await page.screenshot({
      path: info.outputPath(`league-${lang}-${info.project.name}.png`),
      fullPage: true,
    });
  }
});

test('an unknown or malformed team or league is the 404 page in the visitor language', async ({
  page,
}, info) => {
  await inLanguage(page.context(), info.project.use.baseURL, 'en_US');
  for (const path of [
    '/squadLibrary/2147483647',
    '/leagueLibrary/2147483647',
    '/squadLibrary/01',
    '/ar/leagueLibrary/x',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a player page: the last 20 games with win rate and averages, KDA for esports (en_US, ar)', async ({
  page,
}, info) => {
  for (const [gameId, lang] of [
    [202, 'en_US'],
    [1, 'ar'],
  ] as const) {
    // A team that has just played (which games are in play changes by the hour of the simulated day).
    const past = (
      await (
        await page.request.post('/java/v2/match/getPCPastGameMatch', { data: { gameId, size: 5 } })
      ).json()
    ).result.list as Item[];
    const match = past[0];
    if (!match) throw new Error(`no finished match of game ${gameId}`);
    const team = (await (await page.request.get(`/java/team/detail?id=${match.home.id}`)).json()).result as {
      players: { id: number; name: string }[];
    };
    // The first of the squad who has played (the feed names every starter in its statistics).
    let chosen: { id: number; name: string; games: { match: { id: number } }[] } | undefined;
    for (const p of team.players) {
      const recent = (await (await page.request.get(`/java/player/recent?id=${p.id}`)).json()).result;
      if (recent.games.length > 0) {
        chosen = { ...p, games: recent.games };
        break;
      }
    }
    if (!chosen) throw new Error(`nobody of ${match.home.name} has played`);
    await inLanguage(page.context(), info.project.use.baseURL, lang);
    await page.goto(`/playerLibrary/${chosen.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.name);
    await expect(
      page.locator(`.library-head__facts a[href$="/squadLibrary/${match.home.id}"]`),
    ).toBeVisible();
    // Every game the call answers (at most 20), newest first, each opening its match.
    expect(chosen.games.length).toBeLessThanOrEqual(20);
    const rows = page.locator('.library-games tbody tr');
    await expect(rows).toHaveCount(chosen.games.length);
    await expect(rows.first().locator('.library-games__result a')).toHaveAttribute(
      'href',
      new RegExp(`/${chosen.games[0]?.match.id}$`),
    );
    const figures = page.locator('section[aria-labelledby="player-recent"] .library-figures dt');
    if (lang === 'en_US') {
      await expect(page.locator('#player-recent')).toHaveText(`Last ${chosen.games.length} games`);
      await expect(figures.nth(1)).toHaveText('Win rate');
    }
    // Esports count kills, deaths and assists: their KDA is among the figures.
    const recentAbbr = page.locator('section[aria-labelledby="player-recent"] .library-figures abbr');
    if (gameId === 1) await expect(recentAbbr).toHaveCount(1);
    else await expect(recentAbbr).toHaveCount(0);
    await expectFitsScreen(page);
    await page.screenshot({
      path: info.outputPath(`player-${lang}-${info.project.name}.png`),
      fullPage: true,
    });
  }
});
