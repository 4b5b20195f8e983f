import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectFitsScreen,
  holdSocket,
  hydrated,
  inLanguage,
  test,
} from './fixtures.ts';

/**
 * Issue 13, the match centre: the match page's tabs (summary, match log, line-ups, odds), each at its
 * own address, rendered on the server and kept live over the match's channel, against the real
 * server and its simulated feed, in en_US and Arabic, on the desktop and the phone projects.
 */

type Info = {
  project: { name: string; use: { baseURL?: string | undefined } };
  outputPath(name: string): string;
};
const baseOf = (info: Info) => info.project.use.baseURL ?? '';

interface Item {
  id: number;
  gameId: number;
  home: { name: string } | null;
  away: { name: string } | null;
}

/** A match in play of `gameId` (else its next one) and its game's slug. */
async function liveMatch(page: Page, gameId: number): Promise<Item & { abbr: string }> {
  const games = (await (await page.request.get('/java/game/v3/getPCGameSource')).json()).result as {
    gameId: number;
    abbr: string;
  }[];
  const abbr = games.find((g) => g.gameId === gameId)?.abbr;
  const list = (
    await (await page.request.get('/java/v2/match/getPCLiveGameMatch', { params: { gameId } })).json()
  ).result as Item[];
  // Which games are in play changes by the hour of the simulated day: else the next to start (its
  // preview, trends and odds are there already).
  const next = list[0]
    ? undefined
    : ((
        await (
          await page.request.post('/java/v2/match/getPCUpcomingGameMatch', { data: { gameId, size: 1 } })
        ).json()
      ).result.list[0] as Item | undefined);
  const match = list[0] ?? next;
  if (!abbr || !match) throw new Error(`no match in play or to come of game ${gameId}`);
  return { ...match, abbr };
}

/**
 * A match of `gameId` whose page shows `tab`, opened in `lang`: one in play first, else one just
 * finished (a tab without data, such as the economy before a series' first round, is not shown, and
 * which games are in play changes by the hour of the simulated day).
 */
async function matchShowing(
  page: Page,
  info: Info,
  gameId: number,
  lang: string,
  tab: string,
): Promise<Item & { abbr: string }> {
  const games = (await (await page.request.get('/java/game/v3/getPCGameSource')).json()).result as {
    gameId: number;
    abbr: string;
  }[];
  const abbr = games.find((g) => g.gameId === gameId)?.abbr;
  const live = (
    await (await page.request.get('/java/v2/match/getPCLiveGameMatch', { params: { gameId } })).json()
  ).result as Item[];
  const past = (
    await (await page.request.post('/java/v2/match/getPCPastGameMatch', { data: { gameId, size: 5 } })).json()
  ).result.list as Item[];
  await inLanguage(page.context(), baseOf(info), lang);
  for (const match of [...live, ...past]) {
    await page.goto(`/${abbr}/${match.id}?tab=${tab}`);
    if ((await page.locator('.match-centre').getAttribute('data-tab')) === tab)
      return { ...match, abbr: abbr ?? '' };
  }
  throw new Error(`no match of game ${gameId} in play or just finished shows its ${tab} tab`);
}

const tabs = (page: Page) => page.locator('.match-centre__tabs');

/** Opens a tab of `match` in `lang` and waits until the page shows that tab. */
async function openTab(page: Page, info: Info, match: Item & { abbr: string }, lang: string, tab: string) {
  await inLanguage(page.context(), baseOf(info), lang);
  await page.goto(`/${match.abbr}/${match.id}?tab=${tab}`);
  await expect(page.locator('.match-centre')).toHaveAttribute('data-tab', tab);
}

/** Nothing wider than the screen; the whole page kept as a screenshot for the record. */
async function fitsAndRecord(page: Page, info: Info, name: string) {
  await expectFitsScreen(page);
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
}

test.describe('match centre', () => {
  for (const [lang, words] of [
    ['en_US', { odds: 'Odds', opening: 'Opening', formation: /Formation \u2066?\d-\d-\d/ }],
    ['ar', { odds: null, opening: null, formation: null }],
  ] as const) {
    test(`football: line-ups on a pitch, then the odds tab at its own address (${lang})`, async ({
      page,
    }, info) => {
      const match = await liveMatch(page, 200);
      await inLanguage(page.context(), baseOf(info), lang);
      await page.goto(`/${match.abbr}/${match.id}?tab=lineups`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      // Rendered on the server: the pitch, both sides' starters and their formation.
      await expect(page.locator('.match-centre')).toHaveAttribute('data-tab', 'lineups');
      await expect(page.locator('.pitch')).toHaveCount(2);
      await expect(page.locator('.pitch').first().locator('.pitch__player')).toHaveCount(11);
      // Each player on the pitch opens their library page.
      await expect(page.locator('.pitch').first().locator('a.pitch__player').first()).toHaveAttribute(
        'href',
        /\/playerLibrary\/\d+$/,
      );
      if (words.formation)
        await expect(page.locator('.lineups__formation').first()).toHaveText(words.formation);
      // Each side's head coach under its starters.
      await expect(page.locator('.lineups__coach')).toHaveCount(2);
      if (lang === 'en_US') await expect(page.locator('.lineups__coach').first()).toHaveText(/^Coach: \S+/);
      // WAI-ARIA tabs: a tab list whose current tab is selected and the panel's label.
      const current = tabs(page).locator('[role="tablist"] [role="tab"][aria-selected="true"]');
      await expect(current).toHaveAttribute('data-tab', 'lineups');
      await expect(page.getByRole('tabpanel')).toHaveAttribute(
        'aria-labelledby',
        (await current.getAttribute('id')) ?? 'missing',
      );
      await fitsAndRecord(page, info, `lineups-${lang}`);

      await hydrated(page);
      // Only the current tab is in the Tab order; the arrows move along the tabs in the reading
      // direction (in Arabic the left arrow goes to the next tab), Home and End to either end.
      const order = await tabs(page)
        .locator('[role="tab"]')
        .evaluateAll((all) => all.map((a) => [a.getAttribute('data-tab'), a.getAttribute('tabindex')]));
      expect(order.filter(([, index]) => index === '0')).toEqual([['lineups', '0']]);
      const at = order.findIndex(([id]) => id === 'lineups');
      const tab = (id: string | null | undefined) => tabs(page).locator(`[role="tab"][data-tab="${id}"]`);
      await current.focus();
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tab(order[(at + 1) % order.length]?.[0])).toBeFocused();
      await page.keyboard.press('End');
      await expect(tab(order.at(-1)?.[0])).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tab(order[0]?.[0])).toBeFocused();
      const odds = tabs(page).locator('a[data-tab="odds"]');
      if (words.odds) await expect(odds).toHaveText(words.odds);
      // The tab row scrolls sideways on a phone: the click is repeated should it land while the row's
      // scroll hint moves (seen once in four runs; see the closing note of 2026-11-27).
      await expect(async () => {
        await odds.click();
        await expect(page).toHaveURL(new RegExp(`/${match.abbr}/${match.id}\\?tab=odds$`), { timeout: 2000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.locator('.match-centre')).toHaveAttribute('data-tab', 'odds');
      const table = page.locator('.odds__table[data-market="europe"]');
      await expect(table).toBeVisible();
      if (words.opening)
        await expect(table.locator('tbody th[scope="row"]').first()).toHaveText(words.opening);
      // The canonical address of a tab keeps its `?tab=`, and its title names the tab first.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\?tab=odds$/);
      if (words.odds) await expect(page).toHaveTitle(new RegExp(`^${words.odds} · `));
      await expectFitsScreen(page);
      await expectAccessible(page, '.match-centre');
      await page.screenshot({
        path: info.outputPath(`odds-${lang}-${info.project.name}.png`),
        fullPage: true,
      });
    });
  }

  test('the match log adds an incident pushed on the match channel, as a sentence (en_US, ar)', async ({
    page,
  }, info) => {
    const socket = await holdSocket(page);
    const match = await liveMatch(page, 200);
    for (const [lang, sentence] of [
      ['en_US', `Goal! Test Striker scores for ${match.home?.name}`],
      ['ar', 'Test Striker'],
    ] as const) {
      await openTab(page, info, match, lang, 'log');
      await hydrated(page);
      const first = page.locator('.match-log__item').first();
      // The channel may be subscribed a moment after hydrating: pushed until the log shows it.
      await expect(async () => {
        socket().send(
          JSON.stringify({
            type: 'message',
            channel: `match:${match.id}`,
            data: {
              kind: 'incidents',
              gameId: 200,
              matchId: match.id,
              incidents: [
                {
                  matchId: match.id,
                  seq: 2_000_000_000,
                  type: 'goal',
                  side: 'home',
                  period: { type: 'half', index: 2 },
                  clockSeconds: 5100,
                  player: 'Test Striker',
                  scoreAfter: { home: 9, away: 0 },
                  occurredAt: new Date().toISOString(),
                },
              ],
            },
          }),
        );
        await expect(first).toContainText(sentence, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(first).toHaveAttribute('data-type', 'goal');
      if (lang === 'en_US') await expect(first.locator('.match-log__moment')).toHaveText("86'");
      await expectFitsScreen(page);
      await page.screenshot({ path: info.outputPath(`log-${lang}-${info.project.name}.png`) });
    }
  });

  test('the preview: each side’s form as W/D/L and a past match one click away (en_US, ar)', async ({
    page,
  }, info) => {
    const match = await liveMatch(page, 1);
    const { venue } = (await (await page.request.get(`/java/${match.abbr}/${match.id}`)).json()).result;
    expect(venue, 'the simulator names every venue').toBeTruthy();
    for (const lang of ['en_US', 'ar'] as const) {
      await openTab(page, info, match, lang, 'preview');
      // Kick-off, venue and format head every tab.
      await expect(page.getByTestId('match-venue')).toContainText(venue);
      if (lang === 'en_US') await expect(page.getByTestId('match-venue')).toHaveText(`Venue ${venue}`);
      const home = page.locator('.preview__side[data-side="home"]');
      await expect(home.locator('.form-badges .form-badge').first()).toBeVisible();
      // One badge per past match with a result, as many as the list shows.
      expect(await home.locator('.form-badges .form-badge').count()).toBe(
        await home.locator('.form-list__item').count(),
      );
      if (lang === 'en_US') {
        await expect(home.locator('h3')).toHaveText(`Last matches of ${match.home?.name}`);
        await expect(home.locator('.form-badges .form-badge').first()).toHaveText(/^[WDL]$/);
      }
      // The sides' league positions, as the call answers them, best placed first, names linking to
      // the teams.
      const { table } = (await (await page.request.get(`/java/${match.abbr}/${match.id}/preview`)).json())
        .result.preview as {
        table: { home: { position: number } | null; away: { position: number } | null } | null;
      };
      const lines = [table?.home, table?.away]
        .filter((l) => l != null)
        .sort((a, b) => a.position - b.position);
      expect(lines.length, 'a live match of a league with finished matches').toBeGreaterThan(0);
      const rows = page.locator('.league-table tbody tr');
      await expect(rows).toHaveCount(lines.length);
      const latin = (text: string) =>
        text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660));
      expect((await rows.locator('td:first-child').allTextContents()).map(latin)).toEqual(
        lines.map((l) => String(l.position)),
      );
      await expect(rows.first().locator('a')).toHaveAttribute('href', /\/squadLibrary\/\d+$/);
      if (lang === 'en_US') await expect(page.locator('.preview h2').first()).toHaveText('League position');
      await fitsAndRecord(page, info, `preview-${lang}`);
    }
    await hydrated(page);
    // Each past match: both teams link to their library pages, the score to the match.
    const line = page.locator('.preview__side[data-side="home"] .form-list__match').first();
    await expect(line.locator('a.form-list__team').first()).toHaveAttribute('href', /\/squadLibrary\/\d+$/);
    const past = line.locator('a.form-list__score');
    const href = await past.getAttribute('href');
    await past.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.match-header')).toBeVisible();
  });

  test('statistics: paired values per period, and live over the match channel (en_US, ar)', async ({
    page,
  }, info) => {
    const socket = await holdSocket(page);
    const match = await liveMatch(page, 200);
    for (const lang of ['en_US', 'ar'] as const) {
      await openTab(page, info, match, lang, 'stats');
      const possession = page.locator('.stats__row[data-stat="possession"] .stats__value');
      await expect(possession).toHaveCount(2);
      if (lang === 'en_US') {
        const [home, away] = (await possession.allTextContents()).map((t) => Number.parseInt(t, 10));
        expect((home ?? 0) + (away ?? 0)).toBe(100);
        await expect(page.locator('.stats__row[data-stat="possession"] th')).toContainText('Ball possession');
      }
      await hydrated(page);
      const firstHalf = page.locator('.stats__period').nth(1);
      if ((await firstHalf.count()) > 0) {
        await firstHalf.click();
        await expect(firstHalf).toHaveAttribute('aria-pressed', 'true');
        await expect(possession).toHaveCount(2);
        await page.locator('.stats__period').first().click();
      }
      // The feed's next statistics arrive on the match channel.
      const shots = page.locator('.stats__row[data-stat="shots"] .stats__value').first();
      await expect(async () => {
        socket().send(
          JSON.stringify({
            type: 'message',
            channel: `match:${match.id}`,
            data: {
              kind: 'stats',
              gameId: 200,
              matchId: match.id,
              stats: {
                total: { possession: { home: 50, away: 50 }, shots: { home: 99, away: 1 } },
                periods: [],
              },
            },
          }),
        );
        await expect(shots).toHaveText(/99|٩٩/, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await fitsAndRecord(page, info, `stats-${lang}`);
    }
  });

  test('trends: each side’s wins and, for esports, maps over 26.5 kills (en_US, ar)', async ({
    page,
  }, info) => {
    const match = await liveMatch(page, 1);
    for (const lang of ['en_US', 'ar'] as const) {
      await openTab(page, info, match, lang, 'trends');
      await expect(page.locator('tr[data-trend="wins"] td')).toHaveCount(2);
      await expect(page.locator('tr[data-trend="maps"]')).toHaveCount(1);
      if (lang === 'en_US') {
        await expect(page.locator('tr[data-trend="maps"] th')).toHaveText(
          /^Maps over \u2066?26\.5\u2069? kills$/,
        );
        await expect(page.locator('tr[data-trend="wins"] td').first()).toHaveText(
          /^(\d+ of \d+ \(\d+%\)|–)$/,
        );
      }
      await fitsAndRecord(page, info, `trends-${lang}`);
    }
  });

  test('economy: CS (dollars, CT/T) and Valorant (credits, attack/defence) rounds with buy types (en_US, ar)', async ({
    page,
  }, info) => {
    for (const [gameId, lang] of [
      [2, 'en_US'],
      [2, 'ar'],
      [14, 'en_US'],
      [14, 'ar'],
    ] as const) {
      await matchShowing(page, info, gameId, lang, 'economy');
      const rounds = page.locator('.economy__rounds tbody tr');
      expect(await rounds.count()).toBeGreaterThan(0);
      // Every value's buy type is HLTV's band for it.
      const cells = page.locator('.economy__rounds td[data-buy]');
      for (const cell of lang === 'en_US' ? (await cells.all()).slice(0, 6) : []) {
        const value = Number((await cell.locator('span[dir="ltr"]').textContent())?.replace(/[^\d]/g, ''));
        const expected =
          value < 5000 ? 'fullEco' : value < 10000 ? 'semiEco' : value < 20000 ? 'semiBuy' : 'fullBuy';
        await expect(cell).toHaveAttribute('data-buy', expected);
      }
      await expect(page.locator('.economy__record tbody tr')).toHaveCount(4);
      if (lang === 'en_US') {
        await expect(page.locator('.economy__record tr[data-buy="fullEco"] th')).toHaveText('Full eco');
        // Counter-Strike counts dollars and names its sides CT and T; Valorant counts credits and
        // names them in words.
        const first = page.locator('.economy__rounds td[data-buy]').first();
        if (gameId === 2) {
          await expect(first.locator('span[dir="ltr"]')).toHaveText(/^\$[\d,]+$/);
          await expect(first.locator('.economy__type')).toHaveText(/· (CT|T)$/);
        } else {
          await expect(first.locator('span[dir="ltr"]')).toHaveText(/^[\d,]+$/);
          await expect(first.locator('.economy__type')).toHaveText(/· (Attack|Defence)$/);
          await expect(page.locator('.match-centre__title .match-centre__note')).toContainText('credits');
        }
      }
      await fitsAndRecord(page, info, `economy-${gameId}-${lang}`);
    }
  });

  test('player statistics: football, basketball, MOBA and shooter tables, sortable and live (en_US, ar)', async ({
    page,
  }, info) => {
    const socket = await holdSocket(page);
    for (const [gameId, first] of [
      [200, 'rating'],
      [201, 'points'],
      [1, 'kills'],
      [2, 'kills'],
    ] as const) {
      const match = await matchShowing(page, info, gameId, 'en_US', 'players');
      for (const lang of gameId === 200 || gameId === 2 ? (['en_US', 'ar'] as const) : (['en_US'] as const)) {
        await openTab(page, info, match, lang, 'players');
        const tables = page.locator('.player-stats__table');
        await expect(tables).toHaveCount(2);
        expect(await tables.first().locator('tbody tr').count()).toBeGreaterThan(4);
        const sorted = tables.first().locator('th[aria-sort]');
        await expect(sorted).toHaveAttribute('aria-sort', 'descending');
        const column = tables.first().locator(`td[data-stat="${first}"]`);
        if (lang === 'en_US') {
          // Highest first: the column reads in descending order.
          const values = (await column.allTextContents()).map((t) => Number.parseFloat(t.replace(',', '')));
          expect([...values].sort((a, b) => b - a)).toEqual(values);
        }
        await hydrated(page);
        await sorted.locator('button').click();
        await expect(tables.first().locator('th[aria-sort]')).toHaveAttribute('aria-sort', 'ascending');
        if (gameId === 200) {
          // The feed's next figures arrive on the match channel.
          await expect(async () => {
            socket().send(
              JSON.stringify({
                type: 'message',
                channel: `match:${match.id}`,
                data: {
                  kind: 'stats',
                  gameId,
                  matchId: match.id,
                  stats: {
                    total: {},
                    periods: [],
                    players: {
                      home: [{ name: 'Pushed Player', values: { rating: 9.9, goals: 7 } }],
                      away: [{ name: 'Other Player', values: { rating: 6 } }],
                    },
                  },
                },
              }),
            );
            await expect(page.locator('.player-stats__table th', { hasText: 'Pushed Player' })).toHaveCount(
              1,
              {
                timeout: 1000,
              },
            );
          }).toPass({ timeout: 15_000 });
        }
        await fitsAndRecord(page, info, `players-${gameId}-${lang}`);
      }
    }
  });

  test('player statistics per map: a finished best-of series shows the match, then each map (en_US, ar)', async ({
    page,
  }, info) => {
    type Lines = { home: { name: string; values: Record<string, number> }[]; away: unknown[] };
    const past = (
      await (await page.request.post('/java/v2/match/getPCPastGameMatch', { data: { gameId: 1 } })).json()
    ).result.list as { id: number; status: string }[];
    let found: { id: number; maps: ({ index: number } & Lines)[] } | undefined;
    for (const m of past.filter((p) => p.status === 'finished')) {
      const answer = (await (await page.request.get(`/java/lol/${m.id}/players`)).json()).result as {
        players: (Lines & { maps?: ({ index: number } & Lines)[] }) | null;
      };
      if ((answer.players?.maps?.length ?? 0) > 1) {
        found = { id: m.id, maps: answer.players?.maps ?? [] };
        break;
      }
    }
    if (!found) throw new Error('no finished League of Legends series of two maps or more');
    for (const [lang, words] of [
      ['en_US', { match: 'Match', map1: 'Map 1' }],
      ['ar', { match: null, map1: null }],
    ] as const) {
      await inLanguage(page.context(), baseOf(info), lang);
      await page.goto(`/lol/${found.id}?tab=players`);
      const panel = page.locator('.player-stats');
      // The whole series first; a button per map, the first one pressed.
      await expect(panel).toHaveAttribute('data-view', '-1');
      const buttons = panel.locator('.stats__period');
      await expect(buttons).toHaveCount(found.maps.length + 1);
      await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
      if (words.match) await expect(buttons.first()).toHaveText(words.match);
      if (words.map1) await expect(buttons.nth(1)).toHaveText(words.map1);
      await hydrated(page);
      await buttons.nth(1).click();
      await expect(panel).toHaveAttribute('data-view', String(found.maps[0]?.index));
      await expect(buttons.nth(1)).toHaveAttribute('aria-pressed', 'true');
      // The first map's kills, as the call answers them, in the home table.
      const kills = (
        await panel.locator('.player-stats__table').first().locator('td[data-stat="kills"]').allTextContents()
      )
        .map((t) => Number.parseInt(t.replace(/[^\d]/g, '') || '0', 10))
        .reduce((a, b) => a + b, 0);
      if (lang === 'en_US')
        expect(kills).toBe(found.maps[0]?.home.reduce((n, l) => n + (l.values.kills ?? 0), 0));
      await fitsAndRecord(page, info, `players-maps-${lang}`);
    }
  });

  test('every sport family: each tab it shows renders with data, fits the screen, and the log follows the match channel (en_US, ar)', async ({
    page,
  }, info) => {
    test.setTimeout(360_000);
    const socket = await holdSocket(page);
    const games = (await (await page.request.get('/java/game/v3/getPCGameSource')).json()).result as {
      gameId: number;
      abbr: string;
    }[];
    for (const [family, gameIds, period] of [
      ['football', [202, 200], 'half'],
      ['basketball', [201], 'quarter'],
      ['american_football', [209], 'quarter'],
      ['tennis', [203], 'set'],
      ['sets', [206, 207, 208], 'set'],
      ['baseball', [205], 'inning'],
      ['cricket', [210], 'inning'],
      ['snooker', [204], 'frame'],
      ['moba', [1, 4, 3, 7, 25], 'map'],
      ['shooter', [2, 17, 14, 8], 'map'],
      ['battle_royale', [5, 6, 26], 'game'],
      ['duel', [21, 22, 9, 28, 18], 'game'],
    ] as const) {
      // A match in play of the family, else its latest finished one.
      let found: { id: number; gameId: number } | undefined;
      for (const gameId of gameIds) {
        const live = (
          await (await page.request.get('/java/v2/match/getPCLiveGameMatch', { params: { gameId } })).json()
        ).result as { id: number; gameId: number }[];
        found = live[0];
        if (found) break;
      }
      for (const gameId of found ? [] : gameIds) {
        const past = (
          await (await page.request.post('/java/v2/match/getPCPastGameMatch', { data: { gameId } })).json()
        ).result.list as { id: number; gameId: number; status: string }[];
        found = past.find((m) => m.status === 'finished');
        if (found) break;
      }
      if (!found) throw new Error(`no match of the ${family} family`);
      const abbr = games.find((g) => g.gameId === found.gameId)?.abbr;
      for (const lang of ['en_US', 'ar'] as const) {
        await inLanguage(page.context(), baseOf(info), lang);
        await page.goto(`/${abbr}/${found.id}`);
        const ids = await page
          .locator('.match-centre__tabs a')
          .evaluateAll((links) =>
            links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('tab')),
          );
        // A single tab shows without the row of tabs.
        if (ids.length === 0) await expect(page.locator('.match-centre'), `${family}: a tab`).toHaveCount(1);
        for (const tab of ids.length > 0 ? ids : [null]) {
          await page.goto(`/${abbr}/${found.id}${tab ? `?tab=${tab}` : ''}`);
          const panel = page.locator('.match-centre__panel');
          // Never an empty tab: the panel holds something to read or a picture.
          await expect(
            panel.locator('table, svg, li, iframe').first(),
            `${family} ${tab ?? 'first'}`,
          ).toBeVisible();
          expect(
            ((await panel.textContent()) ?? '').trim().length,
            `${family} ${tab ?? 'first'}`,
          ).toBeGreaterThan(0);
          await expectFitsScreen(page);
        }
        if (!ids.includes('log') && ids[0] !== null) continue;
        await page.goto(`/${abbr}/${found.id}?tab=log`);
        if ((await page.locator('.match-centre').getAttribute('data-tab')) !== 'log') continue;
        await hydrated(page);
        const first = page.locator('.match-log__item').first();
        await expect(async () => {
          socket().send(
            JSON.stringify({
              type: 'message',
              channel: `match:${found.id}`,
              data: {
                kind: 'incidents',
                gameId: found.gameId,
                matchId: found.id,
                incidents: [
                  {
                    matchId: found.id,
                    seq: 2_000_000_000,
                    type: 'period_start',
                    side: null,
                    period: { type: period, index: 2 },
                    clockSeconds: null,
                    occurredAt: new Date().toISOString(),
                  },
                ],
              },
            }),
          );
          await expect(first).toHaveAttribute('data-type', 'period_start', { timeout: 1000 });
        }).toPass({ timeout: 15_000 });
        await page.screenshot({ path: info.outputPath(`family-${family}-${lang}.png`) });
      }
    }
  });

  test('animation: a football match’s pitch lights the zone of the attack the feed reports (en_US, ar)', async ({
    page,
  }, info) => {
    const socket = await holdSocket(page);
    const match = await liveMatch(page, 200);
    for (const lang of ['en_US', 'ar'] as const) {
      await openTab(page, info, match, lang, 'animation');
      const pitch = page.locator('.animation__pitch');
      await expect(pitch).toHaveAttribute('role', 'img');
      await hydrated(page);
      await expect(async () => {
        // In play (the match may be at half-time): the drawing follows the play only.
        socket().send(
          JSON.stringify({
            type: 'message',
            channel: `match:${match.id}`,
            data: {
              kind: 'state',
              gameId: 200,
              state: {
                matchId: match.id,
                seq: 2_000_000_000,
                status: 'live',
                period: { type: 'half', index: 2 },
                // Late enough that a goal the feed scored meanwhile is no longer shown.
                clock: { seconds: 7000, running: true, direction: 'up', at: new Date().toISOString() },
                score: { home: 0, away: 0 },
                periodScores: [],
                detail: {},
                winner: null,
                updatedAt: new Date().toISOString(),
              },
            },
          }),
        );
        for (const dangerous of [10_000, 10_001]) {
          socket().send(
            JSON.stringify({
              type: 'message',
              channel: `match:${match.id}`,
              data: {
                kind: 'stats',
                gameId: 200,
                matchId: match.id,
                stats: {
                  total: { dangerousAttacks: { home: dangerous, away: 0 }, shots: { home: 0, away: 0 } },
                  periods: [],
                },
              },
            }),
          );
        }
        await expect(pitch).toHaveAttribute('data-zone', 'dangerousAttack', { timeout: 1000 });
        await expect(pitch).toHaveAttribute('data-side', 'home', { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      if (lang === 'en_US')
        await expect(page.locator('.animation__moment')).toContainText(match.home?.name ?? '');
      await fitsAndRecord(page, info, `animation-${lang}`);
    }
  });

  test('a long log comes with its newest lines; the rest on asking', async ({ page }, info) => {
    const res = await page.request.post('/java/v2/match/getPCPastGameMatch', {
      data: { gameId: 201, size: 1 },
    });
    const past = (await res.json()).result.list[0] as Item;
    await inLanguage(page.context(), baseOf(info), 'en_US');
    await page.goto(`/basketball/${past.id}?tab=log`);
    await hydrated(page);
    const items = page.locator('.match-log__item');
    await expect(items).toHaveCount(40);
    const more = page.locator('.match-log__more');
    await expect(more).toHaveText(/^Show all \d+ events$/);
    const total = Number((await more.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(40);
    await more.click();
    await expect(items).toHaveCount(total);
    await expect(more).toHaveCount(0);
    await expectFitsScreen(page);
  });

  test('an unknown tab shows the first tab at the page’s own address; an unknown match is the 404 page', async ({
    page,
  }, info) => {
    const match = await liveMatch(page, 200);
    await inLanguage(page.context(), baseOf(info), 'en_US');
    const response = await page.goto(`/${match.abbr}/${match.id}?tab=nonsense`);
    expect(response?.status()).toBe(200);
    const first = await tabs(page).locator('a').first().getAttribute('data-tab');
    await expect(page.locator('.match-centre')).toHaveAttribute('data-tab', first ?? '');
    await expect(page.locator('link[rel="canonical"]')).not.toHaveAttribute('href', /tab=/);
    const missing = await page.goto(`/${match.abbr}/2000000000?tab=odds`);
    expect(missing?.status()).toBe(404);
  });
});
