import { expect, newEmail, signUpIn, test } from './fixtures.ts';

/** My reservations (/userInfo/send): the real list, by state, with cancel (spec sections 3 and 4). */

test('a reserved match is listed as not started; cancelling it moves it to cancelled', async ({
  page,
  inEnglish,
  signUp,
}, info) => {
  await inEnglish();
  await signUp(`reserve-${info.project.name}`);

  // A football match that has not started (the simulator keeps a week of fixtures ahead).
  const upcoming = await page.request.post('/java/v2/match/getPCUpcomingGameMatch', {
    data: { gameId: 202, page: 1, size: 5 },
  });
  const match = (await upcoming.json()).result.list.find(
    (m: { status: string }) => m.status === 'not_started',
  );
  expect(match).toBeTruthy();
  const reserved = await page.request.post('/java/match/reserve', { data: { matchId: match.id } });
  expect((await reserved.json()).result.state).toBe('not_started');

  await page.goto('/userInfo/send');
  await expect(page.locator('.live-status')).toHaveAttribute('data-state', 'connected');
  const table = page.getByRole('table', { name: 'Your reserved matches' });
  const row = table.getByRole('row').filter({ hasText: match.home.name });
  await expect(row).toContainText(match.away.name);
  await expect(row).toContainText('Not started');
  // Team and league names open their library pages; the start time (named for the match) opens it.
  await expect(row.getByRole('link', { name: match.home.name, exact: true })).toHaveAttribute(
    'href',
    `/squadLibrary/${match.home.id}`,
  );
  await expect(row.getByRole('link', { name: match.league.name, exact: true })).toHaveAttribute(
    'href',
    `/leagueLibrary/${match.league.id}`,
  );
  const matchLink = row.getByRole('link', { name: `${match.home.name} vs ${match.away.name}, ` });
  await expect(matchLink).toHaveAttribute('href', `/soccer/${match.id}`);
  await page.screenshot({ path: info.outputPath(`reservations-${info.project.name}.png`), fullPage: true });
  // Nothing wider than the screen (375 px on the phone).
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  // The cancel button is on screen without scrolling the table sideways (the time moves under the match).
  const cancel = await row.getByRole('button', { name: 'Cancel' }).boundingBox();
  expect((cancel?.x ?? 0) + (cancel?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // The filter shows the cancelled one under Cancelled and nothing under Not started.
  await page.getByRole('button', { name: 'Not started', exact: true }).click();
  await expect(page.getByText('You have no reservations yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelled', exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: match.home.name })).toBeVisible();
});

test("a row's bell on a game's live-score page reserves the match; guests are asked to log in", async ({
  page,
  baseURL,
}, info) => {
  await page.context().addCookies([{ name: 'lang', value: 'en_US', url: baseURL ?? '' }]);
  // Tomorrow in the browser's zone (Asia/Shanghai): a day of football that has not started.
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    Date.now() + 24 * 3600_000,
  );
  const address = `/soccer?date=${tomorrow}&tab=notStarted`;
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football live scores');
  await expect(page.locator('.live-status')).toHaveAttribute('data-state', 'connected');
  const row = page.locator('.match-row[data-status="not_started"]').first();
  const bell = row.getByRole('button', { name: /^Reserve / });
  await bell.click();
  await expect(page.getByText('Please log in to reserve matches')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Sign in or sign up' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const { uid } = await signUpIn(page, newEmail(`bell-${info.project.name}`));
  const userInfo = encodeURIComponent(JSON.stringify({ uid, username: null, avatar: null }));
  await page.context().addCookies([{ name: 'userInfo', value: userInfo, url: baseURL ?? '' }]);
  await page.goto(address);
  await expect(page.locator('.live-status')).toHaveAttribute('data-state', 'connected');
  const matchId = await row.getAttribute('data-match-id');
  const signedInBell = page.locator(`.match-row[data-match-id="${matchId}"] .reserve-bell`);
  await expect(signedInBell).toHaveAttribute('aria-pressed', 'false');
  await signedInBell.click();
  await expect(signedInBell).toHaveAttribute('aria-pressed', 'true');
  await expect(signedInBell).toHaveAccessibleName(/^Cancel the reservation of /);
  await expect(page.getByText('Match reserved')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`row-bell-${info.project.name}.png`) });

  // Kept on the server: a new page load shows it, and so does My reservations.
  await page.reload();
  await expect(signedInBell).toHaveAttribute('aria-pressed', 'true');
  const mine = await (await page.request.get('/java/match/myReservations')).json();
  expect(mine.result.map((r: { matchId: number; state: string }) => [r.matchId, r.state])).toEqual([
    [Number(matchId), 'not_started'],
  ]);
  // Cancelling from the row.
  await signedInBell.click();
  await expect(signedInBell).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Reservation cancelled')).toBeVisible();
});
