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
      // What each chunk holds, module by module (bytes after tree-shaking, before minifying): the
      // bench and anyone trimming a bundle read it.
      const chunks: Record<string, unknown> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          const file = id.split('?')[0] ?? id;
          modules[path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join('/') : file] =
            info.renderedLength;
        }
        chunks[output.fileName] = {
          bytes: output.code.length,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules,
        };
      }
      writeFileSync(
        path.join(root, 'build', `chunks-${this.environment.name}.json`),
        `${JSON.stringify(chunks, null, 1)}\n`,
      );
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), moduleList()],
  build: { target: 'es2022' },
});
