import { describe, expect, it } from 'vitest';
import { openChannelAreaIfPromoter, parseUserInfo, rememberLoginType, toUserInfo } from './session.ts';

describe('The userInfo cookie (docs/api/accounts.md: URI-encoded JSON {uid, username, avatar})', () => {
  it('gives the user it names', () => {
    expect(parseUserInfo('{"uid":7,"username":"fan7","avatar":"/a/7.png"}')).toEqual({
      uid: 7,
      username: 'fan7',
      avatar: '/a/7.png',
      signature: null,
      level: 0,
    });
  });

  it('accepts a numeric string uid and empty fields', () => {
    expect(parseUserInfo('{"uid":"12","username":"","avatar":null}')).toMatchObject({
      uid: 12,
      username: null,
      avatar: null,
    });
  });

  it('means signed out when absent, unreadable or without a uid', () => {
    expect(parseUserInfo(undefined)).toBeNull();
    expect(parseUserInfo('not json')).toBeNull();
    expect(parseUserInfo('{"username":"x"}')).toBeNull();
    expect(parseUserInfo('{"uid":0}')).toBeNull();
    expect(parseUserInfo('null')).toBeNull();
  });
});

describe('A signed-in account keeps the public profile fields', () => {
  it('drops what the store does not hold', () => {
    expect(toUserInfo({ uid: 3, username: 'a', avatar: null, signature: 'hi', level: 4 })).toEqual({
      uid: 3,
      username: 'a',
      avatar: null,
      signature: 'hi',
      level: 4,
    });
  });
});

describe('channel promoters (spec section 6: "After login a session flag loginType=channel opens /channel in a new tab")', () => {
  it('remembers loginType=channel for the browser session and opens /channel after sign-in', () => {
    const store = new Map<string, string>();
    const storage = {
      setItem: (k: string, v: string) => store.set(k, v),
      getItem: (k: string) => store.get(k) ?? null,
    };
    const opened: string[] = [];
    expect(openChannelAreaIfPromoter('', storage, (u) => opened.push(u))).toBe(false);
    rememberLoginType('?loginType=channel&x=1', storage);
    expect(openChannelAreaIfPromoter('/jp', storage, (u) => opened.push(u))).toBe(true);
    expect(openChannelAreaIfPromoter('', storage, (u) => opened.push(u))).toBe(true);
    expect(opened).toEqual(['/jp/channel', '/channel']);
  });
});
