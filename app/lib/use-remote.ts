import { useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> =
  | { state: 'loading'; data?: undefined }
  | { state: 'ready'; data: T }
  | { state: 'failed'; data?: undefined };

/**
 * Data the page fetches from the API once it runs in the browser (never on the server: it needs
 * the visitor's own cookie). `key` names what to fetch: a new key fetches again, null fetches
 * nothing. `reload` fetches the same again; `set` replaces the data after a change the page made.
 */
export function useRemote<T>(
  key: string | null,
  load: () => Promise<T>,
): { remote: Remote<T>; reload: () => void; set: (data: T) => void } {
  const [remote, setRemote] = useState<Remote<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for the same data again
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setRemote({ state: 'loading' });
    // The app shell configures the API client in an effect React runs after this one: wait a tick.
    Promise.resolve()
      .then(() => loadRef.current())
      .then(
        (data) => {
          if (live) setRemote({ state: 'ready', data });
        },
        () => {
          // The API client has already shown the failure as a toast.
          if (live) setRemote({ state: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((data: T) => setRemote({ state: 'ready', data }), []);
  return { remote, reload, set };
}
