import { useSyncExternalStore } from 'react';
import type { PublicProfile } from '../../shared/users/contract.ts';

/**
 * Spec section 3, "Client state: token, userInfo, secret key, loginModal (showModel, modelState,
 * modelTitle), boxUrl, menuIndex, isTheater, isMatch, danmu, isSource, payWs, payButton".
 * One module-level store per page. On the server it is never written and components read the
 * initial state (the server snapshot), so the first client render matches the HTML.
 */
export type UserInfo = PublicProfile;

/** Spec section 4, older login modal: 1 = login, 2 = forgot/change password, 3 = bind phone. */
export type LoginModalState = 1 | 2 | 3;

export interface LoginModal {
  showModel: boolean;
  modelState: LoginModalState;
  modelTitle: string;
}

export interface ClientState {
  token: string | null;
  userInfo: UserInfo | null;
  /** False until the browser has read its session (the server-rendered page knows it till then). */
  sessionKnown: boolean;
  /** From GET /java/system/getPrivateKey: the AES-ECB key for encrypted payloads. */
  secretKey: string | null;
  loginModal: LoginModal;
  boxUrl: string;
  menuIndex: number;
  /** Theater mode; kept in localStorage `isTheater`. */
  isTheater: boolean;
  isMatch: boolean;
  /** Danmaku (bullet comments) shown over the player. */
  danmu: boolean;
  isSource: boolean;
  /** The payment socket's state; its shape is not given by the spec. */
  payWs: unknown;
  payButton: boolean;
}

export const INITIAL_CLIENT_STATE: ClientState = Object.freeze({
  token: null,
  userInfo: null,
  sessionKnown: false,
  secretKey: null,
  loginModal: Object.freeze({ showModel: false, modelState: 1, modelTitle: '' }),
  boxUrl: '',
  menuIndex: 0,
  isTheater: false,
  isMatch: false,
  danmu: true,
  isSource: false,
  payWs: null,
  payButton: false,
});

export const THEATER_STORAGE_KEY = 'isTheater';

let state: ClientState = INITIAL_CLIENT_STATE;
let storageRead = false;
const listeners = new Set<() => void>();

/** localStorage is read on first use in the browser, never at import and never on the server. */
function loadStored(): void {
  if (storageRead || typeof window === 'undefined') return;
  storageRead = true;
  try {
    const isTheater = window.localStorage.getItem(THEATER_STORAGE_KEY) === 'true';
    if (isTheater !== state.isTheater) state = { ...state, isTheater };
  } catch {
    // Storage disabled: theater mode simply starts off.
  }
}

function persistTheater(isTheater: boolean): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(THEATER_STORAGE_KEY, String(isTheater));
  } catch {
    // Storage disabled or full: the setting lasts for this page only.
  }
}

export function getClientState(): ClientState {
  loadStored();
  return state;
}

/** Merges `partial` in; listeners hear of it only when some field really changed. */
export function setClientState(
  partial: Partial<ClientState> | ((current: ClientState) => Partial<ClientState>),
): void {
  const current = getClientState();
  const patch = typeof partial === 'function' ? partial(current) : partial;
  const keys = Object.keys(patch) as (keyof ClientState)[];
  if (keys.every((key) => Object.is(current[key], patch[key]))) return;
  state = { ...current, ...patch };
  if (state.isTheater !== current.isTheater) persistTheater(state.isTheater);
  for (const listener of listeners) listener();
}

export function toggleTheater(): void {
  setClientState((current) => ({ isTheater: !current.isTheater }));
}

export function subscribeClientState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One slice of the state; the component re-renders only when that slice changes (`Object.is`).
 * The selector must return a stored value or a primitive, not a new object on every call.
 */
export function useClientState<T>(selector: (state: ClientState) => T): T {
  return useSyncExternalStore(
    subscribeClientState,
    () => selector(getClientState()),
    () => selector(INITIAL_CLIENT_STATE),
  );
}
