/**
 * The signed-in user in the page: the `userInfo` cookie the server sets on sign-in (readable by
 * scripts, URI-encoded JSON `{uid, username, avatar}`), the client store, and opening the dialog.
 */

import { findLanguage } from '../../../shared/i18n/languages.ts';
import { readCookie } from '../../lib/api.ts';
import {
  getClientState,
  type LoginModalState,
  setClientState,
  type UserInfo,
} from '../../store/client-store.ts';
import { showToast } from '../../ui/toast-store.ts';
import { forgetGold, rememberGold } from './account-gold.ts';
import { rememberBrowserAttribution } from './attribution.ts';
import {
  type AccountUser,
  logout,
  type PendingAccountBind,
  registerProfile,
  userProfile,
} from './auth-api.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The store keeps the public profile; the cookie carries only uid, username and avatar. */
export function toUserInfo(user: AccountUser): UserInfo {
  return {
    uid: user.uid,
    username: text(user.username),
    avatar: text(user.avatar),
    signature: text(user.signature),
    level: typeof user.level === 'number' ? user.level : 0,
  };
}

/** The `userInfo` cookie's value (already URI-decoded) as a user, or null when absent or unreadable. */
export function parseUserInfo(value: string | undefined): UserInfo | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { uid, username, avatar } = parsed as Record<string, unknown>;
    const id = typeof uid === 'string' && /^\d+$/.test(uid) ? Number(uid) : uid;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
    return toUserInfo({ uid: id, username: text(username), avatar: text(avatar) });
  } catch {
    return null;
  }
}

export function readUserInfoCookie(): UserInfo | null {
  try {
    return parseUserInfo(readCookie('userInfo'));
  } catch {
    // A malformed %-sequence: treat as signed out; the server still decides with the token cookie.
    return null;
  }
}

let hydrated = false;

/**
 * Once per page in the browser: the store learns the user from the cookie, then the full public
 * profile from `GET user/info` (spec section 7: "called at every page start when the userInfo
 * cookie has uid"). A failed refresh keeps what the cookie said.
 */
/** Spec section 6: "After login a session flag loginType=channel opens /channel in a new tab." */
export const CHANNEL_LOGIN_FLAG = 'loginType';

/** A visit with `?loginType=channel` (a promoter's link) marks this browser session. */
export function rememberLoginType(search: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  if (new URLSearchParams(search).get(CHANNEL_LOGIN_FLAG) === 'channel')
    storage.setItem(CHANNEL_LOGIN_FLAG, 'channel');
}

/** After a sign-in: a channel promoter's session opens the channel area in a new tab. */
export function openChannelAreaIfPromoter(
  homePath: string,
  storage: Pick<Storage, 'getItem'> = sessionStorage,
  open: (url: string) => void = (url) => window.open(url, '_blank', 'noopener'),
): boolean {
  if (storage.getItem(CHANNEL_LOGIN_FLAG) !== 'channel') return false;
  open(`${homePath.replace(/\/$/, '')}/channel`);
  return true;
}

export function hydrateSession(): void {
  if (hydrated || typeof document === 'undefined') return;
  hydrated = true;
  rememberLoginType(window.location.search);
  rememberBrowserAttribution(window.location.search);
  const user = readUserInfoCookie();
  setClientState({ userInfo: user, sessionKnown: true });
  if (!user) return;
  refreshAccount(user.uid).catch(() => undefined);
}

/**
 * Reads the own account again (`user/info`): the store takes the profile, the account menu the gold.
 * Answers for another user than the one now signed in are dropped.
 */
export async function refreshAccount(uid: number): Promise<void> {
  const profile = await userProfile(uid);
  if (getClientState().userInfo?.uid !== profile.uid) return;
  setClientState({ userInfo: toUserInfo(profile) });
  rememberGold(profile.uid, profile.gold);
}

/** The gold a sign-in answer says it credited as the registration bonus (0: none, or not said). */
export function registrationBonusOf(result: { registrationBonus?: unknown } | null | undefined): number {
  const bonus = result?.registrationBonus;
  return typeof bonus === 'number' && Number.isInteger(bonus) && bonus > 0 ? bonus : 0;
}

/**
 * A sign-in succeeded: the store takes the user the call returned. Should a call answer without the
 * user (the older variant's answers are not described), the cookie the server set says who it is.
 */
export function completeSignIn(result: { token?: string; user?: AccountUser } | null | undefined): void {
  if (result?.user) {
    setClientState({ token: result.token ?? null, userInfo: toUserInfo(result.user), sessionKnown: true });
    rememberGold(result.user.uid, result.user.gold);
  } else setClientState({ userInfo: readUserInfoCookie(), sessionKnown: true });
  if (typeof window !== 'undefined') openChannelAreaIfPromoter(languagePrefix(window.location.pathname));
}

/** "/jp" on a Japanese page, "" on the default language's pages. */
function languagePrefix(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return findLanguage(first)?.code === first ? `/${first}` : '';
}

/**
 * The register step's call (`user/V2/modifyUser`: a username and the first password), for the dialog
 * and for a user who skipped it and sets them later in the user centre. The answer's new session
 * replaces the old one in the page (the header shows the new name at once).
 */
export async function saveCredentials(uname: string, password: string) {
  const result = await registerProfile({ uname, password });
  completeSignIn(result);
  return result;
}

export async function signOut(): Promise<void> {
  await logout();
  setClientState({ token: null, userInfo: null, sessionKnown: true });
  forgetGold();
}

/**
 * A guest tried something that needs an account (activate VIP, follow a match, comment, chat: spec
 * sections 5 and 6): say why, then open the login dialog.
 */
export function askToSignIn(message: string): void {
  showToast(message, 'info');
  openLoginModal(1);
}

export function openLoginModal(modelState: LoginModalState = 1, modelTitle = ''): void {
  setClientState({ loginModal: { showModel: true, modelState, modelTitle } });
}

export function setLoginModalState(modelState: LoginModalState): void {
  setClientState((current) => ({ loginModal: { ...current.loginModal, modelState } }));
}

export function closeLoginModal(): void {
  setClientState((current) =>
    current.loginModal.showModel ? { loginModal: { ...current.loginModal, showModel: false } } : {},
  );
}

let pendingBind: PendingAccountBind | null = null;

/** After a QQ or WeChat sign-in that has no phone yet: the older dialog's bind-phone view (modelState 3). */
export function openBindPhone(account: PendingAccountBind): void {
  pendingBind = account;
  openLoginModal(3);
}

export function pendingAccountBind(): PendingAccountBind | null {
  return pendingBind;
}
