import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signUpIn } from './fixtures.ts';

/** The administrator every browser test server knows (ADMIN_EMAILS in playwright.config.ts). */
export const ADMIN_EMAIL = 'console-admin@example.com';
const ADMIN_PASSWORD = 'console-pass1';

/**
 * Signs the administrator in: by password once it has one (a code may be asked for only once a
 * minute, and every project and language signs in again), else with a code, choosing the password.
 */
export async function signInAdmin(page: Page): Promise<void> {
  const byPassword = await page.request.post('/java/login/V2/mobileOrNameToLogin', {
    data: { mobileOrEmail: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if ((await byPassword.json()).status === 'success') return;
  await signUpIn(page, ADMIN_EMAIL);
  const credentials = await page.request.post('/java/user/V2/modifyUser', {
    data: { uname: 'ConsoleAdmin', password: ADMIN_PASSWORD },
  });
  const body = await credentials.json();
  expect(body.status, JSON.stringify(body)).toBe('success');
}

export type Catalog = Record<string, unknown>;

/** A catalog of the product (`locales/<language>/<namespace>.json`). */
export const catalog = (language: string, namespace: string): Catalog =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '..', '..', 'locales', language, `${namespace}.json`),
      'utf8',
    ),
  ) as Catalog;

/** A text of a catalog by its dotted key. */
export const text = (from: Catalog, key: string): string => {
  const found = key.split('.').reduce<unknown>((at, part) => (at as Catalog | undefined)?.[part], from);
  if (typeof found !== 'string') throw new Error(`no text at ${key}`);
  return found;
};
