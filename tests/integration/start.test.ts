import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { seededAt } from '../../server/db/seed.ts';
import { users } from '../../server/domains/users/schema.ts';
import { stopAllProcesses, stopProcess, track, waitUntilHealthy } from '../support/processes.ts';
import { connectWs } from '../support/ws-client.ts';

const root = path.join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-start-'));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

/** `npm start` as a user runs it: scripts/start.ts, embedded database in DATA_DIR. */
async function npmStart(): Promise<ChildProcess> {
  const child = track(
    spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: '', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  try {
    await waitUntilHealthy(`${base}/healthz`, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return child;
}

// Every server this file started is stopped before its data directory goes.
afterAll(async () => {
  await stopAllProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start with the embedded database', () => {
  let firstSeed: string | null = null;
  let uid = 0;

  it('serves the server-rendered home page and /healthz', async () => {
    const child = await npmStart();
    try {
      // The simulator feed runs by default and its window was stored before /healthz turned 200.
      const live = await (await fetch(`${base}/java/v2/match/getPCLiveGameMatch`)).json();
      expect(live.result.length).toBeGreaterThan(0);
      const res = await fetch(`${base}/`, { headers: { 'accept-language': 'en-US' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en-US" dir="ltr">/);
      expect(html).toContain('<h1>Live scores, live streams and esports data</h1>');
      // Rendered on the server: the game filter is in the first response, not fetched later.
      expect(html).toContain('data-testid="game-filter"');
      expect(html).toContain('/images/games/soccer.svg');
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    } finally {
      expect(await stopProcess(child)).toBe(0);
    }
  }, 400_000);

  it('renders Arabic right-to-left in Arabic', async () => {
    const child = await npmStart();
    try {
      const html = await (await fetch(`${base}/`, { headers: { cookie: 'lang=ar' } })).text();
      expect(html).toMatch(/<html lang="ar" dir="rtl">/);
      expect(html).toMatch(/<h1>[^<]*\p{Script=Arabic}/u);
      const notFound = await fetch(`${base}/no/such/page`, { headers: { cookie: 'lang=en_US' } });
      expect(notFound.status).toBe(404);
      expect(await notFound.text()).toContain('This page could not be found');
    } finally {
      await stopProcess(child);
    }
  }, 400_000);

  it('keeps its data across a restart and seeds only once', async () => {
    const db = await openDatabase({ dataDir });
    firstSeed = await seededAt(db.db);
    const [user] = await db.db.insert(users).values({ username: 'persisted' }).returning();
    uid = user?.uid ?? 0;
    await db.close();
    expect(firstSeed).not.toBeNull();

    const child = await npmStart();
    try {
      const body = await (await fetch(`${base}/java/user/info?userId=${uid}`)).json();
      expect(body).toMatchObject({ status: 'success', result: { uid, username: 'persisted' } });
    } finally {
      await stopProcess(child);
    }
    const again = await openDatabase({ dataDir });
    expect(await seededAt(again.db)).toBe(firstSeed);
    await again.close();
  }, 400_000);

  it('shuts down gracefully on SIGTERM: sockets hear "going away", the process exits 0', async () => {
    const child = await npmStart();
    const client = await connectWs(`ws://127.0.0.1:${port}/ws`);
    await client.subscribe('match:1');
    const code = await stopProcess(child);
    expect(code).toBe(0);
    expect((await client.closed).code).toBe(1001);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 400_000);
});
