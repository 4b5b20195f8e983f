/**
 * The browser's client for the `/java` JSON API (spec section 7, "Requests"). Everything it touches
 * outside itself (fetch, language, token, toasts, session handling, the loading bar) is passed in,
 * so the same code runs in the page and in Node tests.
 */

export type ApiParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiClientOptions {
  /** The brand's API host, e.g. `https://api.example.com`; '' for the page's own origin. */
  baseUrl?: string;
  /** The current language code, sent as the `lan` header. */
  language: () => string;
  /** The session token (from the `token` cookie), sent as the `token` header when present. */
  token: () => string | undefined;
  fetch?: typeof globalThis.fetch;
  /** Shows an error toast. */
  notify: (message: string) => void;
  /** The translated "system exception, please try again later" text. */
  systemErrorText: () => string;
  /** errorCode 3000 or 3001: the session is no longer valid. */
  onSessionInvalid: () => void;
  /** +1 when a call starts, -1 when it settles (the page loading bar follows these). */
  onActivity?: (delta: 1 | -1) => void;
  /** Pause between retries after a network failure. */
  retryDelayMs?: number;
}

export interface RequestOptions {
  /** Do not toast on failure (the caller only logs it, like getPrivateKey). */
  silent?: boolean;
}

export interface ApiClient {
  get<T>(path: string, params?: ApiParams, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, params?: ApiParams, options?: RequestOptions): Promise<T>;
}

/** A call that did not succeed: a failure envelope, an unreadable answer or an unreachable server. */
export class ApiFailure extends Error {
  /** The envelope's `code`, the HTTP status of an unreadable answer, or undefined when unreachable. */
  readonly code: number | undefined;
  readonly errorCode: number | undefined;
  /** The envelope's `msg`; for errorCode 2010 (social account without email) it holds the social id. */
  readonly msg: string;

  constructor(
    message: string,
    code: number | undefined,
    errorCode: number | undefined,
    cause?: unknown,
    msg = '',
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiFailure';
    this.code = code;
    this.errorCode = errorCode;
    this.msg = msg;
  }
}

/** Spec: "Requests retry up to 3 times." */
export const MAX_RETRIES = 3;
/** Spec: "errorCode 3000 or 3001 means the session is invalid." */
export const SESSION_INVALID_ERROR_CODES: readonly number[] = [3000, 3001];
/** Spec: "A response with status fail, or code 400 or -1, shows an error toast". */
const FAILURE_CODES: readonly number[] = [400, -1];

interface Envelope {
  status?: unknown;
  result?: unknown;
  code?: unknown;
  errorCode?: unknown;
  errorMsg?: unknown;
  msg?: unknown;
}

const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retryDelayMs = options.retryDelayMs ?? 300;
  const base = `${(options.baseUrl ?? '').replace(/\/+$/, '')}/java`;

  function fail(
    message: string,
    code: number | undefined,
    errorCode: number | undefined,
    silent: boolean,
    msg = '',
  ) {
    if (!silent) options.notify(message);
    return new ApiFailure(message, code, errorCode, undefined, msg);
  }

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    params: ApiParams | undefined,
    body: unknown,
    requestOptions: RequestOptions | undefined,
  ): Promise<T> {
    const silent = requestOptions?.silent ?? false;
    const { token: tokenParam, ...queryParams } = params ?? {};
    const token = tokenParam != null && tokenParam !== '' ? String(tokenParam) : options.token();
    const headers: Record<string, string> = { sysType: 'PC', lan: options.language() };
    if (token) headers.token = token;
    if (method === 'POST') headers['content-type'] = 'application/json';

    options.onActivity?.(1);
    try {
      let response: Response | undefined;
      let networkError: unknown;
      for (let attempt = 0; attempt <= MAX_RETRIES && !response; attempt++) {
        if (attempt > 0 && retryDelayMs > 0) await new Promise((r) => setTimeout(r, retryDelayMs));
        try {
          response = await fetchFn(urlFor(base, path, queryParams), {
            method,
            headers,
            body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
          });
        } catch (error) {
          networkError = error;
        }
      }
      if (!response) {
        if (!silent) options.notify(options.systemErrorText());
        throw new ApiFailure(options.systemErrorText(), undefined, undefined, networkError);
      }

      let envelope: Envelope;
      try {
        const parsed: unknown = JSON.parse(await response.text());
        if (typeof parsed !== 'object' || parsed === null) throw new TypeError('not an envelope');
        envelope = parsed as Envelope;
      } catch {
        throw fail(options.systemErrorText(), response.status, undefined, silent);
      }

      const code = asNumber(envelope.code);
      const errorCode = asNumber(envelope.errorCode);
      const message = asText(envelope.errorMsg) || asText(envelope.msg) || options.systemErrorText();
      if (errorCode !== undefined && SESSION_INVALID_ERROR_CODES.includes(errorCode)) {
        options.onSessionInvalid();
        throw new ApiFailure(message, code, errorCode, undefined, asText(envelope.msg));
      }
      if (envelope.status !== 'success' || (code !== undefined && FAILURE_CODES.includes(code))) {
        throw fail(message, code, errorCode, silent, asText(envelope.msg));
      }
      return envelope.result as T;
    } finally {
      options.onActivity?.(-1);
    }
  }

  return {
    get: (path, params, requestOptions) => send('GET', path, params, undefined, requestOptions),
    post: (path, body, params, requestOptions) => send('POST', path, params, body, requestOptions),
  };
}

/** `_t` is a fresh timestamp on every attempt so no cache along the way answers for the server. */
function urlFor(base: string, path: string, params: ApiParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  query.set('_t', String(Date.now()));
  return `${base}${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** The parts of the browser that ending a session touches; injectable for tests. */
export interface SessionEnvironment {
  document: { cookie: string };
  localStorage: Pick<Storage, 'removeItem'>;
  location: Pick<Location, 'assign'>;
}

/**
 * Spec: "the language cookie is kept in one variant" — this site keeps it, and the viewer's time
 * zone (`tz`, a display preference the page writes again on every load anyway).
 */
const KEPT_COOKIES = new Set(['lang', 'tz']);
const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/';

/**
 * Spec: "User info is cleared, all cookies are removed (the language cookie is kept in one variant),
 * and the browser goes to the home page." `homePath` keeps the current language prefix (`/en_US/`).
 */
export function clearSessionAndGoHome(homePath = '/', env: SessionEnvironment = browserEnvironment()): void {
  const names = new Set(['token', 'userInfo']);
  for (const pair of env.document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) names.add(name);
  }
  for (const name of names) {
    if (!KEPT_COOKIES.has(name)) env.document.cookie = `${name}=; ${EXPIRED}`;
  }
  try {
    env.localStorage.removeItem('userInfo');
  } catch {
    // Storage can be disabled (privacy mode); the cookies are what the server reads.
  }
  env.location.assign(homePath);
}

function browserEnvironment(): SessionEnvironment {
  // Reading `window.localStorage` itself throws where storage is disabled, so it is read on use.
  return {
    document: window.document,
    localStorage: { removeItem: (key) => window.localStorage.removeItem(key) },
    location: window.location,
  };
}
