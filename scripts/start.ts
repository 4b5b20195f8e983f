// `npm start`: builds the site when the build is missing or older than its sources, then runs the
// production server (which migrates, seeds on first start and serves on PORT).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const buildEntry = path.join(root, 'build', 'server', 'index.js');
const sources = ['app', 'shared', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'No build yet: building the site…' : 'Sources changed: rebuilding the site…');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.cjs'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

await import('../server/main.ts');
