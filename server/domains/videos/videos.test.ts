/**
 * Videos (issue 15): the console's editor (uploads checked by content, external hosts, states and
 * scheduled publishing, audit), what viewers see (published only, views, hot lists, a match's
 * videos) and the comments' target.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { auditLog } from '../audit/index.ts';
import { hotCounts } from '../hot/index.ts';
import { fixture } from '../matches/fixtures.test-support.ts';
import {
  createVideosService,
  publishDueVideos,
  seedDemoVideos,
  videoCommentTarget,
  videos,
} from './index.ts';

let app: RunningApp;
let api: TestApi;
let admin: Account;
let editor: Account;
let fan: Account;
const work = mkdtempSync(path.join(tmpdir(), 'arena-videos-test-'));
let clip: Buffer;

/** Runs ffmpeg to make a test file (it ends by itself; a stuck one is killed by the timeout). */
function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('ffmpeg', ['-y', '-v', 'error', ...args], { timeout: 60_000, killSignal: 'SIGKILL' }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

beforeAll(async () => {
  app = await startTestApp({ videoHosts: ['cdn.example.com'] });
  api = testApi(app);
  admin = await api.asAdmin();
  editor = await api.signUp('videos-editor@example.com');
  await api.call(
    '/admin/users/role',
    { uid: editor.uid, role: 'editor', grant: true },
    { token: admin.token },
  );
  fan = await api.signUp('videos-fan@example.com');
  const file = path.join(work, 'clip.mp4');
  // biome-ignore format: one ffmpeg command
  await ffmpeg([
    '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac',
    '-movflags', '+faststart', file,
  ]);
  clip = readFileSync(file);
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** A multipart upload to a console call, as the console page sends it. */
async function upload(call: 'upload' | 'cover', bytes: Buffer, name: string, token = editor.token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${app.url}/java/admin/videos/${call}`, {
    method: 'POST',
    headers: { token, lan: 'en_US' },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const saveBody = (source: string, extra: Record<string, unknown> = {}) => ({
  language: 'en_US',
  gameId: 1,
  category: 'highlights',
  title: 'Worlds final: the baron steal',
  summary: 'The play of the tournament.',
  source,
  ...extra,
});

async function save(body: Record<string, unknown>, token = editor.token) {
  return api.call('/admin/videos/save', body, { token });
}

async function uploadedSource(): Promise<string> {
  const stored = await upload('upload', clip, 'clip.mp4');
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  return stored.body.result.source;
}

describe('uploading a video file (checked by content, streamed to disk)', () => {
  it('stores a real H.264/AAC MP4 and reads its duration', async () => {
    const stored = await upload('upload', clip, 'anything.bin');
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.result).toMatchObject({ durationSeconds: 2, width: 320, height: 180 });
    expect(stored.body.result.source).toMatch(/^\/uploads\/videos\/[0-9a-z]+-[0-9a-f]{16}\.mp4$/);
    // Served by the product, byte for byte, with ranges (the player seeks).
    const served = await fetch(`${app.url}${stored.body.result.source}`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(served.status).toBe(206);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(clip.subarray(0, 100));
  });

  it('refuses what is not an MP4 by its content, whatever its name, and stores nothing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notMp4 = await upload('upload', Buffer.concat([png, Buffer.alloc(4096)]), 'clip.mp4');
    expect(notMp4.status).toBe(400);
    expect(notMp4.body.errorMsg).toBe('Upload an MP4 video with H.264 picture and AAC sound');

    // A large one is answered as soon as its first bytes are read (the rest is read and dropped).
    const large = await upload('upload', Buffer.alloc(20 * 1024 * 1024, 0x41), 'big.mp4');
    expect(large.status).toBe(400);
    expect(large.body.errorMsg).toBe('Upload an MP4 video with H.264 picture and AAC sound');

    // An ISO BMFF header over garbage passes the first look, not ffprobe.
    const header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
    const fake = await upload('upload', Buffer.concat([header, Buffer.alloc(8192, 7)]), 'clip.mp4');
    expect(fake.status).toBe(400);
    expect(fake.body.errorMsg).toBe('Upload an MP4 video with H.264 picture and AAC sound');

    // A real MP4 of another codec (MPEG-4 part 2) is refused too: not every browser plays it.
    const other = path.join(work, 'mpeg4.mp4');
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10', '-t', '1', '-c:v', 'mpeg4', other]);
    const mpeg4 = await upload('upload', readFileSync(other), 'clip.mp4');
    expect(mpeg4.status).toBe(400);

    const zh = await fetch(`${app.url}/java/admin/videos/upload`, {
      method: 'POST',
      headers: { token: editor.token, lan: 'zh_CN' },
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)]), 'x.mp4');
        return form;
      })(),
    });
    expect((await zh.json()).errorMsg).toBe('请上传 H.264 画面、AAC 声音的 MP4 视频');
    // Only the accepted files of the test above are on disk; the refused ones went with their temporaries.
    expect(readdir(path.join(app.config.dataDir, 'tmp', 'videos'))).toEqual([]);
  });

  it('refuses a JSON body and a cover that is not a picture', async () => {
    const json = await api.call('/admin/videos/upload', {}, { token: editor.token });
    expect(json.status).toBe(400);
    expect(json.body.errorMsg).toBe('Upload Failed');
    const cover = await upload('cover', clip, 'cover.png');
    expect(cover.status).toBe(400);
    expect(cover.body.errorMsg).toBe('Upload a JPG, PNG or WebP picture');
  });
});

function readdir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

describe('an editor saves, publishes and unpublishes; viewers see published videos only', () => {
  it('a saved video is a draft until published, then public; unpublished it is a 404 again', async () => {
    const source = await uploadedSource();
    const saved = await save(saveBody(source));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const video = saved.body.result;
    expect(video).toMatchObject({ status: 'draft', durationSeconds: 2, sourceType: 'mp4', game: 'lol' });

    const one = () => api.call(`/lol/video${video.id}`);
    expect((await one()).status).toBe(404);
    expect((await one()).body.errorMsg).toBe('This video does not exist or is not published');
    const listed = async () =>
      (await api.call('/videos/list?game=lol')).body.result.list.map((v: { id: number }) => v.id);
    expect(await listed()).not.toContain(video.id);

    const published = await api.call('/admin/videos/publish', { id: video.id }, { token: editor.token });
    expect(published.body.result).toMatchObject({ status: 'published' });
    expect((await one()).status).toBe(200);
    expect((await one()).body.result).toMatchObject({ id: video.id, source, sourceType: 'mp4', match: null });
    expect(await listed()).toContain(video.id);
    // Publishing twice is refused (409) and changes nothing.
    const again = await api.call('/admin/videos/publish', { id: video.id }, { token: editor.token });
    expect(again.status).toBe(409);

    const unpublished = await api.call('/admin/videos/unpublish', { id: video.id }, { token: editor.token });
    expect(unpublished.body.result.status).toBe('unpublished');
    expect((await one()).status).toBe(404);
    expect(await listed()).not.toContain(video.id);

    // Every change is in the audit log, with the editor and the state before and after.
    const lines = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'video'), eq(auditLog.subjectId, String(video.id))));
    expect(lines.map((l) => l.action)).toEqual(['video.save', 'video.publish', 'video.unpublish']);
    expect(lines.every((l) => l.actorUid === editor.uid)).toBe(true);
    expect(lines[2]?.before).toMatchObject({ status: 'published' });
    expect(lines[2]?.after).toMatchObject({ status: 'unpublished' });
  });

  it('a scheduled video is hidden before its time and listed after, before and after the job writes it', async () => {
    const source = await uploadedSource();
    const at = new Date(Date.now() + 3600_000);
    const saved = await save(
      saveBody(source, { title: 'Scheduled replay', status: 'scheduled', publishAt: at.toISOString() }),
    );
    expect(saved.body.result).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });
    const id = saved.body.result.id as number;
    const ids = (page: { list: { id: number }[] }) => page.list.map((v) => v.id);
    expect(ids((await api.call('/videos/list')).body.result)).not.toContain(id);
    expect((await api.call(`/lol/video${id}`)).status).toBe(404);

    // Two hours later (another clock on the same database): listed and playable, before any job ran.
    const later = new Date(at.getTime() + 3600_000);
    const then = createVideosService({
      db: app.database.db,
      dataDir: app.config.dataDir,
      videoHosts: [],
      now: () => later,
    });
    expect(ids(await then.list('en_US', { gameId: null, page: 1 }))).toContain(id);
    expect((await then.video(id)).id).toBe(id);
    // The job writes the state; nothing due before its time is touched.
    expect(await publishDueVideos(app.database.db, new Date())).not.toContain(id);
    expect(await publishDueVideos(app.database.db, later)).toEqual([id]);
    expect((await api.call(`/lol/video${id}`)).status).toBe(200);
    expect(ids((await api.call('/videos/list')).body.result)).toContain(id);
  });

  it('refuses a past schedule, an unknown game, a match of another game, a cover not uploaded here', async () => {
    const source = await uploadedSource();
    const past = await save(saveBody(source, { status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' }));
    expect(past.body.errorMsg).toBe('Choose a publishing time in the future');
    const game = await save(saveBody(source, { gameId: 99999 }));
    expect(game.body.errorMsg).toBe('Unknown game');
    await app.services.matches.upsertFixtures([fixture('videos-m1', { gameId: 202 })]);
    const [match] = (await app.services.matches.byCondition({ statusGroup: 'all', page: 1, size: 1 })).list;
    const wrongGame = await save(saveBody(source, { matchId: match?.id }));
    expect(wrongGame.body.errorMsg).toBe('The match does not exist or is of another game');
    const cover = await save(saveBody(source, { cover: '/images/empty.svg' }));
    expect(cover.body.errorMsg).toBe('Upload the cover picture here first');
    const missing = await save(saveBody('/uploads/videos/abc-0123456789abcdef.mp4'));
    expect(missing.body.errorMsg).toBe('Upload the video file here first');
    const script = await save(saveBody('javascript:alert(1)'));
    expect(script.body.errorMsg).toBe('Give an https address of an MP4 (.mp4) or HLS (.m3u8) video');
    expect(
      await app.database.db.select().from(videos).where(eq(videos.title, 'Worlds final: the baron steal')),
    ).toHaveLength(1);
  });

  it('plays an external address only from an allowed host (VIDEO_HOSTS)', async () => {
    const denied = await save(saveBody('https://evil.example.net/clip.mp4'));
    expect(denied.status).toBe(400);
    expect(denied.body.errorMsg).toBe('Videos cannot play from evil.example.net: that host is not allowed');
    const plain = await save(saveBody('http://cdn.example.com/clip.mp4'));
    expect(plain.body.errorMsg).toBe('Give an https address of an MP4 (.mp4) or HLS (.m3u8) video');
    const page = await save(saveBody('https://cdn.example.com/watch?v=1'));
    expect(page.body.errorMsg).toBe('Give an https address of an MP4 (.mp4) or HLS (.m3u8) video');
    const hls = await save(
      saveBody('https://cdn.example.com/live/final/index.m3u8', {
        durationSeconds: 5400,
        status: 'published',
      }),
    );
    expect(hls.status, JSON.stringify(hls.body)).toBe(200);
    expect(hls.body.result).toMatchObject({ sourceType: 'hls', durationSeconds: 5400, status: 'published' });
    // With no host allowed (the default), every address is refused.
    const none = createVideosService({ db: app.database.db, dataDir: app.config.dataDir, videoHosts: [] });
    await expect(
      none.save({ uid: editor.uid, address: null }, {
        ...saveBody('https://cdn.example.com/a.mp4'),
        language: 'en_US',
        category: 'highlights',
        cover: null,
        matchId: null,
      } as never),
    ).rejects.toMatchObject({ messageKey: 'videoHostNotAllowed' });
  });

  it('counts views (the video and the hot lists) and lists a match’s videos and related ones', async () => {
    await app.services.matches.upsertFixtures([fixture('videos-lol', { gameId: 1 })]);
    const lol = (await app.services.matches.byCondition({ statusGroup: 'all', page: 1, size: 50 })).list.find(
      (m) => m.gameId === 1,
    );
    const source = await uploadedSource();
    const first = await save(
      saveBody(source, { title: 'Match replay', category: 'replay', matchId: lol?.id, status: 'published' }),
    );
    const second = await save(
      saveBody(source, {
        title: 'Match interview',
        category: 'interview',
        matchId: lol?.id,
        status: 'published',
      }),
    );
    const id = first.body.result.id as number;
    for (let i = 0; i < 3; i++) expect((await api.call(`/lol/video${id}`)).status).toBe(200);
    const detail = (await api.call(`/lol/video${id}`)).body.result;
    expect(detail.views).toBe(4);
    expect(detail.match).toMatchObject({
      id: lol?.id,
      game: 'lol',
      home: 'Home videos-lol',
      away: 'Away videos-lol',
    });
    const [hot] = await app.database.db
      .select()
      .from(hotCounts)
      .where(and(eq(hotCounts.kind, 'video'), eq(hotCounts.itemId, id)));
    expect(hot?.views).toBe(4);
    const today = (await api.call('/hot/video/1')).body.result;
    expect(today[0]).toMatchObject({ id, views: 4 });
    expect((await api.call('/hot/video/2?game=lol')).body.result[0].id).toBe(id);
    expect((await api.call('/hot/video/3')).status).toBe(400);
    // The video page's beacon counts a view too (the page's loader does not: a guest's page may be shared).
    expect((await api.call('/videos/view', { id })).body.result).toEqual({ counted: true });
    expect((await api.call(`/lol/video${id}`)).body.result.views).toBe(6);
    expect((await api.call('/videos/view', { id: 2_147_483_647 })).status).toBe(404);

    const ofMatch = (await api.call(`/videos/byMatch?matchId=${lol?.id}`)).body.result.map(
      (v: { id: number }) => v.id,
    );
    expect(ofMatch.sort()).toEqual([id, second.body.result.id].sort());
    const related = (await api.call(`/videos/related?id=${id}`)).body.result.map((v: { id: number }) => v.id);
    expect(related[0]).toBe(second.body.result.id);
    expect(related).not.toContain(id);
  });

  it('lists in the viewer’s language, in English while the language has none', async () => {
    const source = await uploadedSource();
    const zh = await save(saveBody(source, { language: 'zh_CN', title: '决赛集锦', status: 'published' }));
    const zhList = (await api.call('/videos/list', undefined, { lan: 'zh_CN' })).body.result;
    expect(zhList.language).toBe('zh_CN');
    expect(zhList.list.map((v: { id: number }) => v.id)).toEqual([zh.body.result.id]);
    const ar = (await api.call('/videos/list', undefined, { lan: 'ar' })).body.result;
    expect(ar.language).toBe('en_US');
    expect(ar.list.every((v: { language: string }) => v.language === 'en_US')).toBe(true);
    expect((await api.call('/videos/list?category=rant')).status).toBe(400);
    expect((await api.call('/videos/list?game=curling')).status).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists every published video page in every language, and no other video', async () => {
    const source = await uploadedSource();
    const shown = (await save(saveBody(source, { title: 'In the sitemap', status: 'published' }))).body
      .result;
    const hidden = (await save(saveBody(source, { title: 'A draft' }))).body.result;
    const index = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(index).toContain(`${app.url}/sitemap-en_US-videos-1.xml`);
    expect(index).toContain(`${app.url}/sitemap-zh_CN-videos-1.xml`);
    const zh = await (await fetch(`${app.url}/sitemap-zh_CN-videos-1.xml`)).text();
    expect(zh).toContain(`<loc>${app.url}/zh_CN/videos/lol/${shown.id}</loc>`);
    expect(zh).toContain(`hreflang="ar" href="${app.url}/ar/videos/lol/${shown.id}"`);
    expect(zh).not.toContain(`/videos/lol/${hidden.id}<`);
  });
});

describe('console calls', () => {
  it('need the editor role (administrators act as editors)', async () => {
    expect((await api.call('/admin/videos', undefined, { token: fan.token })).status).toBe(403);
    expect((await save(saveBody('/x'), fan.token)).status).toBe(403);
    expect((await upload('upload', clip, 'clip.mp4', fan.token)).status).toBe(403);
    expect((await api.call('/admin/videos')).body.errorCode).toBe(3000);
    const list = await api.call('/admin/videos?status=published&game=lol&size=5', undefined, {
      token: editor.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.result.list.length).toBeGreaterThan(0);
    expect(
      list.body.result.list.every(
        (v: { status: string; game: string }) => v.status === 'published' && v.game === 'lol',
      ),
    ).toBe(true);
    expect((await api.call('/admin/videos', undefined, { token: admin.token })).status).toBe(200);
  });
});

describe('videos as the comments’ target', () => {
  it('opens a published video only, in its language, and counts its comments', async () => {
    const source = await uploadedSource();
    const draft = (await save(saveBody(source, { language: 'zh_CN', title: '草稿' }))).body.result
      .id as number;
    const shown = (await save(saveBody(source, { language: 'zh_CN', title: '已发布', status: 'published' })))
      .body.result.id as number;
    const db = app.database.db;
    expect(await videoCommentTarget.open(db, draft)).toBeNull();
    expect(await videoCommentTarget.open(db, 999999)).toBeNull();
    expect(await videoCommentTarget.open(db, shown)).toEqual({ language: 'zh_CN' });
    await db.transaction(async (tx) => {
      await videoCommentTarget.counted(tx, shown, 2);
      await videoCommentTarget.counted(tx, shown, -1);
    });
    const [row] = await db.select().from(videos).where(eq(videos.id, shown));
    expect(row?.comments).toBe(1);
    const [hot] = await db
      .select()
      .from(hotCounts)
      .where(and(eq(hotCounts.kind, 'video'), eq(hotCounts.itemId, shown)));
    expect(hot?.interactions).toBe(2);
  });
});

describe('demo videos', () => {
  it('are made once, into an empty table only, as real clips shared by many rows', async () => {
    const fresh = await startTestApp();
    try {
      // A cache of its own: the clips are really made here (later starts copy them from it).
      const cacheDir = path.join(work, 'clips');
      const first = await seedDemoVideos(fresh.database.db, fresh.config.dataDir, { cacheDir });
      expect(readdir(cacheDir).sort()).toEqual([
        'clip-0.mp4',
        'clip-0.png',
        'clip-1.mp4',
        'clip-1.png',
        'clip-2.mp4',
        'clip-2.png',
      ]);
      expect(first.created).toBeGreaterThan(20);
      const rows = await fresh.database.db.select().from(videos);
      expect(rows.every((r) => r.demo && r.status === 'published')).toBe(true);
      expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['en_US', 'zh_CN']));
      expect(new Set(rows.map((r) => r.source)).size).toBe(3);
      const played = await fetch(`${fresh.url}${rows[0]?.source}`);
      expect(played.status).toBe(200);
      expect(
        Buffer.from(await played.arrayBuffer())
          .subarray(4, 8)
          .toString(),
      ).toBe('ftyp');
      expect((await fetch(`${fresh.url}${rows[0]?.cover}`)).status).toBe(200);
      expect(await seedDemoVideos(fresh.database.db, fresh.config.dataDir)).toEqual({
        created: 0,
        skipped: 'exists',
      });
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
