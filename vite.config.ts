import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * Writes `build/modules-<environment>.json`: every source module each build bundled (relative to the
 * project). `tests/integration/build.test.ts` reads them: no server module may be in a bundle (the
 * process loads server/ from source; a bundled copy is a second, diverging copy) and no zod in the
 * browser's. Outside the served folders on purpose.
 */
function moduleList(): Plugin {
  return {
    name: 'arena:module-list',
    apply: 'build',
    writeBundle(_options, bundle) {
      const ids = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const file = id.split('?')[0] ?? id;
          ids.add(path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join('/') : file);
        }
      }
      mkdirSync(path.join(root, 'build'), { recursive: true });
      writeFileSync(
        path.join(root, 'build', `modules-${this.environment.name}.json`),
        `${JSON.stringify([...ids].sort(), null, 1)}\n`,
      );
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), moduleList()],
  build: { target: 'es2022' },
});
