import { DomainError, notSignedIn } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/users/contract.ts';
import type { RequestContext } from './context.ts';

/**
 * Who may make a call, declared on every `/java` route (`config: { access }`) and checked by the
 * `/java` scope before the body is read: `public` (anyone; the user is known when signed in), `user`
 * (a session: otherwise errorCode 3000/3001) or `admin` (the operator role; every route of the
 * `/java/admin` scope, whose one hook checks it).
 */
export const ACCESS_LEVELS = ['public', 'user', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every `/java` route: registering one without it fails at start. */
    access?: Access;
  }
}

export type SignedIn = SessionUser & { token: string };

/** The signed-in user, or the failure the spec's clients react to (clear session, go home). */
export function requireUser(ctx: RequestContext | undefined): SignedIn {
  if (ctx?.user && ctx.token) return { ...ctx.user, token: ctx.token };
  throw notSignedIn(ctx?.tokenStatus === 'ended');
}

/** A signed-in administrator (role `admin`): 3000/3001 without a session, 403 for other users. */
export function requireAdmin(ctx: RequestContext | undefined): SignedIn {
  const user = requireUser(ctx);
  if (!user.roles.includes('admin')) throw new DomainError('forbidden', 'noPermission');
  return user;
}

/** Refuses a request its route's access level does not allow. */
export function checkAccess(access: Access, ctx: RequestContext | undefined): void {
  if (access === 'user') requireUser(ctx);
  else if (access === 'admin') requireAdmin(ctx);
}
