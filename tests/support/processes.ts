import type { ChildProcess } from 'node:child_process';

/**
 * Processes a test started (servers, `npm start`). Every one is stopped when its test is done, when
 * it fails, and when the test file ends (`stopAllProcesses` in `afterAll`, before the files the
 * process uses are deleted); if the test worker itself exits first, they are killed with it.
 */
const running = new Set<ChildProcess>();

process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Follows `child` until it exits. */
export function track<T extends ChildProcess>(child: T): T {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * Stops `child`: SIGTERM (a graceful shutdown), then SIGKILL if it has not exited after `graceMs`.
 * Resolves with its exit code (null when killed by a signal).
 */
export function stopProcess(child: ChildProcess | undefined, graceMs = 20_000): Promise<number | null> {
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(child?.exitCode ?? null);
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', (code) => {
      clearTimeout(force);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

/** Stops every process still running (for `afterAll`). */
export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...running].map((child) => stopProcess(child)));
}

/**
 * Waits until `url` answers 200, for as long as `timeoutMs` (generous: a loaded machine starts slowly;
 * nothing here asserts speed). Fails at once if `child` exits; on a timeout the caller's `finally` or
 * `afterAll` stops it.
 */
export async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`the process exited with ${child.exitCode} before it was healthy`);
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} was not healthy after ${timeoutMs / 1000} s`);
}
