/**
 * The news editor's calls from the browser (`/java/admin/news/*`, shared/news/contract.ts). A failure
 * shows the server's translated message in the toaster (app/lib/api.ts).
 */
import type { EditorArticle, SaveNews } from '../../../../shared/news/contract.ts';
import { api } from '../../../lib/api.ts';
import { showToast } from '../../../ui/toast-store.ts';

export const saveArticle = (body: SaveNews) => api().post<EditorArticle>('/admin/news/save', body);

export const setArticleStatus = (
  id: number,
  action: 'publish' | 'schedule' | 'unpublish' | 'draft',
  publishAt?: string,
) => api().post<EditorArticle>('/admin/news/status', { id, action, ...(publishAt ? { publishAt } : {}) });

/** Uploads a cover or body image (multipart, the session cookie with it): its path, or null (toast shown). */
export async function uploadNewsImage(
  file: File,
  options: { apiBase: string; language: string; failed: string },
): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  try {
    const res = await fetch(`${options.apiBase.replace(/\/+$/, '')}/java/admin/news/image?_t=${Date.now()}`, {
      method: 'POST',
      credentials: 'include',
      headers: { sysType: 'PC', lan: options.language },
      body: form,
    });
    const body = (await res.json()) as { status?: string; result?: { path: string }; errorMsg?: string };
    if (body.status === 'success' && body.result) return body.result.path;
    showToast(body.errorMsg || options.failed);
  } catch {
    showToast(options.failed);
  }
  return null;
}
