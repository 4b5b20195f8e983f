import type { RouterContextProvider } from 'react-router';
import { appContext } from '../../context.ts';
import type { ViewerData } from './viewer.ts';

/**
 * The loader of every user-centre page. It reads nothing private: only whether the request's
 * token names a user, so the server renders the sign-in prompt for guests and the page's frame
 * for signed-in users, and the first client render matches it.
 */
export function viewerLoader(context: Readonly<RouterContextProvider>): ViewerData {
  const { ctx } = context.get(appContext);
  return { uid: ctx.user?.uid ?? null };
}
