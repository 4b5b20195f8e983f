import { describe, expect, it } from 'vitest';
import { MOBILE_GAME_IDS, mobileSiteBase, mobileUrl } from './mobile-link.ts';

const base = 'https://m.example';

describe('mobile-site alternate link (spec section 2 and the mobile-link name map of section 3)', () => {
  it('has the spec map verbatim', () => {
    expect(MOBILE_GAME_IDS).toMatchObject({
      basketball: 201,
      soccer: 202,
      lol: 1,
      'cs:go': 2,
      valorant: 14,
      dota2: 4,
      cricket: 210,
      kog: 3,
      lolmobile: 7,
      tennis: 203,
      snooker: 204,
      baseball: 205,
      americanfootball: 209,
      volleyball: 206,
      tabletennis: 208,
      badminton: 207,
      naraka: 26,
      mobilelegends: 25,
      aov: 24,
      codmw: 8,
      pubgmobile: 6,
      pubg: 5,
    });
  });

  it('maps /match/{game} to the game id', () => {
    expect(mobileUrl(base, '/match/soccer')).toBe('https://m.example/match/202');
    expect(mobileUrl(base, '/match/csgo')).toBe('https://m.example/match/2');
    expect(mobileUrl(base, '/match')).toBe('https://m.example/match');
    expect(mobileUrl(base, '/match/fifa')).toBe('https://m.example/match');
  });

  it('maps /anchor/{id}', () => {
    expect(mobileUrl(base, '/anchor/88')).toBe('https://m.example/anchor/88');
  });

  it('maps game-id paths /{game} and /{game}/{id} for known games', () => {
    expect(mobileUrl(`${base}/`, '/basketball/1234')).toBe('https://m.example/201/1234');
    expect(mobileUrl(base, '/pubg')).toBe('https://m.example/5');
  });

  it('opens the mobile home for every other page', () => {
    expect(mobileUrl(base, '/mall')).toBe('https://m.example/');
    expect(mobileUrl(base, '/hearthstone/12')).toBe('https://m.example/');
  });

  it('keeps the page language as its prefix', () => {
    expect(mobileUrl(base, '/match/soccer', '/ar')).toBe('https://m.example/ar/match/202');
    expect(mobileUrl(base, '/lol/55', '/zh_CN')).toBe('https://m.example/zh_CN/1/55');
    expect(mobileUrl(base, '/', '/jp')).toBe('https://m.example/jp');
    expect(mobileUrl(base, '/', '')).toBe('https://m.example/');
  });

  it('has a mobile site only for an absolute http(s) URL', () => {
    expect(mobileSiteBase('https://m.example/')).toBe('https://m.example');
    expect(mobileSiteBase('https://m.example/site/')).toBe('https://m.example/site');
    expect(mobileSiteBase('')).toBeUndefined();
    expect(mobileSiteBase(undefined)).toBeUndefined();
    expect(mobileSiteBase('/m')).toBeUndefined();
    expect(mobileSiteBase('javascript:alert(1)')).toBeUndefined();
    expect(mobileSiteBase('https://m.example/?a=1')).toBeUndefined();
  });
});
