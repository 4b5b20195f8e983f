/**
 * The posts calls from the browser (docs/api/posts.md; shared/posts/contract.ts). Reads toast their
 * failures (the API client does it); the composer, deletes and reports are silent because the page
 * shows the server's message beside them.
 */
import type { ReportReason } from '../../../shared/console/model.ts';
import type { HotPost, LikeResult, Post, PostPage } from '../../../shared/posts/contract.ts';
import type { HotPeriod } from '../../../shared/posts/model.ts';
import { api } from '../../lib/api.ts';
import { endActivity, startActivity } from '../../ui/loading-store.ts';

const SILENT = { silent: true } as const;

export const fetchUserPosts = (uid: number, page: number) => api().get<PostPage>(`/user/${uid}/post/${page}`);

export const likePost = (id: number) => api().post<LikeResult>('/posts/like', { id });

export const deletePost = (id: number) => api().post<true>('/posts/delete', { id }, undefined, SILENT);

export const reportPost = (id: number, reason: ReportReason, detail: string) =>
  api().post<{ queued: boolean }>(
    '/posts/report',
    { id, reason, ...(detail.trim() ? { detail: detail.trim() } : {}) },
    undefined,
    SILENT,
  );

export const reportUser = (uid: number, reason: ReportReason, detail: string) =>
  api().post<{ queued: boolean }>(
    '/user/report',
    { uid, reason, ...(detail.trim() ? { detail: detail.trim() } : {}) },
    undefined,
    SILENT,
  );

export const fetchHotPosts = (period: HotPeriod) => api().get<HotPost[]>('/posts/hot', { period });

/** Why writing a post failed: the server's errorMsg, or null when it gave none (the page says 'Upload Failed'). */
export class PostUploadError extends Error {
  readonly serverMessage: string | null;
  constructor(serverMessage: string | null) {
    super(serverMessage ?? 'upload failed');
    this.name = 'PostUploadError';
    this.serverMessage = serverMessage;
  }
}

/**
 * `POST posts/add`, multipart: the text field `body`, then the images (field `images`) in the
 * writer's order. Not through the JSON client: the body is a form, so `fetch` sets its own multipart
 * content type; the session cookie goes with it.
 */
export async function writePost(
  body: string,
  images: readonly Blob[],
  options: { baseUrl: string; language: string; fetch?: typeof globalThis.fetch },
): Promise<Post> {
  const form = new FormData();
  form.append('body', body);
  for (const image of images) form.append('images', image);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/java/posts/add?_t=${Date.now()}`;
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
      throw new PostUploadError(null);
    }
    let envelope: { status?: unknown; result?: unknown; errorMsg?: unknown } | null = null;
    try {
      const parsed: unknown = await response.json();
      if (typeof parsed === 'object' && parsed !== null) envelope = parsed;
    } catch {
      envelope = null;
    }
    if (envelope?.status === 'success' && typeof envelope.result === 'object' && envelope.result !== null) {
      return envelope.result as Post;
    }
    const message = typeof envelope?.errorMsg === 'string' && envelope.errorMsg ? envelope.errorMsg : null;
    throw new PostUploadError(message);
  } finally {
    endActivity();
  }
}
