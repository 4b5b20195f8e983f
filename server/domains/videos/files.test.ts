/**
 * The clean-up of unused video files (decision 024): an upload nobody saved, a replaced file and
 * their HLS folders go after a day, stale temporaries after an hour; a file a video names is never
 * deleted, however old; batches are bounded; two clean-ups at once are harmless.
 */
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { deleteOrphanVideoFiles, VIDEO_ORPHAN_AGE_MS, VIDEO_TEMP_AGE_MS, videos } from './index.ts';
import { lockVideoFiles } from './repository.ts';

const HOUR = 3600_000;
let database: DatabaseHandle;
let dataDir: string;
let uploads: string;
let incoming: string;
let serial = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from videos`);
  dataDir = mkdtempSync(path.join(tmpdir(), 'arena-video-files-'));
  uploads = path.join(dataDir, 'uploads', 'videos');
  incoming = path.join(dataDir, 'tmp', 'videos');
  mkdirSync(uploads, { recursive: true });
  mkdirSync(incoming, { recursive: true });
});

/** Sets an entry's modification time `ageMs` in the past. */
function age(file: string, ageMs: number): void {
  const at = new Date(Date.now() - ageMs);
  utimesSync(file, at, at);
}

/** An uploaded MP4 (as the upload names them) `ageMs` old, and optionally its HLS folder: its public path. */
function stored(ageMs: number, withHls = false): string {
  serial += 1;
  const name = `${(1_000_000 + serial).toString(36)}-${serial.toString(16).padStart(16, '0')}`;
  const file = path.join(uploads, `${name}.mp4`);
  writeFileSync(file, 'mp4');
  age(file, ageMs);
  if (withHls) {
    const folder = path.join(uploads, name);
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'index.m3u8'), '#EXTM3U');
    writeFileSync(path.join(folder, 'seg-00000.ts'), 'ts');
    age(folder, ageMs);
  }
  return `/uploads/videos/${name}.mp4`;
}

async function video(source: string, extra: Partial<typeof videos.$inferInsert> = {}) {
  await database.db.insert(videos).values({
    language: 'en_US',
    category: 'highlights',
    title: 'A video',
    sourceType: 'mp4',
    source,
    ...extra,
  });
}

const names = (dir: string) => readdirSync(dir).sort();
const base = (source: string) => path.basename(source, '.mp4');

describe('deleteOrphanVideoFiles', () => {
  it('deletes old unreferenced uploads and HLS folders, keeps referenced and recent ones', async () => {
    const old = VIDEO_ORPHAN_AGE_MS + HOUR;
    const referenced = stored(30 * 24 * HOUR, true);
    const draft = stored(old);
    const failed = stored(old, true);
    const orphan = stored(old, true);
    const fresh = stored(VIDEO_ORPHAN_AGE_MS - HOUR, true);
    await video(referenced, { status: 'published', hlsState: 'ready' });
    await video(draft, { status: 'draft', hlsState: 'pending' });
    await video(failed, { status: 'unpublished', hlsState: 'failed' });
    // Not ours to judge: covers (a news body may show them) and any other name.
    writeFileSync(path.join(uploads, 'abc-0123456789abcdef.webp'), 'webp');
    writeFileSync(path.join(uploads, 'notes.txt'), 'text');
    age(path.join(uploads, 'abc-0123456789abcdef.webp'), old);
    age(path.join(uploads, 'notes.txt'), old);

    const result = await deleteOrphanVideoFiles(database.db, dataDir);
    expect(result).toEqual({ files: 1, folders: 1, temporaries: 0 });
    const left = names(uploads);
    for (const kept of [referenced, draft, failed, fresh]) expect(left).toContain(`${base(kept)}.mp4`);
    for (const kept of [referenced, failed, fresh]) expect(left).toContain(base(kept));
    expect(left).not.toContain(`${base(orphan)}.mp4`);
    expect(left).not.toContain(base(orphan));
    expect(left).toContain('abc-0123456789abcdef.webp');
    expect(left).toContain('notes.txt');
    // The referenced folder is whole.
    expect(names(path.join(uploads, base(referenced)))).toEqual(['index.m3u8', 'seg-00000.ts']);
  });

  it('deletes temporaries untouched for an hour and keeps those still being written', async () => {
    const stale = path.join(incoming, 'stale.part');
    const live = path.join(incoming, 'live.part');
    const staleWork = path.join(incoming, 'hls-stale');
    const liveWork = path.join(incoming, 'hls-live');
    for (const file of [stale, live]) writeFileSync(file, 'part');
    for (const dir of [staleWork, liveWork]) {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'seg-00000.ts'), 'ts');
    }
    const copying = path.join(uploads, '.abc-0123456789abcdef.0a1b2c.partial');
    mkdirSync(copying);
    for (const entry of [stale, staleWork, copying]) age(entry, VIDEO_TEMP_AGE_MS + 60_000);
    age(live, VIDEO_TEMP_AGE_MS - 60_000);

    expect(await deleteOrphanVideoFiles(database.db, dataDir)).toEqual({
      files: 0,
      folders: 0,
      temporaries: 3,
    });
    expect(names(incoming)).toEqual(['hls-live', 'live.part']);
    expect(names(uploads)).toEqual([]);
  });

  it('is harmless twice at once, and never deletes what a save names meanwhile', async () => {
    const old = VIDEO_ORPHAN_AGE_MS + HOUR;
    const orphans = [stored(old, true), stored(old)];
    const saved = stored(old, true);
    // A save naming an old upload (the editor kept the page open for days): it holds the files'
    // lock shared from its check of the file to its commit, so the clean-up reads its row.
    const save = database.db.transaction(async (tx) => {
      await lockVideoFiles(tx, 'shared');
      await tx.insert(videos).values({
        language: 'en_US',
        category: 'highlights',
        title: 'Saved late',
        sourceType: 'mp4',
        source: saved,
        hlsState: 'pending',
      });
    });
    const [a, b] = await Promise.all([
      deleteOrphanVideoFiles(database.db, dataDir),
      deleteOrphanVideoFiles(database.db, dataDir),
      save,
    ]);
    expect((a?.files ?? 0) + (b?.files ?? 0)).toBeGreaterThanOrEqual(2);
    expect(names(uploads)).toEqual([base(saved), `${base(saved)}.mp4`]);
    for (const orphan of orphans) expect(names(uploads)).not.toContain(`${base(orphan)}.mp4`);
  });

  it('works in bounded batches and leaves the rest to the next run', async () => {
    for (let i = 0; i < 5; i++) stored(VIDEO_ORPHAN_AGE_MS + HOUR);
    const kept = stored(VIDEO_ORPHAN_AGE_MS + HOUR);
    await video(kept);
    // 6 old files, 2 looked at a batch, 2 batches a run: at most 4 deleted now.
    const first = await deleteOrphanVideoFiles(database.db, dataDir, { batchSize: 2, maxBatches: 2 });
    expect(first.files).toBeLessThanOrEqual(4);
    expect(first.files).toBeGreaterThanOrEqual(3);
    const second = await deleteOrphanVideoFiles(database.db, dataDir, { batchSize: 2, maxBatches: 2 });
    expect(first.files + second.files).toBe(5);
    expect(names(uploads)).toEqual([`${base(kept)}.mp4`]);
  });

  it('stops between batches when told to', async () => {
    stored(VIDEO_ORPHAN_AGE_MS + HOUR);
    const stop = new AbortController();
    stop.abort();
    expect(await deleteOrphanVideoFiles(database.db, dataDir, { signal: stop.signal })).toEqual({
      files: 0,
      folders: 0,
      temporaries: 0,
    });
    expect(names(uploads)).toHaveLength(1);
  });

  it('is fine without any folder yet', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'arena-video-files-empty-'));
    expect(await deleteOrphanVideoFiles(database.db, empty)).toEqual({
      files: 0,
      folders: 0,
      temporaries: 0,
    });
  });
});
