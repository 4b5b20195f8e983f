import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root-data.ts';
import { useClientState } from '../../store/client-store.ts';

/** Who reads the comments: what the panel needs of the signed-in user, or null for a guest. */
export interface CommentViewer {
  uid: number;
  username: string | null;
  avatar: string | null;
}

/**
 * The signed-in viewer: the server's view until the browser has read its session, then the client
 * store's (signing in through the dialog, or out, changes the panel at once).
 */
export function useCommentViewer(): CommentViewer | null {
  const stored = useClientState((s) => s.userInfo);
  const known = useClientState((s) => s.sessionKnown);
  const root = useRouteLoaderData<RootData>('root');
  const user = known ? stored : (root?.viewer ?? null);
  return user ? { uid: user.uid, username: user.username, avatar: user.avatar } : null;
}
