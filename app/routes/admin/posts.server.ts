/** The loader of /admin/posts (routes/admin/posts.tsx): server-only, it reads the query with the call's own schema. */
import type { RouterContextProvider } from 'react-router';
import { adminPostsQuerySchema } from '../../../shared/posts/contract.ts';
import { consoleAccess, readQuery } from '../../features/console/console.server.ts';
import { postsCatalog } from '../../features/posts/posts.server.ts';

/** A page of posts by state and author (reviewers and administrators; 403 for the rest). */
export async function consolePostsLoader(context: Readonly<RouterContextProvider>, request: Request) {
  const { load, view } = consoleAccess(context, 'reviewer');
  const query = readQuery(adminPostsQuerySchema, request);
  const list = await load.services.posts.staffList(query);
  return {
    view,
    query: { status: query.status ?? '', uid: query.uid ? String(query.uid) : '' },
    list,
    postsCatalog: postsCatalog(context),
  };
}
