import type { RouterContextProvider } from 'react-router';
import { adminCommentsQuerySchema } from '../../../shared/comments/contract.ts';
import { consoleAccess, readQuery } from '../../features/console/console.server.ts';

/**
 * /admin/comments: a page of recent comments in any state, newest first, by state, author and
 * target (reviewers and administrators; the role is checked again here, on the server).
 */
export async function commentsConsoleLoader(context: Readonly<RouterContextProvider>, request: Request) {
  const { load, view } = consoleAccess(context, 'reviewer', ['comments', 'badge']);
  const query = readQuery(adminCommentsQuerySchema, request);
  const list = await load.services.comments.search(query);
  return {
    view,
    query: {
      status: query.status ?? '',
      uid: query.uid ?? '',
      kind: query.kind ?? '',
      target: query.target ?? '',
    },
    list,
  };
}
