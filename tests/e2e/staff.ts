import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Cookie, Page } from '@playwright/test';
import { expect, signUpIn } from './fixtures.ts';

/** The administrator every browser test server knows (ADMIN_EMAILS in playwright.config.ts). */
export const ADMIN_EMAIL = 'console-admin@example.com';
const ADMIN_PASSWORD = 'console-pass1';

/** The administrator's session cookies of this run, shared by every test (see `signInAdmin`). */
let adminCookies: Cookie[] | undefined;

/**
 * Signs the administrator in. Once per run (the server allows 10 password sign-ins of one account from
 * one address per 15 minutes, and a code only once a minute): later tests reuse the session's cookies
 * while the console still admits them. The first sign-in is by password once the account has one,
 * else with a code, choosing the password.
 */
export async function signInAdmin(page: Page): Promise<void> {
  if (adminCookies) {
    await page.context().addCookies(adminCookies);
    const still = await page.request.get('/java/admin/games');
    if (still.status() === 200) return;
  }
  const byPassword = await page.request.post('/java/login/V2/mobileOrNameToLogin', {
    data: { mobileOrEmail: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if ((await byPassword.json()).status !== 'success') {
    await signUpIn(page, ADMIN_EMAIL);
    const credentials = await page.request.post('/java/user/V2/modifyUser', {
      data: { uname: 'ConsoleAdmin', password: ADMIN_PASSWORD },
    });
    const body = await credentials.json();
    expect(body.status, JSON.stringify(body)).toBe('success');
  }
  // The session's cookies, not the page's language or time zone (each test sets its own).
  adminCookies = (await page.context().cookies()).filter((c) => !['lan', 'lang', 'tz'].includes(c.name));
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
