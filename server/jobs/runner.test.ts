import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../../tests/support/app.ts';
import type { RunningApp } from '../app.ts';
import { payloadKeys } from '../domains/auth/schema.ts';
import { CLEANUP_CRON, CLEANUP_QUEUE, EXPIRING } from './cleanup.ts';

/** Timers and handles the process holds, by kind (what would keep a test file from ending). */
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('the job runner inside the app (embedded database)', () => {
  let app: RunningApp;
  let timersBefore: number;
  beforeAll(async () => {
    timersBefore = timers();
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('registers the clean-up schedule once, every 10 minutes in UTC', async () => {
    const schedules = await app.jobs.boss.getSchedules(CLEANUP_QUEUE);
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ name: CLEANUP_QUEUE, cron: CLEANUP_CRON, timezone: 'UTC' });
    expect(CLEANUP_CRON).toBe('*/10 * * * *');
  });

  it('runs the clean-up when a job is sent to its queue', async () => {
    await app.database.db
      .insert(payloadKeys)
      .values({ idHash: 'runner-expired', key: 'k', expiresAt: new Date(Date.now() - 60_000) });
    const id = await app.jobs.trigger(CLEANUP_QUEUE);
    const job = await vi.waitFor(
      async () => {
        const [found] = await app.jobs.boss.findJobs(CLEANUP_QUEUE, { id });
        expect(found?.state).toBe('completed');
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    // The job ran the clean-up (its answer counts every expiring table). The count itself is not
    // asserted: a scheduled run may have come first, if the app started just after a ten-minute mark.
    expect(Object.keys(job?.output ?? {}).sort()).toEqual(Object.keys(EXPIRING).sort());
    expect(await app.database.db.select().from(payloadKeys)).toEqual([]);
  });

  it('is stopped by close(), before the database closes, leaving no timer behind', async () => {
    const stopped = new Promise<void>((resolve) => app.jobs.boss.once('stopped', () => resolve()));
    await app.close();
    await stopped;
    expect(timers()).toBeLessThanOrEqual(timersBefore);
  });
});
