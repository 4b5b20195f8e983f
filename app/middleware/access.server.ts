import { data, type MiddlewareFunction } from 'react-router';
import { appContext } from '../context.ts';
import { rootData } from '../root-data.server.ts';
import { ACCESS_RULES, type AccessRule, accessDecision, REFUSAL_STATUS } from './access.ts';

/**
 * Server middleware on the root route: runs before every document and every client navigation's
 * data request. A guarded page answers a guest 401 (the sign-in prompt) and a user without the
 * role 403 (the no-permission page), with the layout's data, so the page is rendered inside the
 * site in the visitor's language, and no loader of the page runs.
 */
export function createAccessMiddleware(rules: readonly AccessRule[]): MiddlewareFunction<Response> {
  return async ({ request, context, pattern }, next) => {
    const { ctx } = context.get(appContext);
    const decision = accessDecision(pattern, ctx.user, rules);
    if (decision !== 'allowed') {
      throw data(await rootData(context, request), { status: REFUSAL_STATUS[decision] });
    }
    return next();
  };
}

export const accessMiddleware = createAccessMiddleware(ACCESS_RULES);
