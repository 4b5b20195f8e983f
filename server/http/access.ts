import type { FastifyInstance } from 'fastify';
import { DomainError, notSignedIn } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/users/contract.ts';
import type { RequestContext } from './context.ts';

/**
 * Who may make a call, declared on every route of the app (`config: { access }`; the route table of
 * `route-table.ts` refuses to start without it) and checked by the `/java` scope before the body is
 * read: `public` (anyone; the user is known when signed in), `user` (a session: otherwise errorCode
 * 3000/3001) or `admin` (the operator role; every route of the `/java/admin` scope, whose one hook
 * checks it). Routes outside `/java` (pages, files, health) are `public`: pages decide their own
 * access in `app/middleware/access.ts`.
 */
export const ACCESS_LEVELS = ['public', 'user', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route (or its scope's `declareScopeAccess`): registering one without it fails at start. */
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

const SCOPE_ACCESS = Symbol('arena-live.scopeAccess');
const CHECKS_ACCESS = Symbol('arena-live.checksAccess');

type Marked = Record<symbol, unknown>;

/**
 * Declares the access of the routes a scope registers without `config.access` of their own: for a
 * plugin whose routes take no `config` (`@fastify/static`). Call it first thing in an encapsulated
 * scope (`app.register(async (scope) => ...)`): it holds for that scope, its children and the plugins
 * it registers, never for its parent.
 */
export function declareScopeAccess(scope: FastifyInstance, access: Access): void {
  Object.defineProperty(scope, SCOPE_ACCESS, { value: access, configurable: true });
}

/** The access `declareScopeAccess` gave a scope or one of its parents. */
export function scopeAccessOf(scope: FastifyInstance): Access | undefined {
  return (scope as unknown as Marked)[SCOPE_ACCESS] as Access | undefined;
}

/**
 * Marks the scope whose `onRequest` hook runs `checkAccess` (the `/java` API): only its routes (and its
 * children's) may declare `user` or `admin`; anywhere else nothing would check them.
 */
export function markAccessChecked(scope: FastifyInstance): void {
  Object.defineProperty(scope, CHECKS_ACCESS, { value: true, configurable: true });
}

export function isAccessChecked(scope: FastifyInstance): boolean {
  return (scope as unknown as Marked)[CHECKS_ACCESS] === true;
}
