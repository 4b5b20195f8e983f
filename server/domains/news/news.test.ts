/**
 * News (issue 15): the editor's save (sanitised, checked), translations, states and scheduled
 * publishing ("An editor schedules an article; it appears at its time, in the lists, sitemap and
 * JSON-LD": lists and the sitemap's entries here, the page's JSON-LD in the page test), the readers'
 * calls of spec section 7 and hot news.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { auditLog } from '../audit/schema.ts';
import { VIEWS_PER_ITEM } from '../hot/index.ts';
import { newsArticles } from './schema.ts';
import { createNewsService } from './service.ts';

let app: RunningApp;
let api: TestApi;
let admin: Account;
let editor: Account;
let lol: number;

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  admin = await api.asAdmin();
  editor = await api.signUp('news-editor@example.com');
  await api.call(
    '/admin/users/role',
    { uid: editor.uid, role: 'editor', grant: true },
    { token: admin.token },
  );
  const games = await app.services.games.list();
  lol = games.find((g) => g.abbr === 'lol')?.gameId ?? 0;
  expect(lol).toBeGreaterThan(0);
});
afterAll(async () => {
  await app.close();
});

const as = (who: Account) => ({ token: who.token });

function article(overrides: Record<string, unknown> = {}) {
  return {
    language: 'en_US',
    gameId: lol,
    category: 'news',
    title: 'Worlds final preview',
    summary: 'Who lifts the cup?',
    body: '<p>Two teams, one cup.</p>',
    tags: [],
    links: [],
    ...overrides,
  };
}

async function save(body: Record<string, unknown>, who: Account = editor) {
  return api.call('/admin/news/save', body, as(who));
}

async function setStatus(id: number, action: string, publishAt?: string) {
  return api.call('/admin/news/status', { id, action, ...(publishAt ? { publishAt } : {}) }, as(editor));
}

describe('the editor', () => {
  it('stores a sanitised body: scripts, handlers and foreign images never reach a reader', async () => {
    const saved = await save(
      article({
        title: 'XSS <script>alert(1)</script> title',
        body:
          '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="https://evil.example/x.png" onerror="alert(1)">' +
          '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><h2>Draft</h2>',
        tags: ['#Worlds', 'worlds', ' LCK '],
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { result } = saved.body;
    expect(result.body).toBe('<p>Hi</p><a rel="nofollow ugc noopener">x</a><h2>Draft</h2>');
    expect(result.tags).toEqual(['Worlds', 'LCK']);
    expect(result).toMatchObject({ status: 'draft', author: null, language: 'en_US', game: 'lol' });
    // A title is text: it is stored as typed and escaped wherever it is shown (the page test).
    expect(result.title).toBe('XSS <script>alert(1)</script> title');
    // A draft is nobody's to read.
    expect((await api.call(`/lol/news${result.id}`)).status).toBe(404);
  });

  it('refuses an unknown game, a link to nothing, a cover not uploaded here, too long a body; nothing is stored', async () => {
    const before = (await app.database.db.select().from(newsArticles)).length;
    expect((await save(article({ gameId: 999_999 }))).body.errorMsg).toBe('Unknown game');
    expect((await save(article({ links: [{ kind: 'team', id: 2_000_000 }] }))).body.errorMsg).toBe(
      'A linked team, league or match does not exist',
    );
    expect((await save(article({ cover: 'https://evil.example/c.png' }))).status).toBe(400);
    const long = await save(article({ body: `<p>${'word '.repeat(11_000)}</p>` }));
    expect(long.status).toBe(413);
    expect((await save(article({ title: '   ' }))).status).toBe(400);
    expect((await save(article({ category: 'gossip' }))).status).toBe(400);
    expect((await app.database.db.select().from(newsArticles)).length).toBe(before);
  });

  it('uploads a cover checked by content; a renamed text file is refused', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const upload = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${app.url}/java/admin/news/image`, {
        method: 'POST',
        headers: { token: editor.token, lan: 'en_US' },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const ok = await upload(png, 'cover.png');
    expect(ok.body.result).toMatchObject({
      path: expect.stringMatching(/^\/uploads\/news\/.+\.webp$/),
      width: 40,
    });
    const fake = await upload(Buffer.from('<?php echo "hi"; ?>'), 'cover.png');
    expect(fake.status).toBe(400);
    expect(fake.body.errorMsg).toBe('Upload a JPG, PNG or WebP picture');
    const saved = await save(article({ cover: ok.body.result.path }));
    expect(saved.body.result.cover).toBe(ok.body.result.path);
  });

  it('links translations of one story, one article per language; hreflang names only real ones', async () => {
    const en = (await save(article({ title: 'Transfer window opens', category: 'transfer' }))).body.result;
    const zh = await save(
      article({ translationOf: en.id, language: 'zh_CN', title: '转会窗口开启', category: 'transfer' }),
    );
    expect(zh.body.result.storyId).toBe(en.storyId);
    expect((await save(article({ translationOf: en.id, language: 'zh_CN', title: 'again' }))).status).toBe(
      409,
    );
    await setStatus(en.id, 'publish');
    // The Chinese one is still a draft: the English article names no translation yet.
    expect((await api.call(`/lol/news${en.id}`)).body.result.translations).toEqual([]);
    await setStatus(zh.body.result.id, 'publish');
    expect((await api.call(`/lol/news${en.id}`)).body.result.translations).toEqual([
      { id: zh.body.result.id, language: 'zh_CN' },
    ]);
  });

  it('refuses a save based on an older version than the stored one', async () => {
    const first = (await save(article({ title: 'Version one' }))).body.result;
    const second = await save({
      ...article({ title: 'Version two' }),
      id: first.id,
      updatedAt: first.updatedAt,
    });
    expect(second.status).toBe(200);
    const stale = await save({
      ...article({ title: 'Version three' }),
      id: first.id,
      updatedAt: first.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errorMsg).toBe(
      'Someone saved this article after you opened it. Reload to see their changes',
    );
    const [row] = await app.database.db.select().from(newsArticles).where(eq(newsArticles.id, first.id));
    expect(row?.title).toBe('Version two');
  });

  it('moves between states only as the rules allow, each change audited', async () => {
    const id = (await save(article({ title: 'State machine' }))).body.result.id;
    expect((await setStatus(id, 'unpublish')).status).toBe(409);
    expect((await setStatus(id, 'schedule', '2020-01-01T00:00:00Z')).body.errorMsg).toBe(
      'Choose a publishing time in the future',
    );
    expect((await setStatus(id, 'schedule')).status).toBe(400);
    const published = await setStatus(id, 'publish');
    expect(published.body.result).toMatchObject({ status: 'published', publishAt: expect.any(String) });
    const unpublished = await setStatus(id, 'unpublish');
    expect(unpublished.body.result.status).toBe('unpublished');
    expect((await api.call(`/lol/news${id}`)).status).toBe(404);
    // Republished, it keeps its first publishing time.
    const again = await setStatus(id, 'publish');
    expect(again.body.result.publishAt).toBe(published.body.result.publishAt);
    const lines = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(id)));
    expect(lines.map((l) => l.action)).toEqual(['news.save', 'news.status', 'news.status', 'news.status']);
    expect(lines[1]).toMatchObject({ actorUid: editor.uid, after: { status: 'published' } });
  });
});

describe('scheduled publishing', () => {
  it('an article scheduled for later appears at its time in the lists and the sitemap, and the job writes the state', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const id = (await save(article({ title: 'Scheduled story', gameId: null, category: 'analysis' }))).body
      .result.id;
    const scheduled = await setStatus(id, 'schedule', at.toISOString());
    expect(scheduled.body.result).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });

    const listed = async (service = app.services.news) =>
      (await service.list('en_US', { gameId: null, page: 1 })).list.map((a) => a.id);
    const inSitemap = async (service = app.services.news) =>
      (await service.sitemapEntries('en_US', 100, 0)).map((e) => e.path);
    expect(await listed()).not.toContain(id);
    expect(await inSitemap()).not.toContain(`/news/all/${id}`);
    expect((await api.call(`/all/news${id}`)).status).toBe(404);

    // The same database an hour and a minute later.
    const later = createNewsService({
      db: app.database.db,
      dataDir: app.config.dataDir,
      now: () => new Date(at.getTime() + 60_000),
    });
    expect(await listed(later)).toContain(id);
    expect(await inSitemap(later)).toContain(`/news/all/${id}`);
    expect((await later.article(id)).title).toBe('Scheduled story');
    // Readers saw it before the job ran; the job then writes the state, once.
    expect(await later.publishDue()).toEqual([id]);
    expect(await later.publishDue()).toEqual([]);
    const [row] = await app.database.db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(row?.status).toBe('published');
  });
});

describe("readers' calls (spec section 7)", () => {
  it('lists by game and category, newest first, 20 a page; falls back to English for a language without news', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = (await save(article({ title: `Recap ${i}`, category: 'recap' }))).body.result.id;
      await setStatus(id, 'publish');
      ids.push(id);
    }
    const recaps = await api.call('/lol/recap/1');
    expect(recaps.body.result.list.map((a: { id: number }) => a.id)).toEqual([...ids].reverse());
    expect(recaps.body.result).toMatchObject({ page: 1, size: 20, total: 3, language: 'en_US' });
    const all = await api.call('/all/news/1');
    expect(all.body.result.total).toBeGreaterThanOrEqual(4);
    // Korean has no article: the English list shows, and says so.
    const ko = await api.call('/lol/recap/1', undefined, { lan: 'ko' });
    expect(ko.body.result.language).toBe('en_US');
    expect((await api.call('/nosuchgame/news/1')).status).toBe(404);
    // Not a category: the path is a match page's tab (`{game}/{matchId}/{tab}`), and no such match.
    expect((await api.call('/lol/gossip/1')).status).toBe(404);
    expect((await api.call('/lol/news/0')).status).toBe(400);
    expect((await api.call('/news/list?page=-1')).status).toBe(400);
  });

  it("counts a reader's view from the page's beacon, within reason per address, and only of a published article", async () => {
    const id = (await save(article({ title: 'Viewed story' }))).body.result.id;
    // A draft is nobody's to view.
    const draft = await api.call('/news/view', { id });
    expect(draft.status).toBe(404);
    expect(draft.body.errorMsg).toBe('This article does not exist or is not published');
    await setStatus(id, 'publish');
    const counted = [];
    for (let i = 0; i < VIEWS_PER_ITEM + 2; i++)
      counted.push((await api.call('/news/view', { id })).body.result.counted);
    // One address counts VIEWS_PER_ITEM views of an item in ten minutes; more are not errors, just not counted.
    expect(counted).toEqual([...Array(VIEWS_PER_ITEM).fill(true), false, false]);
    const [row] = await app.database.db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(row?.views).toBe(VIEWS_PER_ITEM);
    expect((await api.call('/news/view', { id: 'x' })).status).toBe(400);
    expect((await api.call('/news/view', { id: 2_147_483_647 })).status).toBe(404);
  });

  it('gives an article with its neighbours, and ranks hot news by views and interactions', async () => {
    const first = (await save(article({ title: 'Hot one', category: 'interview' }))).body.result.id;
    const second = (await save(article({ title: 'Hot two', category: 'interview' }))).body.result.id;
    await setStatus(first, 'publish');
    await setStatus(second, 'publish');
    const page = await api.call(`/lol/news${second}`);
    expect(page.body.result.previous).toMatchObject({ id: first, game: 'lol' });
    expect(page.body.result.next).toBeNull();
    for (let i = 0; i < 3; i++) await app.services.news.countView(first);
    await app.services.news.countView(second);
    const hot = await api.call('/news/getHotNewsByGame?game=lol&period=day');
    const order = hot.body.result.map((a: { id: number }) => a.id);
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(second));
    expect(hot.body.result[order.indexOf(first)].views).toBe(3);
    expect((await api.call('/news/getHotNewsByGame?period=month')).status).toBe(400);
  });
});
