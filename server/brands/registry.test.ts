import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from './registry.ts';

const theme = {
  primary: '#000000',
  primaryContrast: '#ffffff',
  accent: '#000000',
  background: '#ffffff',
  surface: '#ffffff',
  text: '#000000',
  mutedText: '#000000',
  border: '#000000',
};

function brandDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'brands-'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(dir, name), JSON.stringify(content));
  return dir;
}

const a = {
  id: 'a',
  projectName: 'A',
  defaultLanguage: 'en_US',
  hosts: { production: { web: ['a.example'] } },
  theme,
};
const b = {
  id: 'b',
  projectName: 'B',
  defaultLanguage: 'zh_CN',
  hosts: { production: { web: ['b.example'] } },
  theme,
};

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
    const bad = { ...a, theme: { ...theme, primary: 'blue' } };
    expect(() => loadBrands(brandDir({ 'bad.json': bad }))).toThrow(/bad\.json: field "theme\.primary"/);
    const badLang = { ...a, defaultLanguage: 'xx' };
    expect(() => loadBrands(brandDir({ 'bad.json': badLang }))).toThrow(/field "defaultLanguage"/);
  });

  it('ships with a valid arena brand', () => {
    const shipped = loadBrands(path.join(import.meta.dirname, '..', '..', 'config', 'brands'));
    expect(shipped.all.map((brand) => brand.id)).toContain('arena');
  });
});
