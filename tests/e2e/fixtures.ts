import { AxeBuilder } from '@axe-core/playwright';
import {
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import { codeFromOutboxDir } from '../support/outbox.ts';

export { expect };

/** The newest code the server's dev outbox (in the E2E data directory) delivered to `to`. */
export const codeFor = (to: string) => codeFromOutboxDir(process.env.E2E_DATA_DIR ?? '', to);

/** A new address for `label`, unique across projects, retries and runs. */
export const newEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs `email` up through the API in `page`'s context: its cookies then carry the session. */
export async function signUpIn(page: Page, email: string): Promise<{ uid: number; email: string }> {
  const sent = await page.request.post('/java/login/V2/sendEmailcheckCode', {
    data: { mobileOrEmail: email },
  });
  expect((await sent.json()).status).toBe('success');
  const login = await page.request.post('/java/login/V2/getLoginByEmailCheckCode', {
    data: { mobileOrEmail: email, checkCode: await codeFor(email) },
  });
  const body = await login.json();
  expect(body.status, JSON.stringify(body)).toBe('success');
  return { uid: body.result.user.uid as number, email };
}

/** The page's language, by the `lang` cookie (the URL prefix still wins). */
export async function inLanguage(context: BrowserContext, baseURL: string | undefined, lang = 'en_US') {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
}

/** React has hydrated and the socket to /ws is open once the header's live badge says so. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.live-status')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
}

/**
 * Clicks the header's sign-in button (named `name` in the page's language) until the page has
 * hydrated and the login dialog is open. Its panels load on the first opening (login-forms.ts), so
 * a click that started the loading is not repeated.
 */
export async function openSignIn(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.locator('dialog.auth-dialog');
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await page.getByRole('banner').getByRole('button', { name, exact: true }).click({ timeout: 2000 });
    }
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

/** No WCAG 2.1 A/AA violation (in `include` only, when given). */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) axe = axe.include(include);
  const results = await axe.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The page's socket, held open to the server, so a test can push frames as the feed would. */
export async function holdSocket(page: Page): Promise<() => WebSocketRoute> {
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });
  return () => {
    const ws = sockets.at(-1);
    if (!ws) throw new Error('no socket');
    return ws;
  };
}

/** Nothing is wider than the screen (375 px on the phone project). */
export async function expectFitsScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

interface Fixtures {
  /** Signs a new account (named after `label`) up in this page's context. */
  signUp(label: string): Promise<{ uid: number; email: string }>;
  /** Sets this context's language to English (the `lang` cookie). */
  inEnglish(): Promise<void>;
  /** Waits until this page has hydrated and its socket is open. */
  hydrated(): Promise<void>;
  /** No WCAG A/AA violation on this page (or inside `include`). */
  expectAccessible(include?: string): Promise<void>;
}

/** The one Playwright test of the suite, with the fixtures every spec shares. */
export const test = base.extend<Fixtures>({
  signUp: async ({ page }, use) => {
    await use((label) => signUpIn(page, newEmail(label)));
  },
  inEnglish: async ({ context, baseURL }, use) => {
    await use(() => inLanguage(context, baseURL));
  },
  hydrated: async ({ page }, use) => {
    await use(() => hydrated(page));
  },
  expectAccessible: async ({ page }, use) => {
    await use((include) => expectAccessible(page, include));
  },
});

/** The browsers' time zone (playwright.config.ts `timezoneId`): the viewer's day of every list. */
export const VIEWER_ZONE = 'Asia/Shanghai';

/**
 * The finished matches of a match list (`/match`, `/match/<game>`) on the viewer's yesterday: a
 * whole day of results whatever the hour, where today's list has none just after the viewer's
 * midnight (16:00 UTC in Shanghai; a CI run then found no finished row).
 */
export function finishedList(path: string): string {
  const yesterday = new Intl.DateTimeFormat('en-CA', {
    timeZone: VIEWER_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() - 86_400_000));
  return `${path}?date=${yesterday}&tab=finished`;
}
