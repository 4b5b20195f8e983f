import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import { expect, expectFitsScreen, hydrated, inLanguage, newEmail, signUpIn, test } from './fixtures.ts';

/**
 * The match list's rough edges of issue 12 ("Picking a past date while on the Live tab shows today's
 * live matches. 'Finished' and 'Results' show the same list in opposite order. The Favourites count
 * does not update after starring until a reload, and 'My follows' (/userInfo/focus) says you follow
 * nothing while matches are starred"), against the real server and its simulated feed, at 1280 and
 * 375 px (the two projects), in English and in Chinese. The tabs (spec section 2, "Match list:
 * calendar, back-to-today control, tabs for live, not started, finished, favourites and results")
 * are defined in shared/matches/model.ts (`MATCH_TABS`).
 */

const ZONE = 'Asia/Shanghai';
const LANGUAGES = [
  { code: 'en_US', prefix: '' },
  { code: 'zh_CN', prefix: '/zh_CN' },
] as const;

type Catalog = Record<string, unknown>;
/** A string of a catalog of `lang` (`matches:follows.empty`). */
function text(lang: string, key: string): string {
  const [ns, rest] = key.split(':') as [string, string];
  const file = path.join(import.meta.dirname, '..', '..', 'locales', lang, `${ns}.json`);
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
  return String(rest.split('.').reduce<unknown>((v, k) => (v as Catalog)[k], catalog));
}

function localDate(instant: number | string = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const baseOf = (info: { project: { use: { baseURL?: string | undefined } } }) =>
  info.project.use.baseURL ?? '';

/** The page shows its view for the browser's zone (the projects run in Asia/Shanghai). */
async function inViewerZone(page: Page) {
  await expect(page.locator('[data-tz]')).toHaveAttribute('data-tz', ZONE, { timeout: 15_000 });
}

const tabs = (page: Page) => page.locator('.tab-links--status');
const tab = (page: Page, id: string) => tabs(page).locator(`[data-tab="${id}"]`);
const badge = (page: Page, id: string) => tab(page, id).locator('.tab-links__count');
const calendarDay = (page: Page, date: string) => page.locator(`.match-calendar__day[data-date="${date}"]`);

async function starts(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((items) => items.map((li) => li.getAttribute('data-start') ?? ''));
}

async function statuses(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((items) => items.map((li) => li.getAttribute('data-status') ?? ''));
}

for (const { code, prefix } of LANGUAGES) {
  test.describe(`match list edges in ${code}`, () => {
    test('a day other than today never shows what is in play now: the address and the tabs agree', async ({
      page,
    }, info) => {
      test.slow();
      await inLanguage(page.context(), baseOf(info), code);
      const today = localDate();
      const yesterday = addDays(today, -1);
      const tomorrow = addDays(today, 1);
      await page.goto(`${prefix}/match?tab=live`);
      await hydrated(page);
      await inViewerZone(page);
      await expect(tab(page, 'live')).toHaveAttribute('aria-current', 'true');
      await expect(tab(page, 'live')).toHaveText(new RegExp(text(code, 'matches:tabs.live')));

      // Yesterday from the Live tab: yesterday's finished matches, and the address says so.
      await calendarDay(page, yesterday).click();
      await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));
      await expect(page).not.toHaveURL(/tab=live/);
      await expect(calendarDay(page, yesterday)).toHaveAttribute('aria-current', 'date');
      await expect(tab(page, 'finished')).toHaveAttribute('aria-current', 'true');
      const rows = page.locator('.match-row');
      await expect(rows.first()).toBeVisible();
      for (const start of await starts(rows)) expect(localDate(start)).toBe(yesterday);
      for (const status of await statuses(rows)) expect(status).toMatch(/^(finished|cancelled)$/);

      // "Live" on another day means now: it goes back to today.
      await expect(tab(page, 'live')).not.toHaveAttribute('href', /date=/);
      await tab(page, 'live').click();
      await expect(page).toHaveURL(/tab=live/);
      await expect(page).not.toHaveURL(/date=/);
      await expect(calendarDay(page, today)).toHaveAttribute('aria-current', 'date');
      await expect(tab(page, 'live')).toHaveAttribute('aria-current', 'true');

      // Tomorrow from the Live tab: what has not started yet.
      await calendarDay(page, tomorrow).click();
      await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
      await expect(tab(page, 'notStarted')).toHaveAttribute('aria-current', 'true');
      await expect(rows.first()).toBeVisible();
      for (const start of await starts(rows)) expect(localDate(start)).toBe(tomorrow);
      for (const status of await statuses(rows)) expect(status).toMatch(/^(preview|not_started|postponed)$/);

      // Back to today from a day's own tab: today's own tab again.
      await page.getByTestId('back-to-today').click();
      await expect(page).not.toHaveURL(/date=/);
      await expect(tab(page, 'live')).toHaveAttribute('aria-current', 'true');

      // A tab chosen on purpose stays when the day changes.
      await tab(page, 'results').click();
      await expect(tab(page, 'results')).toHaveAttribute('aria-current', 'true');
      await calendarDay(page, yesterday).click();
      await expect(page).toHaveURL(
        new RegExp(`date=${yesterday}.*tab=results|tab=results.*date=${yesterday}`),
      );
      await expect(tab(page, 'results')).toHaveAttribute('aria-current', 'true');

      // An address asking for "live" on another day is sent to that day's own tab by the server.
      const answer = await page.request.get(`${prefix}/match?date=${yesterday}&tab=live`, {
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toBe(`${prefix}/match?date=${yesterday}`);
      await page.goto(`${prefix}/match/basketball?tab=live&date=${yesterday}`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/match/basketball\\?date=${yesterday}$`));
      await expect(tab(page, 'finished')).toHaveAttribute('aria-current', 'true');
      await expect(calendarDay(page, yesterday)).toHaveAttribute('aria-current', 'date');
      await expectFitsScreen(page);
    });

    test('finished is the day as it was played; results are the week up to the day, league by league', async ({
      page,
    }, info) => {
      test.slow();
      await inLanguage(page.context(), baseOf(info), code);
      const yesterday = addDays(localDate(), -1);
      const weekStart = addDays(yesterday, -6);
      await page.goto(`${prefix}/match?date=${yesterday}&tab=finished`);
      await hydrated(page);
      await inViewerZone(page);
      const rows = page.locator('.match-row');
      await expect(rows.first()).toBeVisible();
      // One day, every match of it that is over, in kick-off order within a league.
      for (const start of await starts(rows)) expect(localDate(start)).toBe(yesterday);
      for (const status of await statuses(rows)) expect(status).toMatch(/^(finished|cancelled)$/);
      const dayStarts = await starts(page.locator('.league-group').first().locator('.match-row'));
      expect([...dayStarts].sort()).toEqual(dayStarts);
      await expect(page.getByTestId('results-range')).toHaveCount(0);
      const finished = Number(await badge(page, 'finished').getAttribute('data-count'));

      await tab(page, 'results').click();
      await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));
      await expect(page).toHaveURL(/tab=results/);
      await expect(tab(page, 'results')).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('results-range')).toBeVisible();
      await expect(rows.first()).toBeVisible();
      // The week up to yesterday, finished scores only...
      const resultStarts = await starts(rows);
      for (const start of resultStarts) {
        const day = localDate(start);
        expect(day >= weekStart && day <= yesterday, `${start} in ${weekStart}…${yesterday}`).toBe(true);
      }
      for (const status of await statuses(rows)) expect(status).toBe('finished');
      expect(new Set(resultStarts.map((start) => localDate(start))).size).toBeGreaterThan(1);
      // ...league by league, each league's latest first, every row naming its day.
      const groups = page.locator('.league-group');
      for (let g = 0; g < Math.min(await groups.count(), 3); g++) {
        const leagueStarts = await starts(groups.nth(g).locator('.match-row'));
        expect([...leagueStarts].sort().reverse()).toEqual(leagueStarts);
      }
      const firstRow = rows.first();
      await expect(firstRow.locator('time.match-status__note')).toHaveAttribute(
        'datetime',
        (await firstRow.getAttribute('data-start')) ?? '',
      );
      // The counts count what their tabs list: a week of results outnumbers one day's finished matches.
      const results = Number(await badge(page, 'results').getAttribute('data-count'));
      expect(results).toBeGreaterThan(finished);
      await expectFitsScreen(page);
      await page.screenshot({ path: info.outputPath(`results-${code}-${info.project.name}.png`) });
    });

    test('the Favourites count follows every star at once, across tabs and after the live socket reconnects', async ({
      page,
    }, info) => {
      test.slow();
      const sockets: WebSocketRoute[] = [];
      await page.routeWebSocket(/\/ws$/, (ws) => {
        ws.connectToServer();
        sockets.push(ws);
      });
      await inLanguage(page.context(), baseOf(info), code);
      await signUpIn(page, newEmail('favcount'));
      const tomorrow = addDays(localDate(), 1);
      await page.goto(`${prefix}/match?date=${tomorrow}&tab=notStarted`);
      await hydrated(page);
      await inViewerZone(page);
      const count = badge(page, 'favourites');
      await expect(count).toHaveAttribute('data-count', '0');
      const rows = page.locator('.match-row');
      const star = (n: number) => rows.nth(n).locator('.favourite-button');

      await star(0).click();
      await expect(star(0)).toHaveAttribute('aria-pressed', 'true');
      await expect(count).toHaveAttribute('data-count', '1');
      await star(1).click();
      await expect(count).toHaveAttribute('data-count', '2');
      await star(0).click();
      await expect(star(0)).toHaveAttribute('aria-pressed', 'false');
      await expect(count).toHaveAttribute('data-count', '1');
      const kept = await rows.nth(1).getAttribute('data-match-id');

      // The live socket drops and comes back: the page fetches its view again (the server now
      // counts the star) and the count stays right, not counted twice.
      const answered = { counts: 0, lists: 0 };
      page.on('response', (r) => {
        if (r.url().includes('/java/match/getSeriesCount')) answered.counts += 1;
        if (r.url().includes('/java/match/pcMatches')) answered.lists += 1;
      });
      for (const ws of sockets.splice(0)) await ws.close({ code: 4001, reason: 'dropped by the test' });
      await hydrated(page);
      await expect
        .poll(() => Math.min(answered.counts, answered.lists), { timeout: 15_000 })
        .toBeGreaterThan(0);
      // The fresh view is rendered on the next frames.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await expect(count).toHaveAttribute('data-count', '1');
      await expect(star(1)).toHaveAttribute('aria-pressed', 'true');

      // The Favourites tab lists the one starred match; unstarring it there counts at once.
      await tab(page, 'favourites').click();
      await expect(page).toHaveURL(/tab=favourites/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveAttribute('data-match-id', kept ?? '');
      await expect(count).toHaveAttribute('data-count', '1');
      await star(0).click();
      await expect(count).toHaveAttribute('data-count', '0');

      // Another tab of the day says the same; a reload says what the server keeps.
      await tab(page, 'notStarted').click();
      await expect(tab(page, 'notStarted')).toHaveAttribute('aria-current', 'true');
      await expect(count).toHaveAttribute('data-count', '0');
      await star(2).click();
      await expect(count).toHaveAttribute('data-count', '1');
      await page.reload();
      await expect(count).toHaveAttribute('data-count', '1');
    });

    test('My follows lists the starred matches, and says you follow none only when you do not', async ({
      page,
    }, info) => {
      test.slow();
      await inLanguage(page.context(), baseOf(info), code);
      await signUpIn(page, newEmail('follows'));
      await page.goto(`${prefix}/userInfo/focus`);
      await hydrated(page);
      const empty = page.getByText(text(code, 'matches:follows.empty'));
      await expect(empty).toBeVisible();

      const tomorrow = addDays(localDate(), 1);
      await page.goto(`${prefix}/match?date=${tomorrow}&tab=notStarted`);
      await hydrated(page);
      await inViewerZone(page);
      const rows = page.locator('.match-row');
      const ids: string[] = [];
      for (const n of [0, 1]) {
        const row = rows.nth(n);
        ids.push((await row.getAttribute('data-match-id')) ?? '');
        await row.locator('.favourite-button').click();
        await expect(row.locator('.favourite-button')).toHaveAttribute('aria-pressed', 'true');
      }

      await page.goto(`${prefix}/userInfo/focus`);
      await hydrated(page);
      await expect(
        page.getByRole('heading', { level: 2, name: text(code, 'matches:follows.matches') }),
      ).toBeVisible();
      const followed = page.locator('.followed-matches .match-row');
      await expect(followed).toHaveCount(2);
      expect(
        (await followed.evaluateAll((items) => items.map((li) => li.getAttribute('data-match-id')))).sort(),
      ).toEqual([...ids].sort());
      await expect(followed.locator('.favourite-button[aria-pressed="true"]')).toHaveCount(2);
      await expect(empty).toHaveCount(0);
      await expectFitsScreen(page);
      await page.screenshot({ path: info.outputPath(`follows-${code}-${info.project.name}.png`) });

      // Unstarred here: the row stays (one more tap undoes it) until the next visit.
      const first = page.locator(`.followed-matches .match-row[data-match-id="${ids[0]}"] .favourite-button`);
      await first.click();
      await expect(first).toHaveAttribute('aria-pressed', 'false');
      await page.reload();
      await expect(followed).toHaveCount(1);
      await expect(followed.first()).toHaveAttribute('data-match-id', ids[1] ?? '');
      await followed.first().locator('.favourite-button').click();
      await expect(followed.first().locator('.favourite-button')).toHaveAttribute('aria-pressed', 'false');
      await page.reload();
      await expect(empty).toBeVisible();
      await expect(followed).toHaveCount(0);
    });
  });
}
