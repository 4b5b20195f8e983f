/**
 * The calls of the login dialog (docs/api/accounts.md, spec section 7). Sign-in calls are silent:
 * the dialog shows the server's errorMsg inline instead of a toast (spec section 8).
 */
import { api } from '../../lib/api.ts';
import { shareInFlight } from '../../lib/in-flight.ts';
import { browserAttribution } from './attribution.ts';

const SILENT = { silent: true } as const;

/** The account as the sign-in calls return it; only the fields the page keeps are listed. */
export interface AccountUser {
  uid: number;
  username: string | null;
  avatar: string | null;
  signature?: string | null;
  level?: number;
  /** The own account's gold (sign-in answers and `user/info` of oneself). */
  gold?: number;
}

export interface LoginResult {
  token: string;
  user: AccountUser;
  newUser?: boolean;
  /** The gold this sign-in credited as the registration bonus (0 unless it was the sign-up that earned it). */
  registrationBonus?: number;
}

export interface Country {
  countryAbbr: string;
  countryArea: string;
  countryAvatar: string;
  name?: string;
}

export type AreaCode = { areaCode?: string };
export type Identifier = { mobileOrEmail: string } | { name: string };

export const countryList = () => api().get<Country[]>('/login/loginCountryList', undefined, SILENT);

export const sendEmailCode = (email: string) =>
  api().post<{ cooldownSeconds?: number }>(
    '/login/V2/sendEmailcheckCode',
    { mobileOrEmail: email },
    undefined,
    SILENT,
  );

export const sendMobileCode = (areaCode: string, phone: string) =>
  api().post<{ cooldownSeconds?: number }>(
    '/login/V2/sendMobilecheckCode',
    { areaCode, mobileOrEmail: phone },
    undefined,
    SILENT,
  );

/** Signs in, or up: a new account records the attribution the visitor arrived with. */
export const loginWithCode = (body: Identifier & AreaCode & { checkCode: string }) =>
  api().post<LoginResult>(
    '/login/V2/getLoginByEmailCheckCode',
    { ...body, ...browserAttribution() },
    undefined,
    SILENT,
  );

export const loginWithPassword = (body: Identifier & AreaCode & { password: string }) =>
  api().post<LoginResult>('/login/V2/mobileOrNameToLogin', body, undefined, SILENT);

export const resetPassword = (
  body: { mobileOrEmail: string; checkCode: string; password: string } & AreaCode,
) => api().post<boolean>('/user/V2/mobileOrNameToChangePass', body, undefined, SILENT);

export const registerProfile = (body: { uname: string; password: string }) =>
  api().post<{ token: string; user: AccountUser }>('/user/V2/modifyUser', body, undefined, SILENT);

export const socialLoginUrl = (type: number, isFrom: string) =>
  api().get<{ url: string }>('/login/V2/getLoginUrl', { type, isFrom, ...browserAttribution() }, SILENT);

export const socialLoginInfo = (params: {
  type: number;
  isFrom: string;
  code?: string;
  state?: string;
  token?: string;
  verifier?: string;
}) => api().get<LoginResult>('/login/V2/getLoginInfo', params, SILENT);

export const bindEmail = (body: { checkCode: string; email: string; twitterId: string }) =>
  api().post<LoginResult>('/login/V2/bindEmail', body, undefined, SILENT);

export const logout = () => api().post<boolean>('/login/logout');

/** `GET user/info`; the page start and a user-centre page asking at once share one request. */
export const userProfile = (userId: number) =>
  shareInFlight(`user/info:${userId}`, () => api().get<AccountUser>('/user/info', { userId }, SILENT));

// Older dialog (spec section 7: "POST login/mobileandpw, checkCode, sendVerificationCode, modifyPassword").

export const oldLoginWithPassword = (mobile: string, password: string) =>
  api().post<LoginResult>('/login/mobileandpw', { mobile, password }, undefined, SILENT);

export const oldSendCode = (mobile: string) =>
  api().post<unknown>('/login/sendVerificationCode', { mobile }, undefined, SILENT);

export const oldLoginWithCode = (mobile: string, checkCode: string) =>
  api().post<LoginResult>(
    '/login/checkCode',
    { mobile, checkCode, ...browserAttribution() },
    undefined,
    SILENT,
  );

export const oldModifyPassword = (mobile: string, checkCode: string, password: string) =>
  api().post<unknown>('/login/modifyPassword', { mobile, checkCode, password }, undefined, SILENT);

/** What the QQ or WeChat sign-in handed over; the older dialog's bind-phone view adds the phone. */
export interface PendingAccountBind {
  accountNumber: string;
  qqOrWechatName: string;
  type: number;
  headimgurl: string;
}

/** Spec section 3, "Third-party bind result": a QQ/WeChat account that has no phone bound yet. */
export type AccountBindResult = PendingAccountBind & { wxBind: boolean };

export const qqLoginAddress = (isFrom: string) =>
  api().get<{ url: string }>('/login/getPCQQLoginAddress', { isFrom, ...browserAttribution() }, SILENT);

export const wechatLoginAddress = (isFrom: string) =>
  api().get<{ url: string }>('/login/getPCWXLoginAddress', { isFrom, ...browserAttribution() }, SILENT);

/** Older dialog: completes a QQ (1) or WeChat (2) return; a signed-in result or the bind result. */
export const pcLoginByAccount = (params: { type: number; code: string; state?: string; isFrom: string }) =>
  api().get<LoginResult | AccountBindResult>('/login/pcLoginByAccount', params, SILENT);

export const oldBindAccount = (body: PendingAccountBind & { mobile: string; checkCode: string }) =>
  api().post<LoginResult>('/login/bindAccount', body, undefined, SILENT);
