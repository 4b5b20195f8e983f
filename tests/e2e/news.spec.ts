import { expect, expectFitsScreen, hydrated, inLanguage, newEmail, signUpIn, test } from './fixtures.ts';
import { catalog, signInAdmin, text } from './staff.ts';

/**
 * News (issue 15, acceptance "publish → read → comment flow in en_US and zh_CN, desktop and 375 px"):
 * an editor (the administrator of ADMIN_EMAILS) writes an article in the console's editor — title,
 * summary, body with a heading, a script that must never run — saves it and publishes it; a fan finds
 * it on the game's news list, reads it (NewsArticle JSON-LD in the head, the script gone), signs in
 * and comments, and the comment shows. In English and Simplified Chinese, at 1280 and 375 px, nothing
 * wider than the screen.
 */
for (const language of ['en_US', 'zh_CN'] as const) {
  const prefix = language === 'en_US' ? '' : `/${language}`;
  const news = catalog(language, 'news');
  const comments = catalog(language, 'comments');
  const t = (key: string) => text(news, key);

  test(`an editor publishes an article and a fan reads and comments on it (${language})`, async ({
    page,
    baseURL,
  }, info) => {
    await inLanguage(page.context(), baseURL, language);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('dialog', (dialog) => {
      errors.push(`a dialog opened: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await signInAdmin(page);

    // The editor.
    await page.goto(`${prefix}/admin/news/new`);
    await hydrated(page);
    const title = `${language === 'zh_CN' ? '决赛前瞻' : 'Final preview'} ${info.project.name} ${Date.now()}`;
    await page.getByLabel(t('console.editor.title'), { exact: true }).fill(title);
    await page
      .getByLabel(t('console.editor.summary'), { exact: true })
      .fill(language === 'zh_CN' ? '谁将捧起奖杯？' : 'Who lifts the cup?');
    await page.getByLabel(t('console.editor.game'), { exact: true }).selectOption({ value: '1' });
    const body = page.getByRole('textbox', { name: t('console.editor.body') });
    await body.click();
    await page.keyboard.type(language === 'zh_CN' ? '两支队伍，一座奖杯。' : 'Two teams, one cup.');
    // A script typed into the body is text, and a pasted one never becomes markup (plain-text paste).
    await page.keyboard.press('Enter');
    await page.keyboard.type('<img src=x onerror="alert(1)">');
    await page.getByRole('button', { name: t('console.editor.save'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t('console.editor.saved') })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
    const id = Number(page.url().split('/').at(-1));
    await page.getByRole('button', { name: t('console.status.publish'), exact: true }).click();
    await expect(page.getByText(t('console.status.done.publish'))).toBeVisible();
    await expectFitsScreen(page);

    // A fan finds it on the game's list and reads it.
    await page.context().clearCookies();
    await inLanguage(page.context(), baseURL, language);
    await page.goto(`${prefix}/news/lol`);
    // The article's page counts the view once it runs in the browser.
    const viewed = page.waitForResponse((r) => new URL(r.url()).pathname === '/java/news/view');
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/news/lol/${id}$`));
    expect((await (await viewed).json()).result).toEqual({ counted: true });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.news-article__body')).toContainText(
      language === 'zh_CN' ? '两支队伍' : 'Two teams',
    );
    await expect(page.locator('.news-article__body')).toContainText('<img src=x onerror="alert(1)">');
    expect(await page.locator('.news-article__body img').count()).toBe(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = jsonLd.map((s) => JSON.parse(s)).find((node) => node['@type'] === 'NewsArticle');
    expect(article).toMatchObject({ headline: title, inLanguage: language === 'zh_CN' ? 'zh-CN' : 'en-US' });
    await expectFitsScreen(page);

    // The fan signs in and comments.
    await signUpIn(page, newEmail(`news-fan-${language.toLowerCase()}`));
    await page.reload();
    await hydrated(page);
    const words = language === 'zh_CN' ? '精彩的分析！' : 'Great read!';
    const composer = page.getByRole('textbox', { name: text(comments, 'composer.label') });
    await composer.fill(words);
    await page.getByRole('button', { name: text(comments, 'composer.submit'), exact: true }).click();
    await expect(page.locator('#comments').getByText(words)).toBeVisible();
    await page.reload();
    await expect(page.locator('#comments').getByText(words)).toBeVisible();
    await expectFitsScreen(page);
    expect(errors).toEqual([]);
  });
}

test('a guest is asked to sign in before commenting; the article list pages and paginates', async ({
  page,
  baseURL,
}) => {
  await inLanguage(page.context(), baseURL, 'en_US');
  await page.goto('/news/all');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const first = page.locator('.news-row__title a').first();
  await first.click();
  await hydrated(page);
  await expect(
    page.getByRole('button', { name: text(catalog('en_US', 'comments'), 'guest.signIn') }),
  ).toBeVisible();
  expect((await page.goto('/news/all?page=999'))?.status()).toBe(404);
  expect((await page.goto('/news/lol/999999999'))?.status()).toBe(404);
});
