import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import {
  ACCESS_RULES,
  type AccessRule,
  accessDecision,
  createClientAccessMiddleware,
  isAllowed,
  rulesFor,
} from './access.ts';

const centre: AccessRule = { prefix: '/anchorCenter', roles: ['anchor'] };
const fan = { roles: [] };
const streamer = { roles: ['anchor'] };
const admin = { roles: ['admin'] };

/** Every route path app/routes.ts declares. */
function routePaths(entries: readonly { path?: string; children?: unknown }[] = routes): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path ? [entry.path] : []),
    ...routePaths((entry.children as typeof entries | undefined) ?? []),
  ]);
}

describe('access rules (spec section 2: auth runs before each navigation; section 6: roles)', () => {
  it('allow every page no rule covers, to anyone', () => {
    expect(accessDecision('/mall', null, [centre])).toBe('allowed');
    expect(accessDecision('/anchor/:id?', null, [centre])).toBe('allowed');
    // A prefix is a whole segment: /anchorCenterX is not under /anchorCenter.
    expect(accessDecision('/anchorCenterX', null, [centre])).toBe('allowed');
  });

  it('ask a guest to sign in, refuse a user without the role, admit the role', () => {
    for (const pattern of ['/anchorCenter', '/anchorCenter/live', '/anchorCenter/:id']) {
      expect(accessDecision(pattern, null, [centre])).toBe('signIn');
      expect(accessDecision(pattern, fan, [centre])).toBe('forbidden');
      expect(accessDecision(pattern, admin, [centre])).toBe('forbidden');
      expect(accessDecision(pattern, streamer, [centre])).toBe('allowed');
    }
    expect(isAllowed('/anchorCenter/live', streamer, [centre])).toBe(true);
    expect(isAllowed('/anchorCenter/live', fan, [centre])).toBe(false);
  });

  it('need every rule that covers a page', () => {
    const both = [centre, { prefix: '/anchorCenter/revenueDetails', roles: ['admin'] }];
    expect(accessDecision('/anchorCenter/revenueDetails', streamer, both)).toBe('forbidden');
    expect(accessDecision('/anchorCenter/revenueDetails', { roles: ['anchor', 'admin'] }, both)).toBe(
      'allowed',
    );
    expect(accessDecision('/anchorCenter/live', streamer, both)).toBe('allowed');
  });

  it("guard the spec's centres by their roles and the operator's tools for administrators", () => {
    const decisions = (pattern: string) =>
      [null, fan, admin, streamer, { roles: ['expert'] }, { roles: ['channel'] }].map((user) =>
        accessDecision(pattern, user),
      );
    expect(decisions('/anchorCenter/live')).toEqual([
      'signIn',
      'forbidden',
      'forbidden',
      'allowed',
      'forbidden',
      'forbidden',
    ]);
    expect(decisions('/creatorCenter/progManage')).toEqual([
      'signIn',
      'forbidden',
      'forbidden',
      'forbidden',
      'allowed',
      'forbidden',
    ]);
    expect(decisions('/channel/gold')).toEqual([
      'signIn',
      'forbidden',
      'forbidden',
      'forbidden',
      'forbidden',
      'allowed',
    ]);
    expect(decisions('/admin/outbox')).toEqual([
      'signIn',
      'forbidden',
      'allowed',
      'forbidden',
      'forbidden',
      'forbidden',
    ]);
    // The user centre shows guests its own sign-in prompt; public pages stay public.
    expect(decisions('/userInfo/info').every((d) => d === 'allowed')).toBe(true);
    expect(decisions('/anchor/anchorList').every((d) => d === 'allowed')).toBe(true);
  });

  it('open the console to staff roles: its home to any, each section to its own and administrators', () => {
    const staff = ['admin', 'editor', 'reviewer', 'support'].map((role) => ({ roles: [role] }));
    const decisions = (pattern: string) =>
      [null, fan, { roles: ['channel'] }, ...staff].map((user) => accessDecision(pattern, user));
    //                                 guest      user         channel      admin      editor       reviewer     support
    expect(decisions('/admin')).toEqual([
      'signIn',
      'forbidden',
      'forbidden',
      'allowed',
      'allowed',
      'allowed',
      'allowed',
    ]);
    expect(decisions('/admin/users')).toEqual([
      'signIn',
      'forbidden',
      'forbidden',
      'allowed',
      'forbidden',
      'forbidden',
      'allowed',
    ]);
    expect(decisions('/admin/users/:uid')).toEqual(decisions('/admin/users'));
    expect(decisions('/admin/review')).toEqual([
      'signIn',
      'forbidden',
      'forbidden',
      'allowed',
      'forbidden',
      'allowed',
      'forbidden',
    ]);
    expect(decisions('/admin/corrections')).toEqual([
      'signIn',
      'forbidden',
      'forbidden',
      'allowed',
      'allowed',
      'forbidden',
      'forbidden',
    ]);
    for (const adminsOnly of ['/admin/audit', '/admin/outbox', '/admin/brand']) {
      expect(decisions(adminsOnly)).toEqual([
        'signIn',
        'forbidden',
        'forbidden',
        'allowed',
        'forbidden',
        'forbidden',
        'forbidden',
      ]);
    }
  });

  it('name route paths app/routes.ts declares: every rule guards at least one route', () => {
    const paths = routePaths();
    for (const rule of ACCESS_RULES) {
      expect(
        paths.filter((path) => rulesFor(path, [rule]).length > 0),
        rule.prefix,
      ).not.toEqual([]);
    }
  });
});

describe('client-side auth hook (navigations without a server round trip)', () => {
  const args = (pattern: string) =>
    ({ request: new Request(`http://x${pattern}`), pattern }) as Parameters<
      ReturnType<typeof createClientAccessMiddleware>
    >[0];
  const reaches = async (middleware: ReturnType<typeof createClientAccessMiddleware>, pattern: string) => {
    let reached = false;
    await middleware(args(pattern), async () => {
      reached = true;
      return {};
    });
    return reached;
  };

  it('asks a guest to sign in (401) before a guarded page, at once', async () => {
    const middleware = createClientAccessMiddleware([centre], () => false);
    const error = await Promise.resolve(middleware(args('/anchorCenter/live'), async () => ({}))).catch(
      (e: unknown) => e,
    );
    // data(null, { status: 401 }): React Router renders it through the root error boundary.
    expect((error as { init?: { status?: number } }).init?.status).toBe(401);
    expect(await reaches(middleware, '/mall')).toBe(true);
  });

  it("lets a signed-in user through: the roles are the server's to check", async () => {
    expect(
      await reaches(
        createClientAccessMiddleware([centre], () => true),
        '/anchorCenter/live',
      ),
    ).toBe(true);
  });

  it('lets the server decide while the page has not read its session yet', async () => {
    expect(
      await reaches(
        createClientAccessMiddleware([centre], () => undefined),
        '/anchorCenter',
      ),
    ).toBe(true);
  });
});
