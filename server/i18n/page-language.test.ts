import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { SEVEN_LANGUAGES, testBrand } from '../../tests/support/brands.ts';
import { createGeoipCountryLookup } from '../integrations/geoip.ts';
import { createLanguageDetector } from './detect.ts';
import { type PageRequest, pageLanguage, sameSitePath, splitLanguagePrefix } from './page-language.ts';

const detector = createLanguageDetector(createGeoipCountryLookup(), pino({ level: 'silent' }));
const brand = testBrand({ defaultLanguage: 'en_US' });
const limited = testBrand({ defaultLanguage: 'zh_CN', languages: [...SEVEN_LANGUAGES] });

function page(pathname: string, detection: PageRequest['detection'] = {}, method = 'GET'): PageRequest {
  return { method, pathname, search: '', secure: false, detection };
}

describe('language prefix of a path', () => {
  it('splits a known code from the rest', () => {
    expect(splitLanguagePrefix('/ar/match/lol')).toEqual({ segment: 'ar', code: 'ar', rest: '/match/lol' });
    expect(splitLanguagePrefix('/ar')).toEqual({ segment: 'ar', code: 'ar', rest: '/' });
    expect(splitLanguagePrefix('/soccer/123')).toEqual({
      segment: 'soccer',
      code: undefined,
      rest: '/soccer/123',
    });
    expect(splitLanguagePrefix('/jp.data').code).toBe('jp');
  });
});

describe('page language from the URL', () => {
  it('renders a prefixed path in its language with the prefix as basename', () => {
    expect(pageLanguage(brand, page('/ar/match', { cookie: 'ar' }), detector)).toEqual({
      kind: 'render',
      language: 'ar',
      basename: '/ar',
      setCookie: undefined,
    });
  });

  it('saves the language in the lang cookie', () => {
    const result = pageLanguage(brand, page('/jp/news/all'), detector);
    expect(result).toMatchObject({ kind: 'render', language: 'jp' });
    expect(result.setCookie).toMatch(/^lang=jp; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it('serves the default language without prefix, and redirects its prefix away', () => {
    expect(pageLanguage(brand, page('/match', { cookie: 'en_US' }), detector)).toEqual({
      kind: 'render',
      language: 'en_US',
      basename: '/',
      setCookie: undefined,
    });
    expect(pageLanguage(brand, page('/en_US/match'), detector)).toMatchObject({
      kind: 'redirect',
      location: '/match',
      setCookie: expect.stringContaining('lang=en_US'),
    });
  });

  it('sends a visitor on an unprefixed page to the detected language', () => {
    expect(pageLanguage(brand, page('/match', { cookie: 'ko' }), detector)).toMatchObject({
      kind: 'redirect',
      location: '/ko/match',
    });
    expect(pageLanguage(brand, page('/', { acceptLanguage: 'ar' }), detector)).toMatchObject({
      kind: 'redirect',
      location: '/ar',
      setCookie: expect.stringContaining('lang=ar'),
    });
    expect(pageLanguage(brand, page('/', { ip: '1.0.1.1' }), detector)).toMatchObject({
      kind: 'redirect',
      location: '/zh_CN',
    });
  });

  it('never redirects data requests of the client router', () => {
    expect(pageLanguage(brand, page('/match.data', { cookie: 'ko' }), detector)).toEqual({
      kind: 'render',
      language: 'en_US',
      basename: '/',
    });
  });

  it('sends prefixes of languages a brand does not offer to its default', () => {
    expect(pageLanguage(limited, page('/de/match'), detector)).toMatchObject({
      kind: 'redirect',
      location: '/match',
      setCookie: expect.stringContaining('lang=zh_CN'),
    });
    expect(pageLanguage(limited, page('/ar'), detector)).toMatchObject({ kind: 'redirect', location: '/' });
    expect(pageLanguage(limited, page('/jp/match'), detector)).toMatchObject({
      kind: 'render',
      language: 'jp',
    });
  });

  it('canonicalises the case of a prefix', () => {
    expect(pageLanguage(brand, page('/ZH_TW/match'), detector)).toMatchObject({
      kind: 'redirect',
      location: '/zh_tw/match',
    });
  });
});

describe('redirects stay on this site (issue 11: open redirect)', () => {
  it('never answer a protocol-relative or backslash location, whatever the path held', () => {
    for (const [pathname, location] of [
      ['/en_US//evil.com/x', '/evil.com/x'],
      ['/en_US/\\evil.com', '/evil.com'],
      ['/en_US/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ] as const) {
      const result = pageLanguage(
        brand,
        { ...page(pathname, { cookie: 'en_US' }), search: '?code=abc' },
        detector,
      );
      expect(result.kind, pathname).toBe('redirect');
      if (result.kind !== 'redirect') continue;
      expect(result.location, pathname).toBe(`${location}?code=abc`);
      expect(result.location).toMatch(/^\/(?![/\\])/);
    }
  });

  it('sameSitePath keeps exactly one leading slash', () => {
    expect(sameSitePath('//evil.com/x')).toBe('/evil.com/x');
    expect(sameSitePath('/\\evil.com')).toBe('/evil.com');
    expect(sameSitePath('\\\\evil.com')).toBe('/evil.com');
    expect(sameSitePath('/ok/path?x=1')).toBe('/ok/path?x=1');
  });
});
