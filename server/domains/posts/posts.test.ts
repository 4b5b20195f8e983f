/**
 * User posts (issue 15, "User posts and hot lists"; spec sections 2, 6, 7 and 8): writing with images
 * checked by content (nothing partial stored), the banned words, mutes, the hourly limit, reading,
 * likes, reports through the review queue, bans, hot lists and the console's moderation.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { auditLog } from '../audit/schema.ts';
import { postCommentTarget } from './index.ts';
import { userPosts } from './schema.ts';

let app: RunningApp;
let api: TestApi;
let admin: Account;
let png: Buffer;

beforeAll(async () => {
  app = await startTestApp({ codeSendsPerIpHour: 1000 });
  api = testApi(app);
  admin = await api.asAdmin();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await app.close();
});

const uploads = () => path.join(app.config.dataDir, 'uploads', 'posts');
const storedFiles = () => (existsSync(uploads()) ? readdirSync(uploads()).length : 0);

async function postsOf(uid: number) {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(userPosts)
    .where(eq(userPosts.authorUid, uid));
  return row?.n ?? 0;
}

/** `POST /java/posts/add` as the composer sends it: multipart, `body` then the image files. */
async function write(
  by: Account | null,
  body: string | undefined,
  files: Array<{ bytes: Buffer; name: string; type?: string }> = [],
  lan = 'en_US',
) {
  const form = new FormData();
  if (body !== undefined) form.append('body', body);
  for (const file of files) {
    form.append(
      'images',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  }
  const res = await fetch(`${app.url}/java/posts/add`, {
    method: 'POST',
    headers: { lan, ...(by ? { token: by.token } : {}) },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const images = (n: number) => Array.from({ length: n }, (_, i) => ({ bytes: png, name: `photo-${i}.png` }));

describe('writing a post', () => {
  it('stores text and 9 images (re-encoded to WebP, served under /uploads/posts/), newest first in the list', async () => {
    const fan = await api.signUp('posts-nine@example.com');
    const sent = await write(fan, '  Nine pictures from the final  ', images(9));
    expect(sent.body.status, JSON.stringify(sent.body)).toBe('success');
    const post = sent.body.result;
    expect(post).toMatchObject({
      body: 'Nine pictures from the final',
      status: 'published',
      author: { uid: fan.uid },
      likes: 0,
      comments: 0,
    });
    expect(post.images).toHaveLength(9);
    for (const image of post.images)
      expect(image).toMatch(/^\/uploads\/posts\/[0-9a-z]+-[0-9a-f]{16}\.webp$/);
    const served = await fetch(`${app.url}${post.images[0]}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    const list = await api.call(`/user/${fan.uid}/post/1`);
    expect(list.body.result).toMatchObject({ page: 1, size: 20, total: 1 });
    expect(list.body.result.list[0].id).toBe(post.id);
  });

  it('refuses a 10th image, and stores nothing', async () => {
    const fan = await api.signUp('posts-ten@example.com');
    const before = storedFiles();
    const sent = await write(fan, 'Ten is one too many', images(10));
    expect(sent.body.errorMsg).toBe('A post can have at most 9 images');
    expect(await postsOf(fan.uid)).toBe(0);
    expect(storedFiles()).toBe(before);
  });

  it('refuses a text file named .png (checked by content) and deletes the images already written', async () => {
    const fan = await api.signUp('posts-fake@example.com');
    const before = storedFiles();
    const sent = await write(fan, 'One real picture, one fake', [
      { bytes: png, name: 'real.png' },
      { bytes: Buffer.from('this is not an image at all, just text'), name: 'fake.png' },
    ]);
    expect(sent.status).toBe(400);
    expect(sent.body.errorMsg).toBe('Upload a JPG, PNG or WebP picture');
    expect(await postsOf(fan.uid)).toBe(0);
    expect(storedFiles()).toBe(before);
  });

  it('refuses an image over 8 MB before reading it whole (413, translated), and a body that is not a form', async () => {
    const fan = await api.signUp('posts-heavy@example.com');
    const before = storedFiles();
    const heavy = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024)]);
    const sent = await write(fan, 'A very heavy picture', [
      { bytes: png, name: 'ok.png' },
      { bytes: heavy, name: 'heavy.png' },
    ]);
    expect(sent.status).toBe(413);
    expect(sent.body.errorMsg).toBe('The image is too large (at most 8 MB)');
    expect(await postsOf(fan.uid)).toBe(0);
    expect(storedFiles()).toBe(before);
    const json = await api.call('/posts/add', { body: 'Not a form' }, { token: fan.token });
    expect(json.status).toBe(400);
    expect(await postsOf(fan.uid)).toBe(0);
  });

  it('refuses an empty or too long text with translated messages', async () => {
    const fan = await api.signUp('posts-long@example.com');
    expect((await write(fan, '   ')).body.errorMsg).toBe('Write something before posting');
    expect((await write(fan, undefined, images(1))).body.errorMsg).toBe('Write something before posting');
    expect((await write(fan, 'x'.repeat(2001))).body.errorMsg).toBe('A post can be at most 2000 characters');
    expect((await write(fan, 'x'.repeat(2001), [], 'zh_CN')).body.errorMsg).toBe('帖子最多 2000 个字');
    // Far beyond the field's limit: refused whole, not cut.
    expect((await write(fan, 'y'.repeat(50_000))).body.errorMsg).toBe(
      'A post can be at most 2000 characters',
    );
    expect((await write(fan, `  ${'z'.repeat(2000)}  `)).body.status).toBe('success');
    expect(await postsOf(fan.uid)).toBe(1);
  });

  it('masks banned words in the writer’s language and refuses a text with a refused word', async () => {
    await app.services.moderation.add(
      { uid: admin.uid, address: null },
      {
        language: 'en_US',
        word: 'rubbishword',
        action: 'mask',
      },
    );
    await app.services.moderation.add(
      { uid: admin.uid, address: null },
      {
        language: '*',
        word: 'forbiddenword',
        action: 'refuse',
      },
    );
    const fan = await api.signUp('posts-words@example.com');
    const masked = await write(fan, 'What a rubbishword referee');
    expect(masked.body.result.body).toBe('What a *********** referee');
    // Another language's list does not apply.
    const zh = await write(fan, 'rubbishword 裁判', [], 'zh_CN');
    expect(zh.body.result.body).toBe('rubbishword 裁判');
    const refused = await write(fan, 'so forbiddenword', images(1));
    expect(refused.body.errorMsg).toBe('Inappropriate Speech');
    expect(await postsOf(fan.uid)).toBe(2);
  });

  it('keeps script as text: stored and answered exactly as written, never as markup', async () => {
    const fan = await api.signUp('posts-script@example.com');
    const text = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const sent = await write(fan, text);
    expect(sent.body.result.body).toBe(text);
    const detail = await api.call(`/posts/detail?id=${sent.body.result.id}`);
    expect(detail.body.result.body).toBe(text);
    expect(detail.headers.get('content-type')).toContain('application/json');
  });

  it("refuses a muted user with the spec's 'You have been muted'", async () => {
    const fan = await api.signUp('posts-muted@example.com');
    const muted = await api.call(
      '/admin/users/mute',
      { uid: fan.uid, hours: 24, reason: 'spam' },
      { token: admin.token },
    );
    expect(muted.body.status, JSON.stringify(muted.body)).toBe('success');
    const sent = await write(fan, 'Can I still post?');
    expect(sent.status).toBe(403);
    expect(sent.body.errorMsg).toBe('You have been muted');
    expect((await write(fan, 'Can I still post?', [], 'zh_CN')).body.errorMsg).toBe('您已被禁言');
    expect(await postsOf(fan.uid)).toBe(0);
    await api.call('/admin/users/unmute', { uid: fan.uid }, { token: admin.token });
    expect((await write(fan, 'Back again')).body.status).toBe('success');
  });

  it('allows 10 posts an hour, then refuses the 11th', async () => {
    const fan = await api.signUp('posts-many@example.com');
    for (let i = 1; i <= 10; i++) expect((await write(fan, `Post number ${i}`)).body.status).toBe('success');
    const eleventh = await write(fan, 'Post number 11');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.errorMsg).toBe('You can write at most 10 posts an hour. Try again later');
    expect(await postsOf(fan.uid)).toBe(10);
  });

  it('is for signed-in users only', async () => {
    const guest = await write(null, 'A guest tries');
    expect(guest.body.errorCode).toBe(3000);
  });
});

describe('reading, liking and deleting', () => {
  it('lists 20 a page; news and video types answer empty pages; the author sees their hidden posts', async () => {
    const fan = await api.signUp('posts-pages@example.com');
    await app.database.db.insert(userPosts).values(
      Array.from({ length: 23 }, (_, i) => ({
        authorUid: fan.uid,
        body: `Seeded ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        status: i === 22 ? 'hidden' : 'published',
      })),
    );
    const first = await api.call(`/user/${fan.uid}/post/1`);
    expect(first.body.result.total).toBe(22);
    expect(first.body.result.list).toHaveLength(20);
    expect(first.body.result.list[0].body).toBe('Seeded 21');
    const second = await api.call(`/user/${fan.uid}/post/2`);
    expect(second.body.result.list.map((p: { body: string }) => p.body)).toEqual(['Seeded 1', 'Seeded 0']);
    const own = await api.call(`/user/${fan.uid}/post/1`, undefined, { token: fan.token });
    expect(own.body.result.total).toBe(23);
    expect(own.body.result.list[0]).toMatchObject({ body: 'Seeded 22', status: 'hidden' });
    for (const type of ['news', 'video']) {
      expect((await api.call(`/user/${fan.uid}/${type}/1`)).body.result).toEqual({
        list: [],
        page: 1,
        size: 20,
        total: 0,
      });
    }
    expect((await api.call(`/user/${fan.uid}/story/1`)).status).toBe(400);
    expect((await api.call(`/user/${fan.uid}/post/0`)).status).toBe(400);
  });

  it('counts views, toggles likes, lets the author delete and nobody else', async () => {
    const author = await api.signUp('posts-author@example.com');
    const reader = await api.signUp('posts-reader@example.com');
    const { id } = (await write(author, 'Like me')).body.result;
    expect((await api.call(`/posts/detail?id=${id}`)).body.result.views).toBe(1);
    expect((await api.call(`/posts/detail?id=${id}`)).body.result.views).toBe(2);

    const liked = await api.call('/posts/like', { id }, { token: reader.token });
    expect(liked.body.result).toEqual({ liked: true, likes: 1 });
    expect(
      (await api.call(`/posts/detail?id=${id}`, undefined, { token: reader.token })).body.result.liked,
    ).toBe(true);
    expect((await api.call('/posts/like', { id }, { token: reader.token })).body.result).toEqual({
      liked: false,
      likes: 0,
    });
    expect((await api.call('/posts/like', { id })).body.errorCode).toBe(3000);

    const notYours = await api.call('/posts/delete', { id }, { token: reader.token });
    expect(notYours.status).toBe(403);
    expect(notYours.body.errorMsg).toBe('You can only delete your own posts');
    expect((await api.call('/posts/delete', { id }, { token: author.token })).body.result).toBe(true);
    const gone = await api.call(`/posts/detail?id=${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.errorMsg).toBe('This post does not exist or was removed');
    expect(
      (await api.call(`/user/${author.uid}/post/1`, undefined, { token: author.token })).body.result.total,
    ).toBe(0);
    expect((await api.call('/posts/like', { id }, { token: reader.token })).status).toBe(404);
    const [row] = await app.database.db.select().from(userPosts).where(eq(userPosts.id, id));
    expect(row?.status).toBe('deleted');
  });
});

describe('reports, bans and the console', () => {
  it('a reader reports a post; a reviewer upholds it; the post is hidden; the audit log shows it', async () => {
    const author = await api.signUp('posts-reported@example.com');
    const reader = await api.signUp('posts-reporter@example.com');
    const reviewer = await api.signUp('posts-reviewer@example.com');
    await api.call(
      '/admin/users/role',
      { uid: reviewer.uid, role: 'reviewer', grant: true },
      { token: admin.token },
    );
    const { id } = (await write(author, 'Buy cheap coins at example dot com')).body.result;

    const own = await api.call('/posts/report', { id, reason: 'advertising' }, { token: author.token });
    expect(own.body.errorMsg).toBe('You cannot report your own post');
    const badReason = await api.call('/posts/report', { id, reason: 'boring' }, { token: reader.token });
    expect(badReason.status).toBe(400);
    const reported = await api.call('/posts/report', { id, reason: 'advertising' }, { token: reader.token });
    expect(reported.body.result).toEqual({ queued: true });
    const again = await api.call('/posts/report', { id, reason: 'advertising' }, { token: reader.token });
    expect(again.body.result).toEqual({ queued: false });

    const queue = await api.call('/admin/review?queue=posts&state=pending', undefined, {
      token: reviewer.token,
    });
    const item = queue.body.result.list.find((i: { subjectId: string }) => i.subjectId === String(id));
    expect(item).toMatchObject({
      queue: 'posts',
      subjectType: 'post',
      reason: 'advertising',
      reportedBy: reader.uid,
    });
    expect(item.summary).toMatchObject({ authorUid: author.uid, body: 'Buy cheap coins at example dot com' });

    const decided = await api.call(
      '/admin/review/decide',
      { id: item.id, version: item.version, decision: 'approve', reason: 'violatesRules' },
      { token: reviewer.token },
    );
    expect(decided.body.status, JSON.stringify(decided.body)).toBe('success');
    const [row] = await app.database.db.select().from(userPosts).where(eq(userPosts.id, id));
    expect(row?.status).toBe('hidden');
    expect((await api.call(`/posts/detail?id=${id}`)).status).toBe(404);
    // The author still sees it, marked hidden.
    expect(
      (await api.call(`/posts/detail?id=${id}`, undefined, { token: author.token })).body.result.status,
    ).toBe('hidden');
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.decide'), eq(auditLog.subjectId, String(item.id))));
    expect(audit[0]?.actorUid).toBe(reviewer.uid);
  });

  it('a ban hides every post of the user (kept, not deleted)', async () => {
    const author = await api.signUp('posts-banned@example.com');
    await write(author, 'First');
    await write(author, 'Second');
    const banned = await api.call(
      '/admin/users/ban',
      { uid: author.uid, reason: 'abuse' },
      { token: admin.token },
    );
    expect(banned.body.status, JSON.stringify(banned.body)).toBe('success');
    expect((await api.call(`/user/${author.uid}/post/1`)).body.result.total).toBe(0);
    const rows = await app.database.db.select().from(userPosts).where(eq(userPosts.authorUid, author.uid));
    expect(rows.map((r) => r.status)).toEqual(['hidden', 'hidden']);
  });

  it('reviewers list posts by state and author, hide, restore and delete them (audited); others may not', async () => {
    const author = await api.signUp('posts-moderated@example.com');
    const { id } = (await write(author, 'Moderate me')).body.result;
    const list = await api.call(`/admin/posts?uid=${author.uid}&status=published`, undefined, {
      token: admin.token,
    });
    expect(list.body.result).toMatchObject({ total: 1, page: 1 });
    expect(list.body.result.list[0]).toMatchObject({ id, authorUid: author.uid, status: 'published' });

    const hide = await api.call(
      '/admin/posts/moderate',
      { id, status: 'hidden', reason: 'off topic' },
      { token: admin.token },
    );
    expect(hide.body.result.status).toBe('hidden');
    const same = await api.call('/admin/posts/moderate', { id, status: 'hidden' }, { token: admin.token });
    expect(same.body.errorMsg).toBe('The post is already in this state');
    expect(
      (await api.call('/admin/posts/moderate', { id, status: 'published' }, { token: admin.token })).body
        .result.status,
    ).toBe('published');
    expect(
      (await api.call('/admin/posts/moderate', { id, status: 'deleted' }, { token: admin.token })).body.result
        .status,
    ).toBe('deleted');
    const back = await api.call('/admin/posts/moderate', { id, status: 'published' }, { token: admin.token });
    expect(back.body.errorMsg).toBe('A deleted post cannot be changed');

    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'post.moderate'), eq(auditLog.subjectId, String(id))));
    expect(audit.map((a) => a.after)).toEqual([
      { status: 'hidden', reason: 'off topic' },
      { status: 'published', reason: null },
      { status: 'deleted', reason: null },
    ]);

    const fan = await api.signUp('posts-nosy@example.com');
    expect((await api.call('/admin/posts', undefined, { token: fan.token })).status).toBe(403);
    expect(
      (await api.call('/admin/posts/moderate', { id, status: 'hidden' }, { token: fan.token })).status,
    ).toBe(403);
  });
});

describe('hot posts', () => {
  it('ranks by views plus weighted likes over the day, published only; per user too', async () => {
    const a = await api.signUp('posts-hot-a@example.com');
    const b = await api.signUp('posts-hot-b@example.com');
    const readers = await Promise.all([1, 2].map((i) => api.signUp(`posts-hot-reader${i}@example.com`)));
    const quiet = (await write(a, 'Quiet post')).body.result.id;
    const viewed = (await write(a, 'Viewed post')).body.result.id;
    const liked = (await write(b, 'Liked post')).body.result.id;
    const hidden = (await write(b, 'Hidden post')).body.result.id;
    await api.call(`/posts/detail?id=${quiet}`);
    for (let i = 0; i < 6; i++) await api.call(`/posts/detail?id=${viewed}`);
    for (const r of readers) await api.call('/posts/like', { id: liked }, { token: r.token });
    for (let i = 0; i < 50; i++) await api.call(`/posts/detail?id=${hidden}`);
    await api.call('/admin/posts/moderate', { id: hidden, status: 'hidden' }, { token: admin.token });

    const hot = await api.call('/posts/hot?period=day');
    const ours = hot.body.result
      .map((p: { id: number; score: number }) => [p.id, p.score])
      .filter(([pid]: [number]) => [quiet, viewed, liked, hidden].includes(pid));
    // Liked: 2 likes × 5 = 10; viewed: 6; quiet: 1. The hidden one (50 views) is left out.
    expect(ours).toEqual([
      [liked, 10],
      [viewed, 6],
      [quiet, 1],
    ]);
    expect((await api.call('/posts/hot?period=week')).body.result.map((p: { id: number }) => p.id)).toContain(
      liked,
    );
    expect((await api.call('/posts/hot?period=month')).status).toBe(400);

    const userHot = await api.call(`/news/userHot/${a.uid}?period=week`);
    expect(userHot.body.result.map((p: { id: number }) => p.id)).toEqual([viewed, quiet]);
    expect((await api.call(`/news/userHot/${b.uid}`)).body.result.map((p: { id: number }) => p.id)).toEqual([
      liked,
    ]);
  });
});

describe('posts as a target of comments (postCommentTarget)', () => {
  it('opens published posts to comments in every language and keeps their count', async () => {
    const author = await api.signUp('posts-commented@example.com');
    const { id } = (await write(author, 'Comment on me')).body.result;
    const hidden = (await write(author, 'Hidden from comments')).body.result.id;
    await api.call('/admin/posts/moderate', { id: hidden, status: 'hidden' }, { token: admin.token });
    await app.database.db.transaction(async (tx) => {
      expect(await postCommentTarget.open(tx, id)).toEqual({ language: '*' });
      expect(await postCommentTarget.open(tx, hidden)).toBeNull();
      expect(await postCommentTarget.open(tx, 999_999)).toBeNull();
      await postCommentTarget.counted(tx, id, 1);
      await postCommentTarget.counted(tx, id, 1);
      await postCommentTarget.counted(tx, id, -1);
    });
    expect((await api.call(`/posts/detail?id=${id}`)).body.result.comments).toBe(1);
  });
});
