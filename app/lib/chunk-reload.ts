/**
 * Spec: "Failure to load a code chunk reloads the page, at most once per minute." After a deploy
 * the old hashed chunks are gone; a reload fetches the new build. The guard keeps a chunk that is
 * really missing from reloading the page forever.
 */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_STORAGE_KEY = 'chunk-reload-at';

export interface ChunkReloadDeps {
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload
];

export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error !== null && 'message' in error
        ? String(error.message)
        : typeof error === 'string'
          ? error
          : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * Reloads unless the last reload was less than a minute ago; returns whether it did. Without a
 * working sessionStorage there is no way to remember, so it does not reload at all.
 */
export function reloadOnceAMinute(deps: ChunkReloadDeps = {}): boolean {
  const now = (deps.now ?? Date.now)();
  try {
    const storage = deps.storage ?? window.sessionStorage;
    const last = Number.parseInt(storage.getItem(RELOAD_STORAGE_KEY) ?? '', 10);
    // A timestamp in the future means the clock was set back; it guards nothing.
    if (Number.isFinite(last) && now >= last && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

/**
 * Listens for Vite's `vite:preloadError` and for chunk errors nobody caught; returns the uninstaller.
 * When it reloads, the event is cancelled so the error does not surface on a page that is leaving.
 */
export function installChunkReload(deps: ChunkReloadDeps & { target?: EventTarget } = {}): () => void {
  const target = deps.target ?? window;
  const onPreloadError = (event: Event) => {
    if (reloadOnceAMinute(deps)) event.preventDefault();
  };
  const onRejection = (event: Event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason) && reloadOnceAMinute(deps)) {
      event.preventDefault();
    }
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
