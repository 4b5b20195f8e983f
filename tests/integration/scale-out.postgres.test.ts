import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase, REDIS_URL } from '../support/postgres.ts';
import { stopAllProcesses, stopProcess, track } from '../support/processes.ts';
import { connectWs } from '../support/ws-client.ts';

const harness = path.join(import.meta.dirname, '..', 'support', 'server-process.ts');

interface Proc {
  child: ChildProcess;
  url: string;
}

function startProcess(env: Record<string, string>): Promise<Proc> {
  const child = track(
    fork(harness, [], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: '0',
        HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
    child.on('message', (m: { ready?: string }) => {
      if (m.ready) resolve({ child, url: m.ready });
    });
  });
}

function publishFrom(proc: Proc, channel: string, data: unknown): Promise<void> {
  const id = Math.random();
  return new Promise((resolve) => {
    const onMessage = (m: { published?: number }) => {
      if (m.published === id) {
        proc.child.off('message', onMessage);
        resolve();
      }
    };
    proc.child.on('message', onMessage);
    proc.child.send({ publish: { channel, data }, id });
  });
}

function stop(proc: Proc | undefined): Promise<number | null> {
  proc?.child.removeAllListeners('exit');
  return stopProcess(proc?.child);
}

describe('two server processes on one PostgreSQL and one Redis', () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;
  let a: Proc;
  let b: Proc;

  beforeAll(async () => {
    temp = await createTempDatabase();
    const env = {
      DATABASE_URL: temp.url,
      REDIS_URL,
      REDIS_PREFIX: `scale:${randomBytes(4).toString('hex')}:`,
      // One of them runs the simulator (the feed lock in Redis); the other stands by. A small window.
      FEED_DAYS_BACK: '1',
      FEED_DAYS_AHEAD: '1',
      FEED_LOCK_TTL_MS: '1500',
    };
    // Started together: both migrate and seed the same empty database at once.
    [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
  }, 240_000);

  afterAll(async () => {
    await stopAllProcesses();
    await temp?.drop();
  });

  it('are both healthy and share the data', async () => {
    for (const proc of [a, b]) {
      const health = await (await fetch(`${proc.url}/healthz`)).json();
      expect(health).toMatchObject({ status: 'ok', database: 'postgres', bus: 'redis' });
      const games = await (await fetch(`${proc.url}/java/game/v3/getPCGameSource`)).json();
      expect(games.result.length).toBeGreaterThan(30);
    }
  });

  it('deliver a publish on one process to a websocket client of the other', async () => {
    const onA = await connectWs(`${a.url.replace('http', 'ws')}/ws`);
    const onB = await connectWs(`${b.url.replace('http', 'ws')}/ws`);
    await onA.subscribe('match:77');
    await onB.subscribe('match:77');
    await publishFrom(a, 'match:77', { homeScore: 2, awayScore: 1 });
    const expected = { type: 'message', channel: 'match:77', data: { homeScore: 2, awayScore: 1 } };
    expect(await onB.next((m) => m.type === 'message')).toEqual(expected);
    expect(await onA.next((m) => m.type === 'message')).toEqual(expected);
    await publishFrom(b, 'match:77', { homeScore: 3, awayScore: 1 });
    await onA.next((m) => m.type === 'message' && (m.data as { homeScore: number }).homeScore === 3);
    await onA.close();
    await onB.close();
  });

  it('run the feed in one process; the other takes over when that one stops', async () => {
    const feedOf = async (proc: Proc) => (await (await fetch(`${proc.url}/healthz`)).json()).feed as string;
    const states = [await feedOf(a), await feedOf(b)];
    expect(states.sort()).toEqual(['running', 'standby']);
    const [leader, other] = (await feedOf(a)) === 'running' ? [a, b] : [b, a];
    // The other process pushes live updates to its sockets although the feed runs elsewhere.
    const socket = await connectWs(`${other.url.replace('http', 'ws')}/ws`);
    await socket.subscribe('live:all');
    await socket.next((m) => m.type === 'message' && m.channel === 'live:all', 60_000);
    await socket.close();

    expect(await stop(leader)).toBe(0);
    const deadline = Date.now() + 60_000;
    while ((await feedOf(other)) !== 'running' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await feedOf(other)).toBe('running');
  }, 150_000);
});
