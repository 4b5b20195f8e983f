import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';

let template: Blob | undefined;

/**
 * The migrated template (made once per run by tests/support/global-setup.ts): an in-memory database
 * starts as a copy of it, in about a quarter of the time an empty cluster takes to initialise.
 */
export function databaseTemplate(): Blob {
  template ??= new Blob([readFileSync(inject('databaseTemplate'))]);
  return template;
}

/** A fresh, migrated in-memory PGlite of this test file's own. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const database = await openDatabase({ template: databaseTemplate() });
  await database.migrate();
  return database;
}
