import { useSyncExternalStore } from 'react';

/**
 * One timer for every running match clock on the page. Clocks read the time through
 * `useTickingText`, which re-renders a clock only when its text changes (a football minute once a
 * minute, a basketball clock every second), never the row around it.
 */
let second = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    second = currentSecond();
    timer = setInterval(() => {
      second = currentSecond();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * Text computed from the current time (whole seconds). The server and the hydrating browser both
 * use `serverNow` (when the server rendered), so the first client render matches the HTML.
 */
export function useTickingText(compute: (nowMs: number) => string, serverNow: number): string {
  return useSyncExternalStore(
    subscribe,
    () => compute(timer ? second : currentSecond()),
    () => compute(serverNow),
  );
}
