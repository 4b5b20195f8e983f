import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from '../../../server/brands/registry.ts';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { testBrand } from '../../../tests/support/brands.ts';
import { LEGAL_PAGES, legalView } from './content.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');
const read = (code: string) =>
  JSON.parse(readFileSync(path.join(root, 'locales', code, 'legal.json'), 'utf8')) as Record<string, unknown>;
const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const at = (catalog: unknown, key: string) =>
  key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], catalog);

const brands = loadBrands(path.join(root, 'config', 'brands')).all;

describe('the legal catalogs (locales/*/legal.json)', () => {
  const english = read('en_US');

  it.each(LANGUAGES.map((l) => l.code))(
    '%s has exactly the keys of en_US and keeps its placeholders',
    (code) => {
      expect(existsSync(path.join(root, 'locales', code, 'legal.json'))).toBe(true);
      const catalog = read(code);
      expect(keysOf(catalog).sort()).toEqual(keysOf(english).sort());
      for (const key of keysOf(english)) {
        const placeholders = String(at(english, key)).match(/\{\{\w+\}\}/g) ?? [];
        for (const p of placeholders) expect(String(at(catalog, key)), `${code}:${key}`).toContain(p);
        expect(String(at(catalog, key)).trim(), `${code}:${key}`).not.toBe('');
      }
    },
  );
});

describe('the legal pages of both brands', () => {
  it('have two brands with their company facts', () => {
    expect(brands.map((b) => b.id).sort()).toEqual(['arena', 'dragon']);
    for (const brand of brands) expect(brand.company?.name, brand.id).toBeTruthy();
  });

  for (const brand of brands) {
    it(`${brand.id}: every page in every language resolves every placeholder and has content`, () => {
      for (const { code, tag } of LANGUAGES) {
        const catalog = read(code);
        for (const key of LEGAL_PAGES) {
          const view = legalView(key, catalog, brand, tag);
          const where = `${brand.id} ${code} ${key}`;
          expect(JSON.stringify(view), where).not.toContain('{{');
          // A fact ending in a full stop ("Pte. Ltd.") never ends a sentence: no "Ltd..".
          expect(JSON.stringify(view), where).not.toMatch(/[^.]\.\.(?!\.)/);
          expect(view.summary, where).not.toBe('');
          if (key === 'index') continue;
          expect(view.sections.length, where).toBeGreaterThan(0);
          for (const section of view.sections) {
            expect(section.heading, where).not.toBe('');
            expect(
              section.paragraphs.length + section.items.length,
              `${where} ${section.id}`,
            ).toBeGreaterThan(0);
          }
        }
      }
    });
  }

  it('date the documents in the page language and name the governing law there', () => {
    const arena = brands.find((b) => b.id === 'arena');
    const dragon = brands.find((b) => b.id === 'dragon');
    if (!arena || !dragon) throw new Error('brands missing');
    const service = legalView('service', read('en_US'), arena, 'en-US');
    expect(service.dates).toBe('Effective November 1, 2026');
    expect(JSON.stringify(service.sections)).toContain('the laws of Singapore');
    const zh = legalView('service', read('zh_CN'), dragon, 'zh-CN');
    expect(zh.dates).toContain('2026年10月15日');
    expect(zh.dates).toContain('2026年11月20日');
    expect(JSON.stringify(zh.sections)).toContain('香港');
  });

  it('list the operator on the certificate page, "not provided" where the brand names nothing', () => {
    const arena = brands.find((b) => b.id === 'arena');
    if (!arena) throw new Error('arena missing');
    const facts = Object.fromEntries(
      legalView('certificate', read('en_US'), arena, 'en-US').facts.map((f) => [f.id, f.value]),
    );
    expect(facts).toMatchObject({
      company: 'Arena Live Media Pte. Ltd.',
      registration: '202612345K',
      licence: 'Not provided',
      law: 'Singapore',
    });
    const bare = testBrand();
    const ar = legalView('certificate', read('ar'), bare, 'ar');
    const notProvided = (read('ar').ui as Record<string, string>).notProvided;
    expect(ar.facts.find((f) => f.id === 'registration')?.value).toBe(notProvided);
    expect(ar.facts.find((f) => f.id === 'company')?.value).toBe('Test Live');
  });

  it('link the configured apps on /download, and say "coming soon" without any', () => {
    const byId = (id: string) => brands.find((b) => b.id === id) ?? testBrand();
    const arena = legalView('download', read('en_US'), byId('arena'), 'en-US');
    expect(arena.apps.map((a) => [a.platform, a.href])).toEqual([
      ['ios', 'https://apps.example/arena-ios'],
      ['android', 'https://apps.example/arena-android'],
      ['apk', 'https://arena.example/download/arena-live.apk'],
    ]);
    expect(arena.apps[0]?.label).toBe('Download Arena Live on the App Store');
    expect(arena.appsSoon).toBeNull();
    expect(arena.sections.map((s) => s.id)).toContain('apk');
    // Dragon Score's store links come from its downloads; it offers no APK, so no APK section.
    const dragon = legalView('download', read('zh_CN'), byId('dragon'), 'zh-CN');
    expect(dragon.apps.map((a) => a.platform)).toEqual(['ios', 'android']);
    expect(dragon.sections.map((s) => s.id)).not.toContain('apk');
    const none = legalView('download', read('jp'), testBrand(), 'ja');
    expect(none.apps).toEqual([]);
    expect(none.appsSoon).toContain('Test Live');
  });
});
