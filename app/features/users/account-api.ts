/**
 * The signed-in user's account calls (docs/api/accounts.md, "The signed-in user's account").
 * The browser sends the HttpOnly `token` cookie itself. Reads toast their failures (the API client
 * does it); form calls are silent because the forms show the server's errorMsg next to the form.
 */
import type { AccountView } from '../../../shared/users/contract.ts';
import { api } from '../../lib/api.ts';
import { shareInFlight } from '../../lib/in-flight.ts';
import { endActivity, startActivity } from '../../ui/loading-store.ts';

const SILENT = { silent: true } as const;

/** The own account as `GET user/info` returns it to its owner (the server's own type). */
export type Account = AccountView;

/** Shares the page start's `user/info` request when it is still running (same key as `userProfile`). */
export const fetchAccount = (uid: number) =>
  shareInFlight(`user/info:${uid}`, () => api().get<Account>('/user/info', { userId: uid }));

export const saveSignature = (signature: string) =>
  api().post<Account>('/user/modifyUser', { signature }, undefined, SILENT);

export const changePassword = (body: { oldPassword?: string; password: string }) =>
  api().post<{ token: string }>('/user/changePassword', body, undefined, SILENT);

export const bindEmail = (email: string, checkCode: string) =>
  api().post<Account>('/user/bindEmail', { email, checkCode }, undefined, SILENT);

export const bindPhone = (areaCode: string, mobile: string, checkCode: string) =>
  api().post<Account>('/user/bindPhone', { areaCode, mobile, checkCode }, undefined, SILENT);

export const cancelAccount = () => api().post<true>('/user/cancel', { confirm: true }, undefined, SILENT);

/** Why an avatar upload failed: the server's errorMsg, or null when it gave none (the page says 'Upload Failed'). */
export class AvatarUploadError extends Error {
  readonly serverMessage: string | null;
  constructor(serverMessage: string | null) {
    super(serverMessage ?? 'upload failed');
    this.name = 'AvatarUploadError';
    this.serverMessage = serverMessage;
  }
}

/**
 * `POST user/avatar`, multipart with one field `file`. Not through the JSON client: the body is a
 * form, so `fetch` sets its own multipart content type; the session cookie goes with it.
 */
export async function uploadAvatar(
  file: Blob,
  options: { baseUrl: string; language: string; fetch?: typeof globalThis.fetch },
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/java/user/avatar?_t=${Date.now()}`;
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  startActivity();
  try {
    let response: Response;
    try {
      response = await fetchFn(url, {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { sysType: 'PC', lan: options.language },
      });
    } catch {
      throw new AvatarUploadError(null);
    }
    const envelope = await readEnvelope(response);
    const avatar = (envelope?.result as { avatar?: unknown } | undefined)?.avatar;
    if (envelope?.status === 'success' && typeof avatar === 'string' && avatar !== '') return avatar;
    const message = typeof envelope?.errorMsg === 'string' && envelope.errorMsg ? envelope.errorMsg : null;
    throw new AvatarUploadError(message);
  } finally {
    endActivity();
  }
}

async function readEnvelope(
  response: Response,
): Promise<{ status?: unknown; result?: unknown; errorMsg?: unknown } | null> {
  try {
    const parsed: unknown = await response.json();
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}
