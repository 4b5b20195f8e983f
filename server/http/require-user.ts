import type { SessionUser } from '../domains/users/sessions.ts';
import type { RequestContext } from './context.ts';
import { ApiError } from './errors.ts';

/** Spec section 8: errorCode 3000 / 3001 mean the session is invalid. */
export const NOT_SIGNED_IN = 3000;
export const SESSION_ENDED = 3001;

/** The signed-in user, or the failure the spec's clients react to (clear session, go home). */
export function requireUser(ctx: RequestContext | undefined): SessionUser & { token: string } {
  if (ctx?.user && ctx.token) return { ...ctx.user, token: ctx.token };
  if (ctx?.tokenStatus === 'ended') throw new ApiError(401, 'sessionInvalid', {}, SESSION_ENDED);
  throw new ApiError(401, 'notLoggedIn', {}, NOT_SIGNED_IN);
}

/** A signed-in administrator (role `admin`), or 3000/3001 for no session and 403 for other users. */
export function requireAdmin(ctx: RequestContext | undefined): SessionUser & { token: string } {
  const user = requireUser(ctx);
  if (!user.roles.includes('admin')) throw new ApiError(403, 'noPermission');
  return user;
}
