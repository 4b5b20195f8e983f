import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectFitsScreen,
  finishedList,
  hydrated,
  inLanguage,
  newEmail,
  signUpIn,
  test,
} from './fixtures.ts';

/**
 * The live-score screens (home, /match/{game?}, /{game}/{id}) against the real server and its
 * simulated feed (FEED=simulator, the default: about 45 matches in play at real speed). Live
 * changes arrive within a minute: every running match re-syncs its clock each match minute and
 * scores move in between, so the live tests wait up to 90 s.
 */

const baseOf = (info: { project: { use: { baseURL?: string | undefined } } }) =>
  info.project.use.baseURL ?? '';

/** The page shows its view for the browser's zone (the projects run in Asia/Shanghai). */
async function inViewerZone(page: Page, timeZone = 'Asia/Shanghai') {
  await expect(page.locator('[data-tz]')).toHaveAttribute('data-tz', timeZone, { timeout: 15_000 });
}

/** YYYY-MM-DD of `instant` in `timeZone`. */
function localDate(timeZone: string, instant: number | string = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The UTC instant at which `date` begins in `timeZone` (found by stepping minutes around UTC midnight). */
function startOfLocalDay(timeZone: string, date: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  for (let m = -15 * 60; m <= 15 * 60; m += 15) {
    const t = utcMidnight + m * 60_000;
    if (localDate(timeZone, t) === date && localDate(timeZone, t - 60_000) !== date) return t;
  }
  throw new Error(`no start of ${date} in ${timeZone}`);
}

/** What a row shows that changes while its match is played: seq, score, period scores, status. */
async function rowStates(rows: Locator): Promise<Map<string, string>> {
  const states = await rows.evaluateAll((items) =>
    items.map((li) => [
      li.getAttribute('data-match-id') ?? '',
      `${li.getAttribute('data-seq')}|${li.querySelector('.match-row__score')?.textContent}|${
        li.querySelector('.match-row__periods')?.textContent
      }|${li.getAttribute('data-status')}`,
    ]),
  );
  return new Map(states as [string, string][]);
}

async function changedRows(rows: Locator, before: Map<string, string>): Promise<number> {
  const now = await rowStates(rows);
  let changed = 0;
  for (const [id, state] of now) if (before.has(id) && before.get(id) !== state) changed += 1;
  return changed;
}

/** Marks the document: the mark survives updates but not a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test.describe('home', () => {
  test('lists hot matches, matches in play, upcoming and finished, and scores change without a reload', async ({
    page,
  }, info) => {
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await inLanguage(page.context(), baseOf(info));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Hot matches' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Live now' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Finished' })).toBeVisible();
    const live = page.locator('[data-section="live"] .match-row');
    expect(await live.count()).toBeGreaterThan(5);
    await expect(page.locator('[data-section="upcoming"] .match-row').first()).toHaveAttribute(
      'data-status',
      /preview|not_started|postponed/,
    );
    await hydrated(page);
    await markDocument(page);

    const before = await rowStates(live);
    await expect
      .poll(() => changedRows(live, before), { timeout: 90_000, intervals: [2000] })
      .toBeGreaterThan(0);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('filters by game and switches days', async ({ page }, info) => {
    await inLanguage(page.context(), baseOf(info));
    await page.goto('/');
    await hydrated(page);
    const filter = page.getByRole('navigation', { name: 'Games' });
    await expect(filter.getByRole('link')).toHaveCount(37);
    await filter.getByRole('link', { name: 'Basketball' }).click();
    await expect(page).toHaveURL(/\?game=basketball/);
    await expect(filter.getByRole('link', { name: 'Basketball' })).toHaveAttribute('aria-current', 'true');
    const rows = page.locator('.match-row');
    await expect(rows.first()).toBeVisible();
    expect(
      new Set(await rows.evaluateAll((items) => items.map((li) => li.getAttribute('data-game')))),
    ).toEqual(new Set(['basketball']));

    await page.getByRole('navigation', { name: 'Day' }).getByRole('link', { name: 'Tomorrow' }).click();
    await expect(page).toHaveURL(/day=tomorrow/);
    await inViewerZone(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Schedule' })).toBeVisible();
    // Tomorrow in the viewer's zone (the projects run in Asia/Shanghai).
    const tomorrow = addDays(localDate('Asia/Shanghai'), 1);
    const starts = await rows.evaluateAll((items) => items.map((li) => li.getAttribute('data-start') ?? ''));
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(localDate('Asia/Shanghai', start)).toBe(tomorrow);

    await page.getByRole('navigation', { name: 'Day' }).getByRole('link', { name: 'Yesterday' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible();
    await expect(rows.first()).toHaveAttribute('data-status', 'finished');
  });

  test('re-syncs after the live connection drops, then follows pushes again', async ({ page }, info) => {
    test.slow();
    const routes: WebSocketRoute[] = [];
    let cut = false;
    await page.routeWebSocket(/\/ws$/, (ws) => {
      if (cut) {
        ws.close({ code: 4001, reason: 'cut by the test' });
        return;
      }
      ws.connectToServer();
      routes.push(ws);
    });
    // A real drop takes the page's HTTP calls too: otherwise each reconnect attempt (the test's
    // stand-in socket opens before it is closed) fetches a fresh snapshot and the page never lags.
    await page.route(/\/java\//, (route) => (cut ? route.abort('internetdisconnected') : route.continue()));
    // Calls already under way when the line is cut still answer (a refresh the page started just
    // before): the rows the page shows are read once they have landed. Counted from the start.
    let inFlight = 0;
    const isCall = (r: { url(): string }) => /\/java\//.test(r.url());
    page.on('request', (r) => {
      if (isCall(r)) inFlight += 1;
    });
    const landed = (r: { url(): string }) => {
      if (isCall(r)) inFlight -= 1;
    };
    page.on('requestfinished', landed);
    page.on('requestfailed', landed);
    await inLanguage(page.context(), baseOf(info));
    await page.goto('/?day=live');
    await hydrated(page);
    await markDocument(page);
    const rows = page.locator('[data-section="live"] .match-row');
    expect(await rows.count()).toBeGreaterThan(5);

    cut = true;
    for (const ws of routes) await ws.close({ code: 4001, reason: 'cut by the test' });
    await expect(page.locator('.live-status')).not.toHaveAttribute('data-state', 'connected');
    await expect.poll(() => inFlight, { timeout: 30_000 }).toBe(0);
    // ...and React has committed what they brought (a frame, then a task).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const shown = new Map(
      (await rows.evaluateAll((items) =>
        items.map((li) => [li.getAttribute('data-match-id'), Number(li.getAttribute('data-seq'))]),
      )) as [string, number][],
    );

    // While the page hears nothing, the server's states move on.
    let moved: { id: string; seq: number } | undefined;
    await expect
      .poll(
        async () => {
          const answer = await (await page.request.get('/java/v2/match/getPCLiveGameMatch')).json();
          const list = answer.result as Array<{ id: number; seq: number }>;
          const found = list.find((m) => (shown.get(String(m.id)) ?? Number.POSITIVE_INFINITY) < m.seq);
          moved = found ? { id: String(found.id), seq: found.seq } : undefined;
          return moved !== undefined;
        },
        { timeout: 90_000, intervals: [3000] },
      )
      .toBe(true);
    if (!moved) throw new Error('no match moved');
    const row = page.locator(`[data-section="live"] .match-row[data-match-id="${moved.id}"]`);
    expect(Number(await row.getAttribute('data-seq'))).toBeLessThan(moved.seq);

    cut = false;
    await hydrated(page);
    // The snapshot fetched on reconnecting brings the state the page missed.
    await expect
      .poll(async () => Number(await row.getAttribute('data-seq')), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(moved.seq);
    // And pushes flow again.
    const after = await rowStates(rows);
    await expect
      .poll(() => changedRows(rows, after), { timeout: 90_000, intervals: [2000] })
      .toBeGreaterThan(0);
    expect(await sameDocument(page)).toBe(true);
  });

  test('has no detectable accessibility violations', async ({ page }, info) => {
    await inLanguage(page.context(), baseOf(info));
    await page.goto('/');
    await hydrated(page);
    await expectAccessible(page);
    await expectFitsScreen(page);
  });
});

test.describe('match list', () => {
  test('groups the day by league with a calendar, tabs with counts, and updates in play', async ({
    page,
  }, info) => {
    test.slow();
    await inLanguage(page.context(), baseOf(info));
    await page.goto(finishedList('/match/basketball'));
    await expect(page.getByRole('heading', { level: 1, name: 'Basketball matches' })).toBeVisible();
    await inViewerZone(page);
    const calendar = page.getByRole('navigation', { name: 'Calendar' });
    await expect(calendar.getByRole('link')).toHaveCount(7);
    const today = localDate('Asia/Shanghai');
    await expect(calendar.locator('[data-today="true"]')).toHaveAttribute('data-date', today);
    const tabs = page.getByRole('navigation', { name: 'Match status' });
    await expect(tabs.getByRole('link')).toHaveCount(5);
    await expect(tabs.getByRole('link', { name: /Finished/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('.league-group').first()).toBeVisible();
    await expect(page.locator('.league-group .league-group__name').first()).not.toBeEmpty();
    await expect(page.locator('.match-row').first()).toHaveAttribute('data-status', /finished|cancelled/);

    // Another day of the calendar (the list above is yesterday's), then back to today.
    const earlier = addDays(today, -2);
    await calendar.locator(`[data-date="${earlier}"]`).click();
    await expect(page).toHaveURL(new RegExp(`date=${earlier}`));
    await expect(calendar.locator(`[data-date="${earlier}"]`)).toHaveAttribute('aria-current', 'date');
    for (const start of await page
      .locator('.match-row')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-start') ?? ''))) {
      expect(localDate('Asia/Shanghai', start)).toBe(earlier);
    }
    await page.getByTestId('back-to-today').click();
    await expect(calendar.locator(`[data-date="${today}"]`)).toHaveAttribute('aria-current', 'date');

    // The date picker goes to any day.
    const inTwoWeeks = addDays(today, 5);
    await page.getByLabel('Pick a date').fill(inTwoWeeks);
    await expect(page).toHaveURL(new RegExp(`date=${inTwoWeeks}`));

    // Everything in play, updating without a reload.
    await page.goto('/match?tab=live');
    await hydrated(page);
    await markDocument(page);
    const rows = page.locator('.match-row');
    expect(await rows.count()).toBeGreaterThan(5);
    const before = await rowStates(rows);
    await expect
      .poll(() => changedRows(rows, before), { timeout: 90_000, intervals: [2000] })
      .toBeGreaterThan(0);
    expect(await sameDocument(page)).toBe(true);
  });

  test('refuses favourites to guests with the login dialog', async ({ page }, info) => {
    await inLanguage(page.context(), baseOf(info));
    const tomorrow = addDays(localDate('Asia/Shanghai'), 1);
    await page.goto(`/match?date=${tomorrow}&tab=notStarted`);
    await hydrated(page);
    await inViewerZone(page);
    await page
      .locator('.match-row')
      .first()
      .getByRole('button', { name: /^Follow / })
      .click();
    await expect(page.locator('dialog.auth-dialog')).toBeVisible();
    await expect(page.getByText('Please log in to follow matches')).toBeVisible();
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Match status' })
      .getByRole('link', { name: /Favourites/ })
      .click();
    await expect(page.locator('.sign-in-prompt')).toContainText('Please log in to follow matches');
  });

  test('keeps a signed-in user’s favourites on the server', async ({ page }, info) => {
    await inLanguage(page.context(), baseOf(info));
    await signUpIn(page, newEmail('fav'));
    const tomorrow = addDays(localDate('Asia/Shanghai'), 1);
    await page.goto(`/match?date=${tomorrow}&tab=notStarted`);
    await hydrated(page);
    await inViewerZone(page);
    const row = page.locator('.match-row').first();
    const id = await row.getAttribute('data-match-id');
    const star = row.getByRole('button', { name: /^Follow / });
    const answered = page.waitForResponse((r) => r.url().includes('/java/match/attention'));
    await star.click();
    expect((await (await answered).json()).result).toEqual({ matchId: Number(id), favourite: true });
    await expect(page.locator(`.match-row[data-match-id="${id}"] .favourite-button`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.reload();
    await expect(page.locator(`.match-row[data-match-id="${id}"] .favourite-button`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page
      .getByRole('navigation', { name: 'Match status' })
      .getByRole('link', { name: /Favourites/ })
      .click();
    await expect(page).toHaveURL(/tab=favourites/);
    await expect(page.locator('.match-row')).toHaveCount(1);
    await expect(page.locator('.match-row')).toHaveAttribute('data-match-id', id ?? '');

    await page.locator('.match-row .favourite-button').click();
    await expect(page.locator('.match-row .favourite-button')).toHaveAttribute('aria-pressed', 'false');
  });

  test('has no detectable accessibility violations', async ({ page }, info) => {
    await inLanguage(page.context(), baseOf(info));
    await page.goto(finishedList('/match'));
    await hydrated(page);
    await expectAccessible(page);
    await expectFitsScreen(page);
  });
});

test.describe('match page', () => {
  test('shows the live header, SportsEvent data, and follows the match', async ({ page }, info) => {
    test.slow();
    await inLanguage(page.context(), baseOf(info));
    const answer = await (await page.request.get('/java/v2/match/getPCLiveGameMatch')).json();
    const match = (
      answer.result as Array<{
        id: number;
        gameId: number;
        clock: { running: boolean } | null;
        home: { name: string } | null;
        away: { name: string } | null;
      }>
    ).find((m) => m.clock?.running && m.home && m.away);
    if (!match?.home || !match.away) throw new Error('no match with a running clock is in play');
    const games = (await (await page.request.get('/java/game/v3/getPCGameSource')).json()).result as Array<{
      gameId: number;
      abbr: string;
    }>;
    const abbr = games.find((g) => g.gameId === match.gameId)?.abbr;
    await page.goto(`/${abbr}/${match.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${match.home.name} vs ${match.away.name}`,
    );
    await expect(page.locator('.match-header__name').first()).toHaveText(match.home.name);
    await expect(page.getByTestId('match-score')).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const event = jsonLd.map((text) => JSON.parse(text)).find((node) => node['@type'] === 'SportsEvent');
    expect(event).toMatchObject({
      name: `${match.home.name} vs ${match.away.name}`,
      identifier: String(match.id),
      eventStatus: 'https://schema.org/EventScheduled',
    });
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(event.competitor).toHaveLength(2);

    await hydrated(page);
    const header = page.locator('.match-header');
    const seq = Number(await header.getAttribute('data-seq'));
    await expect
      .poll(async () => Number(await header.getAttribute('data-seq')), { timeout: 90_000, intervals: [2000] })
      .toBeGreaterThan(seq);
  });

  test('reserves a match that has not started for a signed-in user', async ({ page }, info) => {
    await inLanguage(page.context(), baseOf(info));
    const tomorrow = addDays(localDate('Asia/Shanghai'), 1);
    await page.goto(`/match?date=${tomorrow}&tab=notStarted`);
    await inViewerZone(page);
    await page.locator('.match-row .match-row__link').first().click();
    await expect(page).toHaveURL(/\/[a-z0-9]+\/\d+$/);
    // The list stays until the match page has loaded (its rows have bells named "Reserve …").
    await expect(page.locator('.match-header')).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(page.locator('dialog.auth-dialog')).toBeVisible();
    await expect(page.getByText('Please log in to reserve matches')).toBeVisible();
    await page.keyboard.press('Escape');

    await signUpIn(page, newEmail('reserve'));
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Cancel reservation', exact: true })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Cancel reservation', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Reserve', exact: true })).toBeVisible();
  });

  test('is the 404 page for a match that does not exist', async ({ page }, info) => {
    await inLanguage(page.context(), baseOf(info));
    const response = await page.goto('/soccer/2000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  });
});

/**
 * "Today" is the viewer's calendar day. The first page of a visit is rendered before the server
 * knows the zone (this brand renders in UTC then); the page writes the `tz` cookie and fetches
 * its day again in the viewer's zone. Around midnight the browser's clock (Playwright's clock) is
 * moved past the viewer's midnight: the page turns to the new day by itself.
 */
for (const timezoneId of ['Asia/Shanghai', 'America/New_York']) {
  test.describe(`today in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('is the viewer’s date on the first visit, and the day’s matches are of that date', async ({
      page,
    }, info) => {
      await inLanguage(page.context(), baseOf(info));
      const response = await page.goto('/match?tab=notStarted');
      // Without the cookie the server had to guess: this brand renders in UTC.
      expect(await response?.text()).toContain('data-tz="UTC"');
      await expect(page.locator('.live-layout')).toHaveAttribute('data-tz', timezoneId, { timeout: 15_000 });
      const today = localDate(timezoneId);
      const calendar = page.getByRole('navigation', { name: 'Calendar' });
      await expect(calendar.locator('[data-today="true"]')).toHaveAttribute('data-date', today, {
        timeout: 15_000,
      });
      await expect(calendar.locator(`[data-date="${today}"]`)).toHaveAttribute('aria-current', 'date');
      await expect(page.locator('.match-row').first()).toBeVisible();
      for (const start of await page
        .locator('.match-row')
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-start') ?? ''))) {
        expect(localDate(timezoneId, start)).toBe(today);
      }
      const cookie = (await page.context().cookies()).find((c) => c.name === 'tz');
      expect(decodeURIComponent(cookie?.value ?? '')).toBe(timezoneId);

      // The next page is rendered in the viewer's zone by the server itself.
      const html = await (await page.request.get('/match?tab=notStarted')).text();
      expect(html).toContain(`data-tz="${timezoneId}"`);
      expect(html).toContain(`data-date="${today}" data-today="true"`);
    });

    test('turns to the next day at the viewer’s midnight', async ({ page }, info) => {
      await inLanguage(page.context(), baseOf(info));
      const today = localDate(timezoneId);
      const tomorrow = addDays(today, 1);
      const midnight = startOfLocalDay(timezoneId, tomorrow);
      await page.clock.install({ time: new Date(midnight - 30_000) });
      await page.goto('/match?tab=notStarted');
      await expect(page.locator('.live-layout')).toHaveAttribute('data-tz', timezoneId, { timeout: 15_000 });
      const calendar = page.getByRole('navigation', { name: 'Calendar' });
      await expect(calendar.locator('[data-today="true"]')).toHaveAttribute('data-date', today);

      await page.clock.fastForward('01:00');
      await expect(calendar.locator('[data-today="true"]')).toHaveAttribute('data-date', tomorrow, {
        timeout: 15_000,
      });
      await expect(calendar.locator(`[data-date="${tomorrow}"]`)).toHaveAttribute('aria-current', 'date');
      await expect(page.locator('.match-row').first()).toBeVisible();
      for (const start of await page
        .locator('.match-row')
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-start') ?? ''))) {
        expect(localDate(timezoneId, start)).toBe(tomorrow);
      }
    });
  });
}

test.describe('screenshots', () => {
  for (const lang of ['en_US', 'zh_CN', 'ar']) {
    test(`home and match list in ${lang}`, async ({ page }, info) => {
      await inLanguage(page.context(), baseOf(info), lang);
      await page.goto('/');
      await hydrated(page);
      await expectFitsScreen(page);
      await page.screenshot({ path: info.outputPath(`home-${lang}-${info.project.name}.png`) });
      await page.goto(finishedList('/match'));
      await hydrated(page);
      await expectFitsScreen(page);
      await page.screenshot({ path: info.outputPath(`match-list-${lang}-${info.project.name}.png`) });
      await page.locator('.match-row .match-row__link').first().click();
      await expect(page.locator('.match-header')).toBeVisible();
      await expectFitsScreen(page);
      await page.screenshot({ path: info.outputPath(`match-${lang}-${info.project.name}.png`) });
    });
  }
});
