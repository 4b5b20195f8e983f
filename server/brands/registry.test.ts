import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testBrand } from '../../tests/support/brands.ts';
import { brandHosts, loadBrands } from './registry.ts';

function brandDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'brands-'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(dir, name), JSON.stringify(content));
  return dir;
}

const hosts = (web: string[]) => ({
  production: { web, api: '', liveData: '', im: '', recharge: '', mobile: 'https://m.example' },
});
const a = testBrand({ id: 'a', projectName: 'A', languages: ['en_US'], hosts: hosts(['a.example']) });
const b = testBrand({
  id: 'b',
  projectName: 'B',
  defaultLanguage: 'zh_CN',
  languages: ['zh_CN', 'en_US'],
  hosts: hosts(['b.example']),
  seo: {
    zh_CN: { title: 'B', description: 'B', keywords: 'b' },
    en_US: { title: 'B', description: 'B', keywords: 'b' },
  },
});

describe('brand registry', () => {
  it('chooses the brand by Host, ignoring the port, and falls back to the first', () => {
    const brands = loadBrands(brandDir({ 'a.json': a, 'b.json': b }));
    expect(brands.resolve('b.example:8080').id).toBe('b');
    expect(brands.resolve('B.EXAMPLE').id).toBe('b');
    expect(brands.resolve('unknown.example').id).toBe('a');
    expect(brands.resolve(undefined).id).toBe('a');
  });

  it('is forced by BRAND whatever the Host', () => {
    expect(loadBrands(brandDir({ 'a.json': a, 'b.json': b }), 'b').resolve('a.example').id).toBe('b');
    expect(() => loadBrands(brandDir({ 'a.json': a }), 'zzz')).toThrow(/BRAND=zzz/);
  });

  it('refuses a bad file at start, naming the field', () => {
    const bad = { ...a, theme: { ...a.theme, primary: 'blue' } };
    expect(() => loadBrands(brandDir({ 'bad.json': bad }))).toThrow(/bad\.json: field "theme\.primary"/);
    const badLang = { ...a, defaultLanguage: 'xx' };
    expect(() => loadBrands(brandDir({ 'bad.json': badLang }))).toThrow(/field "defaultLanguage"/);
  });

  it('takes an IANA time zone for match times, and nothing else', () => {
    const zoned = loadBrands(brandDir({ 'a.json': { ...a, timeZone: 'Asia/Shanghai' } }));
    expect(zoned.resolve(undefined).timeZone).toBe('Asia/Shanghai');
    for (const timeZone of ['+08:00', 'Mars/Olympus_Mons']) {
      expect(() => loadBrands(brandDir({ 'a.json': { ...a, timeZone } }))).toThrow(/field "timeZone"/);
    }
  });

  it('reads the pinned leagues of the match lists by game slug, and refuses an unknown game', () => {
    const pins = [
      { game: 'soccer', league: 'Albion Premier League' },
      { game: 'lol', league: 'LoL World Championship' },
    ];
    const pinned = loadBrands(brandDir({ 'a.json': { ...a, pinnedLeagues: pins } }));
    expect(pinned.resolve(undefined).pinnedLeagues).toEqual([
      { gameId: 202, name: 'Albion Premier League' },
      { gameId: 1, name: 'LoL World Championship' },
    ]);
    expect(loadBrands(brandDir({ 'a.json': a })).resolve(undefined).pinnedLeagues).toEqual([]);
    const unknown = { ...a, pinnedLeagues: [{ game: 'quidditch', league: 'Cup' }] };
    expect(() => loadBrands(brandDir({ 'a.json': unknown }))).toThrow(/field "pinnedLeagues\.0\.game"/);
    const shipped = loadBrands(path.join(import.meta.dirname, '..', '..', 'config', 'brands'));
    for (const brand of shipped.all) expect(brand.pinnedLeagues?.length).toBeGreaterThan(0);
  });

  it('requires SEO texts for every language the brand offers', () => {
    const missing = { ...b, seo: { zh_CN: b.seo.zh_CN } };
    expect(() => loadBrands(brandDir({ 'b.json': missing }))).toThrow(/field "seo\.en_US" is missing/);
  });

  it('requires every host of an environment', () => {
    const noMobile = {
      ...a,
      hosts: { production: { web: ['a.example'], api: '', liveData: '', im: '', recharge: '' } },
    };
    expect(() => loadBrands(brandDir({ 'a.json': noMobile }))).toThrow(/field "hosts\.production\.mobile"/);
  });

  it('gives a page the hosts of the environment its Host belongs to', () => {
    const shipped = loadBrands(path.join(import.meta.dirname, '..', '..', 'config', 'brands'));
    const arena = shipped.resolve('localhost');
    // The development hosts name no mobile site (a page then announces no mobile alternate).
    expect(brandHosts(arena, 'production', 'localhost:3000').mobile).toBe('');
    expect(brandHosts(arena, 'production', 'localhost:3000').api).toBe('');
    expect(brandHosts(arena, 'production', 'arena.example').mobile).toBe('https://m.arena.example');
    expect(brandHosts(arena, 'production', 'unknown.example').api).toBe('https://arena.example');
  });

  it('ships with a valid arena brand', () => {
    const shipped = loadBrands(path.join(import.meta.dirname, '..', '..', 'config', 'brands'));
    expect(shipped.all.map((brand) => brand.id)).toEqual(['arena', 'dragon']);
    expect(shipped.all.find((brand) => brand.id === 'dragon')?.timeZone).toBe('Asia/Shanghai');
    expect(shipped.all.find((brand) => brand.id === 'dragon')?.languages).toEqual([
      'zh_CN',
      'zh_tw',
      'en_US',
      'jp',
      'pt',
      'vi',
      'ko',
    ]);
  });
  it('validates the operator block the legal pages read (company)', () => {
    const company = {
      name: 'A Ltd.',
      address: '1 Example Street',
      email: 'legal@a.example',
      governingLaw: 'SG',
      effectiveDate: '2026-11-01',
    };
    const withCompany = (extra: Record<string, unknown>) =>
      loadBrands(brandDir({ 'a.json': { ...a, company: { ...company, ...extra } } }));
    expect(withCompany({}).resolve(undefined).company).toEqual({ ...company, apps: {} });
    expect(() => withCompany({ governingLaw: 'Singapore' })).toThrow(/field "company\.governingLaw"/);
    for (const governingLaw of ['ZZ', 'XX'])
      expect(() => withCompany({ governingLaw })).toThrow(/field "company\.governingLaw"/);
    expect(() => withCompany({ effectiveDate: '2026-02-30' })).toThrow(/field "company\.effectiveDate"/);
    expect(() => withCompany({ email: 'nobody' })).toThrow(/field "company\.email"/);
    expect(() => withCompany({ apps: { windows: 'https://x.example' } })).toThrow(/field "company\.apps"/);
    expect(() => withCompany({ lastUpdated: '2026-10-01' })).toThrow(
      /"company\.lastUpdated" must not be before/,
    );
    // The footer's store badges (downloads) and the download page's links (company.apps) agree.
    const badges = [{ platform: 'ios', href: 'https://apps.example/a-ios', icon: '/badge.svg' }];
    const disagreeing = {
      ...a,
      downloads: badges,
      company: { ...company, apps: { ios: 'https://x.example' } },
    };
    expect(() => loadBrands(brandDir({ 'a.json': disagreeing }))).toThrow(/field "company\.apps\.ios"/);
  });

  it('takes an https:// template of a vendor animation widget, and refuses any other at start', () => {
    const urlTemplate = 'https://widgets.vendor.example/match/{matchId}?sport={game}&lang={lang}';
    const framed = loadBrands(brandDir({ 'a.json': { ...a, animation: { urlTemplate } } }));
    expect(framed.resolve(undefined).animation).toEqual({ urlTemplate });
    expect(loadBrands(brandDir({ 'a.json': a })).resolve(undefined).animation).toBeUndefined();
    for (const [bad, why] of [
      ['http://widgets.vendor.example/{matchId}', /must be an https:\/\/ address/],
      ['javascript:alert(1)//{matchId}', /must be an https:\/\/ address/],
      ['/widget/{matchId}', /must be an https:\/\/ address/],
      ['https://{game}.vendor.example/{matchId}', /must not use a placeholder in its host/],
      ['https://widgets.vendor.example/{externalId}', /uses the unknown placeholder \{externalId\}/],
    ] as const) {
      expect(() => loadBrands(brandDir({ 'a.json': { ...a, animation: { urlTemplate: bad } } }))).toThrow(
        new RegExp(`a\\.json: field "animation\\.urlTemplate" ${why.source}`),
      );
    }
    expect(() =>
      loadBrands(brandDir({ 'a.json': { ...a, animation: { urlTemplate, height: 300 } } })),
    ).toThrow(/field "animation"/);
  });
});
