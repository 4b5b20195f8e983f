import { expect, expectFitsScreen, inLanguage, test } from './fixtures.ts';

/**
 * The libraries' profile panels (issue 14): a team's facts, honours and transfers, a player's age,
 * power rating, statistics and service record, and a league's seasons with their stages (the live
 * table with its marks, brackets drawn by the bracket model, the prize pool), as the simulated feed
 * gives them; in en_US and ar, on the desktop and at 375 px (wide tables scroll in their card).
 */

interface LeagueItem {
  id: number;
  name: string;
}

async function result<T>(page: import('@playwright/test').Page, path: string): Promise<T> {
  const response = await page.request.get(`/java${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()).result as T;
}

/** Arabic-Indic digits as ASCII, to compare numbers however the page writes them. */
const latin = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660));

test('a team’s profile: facts, honours, transfers in and out (en_US, ar)', async ({ page }, info) => {
  const leagues = await result<{ list: LeagueItem[] }>(page, '/league/list?gameId=202&size=20');
  const league = leagues.list.find((l) => l.name === 'Albion Premier League') ?? leagues.list[0];
  if (!league) throw new Error('no football league');
  const table = await result<{ lines: { team: { id: number; name: string } }[] }>(
    page,
    `/league/standings?id=${league.id}`,
  );
  // A club whose profile has transfers both ways and honours (the simulator gives most clubs both).
  let teamId = 0;
  for (const line of table.lines) {
    const profile = await result<{ transfers: { in: unknown[]; out: unknown[] }; honours: unknown[] }>(
      page,
      `/team/profile?id=${line.team.id}`,
    );
    if (profile.transfers.in.length > 0 && profile.transfers.out.length > 0 && profile.honours.length > 0) {
      teamId = line.team.id;
      break;
    }
  }
  expect(teamId).toBeGreaterThan(0);
  const profile = await result<{
    founded: number;
    coaches: { role: string; name: string }[];
    transfers: { in: { fee: unknown }[] };
  }>(page, `/team/profile?id=${teamId}`);

  for (const lang of ['en_US', 'ar'] as const) {
    await inLanguage(page.context(), info.project.use.baseURL, lang);
    await page.goto(`/squadLibrary/${teamId}`);
    const facts = page.locator('section[aria-labelledby="team-profile"]');
    await expect(facts).toContainText(profile.coaches.find((c) => c.role === 'head')?.name ?? '');
    expect(latin((await facts.textContent()) ?? '')).toContain(String(profile.founded));
    if (lang === 'en_US') {
      for (const name of ['Profile', 'Honours', 'Transfers'])
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(facts).toContainText('Average age');
    } else {
      await expect(page.getByRole('heading', { level: 2, name: 'الانتقالات' })).toBeVisible();
    }
    // Arrivals and departures: real tables with headers, a row per transfer, dates and fees.
    const arrivals = page.locator('section[aria-labelledby="team-transfers"] table').first();
    await expect(arrivals.locator('thead th')).toHaveCount(5);
    await expect(arrivals.locator('tbody tr')).toHaveCount(profile.transfers.in.length);
    await expect(arrivals.locator('tbody tr time').first()).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await expect(page.locator('section[aria-labelledby="team-honours"] tbody tr').first()).toBeVisible();
    await expectFitsScreen(page);
    await page.screenshot({
      path: info.outputPath(`team-profile-${lang}-${info.project.name}.png`),
      fullPage: true,
    });
  }
});

test('a player’s profile: age, power rating, statistics, weapons and service record (en_US, ar)', async ({
  page,
}, info) => {
  // A Counter-Strike player with games: weapons are counted for shooters.
  const list = await result<{ list: LeagueItem[] }>(page, '/league/list?gameId=2&size=5');
  const wc = list.list[0];
  if (!wc) throw new Error('no CS league');
  const table = await result<{ lines: { team: { id: number } }[] }>(page, `/league/standings?id=${wc.id}`);
  const team = await result<{ players: { id: number; name: string }[] }>(
    page,
    `/team/detail?id=${table.lines[0]?.team.id}`,
  );
  const player = team.players[0];
  if (!player) throw new Error('no player');
  const profile = await result<{ powerRating: number; serviceRecord: unknown[] }>(
    page,
    `/player/profile?id=${player.id}`,
  );
  const stats = await result<{ seasons: unknown[]; weapons: unknown[] }>(
    page,
    `/player/stats?id=${player.id}`,
  );

  for (const lang of ['en_US', 'ar'] as const) {
    await inLanguage(page.context(), info.project.use.baseURL, lang);
    await page.goto(`/playerLibrary/${player.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(player.name);
    const facts = page.locator('section[aria-labelledby="player-profile"]');
    await expect(facts.locator('meter')).toHaveAttribute('value', String(profile.powerRating));
    await expect(facts.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    const record = page.locator('section[aria-labelledby="player-career"] tbody tr');
    await expect(record).toHaveCount(profile.serviceRecord.length);
    if (stats.seasons.length > 0) {
      const seasons = page.locator('section[aria-labelledby="player-stats"] table').first();
      await expect(seasons.locator('tbody tr')).toHaveCount(stats.seasons.length);
      await expect(seasons.locator('tfoot tr')).toHaveCount(1);
    }
    if (lang === 'en_US') {
      await expect(page.getByRole('heading', { level: 2, name: 'Service record' })).toBeVisible();
      if (stats.weapons.length > 0)
        await expect(page.getByRole('heading', { name: 'Most used weapons' })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 2, name: 'الإحصائيات' })).toBeVisible();
    }
    await expectFitsScreen(page);
    await page.screenshot({
      path: info.outputPath(`player-profile-${lang}-${info.project.name}.png`),
      fullPage: true,
    });
  }
});

test('a league’s seasons: the live table with its marks, past tables, brackets and prize pool (en_US, ar)', async ({
  page,
}, info) => {
  const football = await result<{ list: LeagueItem[] }>(page, '/league/list?gameId=202&size=20');
  const albion = football.list.find((l) => l.name === 'Albion Premier League');
  if (!albion) throw new Error('no Albion Premier League');
  const seasons = await result<{ season: string; current: boolean }[]>(
    page,
    `/league/seasons?id=${albion.id}`,
  );
  const past = seasons.find((s) => !s.current);
  if (!past) throw new Error('no past season');
  const esports = await result<{ list: LeagueItem[] }>(page, '/league/list?gameId=1&size=20');
  const worlds = esports.list.find((l) => l.name.endsWith('World Championship'));
  if (!worlds) throw new Error('no world championship');

  for (const lang of ['en_US', 'ar'] as const) {
    await inLanguage(page.context(), info.project.use.baseURL, lang);
    await page.goto(`/leagueLibrary/${albion.id}`);
    // The season under way: its table from its matches, the title and relegation marked, a key.
    const chooser = page.locator('.season-chooser a');
    await expect(chooser).toHaveCount(seasons.length);
    await expect(chooser.first()).toHaveAttribute('aria-current', 'page');
    const live = page.locator('.league-table tbody tr');
    await expect(live.first()).toHaveAttribute('data-mark', 'champion');
    await expect(live.last()).toHaveAttribute('data-mark', 'relegation');
    await expect(page.locator('section[aria-labelledby="league-table"] .stage-marks li')).toHaveCount(3);
    await expectFitsScreen(page);
    await page.screenshot({
      path: info.outputPath(`league-live-${lang}-${info.project.name}.png`),
      fullPage: true,
    });

    // A past season: the feed's final table of 20, marked the same way.
    await chooser.filter({ hasText: past.season }).click();
    await expect(page).toHaveURL(new RegExp(`season=${encodeURIComponent(past.season)}`));
    const rows = page.locator('.stage-table tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toHaveAttribute('data-mark', 'champion');
    expect(latin((await rows.first().locator('td').first().textContent()) ?? '')).toMatch(/^1/);
    await expectFitsScreen(page);

    // A world championship: GSL groups and double-elimination play-offs drawn by the bracket model.
    await page.goto(`/leagueLibrary/${worlds.id}?season=${past.season.slice(0, 4)}`);
    await expect(page.locator('.stage[data-format="gsl"] .bracket')).toHaveCount(4);
    await expect(page.locator('.stage[data-format="double_elim"] .bracket')).toHaveCount(1);
    await expect(page.locator('section[aria-labelledby="league-prize"] tbody tr').first()).toBeVisible();
    await expectFitsScreen(page);
    await page.screenshot({
      path: info.outputPath(`league-worlds-${lang}-${info.project.name}.png`),
      fullPage: true,
    });
  }
});
