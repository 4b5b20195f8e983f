import { useEffect, useState } from 'react';
import { getClientState, useClientState } from '../../store/client-store.ts';
import { hydrateSession } from '../auth/index.ts';

/** What a user-centre page knows before it runs in the browser: who is signed in. */
export interface ViewerData {
  /** The signed-in user's uid, or null for a guest (no token, or an unknown or ended one). */
  uid: number | null;
}

/**
 * The client loader of the user-centre pages: after the first page, navigations ask the client
 * store who is signed in instead of the server (the page's data comes from the API anyway).
 */
export function viewerClientLoader(): ViewerData {
  return { uid: getClientState().userInfo?.uid ?? null };
}

/**
 * The signed-in user's uid, or null for a guest. The server's answer (from the loader) holds until
 * the page runs in the browser; from then on the client store decides, so signing in through the
 * dialog or signing out updates the page at once.
 */
export function useViewerUid(serverUid: number | null): number | null {
  const storeUid = useClientState((s) => s.userInfo?.uid ?? null);
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    // The app shell configures the API client in its own effect, which React runs after this one;
    // hydrateSession (once per page) may call the API, so it waits for the effects to finish.
    let live = true;
    queueMicrotask(() => {
      hydrateSession();
      if (live) setInBrowser(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return inBrowser ? storeUid : serverUid;
}
