import { describe, expect, it } from 'vitest';
import { type AccessRule, isAllowed, pagePath } from './access.ts';

const signedIn: AccessRule = { path: /^\/userInfo\/(info|setting)$/, allows: (user) => user !== null };
const fan = { uid: 1, username: 'fan', avatar: null, level: 1 };

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
