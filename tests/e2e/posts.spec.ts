import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  expect,
  expectAccessible,
  expectFitsScreen,
  hydrated,
  inLanguage,
  newEmail,
  signUpIn,
  test,
} from './fixtures.ts';

/**
 * User posts and follows (issue 15, "User posts and hot lists"; spec section 2: "my posts"
 * `/userInfo/userPost`, the profile `/userInfo/{id}`, "my follows" `/userInfo/focus`): a fan writes a
 * post with an image (in English on a desktop, in Arabic at 375 px); another user opens the fan's
 * profile, follows them and sees the post; that user's "my follows" lists the fan and a match they
 * starred (issue 12 found it saying "you follow nothing" while matches were starred).
 */

const image = () =>
  sharp({ create: { width: 640, height: 420, channels: 3, background: '#2f6fdb' } })
    .png()
    .toBuffer();

/** A signed-up account with a username (what profiles and lists show) in its own browser context. */
async function person(
  browser: Browser,
  baseURL: string | undefined,
  viewport: Page['viewportSize'],
  lang: string,
  label: string,
) {
  const context = await browser.newContext({ viewport: viewport() ?? undefined });
  await inLanguage(context, baseURL, lang);
  const page = await context.newPage();
  const { uid } = await signUpIn(page, newEmail(label));
  const name = `${label}${uid}`.replace(/[^a-z0-9]/gi, '');
  const named = await page.request.post('/java/user/V2/modifyUser', {
    data: { uname: name, password: 'goal2026pass' },
  });
  expect((await named.json()).status).toBe('success');
  return { page, uid, name, close: () => context.close() };
}

// Both languages on both projects (desktop and 375 px).
for (const { lang, prefix, text } of [
  { lang: 'en_US', prefix: '', text: 'What a final! Pure class in the second half.' },
  { lang: 'ar', prefix: '/ar', text: 'مباراة رائعة! أداء ممتاز في الشوط الثاني.' },
]) {
  test(`a fan posts with an image (${lang}); another user follows them, sees the post and finds them in "my follows"`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const viewport = () => page.viewportSize();
    const fan = await person(browser, baseURL, viewport, lang, 'poster');
    const reader = await person(browser, baseURL, viewport, lang, 'reader');
    try {
      // The fan writes a post with one image in "my posts".
      await fan.page.goto(`${prefix}/userInfo/userPost`);
      await hydrated(fan.page);
      await fan.page.locator('textarea[name="body"]').fill(text);
      await expect(fan.page.locator('.post-composer__counter')).toContainText(String(text.length));
      await fan.page
        .locator('.post-composer input[type="file"]')
        .setInputFiles({ name: 'goal.png', mimeType: 'image/png', buffer: await image() });
      await expect(fan.page.locator('.post-composer__preview')).toHaveCount(1);
      const sent = fan.page.waitForResponse((r) => r.url().includes('/java/posts/add'));
      await fan.page.locator('.post-composer button[type="submit"]').click();
      const post = (await (await sent).json()).result;
      expect(post.images).toHaveLength(1);
      const mine = fan.page.locator('.my-posts .post-card');
      await expect(mine).toHaveCount(1);
      await expect(mine.locator('.post-card__body')).toHaveText(text);
      await expect(mine.locator('.post-images img')).toHaveCount(1);
      await expectFitsScreen(fan.page);
      await expectAccessible(fan.page, '.my-posts');

      // Another user opens the fan's profile (rendered on the server), follows them, sees the post.
      await reader.page.goto(`${prefix}/userInfo/${fan.uid}`);
      await expect(reader.page.locator('.profile-head__name')).toContainText(fan.name);
      await expect(reader.page.locator('.post-card .post-card__body')).toHaveText(text);
      await hydrated(reader.page);
      const follow = reader.page.locator('.profile-head .follow-button');
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await expect(reader.page.locator('.profile-head__count').nth(1)).toContainText('1');
      // The image opens full size.
      await reader.page.locator('.post-images__link').first().click();
      await expect(reader.page.locator('dialog.post-viewer')).toBeVisible();
      await expect(reader.page.locator('.post-viewer__image')).toHaveAttribute('src', post.images[0]);
      await reader.page.keyboard.press('Escape');
      await expect(reader.page.locator('dialog.post-viewer')).toBeHidden();
      await expectFitsScreen(reader.page);
      await expectAccessible(reader.page, '.profile');

      // The post's own page, with its comments panel.
      await reader.page.goto(`${prefix}/userInfo/${fan.uid}?post=${post.id}`);
      await expect(reader.page.locator('.post-detail .post-card__body')).toHaveText(text);

      // The reader stars a match, then "my follows" lists the fan and the match.
      await reader.page.goto(`${prefix}/match`);
      await hydrated(reader.page);
      const row = reader.page.locator('.match-row').first();
      const matchId = await row.getAttribute('data-match-id');
      const starred = reader.page.waitForResponse((r) => r.url().includes('/java/match/attention'));
      await row.locator('.favourite-button').click();
      expect((await (await starred).json()).result).toMatchObject({
        matchId: Number(matchId),
        favourite: true,
      });

      await reader.page.goto(`${prefix}/userInfo/focus`);
      await hydrated(reader.page);
      const followed = reader.page.locator('.follow-list__item');
      await expect(followed).toHaveCount(1);
      await expect(followed).toContainText(fan.name);
      await expect(followed.locator('.follow-button')).toHaveAttribute('aria-pressed', 'true');
      await expect(
        reader.page.locator(`.followed-matches .match-row[data-match-id="${matchId}"]`),
      ).toBeVisible();
      await expectFitsScreen(reader.page);

      // The fan sees the reader among their fans.
      await fan.page.goto(`${prefix}/userInfo/focus?tab=fans`);
      await hydrated(fan.page);
      await expect(fan.page.locator('.follow-list__item')).toContainText(reader.name);
    } finally {
      await fan.close();
      await reader.close();
    }
  });
}
