/**
 * Third-party sign-in (spec sections 4 and 7). Types: 3 = Google, 4 = Apple, 5 = LINE, 6 = X; the
 * older dialog's QQ = 1 and WeChat = 2 (ours: the spec does not number them).
 */
import type { OlderSocialProvider, SocialProvider } from './channel.ts';

export const SOCIAL_LOGIN_TYPES: Readonly<Record<SocialProvider, number>> = {
  google: 3,
  apple: 4,
  line: 5,
  x: 6,
};

/** What the providers add to the address on their way back; closing the dialog removes them. */
export const AUTH_RETURN_PARAMS: readonly string[] = [
  'code',
  'state',
  'oauth_token',
  'oauth_verifier',
  'scope',
  'authuser',
];

export type SocialReturn =
  | { type: number; token: string; verifier?: string }
  | { type: number; code: string; state?: string };

/**
 * "oauth_token means X. code plus scope plus authuser means Google. Any other code means LINE."
 * Null when the address carries none of them.
 */
export function detectSocialReturn(search: string): SocialReturn | null {
  const params = new URLSearchParams(search);
  const token = params.get('oauth_token');
  if (token) {
    const verifier = params.get('oauth_verifier');
    return verifier ? { type: SOCIAL_LOGIN_TYPES.x, token, verifier } : { type: SOCIAL_LOGIN_TYPES.x, token };
  }
  const code = params.get('code');
  if (!code) return null;
  // The state goes back to the server, which checks it and knows from it which provider answered.
  const state = params.get('state') ?? undefined;
  const type =
    params.has('scope') && params.has('authuser') ? SOCIAL_LOGIN_TYPES.google : SOCIAL_LOGIN_TYPES.line;
  return state ? { type, code, state } : { type, code };
}

/** The same address (path, query, hash) without the providers' return parameters. */
export function withoutAuthParams(href: string): string {
  const url = new URL(href, 'http://localhost');
  for (const name of AUTH_RETURN_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The older dialog's providers and their types (pcLoginByAccount). */
export const OLDER_SOCIAL_TYPES: Readonly<Record<OlderSocialProvider, number>> = { qq: 1, wechat: 2 };
export type { OlderSocialProvider };

/**
 * The spec's return rule cannot tell QQ or WeChat from LINE (all bring a bare code), so the older
 * dialog notes which one it sent the visitor to, for this tab only, and the return takes the note.
 */
const OLDER_SOCIAL_KEY = 'olderSocialLogin';

export function rememberOlderSocial(
  provider: OlderSocialProvider,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
): void {
  storage.setItem(OLDER_SOCIAL_KEY, String(OLDER_SOCIAL_TYPES[provider]));
}

/** The QQ/WeChat type noted before leaving, once (it is removed), or null. */
export function takeOlderSocial(
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
): number | null {
  const noted = storage.getItem(OLDER_SOCIAL_KEY);
  storage.removeItem(OLDER_SOCIAL_KEY);
  const type = Number(noted);
  return type === OLDER_SOCIAL_TYPES.qq || type === OLDER_SOCIAL_TYPES.wechat ? type : null;
}
