/**
 * HLS packaging and the files' clean-up on the machine's PostgreSQL (decision 024), where
 * transactions really run at once on separate connections: two packaging runs claim a video once
 * (`FOR UPDATE SKIP LOCKED`), and the clean-up waits for a save that holds the files' lock, then
 * keeps the file that save names.
 */
import { mkdirSync, mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTempDatabase } from '../../../tests/support/postgres.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../../db/client.ts';
import { makeTestClip } from '../../media/test-clips.test-support.ts';
import { storeVideoFile } from '../../media/videos.ts';
import { deleteOrphanVideoFiles, transcodePendingVideos, VIDEO_ORPHAN_AGE_MS, videos } from './index.ts';
import { lockVideoFiles } from './repository.ts';

const work = mkdtempSync(path.join(tmpdir(), 'arena-videos-hls-pg-'));
const clipFile = path.join(work, 'clip.mp4');
let temp: Awaited<ReturnType<typeof createTempDatabase>>;
let database: DatabaseHandle;

beforeAll(async () => {
  temp = await createTempDatabase();
  database = await openDatabase({ databaseUrl: temp.url });
  await database.migrate();
  await makeTestClip(clipFile);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await temp?.drop();
});

const row = (source: string) => ({
  language: 'en_US',
  category: 'highlights',
  title: 'A clip',
  durationSeconds: 2,
  sourceType: 'mp4',
  source,
  hlsState: 'pending',
});

describe('on PostgreSQL', () => {
  it('two packaging runs at once package each video once', async () => {
    const dataDir = mkdtempSync(path.join(work, 'data-'));
    const sources = [await storeVideoFile(dataDir, clipFile), await storeVideoFile(dataDir, clipFile)];
    await database.db.insert(videos).values(sources.map(row));
    const runs = await Promise.all([
      transcodePendingVideos(database.db, dataDir),
      transcodePendingVideos(database.db, dataDir),
    ]);
    expect(runs.reduce((n, r) => n + r.packaged, 0)).toBe(2);
    const rows = await database.db.select().from(videos);
    expect(rows.map((r) => [r.hlsState, r.hlsAttempts])).toEqual([
      ['ready', 1],
      ['ready', 1],
    ]);
  });

  it('the clean-up waits for a save holding the files’ lock and keeps the file it names', async () => {
    const dataDir = mkdtempSync(path.join(work, 'data-'));
    mkdirSync(path.join(dataDir, 'tmp', 'videos'), { recursive: true });
    const source = await storeVideoFile(dataDir, clipFile);
    const file = path.join(dataDir, source);
    const old = new Date(Date.now() - VIDEO_ORPHAN_AGE_MS - 3600_000);
    utimesSync(file, old, old);

    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A save: the shared lock, its check of the file, then (later) its row and commit.
    const save = database.db.transaction(async (tx) => {
      await lockVideoFiles(tx, 'shared');
      locked();
      await released;
      await tx.insert(videos).values(row(source));
    });
    await lockTaken;
    const cleaning = deleteOrphanVideoFiles(database.db, dataDir);
    // The clean-up is waiting for the lock (an advisory lock not granted), not deciding without it.
    await vi.waitFor(
      async () => {
        const [waiting] = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from pg_locks
               where locktype = 'advisory' and not granted
                 and database = (select oid from pg_database where datname = current_database())`,
        );
        expect(waiting?.n).toBe(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    release();
    await save;
    expect((await cleaning).files).toBe(0);
    expect(readdirSync(path.join(dataDir, 'uploads', 'videos'))).toContain(path.basename(source));
    // Once no video names it, it goes.
    await database.db.delete(videos).where(eq(videos.source, source));
    expect((await deleteOrphanVideoFiles(database.db, dataDir)).files).toBe(1);
  });
});
