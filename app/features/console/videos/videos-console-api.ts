/**
 * The video editor's calls from the browser (`/java/admin/videos/*`, shared/videos/contract.ts). A
 * failure shows the server's translated message in the toaster (app/lib/api.ts); the uploads go as
 * multipart forms with their progress (XMLHttpRequest), the session cookie with them.
 */
import type {
  EditorVideo,
  SaveVideo,
  UploadedCover,
  UploadedVideo,
} from '../../../../shared/videos/contract.ts';
import { api } from '../../../lib/api.ts';
import { showToast } from '../../../ui/toast-store.ts';

export const saveVideo = (body: Partial<SaveVideo> & Omit<SaveVideo, 'summary' | 'cover' | 'matchId'>) =>
  api().post<EditorVideo>('/admin/videos/save', body);
export const publishVideo = (id: number) => api().post<EditorVideo>('/admin/videos/publish', { id });
export const unpublishVideo = (id: number) => api().post<EditorVideo>('/admin/videos/unpublish', { id });

/**
 * Sends one file to `upload` (the video) or `cover`; `onProgress` gets the share sent (0 to 1). The
 * server's answer, or null after a failure (its message is shown in the toaster).
 */
export function uploadFile<T extends UploadedVideo | UploadedCover>(
  call: 'upload' | 'cover',
  file: File,
  options: { apiBase: string; language: string; failed: string; onProgress?: (share: number) => void },
): Promise<T | null> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', `${options.apiBase.replace(/\/+$/, '')}/java/admin/videos/${call}?_t=${Date.now()}`);
    request.withCredentials = true;
    request.setRequestHeader('sysType', 'PC');
    request.setRequestHeader('lan', options.language);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    const fail = (message?: unknown) => {
      showToast(typeof message === 'string' && message ? message : options.failed);
      resolve(null);
    };
    request.onload = () => {
      const body = request.response as { status?: string; result?: T; errorMsg?: string } | null;
      if (body?.status === 'success' && body.result) resolve(body.result);
      else fail(body?.errorMsg);
    };
    request.onerror = () => fail();
    request.send(form);
  });
}
