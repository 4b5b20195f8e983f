import { describe, expect, it } from 'vitest';
import { type AccessRule, createClientAccessMiddleware, isAllowed, pagePath } from './access.ts';

const signedIn: AccessRule = { path: /^\/userInfo\/(info|setting)$/, allows: (user) => user !== null };
const fan = { uid: 1, username: 'fan', avatar: null, level: 1, roles: [] };

describe('auth middleware hook (spec section 2: auth runs before each navigation)', () => {
  it('allows everything when no rule matches', () => {
    expect(isAllowed('/mall', null, [signedIn])).toBe(true);
    expect(isAllowed('/userInfo/info', null, [])).toBe(true);
  });

  it('refuses a page whose rule fails, allows it when the rule holds', () => {
    expect(isAllowed('/userInfo/info', null, [signedIn])).toBe(false);
    expect(isAllowed('/userInfo/info', fan, [signedIn])).toBe(true);
  });

  it('checks the page path without language prefix or data suffix', () => {
    expect(pagePath('http://x/ar/userInfo/info')).toBe('/userInfo/info');
    expect(pagePath('http://x/userInfo/info.data')).toBe('/userInfo/info');
    expect(pagePath('http://x/jp/_.data')).toBe('/');
    expect(pagePath('http://x/soccer/12')).toBe('/soccer/12');
  });
});

describe('client-side auth hook (navigations without a server round trip)', () => {
  const args = (url: string) =>
    ({ request: new Request(url) }) as Parameters<ReturnType<typeof createClientAccessMiddleware>>[0];

  it('lets an allowed navigation through', async () => {
    const middleware = createClientAccessMiddleware([signedIn], () => fan);
    let reached = false;
    await middleware(args('http://x/jp/userInfo/info'), async () => {
      reached = true;
      return {};
    });
    expect(reached).toBe(true);
  });

  it('stops a refused navigation with 403, the no-permission page', async () => {
    const middleware = createClientAccessMiddleware([signedIn], () => null);
    const error = await Promise.resolve(
      middleware(args('http://x/userInfo/setting'), async () => ({})),
    ).catch((e: unknown) => e);
    // data(null, { status: 403 }): React Router renders it through the error boundary as a 403.
    expect((error as { init?: { status?: number } }).init?.status).toBe(403);
  });
});
