/**
 * HLS of uploaded videos (issue 15, decision 024): saving an uploaded MP4 leaves it pending, the
 * `transcode-videos` job (triggered by the save) packages it with the machine's ffmpeg, the row is
 * `ready` and the public API names the playlist, which /uploads/ serves with HLS types. A corrupt
 * file ends `failed` without failing the job; two runs at once package a file once; without ffmpeg
 * rows stay pending; a replaced file's HLS folder goes.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Account, type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import { openTestDatabase } from '../../../tests/support/db.ts';
import type { RunningApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { TRANSCODE_VIDEOS_CRON, TRANSCODE_VIDEOS_QUEUE } from '../../jobs/transcode-videos.ts';
import { VIDEO_FILES_CRON, VIDEO_FILES_QUEUE } from '../../jobs/video-files.ts';
import { HLS_PLAYLIST, parsePlaylist } from '../../media/hls.ts';
import { makeTestClip } from '../../media/test-clips.test-support.ts';
import { storeVideoFile } from '../../media/videos.ts';
import { HLS_MAX_ATTEMPTS, hlsFolderOf, transcodePendingVideos, videos } from './index.ts';

const work = mkdtempSync(path.join(tmpdir(), 'arena-videos-hls-'));
const clipFile = path.join(work, 'clip.mp4');
let clip: Buffer;

beforeAll(async () => {
  await makeTestClip(clipFile);
  clip = readFileSync(clipFile);
}, 60_000);

/** The playlist a player would read from `folder`: VOD, ended, every listed segment on disk. */
function checkPlaylist(folder: string) {
  const playlist = parsePlaylist(readFileSync(path.join(folder, HLS_PLAYLIST), 'utf8'));
  expect(playlist.vod).toBe(true);
  expect(playlist.ended).toBe(true);
  expect(playlist.segments.length).toBeGreaterThan(0);
  for (const segment of playlist.segments) expect(existsSync(path.join(folder, segment.uri))).toBe(true);
  return playlist;
}

describe('transcodePendingVideos (the job’s step, on a database of its own)', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from videos`);
    dataDir = mkdtempSync(path.join(work, 'data-'));
  });

  /** A pending video row naming `source` (as a save of an uploaded file leaves it). */
  async function pendingVideo(source: string, title = 'A clip') {
    const [row] = await database.db
      .insert(videos)
      .values({
        language: 'en_US',
        category: 'highlights',
        title,
        durationSeconds: 2,
        sourceType: 'mp4',
        source,
        hlsState: 'pending',
      })
      .returning();
    if (!row) throw new Error('no row');
    return row;
  }
  const rowOf = async (id: number) =>
    (await database.db.select().from(videos).where(eq(videos.id, id)))[0] as typeof videos.$inferSelect;

  it('packages a pending file, marks it ready with its playlist, and finds nothing more to do', async () => {
    const source = await storeVideoFile(dataDir, clipFile);
    const video = await pendingVideo(source);
    const result = await transcodePendingVideos(database.db, dataDir);
    expect(result).toEqual({ packaged: 1, reused: 0, failed: 0, ffmpegMissing: false });
    const row = await rowOf(video.id);
    expect(row.hlsState).toBe('ready');
    expect(row.hlsPath).toBe(source.replace(/\.mp4$/, '/index.m3u8'));
    expect(row.hlsLeaseUntil).toBeNull();
    checkPlaylist(hlsFolderOf(dataDir, source) as string);
    // Nothing half-made is left behind, and a second run has nothing to do.
    expect(readdirSync(path.join(dataDir, 'tmp', 'videos'))).toEqual([]);
    expect(await transcodePendingVideos(database.db, dataDir)).toMatchObject({ packaged: 0, failed: 0 });
  });

  it('ends a corrupt file failed without throwing, and goes on with the next video', async () => {
    const corrupt = await storeVideoFile(dataDir, clipFile);
    const header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
    writeFileSync(path.join(dataDir, corrupt), Buffer.concat([header, Buffer.alloc(8192, 7)]));
    const broken = await pendingVideo(corrupt, 'Broken');
    const good = await pendingVideo(await storeVideoFile(dataDir, clipFile), 'Good');
    const warnings: object[] = [];
    const log = { info: () => undefined, warn: (details: object) => warnings.push(details) };
    const result = await transcodePendingVideos(database.db, dataDir, { log });
    expect(result).toMatchObject({ packaged: 1, failed: 1 });
    expect((await rowOf(broken.id)).hlsState).toBe('failed');
    expect((await rowOf(broken.id)).hlsPath).toBeNull();
    expect((await rowOf(good.id)).hlsState).toBe('ready');
    // Logged by the video's id and ffmpeg's reason: no title, no person.
    expect(warnings).toEqual([{ videoId: broken.id, reason: expect.stringMatching(/^ffmpeg/) }]);
    expect(existsSync(hlsFolderOf(dataDir, corrupt) as string)).toBe(false);
    // A file that is gone is failed too.
    const gone = await pendingVideo('/uploads/videos/gone-0123456789abcdef.mp4');
    expect(await transcodePendingVideos(database.db, dataDir)).toMatchObject({ failed: 1 });
    expect((await rowOf(gone.id)).hlsState).toBe('failed');
  });

  it('packages a file once when two runs go at once (each video is claimed by one)', async () => {
    const source = await storeVideoFile(dataDir, clipFile);
    const video = await pendingVideo(source);
    const [a, b] = await Promise.all([
      transcodePendingVideos(database.db, dataDir),
      transcodePendingVideos(database.db, dataDir),
    ]);
    expect((a?.packaged ?? 0) + (b?.packaged ?? 0)).toBe(1);
    expect((await rowOf(video.id)).hlsState).toBe('ready');
    expect((await rowOf(video.id)).hlsAttempts).toBe(1);
  });

  it('packages a file many videos share once and marks them all ready', async () => {
    const source = await storeVideoFile(dataDir, clipFile);
    const rows = [await pendingVideo(source, 'One'), await pendingVideo(source, 'Two')];
    const result = await transcodePendingVideos(database.db, dataDir);
    expect(result.packaged).toBe(1);
    for (const row of rows) expect((await rowOf(row.id)).hlsState).toBe('ready');
  });

  it('leaves rows pending (the attempt not counted) when ffmpeg is missing', async () => {
    const video = await pendingVideo(await storeVideoFile(dataDir, clipFile));
    const result = await transcodePendingVideos(database.db, dataDir, {
      ffmpeg: path.join(work, 'no-such-ffmpeg'),
    });
    expect(result).toMatchObject({ packaged: 0, failed: 0, ffmpegMissing: true });
    const row = await rowOf(video.id);
    expect(row).toMatchObject({ hlsState: 'pending', hlsLeaseUntil: null, hlsAttempts: 0 });
  });

  it('does not take a video another process holds, takes it once that claim ran out', async () => {
    const video = await pendingVideo(await storeVideoFile(dataDir, clipFile));
    const now = new Date();
    await database.db
      .update(videos)
      .set({ hlsLeaseUntil: new Date(now.getTime() + 3600_000), hlsAttempts: 1 })
      .where(eq(videos.id, video.id));
    expect((await transcodePendingVideos(database.db, dataDir, { now: () => now })).packaged).toBe(0);
    expect((await rowOf(video.id)).hlsState).toBe('pending');
    // Two hours later the holder is taken for dead.
    const later = new Date(now.getTime() + 2 * 3600_000);
    expect((await transcodePendingVideos(database.db, dataDir, { now: () => later })).packaged).toBe(1);
    expect((await rowOf(video.id)).hlsState).toBe('ready');
  });

  it('fails a file whose packaging took its job down too many times', async () => {
    const video = await pendingVideo(await storeVideoFile(dataDir, clipFile));
    await database.db.update(videos).set({ hlsAttempts: HLS_MAX_ATTEMPTS }).where(eq(videos.id, video.id));
    expect((await transcodePendingVideos(database.db, dataDir)).failed).toBe(1);
    expect((await rowOf(video.id)).hlsState).toBe('failed');
  });

  it('stops between videos when told to, leaving the rest pending', async () => {
    const video = await pendingVideo(await storeVideoFile(dataDir, clipFile));
    const stop = new AbortController();
    stop.abort();
    const result = await transcodePendingVideos(database.db, dataDir, { signal: stop.signal });
    expect(result.packaged).toBe(0);
    expect(await rowOf(video.id)).toMatchObject({ hlsState: 'pending', hlsAttempts: 0 });
  });
});

describe('in the app: a save triggers the job, the page gets HLS, /uploads/ serves it', () => {
  let app: RunningApp;
  let api: TestApi;
  let editor: Account;
  beforeAll(async () => {
    app = await startTestApp({ videoHosts: ['cdn.example.com'] });
    api = testApi(app);
    editor = await api.asAdmin();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function uploaded(): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(clip)]), 'clip.mp4');
    const res = await fetch(`${app.url}/java/admin/videos/upload`, {
      method: 'POST',
      headers: { token: editor.token, lan: 'en_US' },
      body: form,
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.result.source;
  }

  const save = async (body: Record<string, unknown>) => {
    const saved = await api.call(
      '/admin/videos/save',
      { language: 'en_US', gameId: 1, category: 'highlights', title: 'HLS final', ...body },
      { token: editor.token },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body.result;
  };

  /** The editor's view once the job settled the video's packaging. */
  const settled = (id: number) =>
    vi.waitFor(
      async () => {
        const detail = (await api.call(`/admin/videos/detail?id=${id}`, undefined, { token: editor.token }))
          .body.result;
        expect(detail.hlsState).not.toBe('pending');
        return detail;
      },
      { timeout: 30_000, interval: 100 },
    );

  it('registers the job every minute and packages a saved upload at once', async () => {
    const schedules = await app.jobs.boss.getSchedules(TRANSCODE_VIDEOS_QUEUE);
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ cron: TRANSCODE_VIDEOS_CRON, timezone: 'UTC' });
    // The unused files' clean-up (files.test.ts) is scheduled beside it.
    expect(await app.jobs.boss.getSchedules(VIDEO_FILES_QUEUE)).toMatchObject([
      { cron: VIDEO_FILES_CRON, timezone: 'UTC' },
    ]);

    const source = await uploaded();
    const video = await save({ source, status: 'published' });
    // Saved pending: the MP4 plays until the job is done.
    expect(video.hlsState).toBe('pending');
    expect((await settled(video.id)).hlsState).toBe('ready');

    const playlist = source.replace(/\.mp4$/, '/index.m3u8');
    const detail = (await api.call(`/lol/video${video.id}`)).body.result;
    expect(detail).toMatchObject({ source, sourceType: 'mp4', hls: playlist });
    const listed = (await api.call('/admin/videos?q=HLS%20final', undefined, { token: editor.token })).body
      .result.list;
    expect(listed.find((v: { id: number }) => v.id === video.id)?.hlsState).toBe('ready');

    // Served with HLS types: the playlist, then each segment it lists.
    const served = await fetch(`${app.url}${playlist}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await served.text();
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const segments = parsePlaylist(text).segments;
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      const part = await fetch(new URL(segment.uri, `${app.url}${playlist}`));
      expect(part.status).toBe(200);
      expect(part.headers.get('content-type')).toBe('video/mp2t');
      expect(Buffer.from(await part.arrayBuffer())[0]).toBe(0x47);
    }
    // A folder is never listed, with or without its slash (refused: 403 or 404).
    const folder = source.replace(/\.mp4$/, '');
    for (const address of [`${folder}/`, folder, '/uploads/videos/', '/uploads/videos']) {
      const listing = await fetch(`${app.url}${address}`, { redirect: 'manual' });
      expect([403, 404], address).toContain(listing.status);
      const body = await listing.text();
      expect(body, address).not.toContain('seg-');
      expect(body, address).not.toContain('.mp4');
    }
  });

  it('replacing the file packages the new one and removes the old one’s HLS after the save', async () => {
    const first = await uploaded();
    const video = await save({ source: first });
    await settled(video.id);
    const oldFolder = hlsFolderOf(app.config.dataDir, first) as string;
    expect(existsSync(path.join(oldFolder, HLS_PLAYLIST))).toBe(true);

    const second = await uploaded();
    const replaced = await save({ id: video.id, source: second });
    expect(replaced.hlsState).toBe('pending');
    expect(existsSync(oldFolder)).toBe(false);
    expect((await settled(video.id)).hlsState).toBe('ready');
    checkPlaylist(hlsFolderOf(app.config.dataDir, second) as string);

    // An address instead of a file: no HLS of ours, the last file's folder goes too.
    const external = await save({
      id: video.id,
      source: 'https://cdn.example.com/final.m3u8',
      durationSeconds: 60,
    });
    expect(external.hlsState).toBe('none');
    expect(existsSync(hlsFolderOf(app.config.dataDir, second) as string)).toBe(false);
  });

  it('keeps the HLS of a file another video still plays when one video leaves it', async () => {
    const shared = await uploaded();
    const one = await save({ source: shared, title: 'Shared one' });
    await settled(one.id);
    const two = await save({ source: shared, title: 'Shared two' });
    expect((await settled(two.id)).hlsState).toBe('ready');
    await save({ id: one.id, source: await uploaded() });
    expect(existsSync(path.join(hlsFolderOf(app.config.dataDir, shared) as string, HLS_PLAYLIST))).toBe(true);
  });

  it('the page gets no HLS address unless it is ready; the editor sees a failure', async () => {
    const source = await uploaded();
    const video = await save({ source, status: 'published', title: 'Broken later' });
    await settled(video.id);
    const page = async () => (await api.call(`/lol/video${video.id}`)).body.result;
    // As the job leaves a file ffmpeg could not package (its own test is above).
    await app.database.db
      .update(videos)
      .set({ hlsState: 'failed', hlsPath: null })
      .where(eq(videos.id, video.id));
    expect(await page()).toMatchObject({ source, hls: null });
    const detail = (await api.call(`/admin/videos/detail?id=${video.id}`, undefined, { token: editor.token }))
      .body.result;
    expect(detail.hlsState).toBe('failed');
    // Pending again (a new file on its way, held by a job here): the MP4 only.
    await app.database.db
      .update(videos)
      .set({ hlsState: 'pending', hlsLeaseUntil: new Date(Date.now() + 3600_000) })
      .where(eq(videos.id, video.id));
    expect((await page()).hls).toBeNull();
  });
});
