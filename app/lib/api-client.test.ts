import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, ApiFailure, clearSessionAndGoHome, createApiClient } from './api-client.ts';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the local server answers for a path: status and raw body. */
const answers = new Map<string, { status: number; body: string }>();
const seen: Seen[] = [];
let server: Server;
let baseUrl: string;

const SYSTEM_TEXT = 'System exception, please try again later';

function answer(path: string, body: unknown, status = 200) {
  answers.set(path, { status, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      const reply = answers.get(url.pathname) ?? {
        status: 404,
        body: JSON.stringify({ status: 'fail', code: 404, errorMsg: 'Not found', msg: 'Not found' }),
      };
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  answers.clear();
  seen.length = 0;
});

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const notify = vi.fn<(message: string) => void>();
  const onSessionInvalid = vi.fn<() => void>();
  const onActivity = vi.fn<(delta: 1 | -1) => void>();
  const client = createApiClient({
    baseUrl,
    language: () => 'en_US',
    token: () => 'cookie-token',
    notify,
    systemErrorText: () => SYSTEM_TEXT,
    onSessionInvalid,
    onActivity,
    retryDelayMs: 0,
    ...overrides,
  });
  return { client, notify, onSessionInvalid, onActivity };
}

/** A fetch that fails like an unreachable network `failures` times, then reaches the real server. */
function flakyFetch(failures: number) {
  let calls = 0;
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    calls++;
    if (calls <= failures) throw new TypeError('fetch failed');
    return fetch(input, init);
  });
  return fn;
}

describe('Every request carries the headers sysType=PC, lan (current language) and token (from the cookie, or params.token if given), plus a query parameter _t holding a timestamp', () => {
  it('sends sysType=PC, lan and the cookie token as headers, and _t as a timestamp', async () => {
    answer('/java/user/info', { status: 'success', result: { uid: 7 } });
    const { client } = setup();
    const before = Date.now();
    const result = await client.get<{ uid: number }>('/user/info', { userId: 7 });
    expect(result).toEqual({ uid: 7 });
    const request = seen[0];
    expect(request?.headers.systype).toBe('PC');
    expect(request?.headers.lan).toBe('en_US');
    expect(request?.headers.token).toBe('cookie-token');
    const t = Number(request?.query.get('_t'));
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
    expect(request?.query.get('userId')).toBe('7');
  });

  it('follows the current language on every call', async () => {
    answer('/java/ping', { status: 'success', result: null });
    let language = 'en_US';
    const { client } = setup({ language: () => language });
    await client.get('/ping');
    language = 'ar';
    await client.get('/ping');
    expect(seen.map((r) => r.headers.lan)).toEqual(['en_US', 'ar']);
  });

  it('takes params.token over the cookie token and does not send it in the query', async () => {
    answer('/java/login/bind', { status: 'success', result: true });
    const { client } = setup();
    await client.get('/login/bind', { token: 'param-token', code: 'abc' });
    expect(seen[0]?.headers.token).toBe('param-token');
    expect(seen[0]?.query.has('token')).toBe(false);
    expect(seen[0]?.query.get('code')).toBe('abc');
  });

  it('sends no token header for a guest', async () => {
    answer('/java/ping', { status: 'success', result: null });
    const { client } = setup({ token: () => undefined });
    await client.get('/ping');
    expect(seen[0]?.headers.token).toBeUndefined();
  });

  it('also stamps POST calls, which send their body as JSON', async () => {
    answer('/java/chatroom/operate', { status: 'success', result: { ok: 1 } });
    const { client } = setup();
    await expect(client.post('/chatroom/operate', { roomId: 3 })).resolves.toEqual({ ok: 1 });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ roomId: 3 });
    expect(seen[0]?.headers.systype).toBe('PC');
    expect(seen[0]?.query.has('_t')).toBe(true);
  });
});

describe('API calls go to a base path /java on the API host', () => {
  it('prefixes the path with /java on the configured host', async () => {
    answer('/java/game/v3/getPCGameSource', { status: 'success', result: [] });
    const { client } = setup({ baseUrl: `${baseUrl}/` });
    await client.get('/game/v3/getPCGameSource');
    expect(seen[0]?.path).toBe('/java/game/v3/getPCGameSource');
  });
});

describe('Requests retry up to 3 times', () => {
  it('succeeds on the fourth attempt after three network failures', async () => {
    answer('/java/ping', { status: 'success', result: 'pong' });
    const flaky = flakyFetch(3);
    const { client, notify } = setup({ fetch: flaky });
    await expect(client.get('/ping')).resolves.toBe('pong');
    expect(flaky).toHaveBeenCalledTimes(4);
    expect(notify).not.toHaveBeenCalled();
  });

  it('gives up after 3 retries (4 attempts) and toasts the system-error text', async () => {
    answer('/java/ping', { status: 'success', result: 'pong' });
    const flaky = flakyFetch(4);
    const { client, notify } = setup({ fetch: flaky });
    const failure = await client.get('/ping').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).message).toBe(SYSTEM_TEXT);
    expect(flaky).toHaveBeenCalledTimes(4);
    expect(seen).toHaveLength(0);
    expect(notify).toHaveBeenCalledExactlyOnceWith(SYSTEM_TEXT);
  });

  it('does not retry an answer from the server, even an error status', async () => {
    answer('/java/broken', { status: 'fail', code: 500, errorMsg: 'Server error', msg: 'Server error' }, 500);
    const flaky = flakyFetch(0);
    const { client } = setup({ fetch: flaky });
    await expect(client.get('/broken')).rejects.toBeInstanceOf(ApiFailure);
    expect(flaky).toHaveBeenCalledTimes(1);
  });
});

describe('A response with status fail, or code 400 or -1, shows an error toast with errorMsg, else msg, else the system-error text', () => {
  it('toasts errorMsg first', async () => {
    answer('/java/x', { status: 'fail', code: 400, errorMsg: 'Error message', msg: 'Plain message' });
    const { client, notify } = setup();
    await expect(client.get('/x')).rejects.toMatchObject({ message: 'Error message', code: 400 });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Error message');
  });

  it('toasts msg when errorMsg is empty', async () => {
    answer('/java/x', { status: 'fail', code: 400, errorMsg: '', msg: 'Plain message' });
    const { client, notify } = setup();
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiFailure);
    expect(notify).toHaveBeenCalledExactlyOnceWith('Plain message');
  });

  it('toasts the system-error text when neither is given', async () => {
    answer('/java/x', { status: 'fail', code: 500 });
    const { client, notify } = setup();
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiFailure);
    expect(notify).toHaveBeenCalledExactlyOnceWith(SYSTEM_TEXT);
  });

  it('treats code -1 as a failure even without status fail', async () => {
    answer('/java/x', { status: 'success', code: -1, msg: 'Minus one', result: 'ignored' });
    const { client, notify } = setup();
    await expect(client.get('/x')).rejects.toMatchObject({ code: -1, message: 'Minus one' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Minus one');
  });

  it('treats code 400 as a failure even without status fail', async () => {
    answer('/java/x', { status: 'success', code: 400, errorMsg: 'Bad request', result: 'ignored' });
    const { client, notify } = setup();
    await expect(client.get('/x')).rejects.toMatchObject({ code: 400 });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Bad request');
  });

  it('treats an answer that is not JSON as a failure with the system-error text', async () => {
    answer('/java/x', '<html>Bad gateway</html>', 502);
    const { client, notify } = setup();
    await expect(client.get('/x')).rejects.toMatchObject({ code: 502, message: SYSTEM_TEXT });
    expect(notify).toHaveBeenCalledExactlyOnceWith(SYSTEM_TEXT);
  });

  it('resolves to result on {status:"success", result} without a toast', async () => {
    answer('/java/x', { status: 'success', result: { list: [1, 2] } });
    const { client, notify } = setup();
    await expect(client.get('/x')).resolves.toEqual({ list: [1, 2] });
    expect(notify).not.toHaveBeenCalled();
  });

  it('stays quiet for a silent call but still rejects', async () => {
    answer('/java/system/getPrivateKey', { status: 'fail', code: 400, errorMsg: 'No key' });
    const { client, notify } = setup();
    await expect(client.get('/system/getPrivateKey', undefined, { silent: true })).rejects.toBeInstanceOf(
      ApiFailure,
    );
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('errorCode 3000 or 3001 means the session is invalid', () => {
  for (const errorCode of [3000, 3001]) {
    it(`errorCode ${errorCode} calls onSessionInvalid, without a toast`, async () => {
      answer('/java/user/info', { status: 'fail', code: 401, errorCode, errorMsg: 'Please log in', msg: '' });
      const { client, notify, onSessionInvalid } = setup();
      await expect(client.get('/user/info')).rejects.toMatchObject({ errorCode });
      expect(onSessionInvalid).toHaveBeenCalledTimes(1);
      expect(notify).not.toHaveBeenCalled();
    });
  }

  it('another errorCode is an ordinary failure', async () => {
    answer('/java/user/info', { status: 'fail', code: 400, errorCode: 3002, errorMsg: 'Other' });
    const { client, notify, onSessionInvalid } = setup();
    await expect(client.get('/user/info')).rejects.toBeInstanceOf(ApiFailure);
    expect(onSessionInvalid).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledExactlyOnceWith('Other');
  });

  it('clears every cookie but lang (and the tz preference), the stored userInfo, and goes to the home page', () => {
    const written: string[] = [];
    const removed: string[] = [];
    const assign = vi.fn<(url: string) => void>();
    clearSessionAndGoHome('/en_US/', {
      document: {
        get cookie() {
          return 'lang=en_US; token=abc; tz=Asia%2FShanghai; userInfo=%7B%22uid%22%3A1%7D; theme=dark';
        },
        set cookie(value: string) {
          written.push(value);
        },
      },
      localStorage: { removeItem: (key) => removed.push(key) },
      location: { assign },
    });
    const expiredNames = written
      .filter((c) => c.includes('expires=Thu, 01 Jan 1970') && c.includes('path=/'))
      .map((c) => c.split('=')[0]);
    expect(expiredNames.sort()).toEqual(['theme', 'token', 'userInfo']);
    expect(removed).toEqual(['userInfo']);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/en_US/');
  });
});

describe('Page loading bar: runs during requests', () => {
  it('reports +1 when a call starts and -1 when it settles, also on failure', async () => {
    answer('/java/ok', { status: 'success', result: 1 });
    answer('/java/ko', { status: 'fail', code: 400, errorMsg: 'no' });
    const { client, onActivity } = setup();
    const pending = client.get('/ok');
    expect(onActivity.mock.calls).toEqual([[1]]);
    await pending;
    await client.get('/ko').catch(() => undefined);
    expect(onActivity.mock.calls).toEqual([[1], [-1], [1], [-1]]);
  });
});
