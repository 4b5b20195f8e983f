import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * Background jobs on pg-boss (decision 015), in the product's own database: schema `pgboss` beside
 * ours, on the embedded PGlite through `fromPglite` or on PostgreSQL through pg-boss's own small pool.
 *
 * A job is a queue, a cron schedule and a function. The schedule is a row in the database, not a
 * timer per process: scaled out, one process claims each due occurrence and sends one job, and one
 * worker takes it (pg-boss docs, "Scheduling"). A job may also be sent by hand (`trigger`).
 */
export interface JobDefinition<Result = unknown> {
  queue: string;
  /** 5-field cron, UTC. */
  cron: string;
  /** Runs one job. Stops early, at a step boundary, when `signal` aborts (the runner is stopping). */
  run(signal: AbortSignal): Promise<Result>;
  /**
   * The queue's own limits where the defaults do not fit (a job that may run for hours): how long one
   * job may stay active (default 15 minutes; its signal aborts then), a heartbeat that fails the job
   * of a process that died well before that, and `stately` (one job active and one waiting at most,
   * so schedules and triggers do not pile up behind a long run) instead of `singleton`.
   */
  queueOptions?: { expireInSeconds?: number; heartbeatSeconds?: number; policy?: 'singleton' | 'stately' };
}

export interface JobRunner {
  readonly boss: PgBoss;
  /** Sends a job to `queue` now, outside its schedule, and wakes this process's worker: the job's id. */
  trigger(queue: string): Promise<string>;
  /**
   * Like `trigger`, for work that only needs to happen soon: a `stately` queue that has a job waiting
   * already sends none (that one will do), and nothing is thrown for it.
   */
  wake(queue: string): Promise<void>;
  /** Stops scheduling and the workers (a job under way gets `STOP_GRACE_MS`), before the database closes. */
  stop(): Promise<void>;
}

/** PostgreSQL: pg-boss's own connections, beside the application's pool. */
const POSTGRES_POOL_SIZE = 3;
/** How often an idle worker looks for a job; a trigger wakes it at once. */
const POLL_SECONDS = 10;
/** What a running job gets to finish on stop (the process's shutdown guard is 10 s). */
const STOP_GRACE_MS = 4000;

function connection(database: DatabaseHandle, databaseUrl: string | undefined): ConstructorOptions {
  if (database.kind === 'pglite') {
    // The one PGlite of the process (drizzle keeps it as `$client`); we open and close it, not pg-boss.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return { backend: 'pglite', db: fromPglite(client) };
  }
  if (!databaseUrl) throw new Error('the job runner needs DATABASE_URL on PostgreSQL');
  return { connectionString: databaseUrl, max: POSTGRES_POOL_SIZE, application_name: 'arena-live-jobs' };
}

/**
 * Installs (or migrates) pg-boss's schema and stops: the test kit's migrated template carries it, so
 * the ~30 test apps of a run do not each create it.
 */
export async function installJobSchema(database: DatabaseHandle, databaseUrl?: string): Promise<void> {
  const boss = new PgBoss({
    ...connection(database, databaseUrl),
    schedule: false,
    supervise: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}

/**
 * Starts pg-boss (creating or migrating its schema), registers every job's schedule (an upsert: every
 * process does it, there is still one schedule) and a worker per queue. `stop` before the database
 * closes.
 */
export async function startJobs(deps: {
  database: DatabaseHandle;
  databaseUrl: string | undefined;
  log: FastifyBaseLogger;
  jobs: JobDefinition[];
}): Promise<JobRunner> {
  const { log } = deps;
  const boss = new PgBoss(connection(deps.database, deps.databaseUrl));
  boss.on('error', (err) => log.error({ err }, 'job runner error'));
  boss.on('warning', (warning) => log.warn({ warning: warning.data }, warning.message));
  await boss.start();

  const stopping = new AbortController();
  const workers = new Map<string, string>();
  try {
    for (const job of deps.jobs) {
      // One job of a queue at a time, whichever process runs it; failures are retried twice.
      await boss.createQueue(job.queue, {
        policy: job.queueOptions?.policy ?? 'singleton',
        retryLimit: 2,
        retryDelay: 60,
        expireInSeconds: job.queueOptions?.expireInSeconds ?? 15 * 60,
        ...(job.queueOptions?.heartbeatSeconds
          ? { heartbeatSeconds: job.queueOptions.heartbeatSeconds }
          : {}),
        retentionSeconds: 24 * 3600,
        deleteAfterSeconds: 24 * 3600,
      });
      // A deployment that was down gets one run for what it missed, not one per missed occurrence.
      await boss.schedule(job.queue, job.cron, null, { tz: 'UTC', missed: 'once' });
      const workerId = await boss.work(
        job.queue,
        { pollingIntervalSeconds: POLL_SECONDS },
        async ([attempt]) => {
          const signal = attempt ? AbortSignal.any([attempt.signal, stopping.signal]) : stopping.signal;
          try {
            const result = await job.run(signal);
            log.info({ queue: job.queue, job: attempt?.id, result }, 'job done');
            return result;
          } catch (err) {
            log.error({ err, queue: job.queue, job: attempt?.id }, 'job failed');
            throw err;
          }
        },
      );
      workers.set(job.queue, workerId);
    }
  } catch (err) {
    await boss.stop({ graceful: false });
    throw err;
  }

  let stopped: Promise<void> | undefined;
  return {
    boss,
    async trigger(queue) {
      const id = await boss.send(queue, null);
      if (!id) throw new Error(`no job was sent to ${queue}`);
      const workerId = workers.get(queue);
      if (workerId) boss.notifyWorker(workerId);
      return id;
    },
    async wake(queue) {
      await boss.send(queue, null);
      const workerId = workers.get(queue);
      if (workerId) boss.notifyWorker(workerId);
    },
    stop() {
      stopped ??= (async () => {
        stopping.abort();
        await boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
      })();
      return stopped;
    },
  };
}
