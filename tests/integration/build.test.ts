import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm test` builds before it runs these; alone, run `npm run build` first. The lists are written by
// the module-list plugin of vite.config.ts.
const root = path.join(import.meta.dirname, '..', '..');

function modulesOf(environment: 'client' | 'ssr'): string[] {
  const file = path.join(root, 'build', `modules-${environment}.json`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}

describe('what the site bundles (decision 013)', () => {
  it.each(['client', 'ssr'] as const)(
    'the %s bundle carries no server module, only app/ and shared/',
    (env) => {
      const modules = modulesOf(env);
      // The lists are real: the layout and the shared match model are in both bundles.
      expect(modules).toContain('app/root.tsx');
      expect(modules).toContain('shared/matches/model.ts');
      expect(modules.filter((m) => m.startsWith('server/'))).toEqual([]);
      const sources = modules.filter((m) => !m.startsWith('node_modules/') && !m.startsWith('\0'));
      expect(sources.filter((m) => !m.startsWith('app/') && !m.startsWith('shared/'))).toEqual([]);
    },
  );

  it('the browser bundle carries no zod (contracts are imported as types only)', () => {
    expect(modulesOf('client').filter((m) => m.includes('node_modules/zod/'))).toEqual([]);
  });
});
