/**
 * The comments calls from the browser (server/domains/comments/routes.ts, shared/comments/contract.ts):
 * reading is public; writing needs a session (the panel offers guests the sign-in dialog instead).
 */
import type {
  AdminComment,
  Comment,
  CommentsPage,
  LikeResult,
  RepliesPage,
  ReportCommentResult,
} from '../../../shared/comments/contract.ts';
import type {
  CommentReportReason,
  CommentStatus,
  CommentTargetKind,
} from '../../../shared/comments/model.ts';
import { api } from '../../lib/api.ts';

export const fetchComments = (kind: CommentTargetKind, id: number, page: number) =>
  api().get<CommentsPage>('/comments/list', { kind, id, page });

export const fetchReplies = (id: number, page: number) =>
  api().get<RepliesPage>('/comments/replies', { id, page });

/** Silent: the composer shows the server's message under the field itself. */
export const addComment = (body: { kind: CommentTargetKind; id: number; parentId?: number; body: string }) =>
  api().post<Comment>('/comments/add', body, undefined, { silent: true });

export const toggleLike = (id: number) => api().post<LikeResult>('/comments/like', { id });

export const deleteComment = (id: number) => api().post<{ id: number }>('/comments/delete', { id });

/** Silent: the report dialog shows the server's message itself. */
export const reportComment = (id: number, reason: CommentReportReason) =>
  api().post<ReportCommentResult>('/comments/report', { id, reason }, undefined, { silent: true });

// The console (reviewers; pins: editors) -----------------------------------------------------------

export const moderateComment = (id: number, status: CommentStatus, reason = '') => {
  const written = reason.trim();
  return api().post<AdminComment>('/admin/comments/moderate', {
    id,
    status,
    ...(written ? { reason: written } : {}),
  });
};

export const hideUserComments = (uid: number) =>
  api().post<{ hidden: number }>('/admin/comments/hideUser', { uid });

export const pinComment = (id: number, pinned: boolean) =>
  api().post<AdminComment>('/admin/comments/pin', { id, pinned });
