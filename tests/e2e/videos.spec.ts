import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, expectFitsScreen, inLanguage, test } from './fixtures.ts';
import { catalog, signInAdmin, text } from './staff.ts';

/**
 * Videos (issue 15, acceptance "a video plays"): an editor (the administrator of ADMIN_EMAILS in
 * playwright.config.ts) uploads a small MP4 made by ffmpeg here, publishes it from the console, and a
 * visitor opens its page in English and in Simplified Chinese and plays it, at 1280 and 375 px (the
 * desktop and mobile projects). The page carries VideoObject structured data and fits the screen.
 */
/** A two-second H.264/AAC MP4 made by ffmpeg (it ends by itself; a stuck one is killed by the timeout). */
function makeClip(file: string): Promise<void> {
  // biome-ignore format: one ffmpeg command
  const args = [
    '-y', '-v', 'error',
    '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac',
    '-movflags', '+faststart', file,
  ];
  return new Promise((resolve, reject) => {
    execFile('ffmpeg', args, { timeout: 60_000, killSignal: 'SIGKILL' }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/**
 * Plays the page's video muted (autoplay rules) and waits until it has really played: the uploaded
 * MP4, or its HLS packaging once the transcode-videos job made it (natively, or through hls.js, which
 * gives the element a `blob:` address).
 */
async function playsIn(video: Locator): Promise<void> {
  await expect(video).toHaveAttribute(
    'src',
    /^(\/uploads\/videos\/[0-9a-z]+-[0-9a-f]{16}(\.mp4|\/index\.m3u8)|blob:.+)$/,
  );
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
}

let clip: string;
test.beforeAll(async () => {
  clip = path.join(mkdtempSync(path.join(tmpdir(), 'arena-e2e-video-')), 'final.mp4');
  await makeClip(clip);
});

test('an editor uploads and publishes a video; visitors play it in English and Chinese', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  const videos = catalog('en_US', 'videos');
  const t = (key: string) => text(videos, key);
  const title = `Grand final replay ${info.project.name} ${Date.now()}`;

  // The console: a new video, its file uploaded and checked, published now.
  await inLanguage(page.context(), baseURL, 'en_US');
  await signInAdmin(page);
  await page.goto('/admin/videos/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(catalog('en_US', 'pages'), 'consoleVideoNew.title'),
  );
  await page.getByLabel(t('console.editor.title'), { exact: true }).fill(title);
  await page
    .getByLabel(t('console.editor.summary'), { exact: true })
    .fill('The deciding game, start to end.');
  await page.getByLabel(t('console.editor.game'), { exact: true }).selectOption('1');
  await page.getByLabel(t('console.editor.category'), { exact: true }).selectOption('replay');
  // It belongs to a finished League of Legends match of the simulated feed: that match's Highlights tab lists it.
  const past = await page.request.post('/java/v2/match/getPCPastGameMatch', {
    data: { gameId: 1, page: 1, size: 1 },
  });
  const match = (await past.json()).result.list[0] as { id: number } | undefined;
  expect(match, 'a finished LoL match of the simulated feed').toBeDefined();
  await page.getByLabel(t('console.editor.match'), { exact: true }).fill(String(match?.id));
  await page.getByLabel(t('console.editor.file'), { exact: true }).setInputFiles(clip);
  await expect(page.getByRole('status').filter({ hasText: 'File ready' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(t('console.editor.wanted.published'), { exact: true }).check();
  await page.getByRole('button', { name: t('console.editor.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/videos\/\d+$/);
  await expect(page.getByText(t('console.editor.saved'))).toBeVisible();
  await expect(page.locator('.video-editor__state .video-status--published')).toBeVisible();
  const id = /\/admin\/videos\/(\d+)$/.exec(page.url())?.[1];
  expect(id).toBeDefined();

  // A visitor (signed out) finds it in the list and plays it, in English then in Chinese.
  await page.context().clearCookies();
  for (const language of ['en_US', 'zh_CN'] as const) {
    const prefix = language === 'en_US' ? '' : `/${language}`;
    const words = catalog(language, 'videos');
    await inLanguage(page.context(), baseURL, language);
    // Lists are in the viewer's language (English while a language has none of its own).
    const list = await page.goto(`${prefix}/videos/lol/videoList?category=replay`);
    expect(list?.status()).toBe(200);
    const shown = (
      await page.request
        .get(`/java/videos/list?game=lol&category=replay`, { headers: { lan: language } })
        .then((r) => r.json())
    ).result.language;
    if (shown === 'en_US') await expect(page.getByRole('link', { name: title })).toBeVisible();

    const res = await page.goto(`${prefix}/videos/lol/${id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'en_US' ? 'en-US' : 'zh-CN');
    await expect(page.getByRole('heading', { name: text(words, 'video.related') })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const video = jsonLd.map((s) => JSON.parse(s)).find((node) => node['@type'] === 'VideoObject');
    expect(video).toMatchObject({ name: title, duration: 'PT2S', uploadDate: expect.any(String) });
    expect(video.contentUrl).toMatch(/\/uploads\/videos\/.+\.mp4$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.other');
    await playsIn(page.locator('video.video-player__video'));
    await expectFitsScreen(page);
  }

  // The match's page: its Highlights tab lists the video and plays it in place (the player's module
  // loads only then).
  await inLanguage(page.context(), baseURL, 'en_US');
  expect((await page.goto(`/lol/${match?.id}?tab=playback`))?.status()).toBe(200);
  await expect(page.locator('.playback__stage')).toHaveCount(0);
  await page.getByRole('button', { name: text(videos, 'playback.play').replace('{{title}}', title) }).click();
  await playsIn(page.locator('.playback__stage video'));
  await expectFitsScreen(page);

  // Unpublished, its page is the 404 page for everyone.
  await inLanguage(page.context(), baseURL, 'en_US');
  await signInAdmin(page);
  const unpublished = await page.request.post('/java/admin/videos/unpublish', { data: { id: Number(id) } });
  expect((await unpublished.json()).result.status).toBe('unpublished');
  await page.context().clearCookies();
  expect((await page.goto(`/videos/lol/${id}`))?.status()).toBe(404);
});
