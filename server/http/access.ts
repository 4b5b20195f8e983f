import type { FastifyInstance } from 'fastify';
import { actsAs, isStaff, STAFF_ROLES, type StaffRole } from '../../shared/console/model.ts';
import { DomainError, notSignedIn } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/users/contract.ts';
import type { RequestContext } from './context.ts';

/**
 * Who may make a call, declared on every route of the app (`config: { access }`; the route table of
 * `route-table.ts` refuses to start without it) and checked by the `/java` scope before the body is
 * read: `public` (anyone; the user is known when signed in), `user` (a session: otherwise errorCode
 * 3000/3001) or a staff role (`admin`, `editor`, `reviewer`, `support`: shared/console/model.ts; an
 * administrator acts as every one). Every route of the `/java/admin` scope declares a staff role, and
 * the scope's own hook admits staff only. Routes outside `/java` (pages, files, health) are `public`:
 * pages decide their own access in `app/middleware/access.ts`.
 */
export const ACCESS_LEVELS = ['public', 'user', ...STAFF_ROLES] as const;
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

/** A signed-in user who acts as `role` (administrators act as every role): 3000/3001 without a session, 403 otherwise. */
export function requireRole(ctx: RequestContext | undefined, role: StaffRole): SignedIn {
  const user = requireUser(ctx);
  if (!actsAs(user.roles, role)) throw new DomainError('forbidden', 'noPermission');
  return user;
}

/**
 * The staff member a privileged call acts for, and the address it came from (the audit log's who and
 * where): the request's user when they act as `role`, else the refusal of `requireRole`.
 */
export function staffActor(
  request: { ctx: RequestContext | undefined; ip: string },
  role: StaffRole,
): { uid: number; address: string } {
  return { uid: requireRole(request.ctx, role).uid, address: request.ip };
}

/** A signed-in administrator (role `admin`): 3000/3001 without a session, 403 for other users. */
export const requireAdmin = (ctx: RequestContext | undefined): SignedIn => requireRole(ctx, 'admin');

/** A signed-in member of the staff (any staff role): the `/java/admin` scope's own check. */
export function requireStaff(ctx: RequestContext | undefined): SignedIn {
  const user = requireUser(ctx);
  if (!isStaff(user.roles)) throw new DomainError('forbidden', 'noPermission');
  return user;
}

export const isStaffAccess = (access: Access | undefined): access is StaffRole =>
  access !== undefined && access !== 'public' && access !== 'user';

/** Refuses a request its route's access level does not allow. */
export function checkAccess(access: Access, ctx: RequestContext | undefined): void {
  if (access === 'user') requireUser(ctx);
  else if (isStaffAccess(access)) requireRole(ctx, access);
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
