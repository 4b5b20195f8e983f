import { type DataStrategyResult, data, type MiddlewareFunction } from 'react-router';
import { STAFF_ROLES } from '../../shared/console/model.ts';
import { getClientState } from '../store/client-store.ts';

/**
 * Which pages need which role: one rule per route prefix, matched against the pattern of the route
 * React Router matched (as app/routes.ts declares it: `/anchorCenter/live`), never against the URL's
 * own text, so case, encoding or a language prefix change nothing. Spec section 6 names the roles
 * and leaves the rules to the product; the roles are the users' `roles` (shared/users/contract.ts:
 * `admin` from ADMIN_EMAILS, the others as stored on the account).
 *
 * A guest is asked to sign in (401: the sign-in prompt); a signed-in user without one of the
 * rule's roles is refused (403: the no-permission page). Both render inside the site, in the
 * visitor's language, through the root error boundary, and no loader of the page runs.
 */
export interface AccessRule {
  /** A route path: the page it names and every route under it. */
  prefix: string;
  /** A signed-in user with any of these roles may open the pages. */
  roles: readonly string[];
}

export const ACCESS_RULES: readonly AccessRule[] = [
  // The operator console (issue 15): its home opens to any staff role (admin, editor, reviewer,
  // support), each section to its own (an administrator acts as every role); the sections are
  // those of app/features/console/model.ts, whose navigation shows each to the same roles.
  { prefix: '/admin', roles: STAFF_ROLES },
  { prefix: '/admin/users', roles: ['support', 'admin'] },
  { prefix: '/admin/review', roles: ['reviewer', 'admin'] },
  { prefix: '/admin/audit', roles: ['admin'] },
  { prefix: '/admin/comments', roles: ['reviewer', 'admin'] },
  { prefix: '/admin/posts', roles: ['reviewer', 'admin'] },
  { prefix: '/admin/news', roles: ['editor', 'admin'] },
  { prefix: '/admin/videos', roles: ['editor', 'admin'] },
  { prefix: '/admin/words', roles: ['editor', 'admin'] },
  { prefix: '/admin/games', roles: ['editor', 'admin'] },
  { prefix: '/admin/corrections', roles: ['editor', 'admin'] },
  { prefix: '/admin/outbox', roles: ['admin'] },
  { prefix: '/admin/brand', roles: ['admin'] },
  // The streamer (anchor) centre: streamers, who apply with identity documents first.
  { prefix: '/anchorCenter', roles: ['anchor'] },
  // The creator centre (plans, revenue): experts/tipsters, after application and review.
  { prefix: '/creatorCenter', roles: ['expert'] },
  // The channel area (promotion links, user lists): channel promoters.
  { prefix: '/channel', roles: ['channel'] },
];

/** What a page answers a caller: the page, the sign-in prompt (401) or the no-permission page (403). */
export type AccessDecision = 'allowed' | 'signIn' | 'forbidden';

export const REFUSAL_STATUS = { signIn: 401, forbidden: 403 } as const;

/** The caller as the rules see it: signed in or not, and with which roles. */
export type AccessUser = { roles: readonly string[] } | null;

/** Whether `rule` covers the route `pattern` (the route itself or one under it). */
export function covers(rule: AccessRule, pattern: string): boolean {
  const prefix = rule.prefix.replace(/\/+$/, '');
  return pattern === prefix || pattern.startsWith(`${prefix}/`);
}

/** The rules that guard the route `pattern`. */
export function rulesFor(pattern: string, rules: readonly AccessRule[] = ACCESS_RULES): AccessRule[] {
  return rules.filter((rule) => covers(rule, pattern));
}

export function accessDecision(
  pattern: string,
  user: AccessUser,
  rules: readonly AccessRule[] = ACCESS_RULES,
): AccessDecision {
  const guarding = rulesFor(pattern, rules);
  if (guarding.length === 0) return 'allowed';
  if (user === null) return 'signIn';
  return guarding.every((rule) => rule.roles.some((role) => user.roles.includes(role)))
    ? 'allowed'
    : 'forbidden';
}

export function isAllowed(pattern: string, user: AccessUser, rules: readonly AccessRule[] = ACCESS_RULES) {
  return accessDecision(pattern, user, rules) === 'allowed';
}

/**
 * Runs in the browser before every navigation. The browser knows whether someone is signed in, not
 * their roles: it asks a guest to sign in at once and leaves the roles to the server middleware,
 * which every navigation reaches (single fetch revalidates the root loader on each one; should the
 * root ever opt out with `shouldRevalidate`, a guarded page needs a loader of its own: the
 * "client-side navigations" test of tests/e2e/sections.spec.ts fails without one).
 */
export function createClientAccessMiddleware(
  rules: readonly AccessRule[],
  signedIn: () => boolean | undefined,
): MiddlewareFunction<Record<string, DataStrategyResult>> {
  return async ({ pattern }, next) => {
    // undefined: the page has not read its session yet; the server decides.
    if (signedIn() === false && rulesFor(pattern, rules).length > 0) {
      throw data(null, { status: REFUSAL_STATUS.signIn });
    }
    return next();
  };
}

export const clientAccessMiddleware = createClientAccessMiddleware(ACCESS_RULES, () => {
  const state = getClientState();
  return state.sessionKnown ? state.userInfo !== null : undefined;
});
