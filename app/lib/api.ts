import { endActivity, startActivity } from '../ui/loading-store.ts';
import { showToast } from '../ui/toast-store.ts';
import { type ApiClient, clearSessionAndGoHome, createApiClient } from './api-client.ts';

/** A readable cookie's value (the session token cookie is HttpOnly: the browser sends it itself). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

let client: ApiClient | undefined;
let background: ApiClient | undefined;

/** Sets up the page's API client from what the page knows (called once by the app shell). */
export function configureApi(options: {
  baseUrl: string;
  language: string;
  homePath: string;
  systemErrorText: () => string;
}): void {
  const shared = {
    baseUrl: options.baseUrl,
    language: () => options.language,
    token: () => readCookie('token'),
    systemErrorText: options.systemErrorText,
    onSessionInvalid: () => clearSessionAndGoHome(options.homePath),
  };
  client = createApiClient({
    ...shared,
    notify: (message) => showToast(message),
    onActivity: (delta) => (delta > 0 ? startActivity() : endActivity()),
  });
  background = createApiClient({ ...shared, notify: () => undefined });
}

/** The browser's one API client for `/java/*` calls. */
export function api(): ApiClient {
  if (!client) throw new Error('configureApi() has not run yet');
  return client;
}

/**
 * For refreshes the page makes by itself (live snapshots after a reconnect): no loading bar, no
 * error toast; the caller keeps what it shows when one fails.
 */
export function backgroundApi(): ApiClient {
  if (!background) throw new Error('configureApi() has not run yet');
  return background;
}

/** The text of a failed call: the server's errorMsg (or the system-error text the client put there). */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
