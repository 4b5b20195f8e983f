/**
 * The game catalog's calls from the browser (`/java/admin/games*`, shared/games/contract.ts). A
 * failure shows the server's translated message in the toaster (app/lib/api.ts).
 */
import type { GameSettings } from '../../../../shared/games/contract.ts';
import { api } from '../../../lib/api.ts';
import { showToast } from '../../../ui/toast-store.ts';

export const setGameNames = (gameId: number, names: Record<string, string>) =>
  api().post<GameSettings>('/admin/games/names', { gameId, names });

export const setGameOrder = (gameIds: number[]) => api().post<number[]>('/admin/games/order', { gameIds });

export const resetGameLogo = (gameId: number) =>
  api().post<GameSettings>('/admin/games/logo/reset', { gameId });

/** Uploads a game's logo (multipart, the session cookie with it); throws once the toast is shown. */
export async function uploadGameLogo(
  gameId: number,
  file: File,
  options: { apiBase: string; language: string; failed: string },
): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  let message = options.failed;
  try {
    const res = await fetch(`${options.apiBase.replace(/\/+$/, '')}/java/admin/games/logo?gameId=${gameId}`, {
      method: 'POST',
      credentials: 'include',
      headers: { sysType: 'PC', lan: options.language },
      body: form,
    });
    const body = (await res.json()) as { status?: string; errorMsg?: string };
    if (body.status === 'success') return;
    message = body.errorMsg || message;
  } catch {
    // The network failed: the generic message.
  }
  showToast(message);
  throw new Error(message);
}
