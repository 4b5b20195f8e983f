import { useEffect } from 'react';
import { backgroundApi } from './api.ts';

/**
 * Counts the page's view once it runs in a browser (a guest's page may be the shared render of the
 * second, whose loader ran once; crawlers that run no script never count): one call per item and tab
 * session (sessionStorage), in the background, never an error shown. The server keeps views within
 * reason per address (server/domains/hot/views.ts).
 */
export function useViewBeacon(call: '/news/view' | '/videos/view', id: number): void {
  useEffect(() => {
    const key = `viewed:${call}:${id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (private mode): count it; the server's limits still hold.
    }
    backgroundApi()
      .post(call, { id })
      .catch(() => undefined);
  }, [call, id]);
}
