import { data, type MiddlewareFunction } from 'react-router';
import { appContext } from '../context.ts';
import { rootData } from '../root-data.server.ts';
import { ACCESS_RULES, type AccessRule, isAllowed, pagePath } from './access.ts';

/**
 * Server middleware on the root route: runs before every document and every client navigation's
 * data request. A refused page answers 403 with the layout's data, so the no-permission page is
 * rendered inside the site in the visitor's language, and no loader of the page runs.
 */
export function createAccessMiddleware(rules: readonly AccessRule[]): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const { ctx } = context.get(appContext);
    if (!isAllowed(pagePath(request.url), ctx.user, rules)) {
      throw data(await rootData(context, request), { status: 403 });
    }
    return next();
  };
}

export const accessMiddleware = createAccessMiddleware(ACCESS_RULES);
