/**
 * The translate function (decision 017): what the catalogs of `locales/` rely on, as i18next did it,
 * and a check that no catalog uses a feature it does not have.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslate, interpolate, lookup } from './translate.ts';

const catalogs = {
  common: { hello: 'Hello {{name}}', nav: { home: 'Home' }, empty: '' },
  matches: { row: { redCards: '{{n}} red cards · {{ n }}' }, list: ['First', 'Second {{brand}}'] },
};

describe('createTranslate', () => {
  const t = createTranslate(catalogs, 'matches');

  it('reads nested keys of its namespace, and another namespace by prefix or option', () => {
    expect(t('row.redCards', { n: 2 })).toBe('2 red cards · 2');
    expect(t('common:nav.home')).toBe('Home');
    expect(t('nav.home', { ns: 'common' })).toBe('Home');
    expect(t('common:empty')).toBe('');
  });

  it('fills placeholders from the options, leaves one without a value as written', () => {
    expect(t('common:hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('common:hello', { name: 0 })).toBe('Hello 0');
    expect(t('common:hello')).toBe('Hello {{name}}');
    expect(t('common:hello', { other: 'x' })).toBe('Hello {{name}}');
  });

  it('answers a missing key or an object with the default value, else the key without its namespace', () => {
    expect(t('row.missing')).toBe('row.missing');
    expect(t('common:nav')).toBe('nav');
    expect(t('nope:x.y')).toBe('x.y');
    expect(t('row.missing', { defaultValue: '' })).toBe('');
    expect(t('row.missing', { defaultValue: 'About {{n}}', n: 3 })).toBe('About 3');
    // Inherited properties are not keys.
    expect(t('row.constructor')).toBe('row.constructor');
    expect(t('toString')).toBe('toString');
  });

  it('fills gaps from the fallback language when given one', () => {
    const ar = createTranslate({ common: { nav: { home: 'الرئيسية' } } }, 'common', catalogs);
    expect(ar('nav.home')).toBe('الرئيسية');
    expect(ar('hello', { name: 'x' })).toBe('Hello x');
  });

  it('reads list items by index, as the legal pages do', () => {
    expect(lookup(catalogs.matches, 'list.1')).toBe('Second {{brand}}');
    expect(interpolate('Second {{brand}}', { brand: 'Arena' })).toBe('Second Arena');
  });
});

describe('the catalogs use nothing the translate function lacks', () => {
  const root = path.join(import.meta.dirname, '..', '..', 'locales');
  const texts: string[] = [];
  const keys: string[] = [];
  for (const language of readdirSync(root)) {
    for (const file of readdirSync(path.join(root, language))) {
      const walk = (value: unknown, at: string) => {
        if (typeof value === 'string') texts.push(value);
        else if (value && typeof value === 'object')
          for (const [key, inner] of Object.entries(value)) {
            keys.push(`${language}/${file}:${at}${key}`);
            walk(inner, `${at}${key}.`);
          }
      };
      walk(JSON.parse(readFileSync(path.join(root, language, file), 'utf8')), '');
    }
  }

  it('reads 22 languages', () => {
    expect(readdirSync(root)).toHaveLength(22);
    expect(texts.length).toBeGreaterThan(10_000);
  });

  it('has no plural suffixes, nesting, formatters or unescaped placeholders', () => {
    expect(keys.filter((key) => /_(zero|one|two|few|many|other|plural)$/.test(key))).toEqual([]);
    expect(texts.filter((text) => text.includes('$t('))).toEqual([]);
    const placeholders = texts.flatMap((text) => text.match(/\{\{[^}]*\}\}/g) ?? []);
    expect(placeholders.filter((p) => !/^\{\{\w+\}\}$/.test(p))).toEqual([]);
  });

  it('has no key with a dot or a colon in it', () => {
    expect(
      keys.filter((key) =>
        /[.:]/.test(
          key
            .slice(key.lastIndexOf(':') + 1)
            .split('.')
            .at(-1) ?? '',
        ),
      ),
    ).toEqual([]);
  });
});
