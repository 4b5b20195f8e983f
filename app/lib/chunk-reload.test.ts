import { describe, expect, it, vi } from 'vitest';
import {
  installChunkReload,
  isChunkLoadError,
  RELOAD_GUARD_MS,
  RELOAD_STORAGE_KEY,
  reloadOnceAMinute,
} from './chunk-reload.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

describe('Failure to load a code chunk reloads the page, at most once per minute', () => {
  it('guards for 60 s', () => {
    expect(RELOAD_GUARD_MS).toBe(60_000);
  });

  it('reloads the first time and records when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceAMinute({ now: () => 1_000_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  it('does not reload again within the minute', () => {
    const storage = memoryStorage({ [RELOAD_STORAGE_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnceAMinute({ now: () => 1_000_000 + RELOAD_GUARD_MS - 1, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.get(RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  it('reloads again once the minute has passed', () => {
    const storage = memoryStorage({ [RELOAD_STORAGE_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnceAMinute({ now: () => 1_000_000 + RELOAD_GUARD_MS, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores a garbled or future timestamp', () => {
    const reload = vi.fn();
    expect(
      reloadOnceAMinute({ now: () => 5000, storage: memoryStorage({ [RELOAD_STORAGE_KEY]: 'x' }), reload }),
    ).toBe(true);
    const future = memoryStorage({ [RELOAD_STORAGE_KEY]: '9000000' });
    expect(reloadOnceAMinute({ now: () => 5000, storage: future, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when it cannot remember the reload (storage disabled)', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnceAMinute({ now: () => 1, storage: broken, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on vite:preloadError and cancels the event, once a minute', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 0;
    const uninstall = installChunkReload({ target, storage, reload, now: () => now });
    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    now = 10_000;
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
    now = 120_000;
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('recognises the chunk errors of each browser and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
