import { describe, expect, it } from 'vitest';
import {
  detectSocialReturn,
  rememberOlderSocial,
  SOCIAL_LOGIN_TYPES,
  takeOlderSocial,
  withoutAuthParams,
} from './social.ts';

describe('Social login return (spec section 4)', () => {
  it("uses the spec's type numbers: 3 = Google, 4 = Apple, 5 = LINE, 6 = X", () => {
    expect(SOCIAL_LOGIN_TYPES).toEqual({ google: 3, apple: 4, line: 5, x: 6 });
  });

  it('"oauth_token means X"', () => {
    expect(detectSocialReturn('?oauth_token=t1&oauth_verifier=v1')).toEqual({
      type: 6,
      token: 't1',
      verifier: 'v1',
    });
    expect(detectSocialReturn('?oauth_token=t1')).toEqual({ type: 6, token: 't1' });
  });

  it('"code plus scope plus authuser means Google"', () => {
    expect(detectSocialReturn('?code=g1&scope=email&authuser=0&state=s')).toEqual({
      type: 3,
      code: 'g1',
      state: 's',
    });
  });

  it('"Any other code means LINE"', () => {
    expect(detectSocialReturn('?code=l1&state=s')).toEqual({ type: 5, code: 'l1', state: 's' });
    expect(detectSocialReturn('?code=l1&scope=profile')).toEqual({ type: 5, code: 'l1' });
  });

  it('finds nothing on an ordinary address', () => {
    expect(detectSocialReturn('')).toBeNull();
    expect(detectSocialReturn('?state=s&channel=baxi')).toBeNull();
  });
});

describe('"Closing the modal clears code/state parameters from the address bar"', () => {
  it('removes code, state, oauth_token, oauth_verifier, scope and authuser and keeps the rest', () => {
    expect(
      withoutAuthParams(
        'http://site.test/en_US/match?code=1&state=2&oauth_token=3&oauth_verifier=4&scope=5&authuser=6&channel=baxi#top',
      ),
    ).toBe('/en_US/match?channel=baxi#top');
  });

  it('leaves a clean address as it is', () => {
    expect(withoutAuthParams('http://site.test/')).toBe('/');
  });
});

describe('older dialog: QQ and WeChat returns', () => {
  function memoryStorage() {
    const map = new Map<string, string>();
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
  }

  it('the return takes the noted provider once: QQ 1, WeChat 2', () => {
    const storage = memoryStorage();
    rememberOlderSocial('qq', storage);
    expect(takeOlderSocial(storage)).toBe(1);
    expect(takeOlderSocial(storage)).toBeNull();
    rememberOlderSocial('wechat', storage);
    expect(takeOlderSocial(storage)).toBe(2);
  });

  it('ignores anything else noted under the key', () => {
    const storage = memoryStorage();
    storage.setItem('olderSocialLogin', '5');
    expect(takeOlderSocial(storage)).toBeNull();
  });
});
