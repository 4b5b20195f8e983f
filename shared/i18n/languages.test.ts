import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLanguage, LANGUAGES, languageFromAcceptLanguage, NAMESPACES } from './languages.ts';

describe('interface languages (spec section 1)', () => {
  it('are exactly the 22 codes of the spec', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([
      'en_US',
      'zh_CN',
      'zh_tw',
      'vi',
      'es',
      'pt',
      'fr',
      'de',
      'sv',
      'ru',
      'uk',
      'da',
      'pl',
      'nl',
      'ko',
      'ms',
      'tl',
      'el',
      'tr',
      'thai',
      'ar',
      'jp',
    ]);
  });

  it('render Arabic right-to-left and the rest left-to-right', () => {
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('find a code case-insensitively', () => {
    expect(findLanguage('ZH_TW')?.code).toBe('zh_tw');
    expect(findLanguage('nope')).toBeUndefined();
  });

  it('map Accept-Language tags by quality', () => {
    expect(languageFromAcceptLanguage('ja-JP,ja;q=0.9,en;q=0.8')).toBe('jp');
    expect(languageFromAcceptLanguage('zh-HK')).toBe('zh_tw');
    expect(languageFromAcceptLanguage('zh-Hant-TW')).toBe('zh_tw');
    expect(languageFromAcceptLanguage('zh')).toBe('zh_CN');
    expect(languageFromAcceptLanguage('th-TH')).toBe('thai');
    expect(languageFromAcceptLanguage('fil')).toBe('tl');
    expect(languageFromAcceptLanguage('pt-PT')).toBe('pt');
    expect(languageFromAcceptLanguage('xx, en;q=0.1')).toBe('en_US');
    expect(languageFromAcceptLanguage('de;q=0.2, fr;q=0.8')).toBe('fr');
    expect(languageFromAcceptLanguage('*')).toBeUndefined();
  });
});

describe('translation catalogs', () => {
  const dir = path.join(import.meta.dirname, '..', '..', 'locales');
  const keysOf = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
      : [prefix];
  const read = (code: string, ns: string) =>
    JSON.parse(readFileSync(path.join(dir, code, `${ns}.json`), 'utf8')) as Record<string, unknown>;

  it.each(NAMESPACES)('%s exists in all 22 languages with the same keys as en_US', (ns) => {
    const reference = keysOf(read('en_US', ns)).sort();
    for (const { code } of LANGUAGES) {
      expect(existsSync(path.join(dir, code, `${ns}.json`)), `${code}/${ns}.json`).toBe(true);
      expect(keysOf(read(code, ns)).sort(), `${code}/${ns}.json`).toEqual(reference);
    }
  });

  it('keeps every placeholder of the English text', () => {
    for (const ns of NAMESPACES) {
      const english = read('en_US', ns);
      for (const { code } of LANGUAGES) {
        const other = read(code, ns);
        for (const key of keysOf(english)) {
          const get = (o: unknown) =>
            key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o);
          const placeholders = String(get(english)).match(/\{\{\w+\}\}/g) ?? [];
          for (const p of placeholders) expect(String(get(other)), `${code}/${ns}:${key}`).toContain(p);
        }
      }
    }
  });

  it('is really translated: beyond a few proper nouns no string equals the English one', () => {
    // Game titles (the numeric keys of `games`) are proper nouns (CS:GO, Dota 2...) and may be
    // written the same everywhere; match statuses and periods in `games` are words like any other.
    const isGameTitle = (ns: string, key: string) => ns === 'games' && /^\d+$/.test(key);
    // Line-up positions and esports roles are the sports' own jargon, often borrowed as they are
    // (Libero, Quarterback, Jungle, AWPer).
    const isJargon = (ns: string, key: string) => ns === 'matches' && key.startsWith('centre.position.');
    // The brand page names sign-in providers and app stores by their own names (Google, WeChat, App Store).
    const isProductName = (ns: string, key: string) =>
      ns === 'console' && (key.startsWith('brand.providers.') || key.startsWith('brand.platforms.'));
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en_US')) {
      const same: string[] = [];
      for (const ns of NAMESPACES) {
        const english = read('en_US', ns);
        const other = read(code, ns);
        for (const key of keysOf(english).filter(
          (k) => !isGameTitle(ns, k) && !isJargon(ns, k) && !isProductName(ns, k),
        )) {
          const get = (o: unknown) =>
            key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o);
          const value = get(english);
          // A string of placeholders and signs only ("{{count}} / {{max}}") has nothing to translate.
          if (!/\p{L}/u.test(String(value).replace(/\{\{\w+\}\}/g, ''))) continue;
          // Acronyms such as VIP and SVIP are the same in every language.
          if (value === get(other) && !/^[A-Z0-9 ./+-]+$/.test(String(value))) same.push(`${ns}:${key}`);
        }
      }
      expect(same.length, `${code}: ${same.join(', ')}`).toBeLessThanOrEqual(3);
    }
  });

  it('is really translated: the not-found message differs from English in every other language', () => {
    const english = read('en_US', 'errors').notFound;
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en_US')) {
      expect(read(code, 'errors').notFound, code).not.toBe(english);
    }
  });
});
