// Vitest's global setup: the test database is migrated once per run (and kept between runs while the
// migrations do not change), then every test file starts from a copy of it (tests/support/db.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../../server/db/client.ts';
import { installJobSchema } from '../../server/jobs/runner.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated template database: a PGlite data directory dumped as a tarball. */
    databaseTemplate: string;
  }
}

/** A name that changes whenever a migration, the embedded database's version or pg-boss's does. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const pglite = path.join(
    import.meta.dirname,
    '..',
    '..',
    'node_modules',
    '@electric-sql',
    'pglite',
    'package.json',
  );
  hash.update(readFileSync(pglite));
  // The template carries pg-boss's schema too (the job runner of every test app would create it).
  hash.update(
    readFileSync(path.join(import.meta.dirname, '..', '..', 'node_modules', 'pg-boss', 'package.json')),
  );
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  const file = path.join(tmpdir(), `arena-test-template-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({});
    await database.migrate();
    await installJobSchema(database);
    const dump = await database.dump?.();
    await database.close();
    if (!dump) throw new Error('the embedded database cannot dump its data directory');
    // Written aside then renamed: a concurrent run never reads half a template.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  project.provide('databaseTemplate', file);
}
