import { type DataStrategyResult, data, type MiddlewareFunction } from 'react-router';
import { findLanguage } from '../../shared/i18n/languages.ts';
import type { SessionUser } from '../../shared/users/contract.ts';
import { getClientState } from '../store/client-store.ts';

/**
 * Which pages need what. Spec section 6 leaves the rules to the product; the accounts and role
 * issues add them here. A rule that fails answers 403, which the root error boundary shows as the
 * no-permission page.
 */
export interface AccessRule {
  /** Matched against the path without its language prefix. */
  path: RegExp;
  allows(user: SessionUser | null): boolean;
  /** Decided on the server only (the browser does not know the user's roles). */
  serverOnly?: boolean;
}

export const ACCESS_RULES: AccessRule[] = [
  // The operator's tools (dev outbox...): administrators only (spec section 6).
  { path: /^\/admin(\/|$)/, allows: (user) => user?.roles.includes('admin') ?? false, serverOnly: true },
];

/** The page path of a request URL: language prefix and the client router's `.data` suffix removed. */
export function pagePath(url: string): string {
  const pathname = new URL(url).pathname.replace(/(\/_)?\.data$/, '') || '/';
  const [, first = '', ...rest] = pathname.split('/');
  return findLanguage(first)?.code === first ? `/${rest.join('/')}` : pathname;
}

export function isAllowed(
  pathname: string,
  user: SessionUser | null,
  rules: readonly AccessRule[] = ACCESS_RULES,
) {
  return rules.every((rule) => !rule.path.test(pathname) || rule.allows(user));
}

/**
 * Runs in the browser before every navigation, also those that need no server round trip (pages
 * without loaders), with the signed-in user the client store knows.
 */
export function createClientAccessMiddleware(
  rules: readonly AccessRule[],
  currentUser: () => SessionUser | null,
): MiddlewareFunction<Record<string, DataStrategyResult>> {
  return async ({ request }, next) => {
    if (!isAllowed(pagePath(request.url), currentUser(), rules)) throw data(null, { status: 403 });
    return next();
  };
}

export const clientAccessMiddleware = createClientAccessMiddleware(
  ACCESS_RULES.filter((rule) => !rule.serverOnly),
  () => {
    const user = getClientState().userInfo;
    // The browser does not know roles; role rules are decided by the server middleware.
    return user
      ? { uid: user.uid, username: user.username, avatar: user.avatar, level: user.level, roles: [] }
      : null;
  },
);
