import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../../tests/support/app.ts';
import { createTempDatabase } from '../../tests/support/postgres.ts';
import type { RunningApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { oauthStates, payloadKeys } from '../domains/auth/schema.ts';
import { CLEANUP_CRON, CLEANUP_QUEUE, EXPIRING } from './cleanup.ts';
import { type JobRunner, startJobs } from './runner.ts';

/** Waits (without asserting how long it takes) until the job has completed, and returns it. */
function completed(runner: JobRunner, queue: string, id: string) {
  return vi.waitFor(
    async () => {
      const [job] = await runner.boss.findJobs(queue, { id });
      expect(job?.state).toBe('completed');
      return job;
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe('the job runner on PostgreSQL', () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;
  let app: RunningApp;

  beforeAll(async () => {
    temp = await createTempDatabase();
    app = await startTestApp({ databaseUrl: temp.url });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await temp?.drop();
  });

  it('starts with the app and has the clean-up schedule', async () => {
    const [schedule] = await app.jobs.boss.getSchedules(CLEANUP_QUEUE);
    expect(schedule).toMatchObject({ name: CLEANUP_QUEUE, cron: CLEANUP_CRON, timezone: 'UTC' });
  });

  it('runs the clean-up job sent to its queue', async () => {
    const past = new Date(Date.now() - 2 * 3600_000);
    const future = new Date(Date.now() + 3600_000);
    await app.database.db.insert(payloadKeys).values([
      { idHash: 'pg-expired', key: 'k', expiresAt: past },
      { idHash: 'pg-live', key: 'k', expiresAt: future },
    ]);
    await app.database.db
      .insert(oauthStates)
      .values([
        { state: 'pg-expired', provider: 'google', redirectUri: 'https://example.com/cb', expiresAt: past },
      ]);

    const id = await app.jobs.trigger(CLEANUP_QUEUE);
    const job = await completed(app.jobs, CLEANUP_QUEUE, id);

    // The job ran the clean-up (its answer counts every expiring table; the counts are not asserted:
    // a scheduled run may have come first if the app started just after a ten-minute mark).
    expect(Object.keys(job?.output ?? {}).sort()).toEqual(Object.keys(EXPIRING).sort());
    const keys = await app.database.db.select({ idHash: payloadKeys.idHash }).from(payloadKeys);
    expect(keys).toEqual([{ idHash: 'pg-live' }]);
    expect(await app.database.db.select().from(oauthStates)).toEqual([]);
  });

  it('scaled out: one schedule row, and each job runs in one process only', async () => {
    // Two more "processes" of the same deployment (runners on the same database), each registering
    // the same job: pg-boss keeps one schedule and hands each job to one worker.
    const database: DatabaseHandle = await openDatabase({ databaseUrl: temp.url, poolSize: 2 });
    const runs: string[] = [];
    const job = {
      queue: 'test-once',
      cron: '0 3 * * *',
      run: async () => {
        runs.push('ran');
        return { ok: true };
      },
    };
    const log = app.fastify.log;
    const [a, b] = await Promise.all([
      startJobs({ database, databaseUrl: temp.url, log, jobs: [job] }),
      startJobs({ database, databaseUrl: temp.url, log, jobs: [job] }),
    ]);
    try {
      expect(await a.boss.getSchedules('test-once')).toHaveLength(1);
      for (const sender of [a, b, a]) await completed(a, 'test-once', await sender.trigger('test-once'));
      expect(runs).toHaveLength(3);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await database.close();
    }
  });

  it('stops with the app, before its database closes', async () => {
    const stopped = new Promise<void>((resolve) => app.jobs.boss.once('stopped', () => resolve()));
    await app.close();
    await stopped;
  });
});
