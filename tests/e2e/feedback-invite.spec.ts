import { expect, type Page, test } from '@playwright/test';
import { codeFromOutboxDir } from '../support/outbox.ts';

/**
 * Feedback and the invitation record (spec section 2, "feedback, invitation record"), as users meet
 * them: a friend follows an invitation link and signs up in the dialog; the inviter sees the friend in
 * the invitation record; feedback is refused when too short, then sent and listed, in two languages.
 */
const codeFor = (to: string) => codeFromOutboxDir(process.env.E2E_DATA_DIR ?? '', to);

async function signUpThroughApi(page: Page, email: string): Promise<number> {
  await page.request.post('/java/login/V2/sendEmailcheckCode', { data: { mobileOrEmail: email } });
  const login = await page.request.post('/java/login/V2/getLoginByEmailCheckCode', {
    data: { mobileOrEmail: email, checkCode: await codeFor(email) },
  });
  const body = await login.json();
  expect(body.status).toBe('success');
  return body.result.user.uid;
}

const hydrated = (page: Page) =>
  expect(page.locator('.live-status')).toHaveAttribute('data-state', 'connected');

test('an invited friend signs up through the link and appears in the invitation record', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  await page.context().addCookies([{ name: 'lang', value: 'en_US', url: baseURL ?? '' }]);
  const inviterUid = await signUpThroughApi(page, `inviter-${stamp}@example.com`);
  await page.goto('/userInfo/invite');
  await hydrated(page);
  const link = page.getByLabel('Your invitation link');
  await expect(link).toHaveValue(`${baseURL}/?invite=${inviterUid}`);
  await expect(page.getByText('No one has joined through your link yet.')).toBeVisible();

  // The friend, in another browser, opens the link and signs up with an email code.
  const friendContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await friendContext.addCookies([{ name: 'lang', value: 'en_US', url: baseURL ?? '' }]);
  const friend = await friendContext.newPage();
  await friend.goto(`/?invite=${inviterUid}`);
  await hydrated(friend);
  const email = `friend-${stamp}@example.com`;
  await friend.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = friend.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue with email or username' }).click();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await dialog.getByLabel('Verification code').fill(await codeFor(email));
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(friend.getByRole('dialog', { name: 'Finish setting up your account' })).toBeVisible();
  const username = `Friend${Date.now() % 1000000}`;
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('goodpass1');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(friend.locator('.account-menu')).toContainText(username);
  await friendContext.close();

  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Friends who joined: 1')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Friends who joined through your invitation' })).toContainText(
    username,
  );
  await page.screenshot({ path: info.outputPath(`invite-${info.project.name}.png`), fullPage: true });
});

test('feedback: too short is refused on the page; sent feedback is listed; in Chinese too', async ({
  page,
  baseURL,
}, info) => {
  await page.context().addCookies([{ name: 'lang', value: 'en_US', url: baseURL ?? '' }]);
  await signUpThroughApi(page, `feedback-${info.project.name}-${Date.now()}@example.com`);
  await page.goto('/userInfo/feedback');
  await hydrated(page);
  await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();

  const message = page.getByLabel('Your message');
  await message.fill('too short');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Feedback must be 10 to 1000 characters')).toBeVisible();
  await expect(message).toBeFocused();

  await page.getByLabel('Topic').selectOption('content');
  await message.fill('The basketball clock stopped during the third quarter.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you! We will reply here.')).toBeVisible();
  const list = page.getByRole('list').filter({ hasText: 'The basketball clock stopped' });
  await expect(list).toContainText('Scores, news or videos');
  await expect(list).toContainText('Waiting for a reply');
  await page.screenshot({ path: info.outputPath(`feedback-${info.project.name}.png`), fullPage: true });

  // The same page in Chinese: the list stays, the words change, the check speaks Chinese.
  await page.goto('/zh_CN/userInfo/feedback');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: '意见反馈' })).toBeVisible();
  await expect(page.getByText('等待回复')).toBeVisible();
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('请描述问题或建议')).toBeVisible();
});

test('guests get the sign-in prompt on both pages and nothing is asked for', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'en_US', url: baseURL ?? '' }]);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/java\/user\/(feedback|invitations)/.test(r.url())) calls.push(r.url());
  });
  for (const path of ['/userInfo/feedback', '/userInfo/invite']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  }
  expect(calls).toEqual([]);
});
