import type { RunningApp } from '../../server/app.ts';
import { TEST_ADMIN_EMAIL } from './app.ts';
import { codeIn } from './outbox.ts';

/**
 * A `/java` answer: the HTTP status, the envelope, and the cookies it set. Results are loosely typed
 * (`any` unless the test names a type): tests read what the API answered, whatever it was.
 */
// biome-ignore lint/suspicious/noExplicitAny: the default result type of an answer a test inspects
export interface Answer<T = any> {
  status: number;
  body: {
    status: 'success' | 'fail';
    result: T;
    code?: number;
    errorCode?: number;
    errorMsg?: string;
    msg?: string;
  };
  cookies: string[];
  headers: Headers;
}

/** A signed-in test account. */
export interface Account {
  uid: number;
  email: string;
  token: string;
  /** The sign-in's `newUser`: the register step (username, first password) is still due. */
  newUser: boolean;
  /** The gold this sign-in credited as the registration bonus (200 on the sign-up that earned it). */
  registrationBonus: number;
  /** The account as the sign-in answered it. */
  user: { uid: number; gold: number; username: string | null; roles: string[] } & Record<string, unknown>;
}

/**
 * The one way tests talk to a running app's `/java` API: `call` (GET without a body, POST with one),
 * `signUp` (an account by email code through the real calls, 200 gold included), `asAdmin` (the
 * administrator of `startTestApp`), and the dev outbox's codes.
 */
export function testApi(app: Pick<RunningApp, 'url' | 'services'>) {
  /**
   * GET without a body, POST with one (a string is sent as it is). `headers` are sent as given
   * (`token`, `cookie`...); `lan` defaults to en_US so messages read in English.
   */
  // biome-ignore lint/suspicious/noExplicitAny: see Answer
  async function call<T = any>(
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const res = await fetch(`${app.url}/java${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        lan: 'en_US',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: text ? JSON.parse(text) : undefined,
      cookies: res.headers.getSetCookie(),
      headers: res.headers,
    };
  }

  /** The newest code the dev outbox delivered to `to`. */
  function lastCode(to: string): string {
    const code = codeIn(app.services.outbox.list(), to);
    if (!code) throw new Error(`no code delivered to ${to}`);
    return code;
  }

  /** Signs up (or in) by email code; `extra` joins the sign-in payload (promotion fields...). */
  async function signUp(email: string, extra: Record<string, unknown> = {}): Promise<Account> {
    const sent = await call('/login/V2/sendEmailcheckCode', { mobileOrEmail: email });
    if (sent.status !== 200) throw new Error(`code not sent to ${email}: ${JSON.stringify(sent.body)}`);
    const login = await call('/login/V2/getLoginByEmailCheckCode', {
      mobileOrEmail: email,
      checkCode: lastCode(email.trim().toLowerCase()),
      ...extra,
    });
    if (login.status !== 200) throw new Error(`sign-up of ${email} failed: ${JSON.stringify(login.body)}`);
    const { token, user, newUser, registrationBonus } = login.body.result;
    return { uid: user.uid, email, token, newUser, registrationBonus, user };
  }

  let admin: Promise<Account> | undefined;
  return {
    call,
    lastCode,
    signUp,
    /** The administrator (role `admin` through ADMIN_EMAILS), signed up once per app. */
    asAdmin(): Promise<Account> {
      admin ??= signUp(TEST_ADMIN_EMAIL);
      return admin;
    },
  };
}

export type TestApi = ReturnType<typeof testApi>;
