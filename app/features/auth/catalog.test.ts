import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const catalogPath = path.join(import.meta.dirname, '..', '..', '..', 'locales', 'en_US', 'auth.json');
const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

/** Every key the dialog's code names: `t('…')` calls, `i18nKey="…"` and the validators' message keys. */
function keysUsed(): Set<string> {
  const used = new Set<string>();
  for (const file of readdirSync(import.meta.dirname)) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
    for (const match of source.matchAll(/\bt\('([\w.]+)'|i18nKey="([\w.]+)"|'(validation\.\w+)'/g)) {
      used.add(match[1] ?? match[2] ?? match[3] ?? '');
    }
  }
  // Keys built from a value: the provider buttons and the older dialog's tabs.
  for (const provider of ['line', 'google', 'x', 'apple', 'qq', 'wechat']) used.add(`chooser.${provider}`);
  for (const tab of ['code', 'password']) used.add(`oldTab.${tab}`);
  return used;
}

describe('The English auth catalog (locales/en_US/auth.json)', () => {
  const catalog = JSON.parse(readFileSync(catalogPath, 'utf8')) as Record<string, unknown>;
  const keys = keysOf(catalog);

  it('has every string the dialog shows', () => {
    expect([...keysUsed()].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('has no string the dialog does not show', () => {
    const used = keysUsed();
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
  });

  it('words the validation messages as the spec does', () => {
    const validation = catalog.validation as Record<string, string>;
    expect(validation.phoneEmpty).toBe('Phone number cannot be empty');
    expect(validation.codeEmpty).toBe('Verification code cannot be empty');
    expect(validation.passwordEmpty).toBe('Password cannot be empty');
    expect(validation.usernamePattern).toBe('Username can only contain letters and numbers');
  });

  it('counts down in seconds', () => {
    expect((catalog.code as Record<string, string>).resendIn).toContain('{{seconds}}');
  });
});
