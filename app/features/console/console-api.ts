/**
 * The console's calls from the browser (docs/api: `/java/admin/*`, shared/console/contract.ts).
 * A failure shows the server's translated message in the toaster (app/lib/api.ts), 409s included
 * (another reviewer decided first, the user is banned already...).
 */
import type { ReviewItem, StaffUserDetail } from '../../../shared/console/contract.ts';
import type { GrantableRole, ReviewDecision } from '../../../shared/console/model.ts';
import { api } from '../../lib/api.ts';

const user = (path: string, body: object) => api().post<StaffUserDetail>(`/admin/users/${path}`, body);

export const banUser = (uid: number, reason: string) => user('ban', { uid, reason: reason.trim() });
export const unbanUser = (uid: number) => user('unban', { uid });
export const endSessions = (uid: number) => user('endSessions', { uid });
export const muteUser = (uid: number, hours: number, reason: string) =>
  user('mute', { uid, hours, reason: reason.trim() });
export const unmuteUser = (uid: number) => user('unmute', { uid });
export const setRole = (uid: number, role: GrantableRole, grant: boolean) =>
  user('role', { uid, role, grant });

/** The item as the reviewer saw it: its id and version (the optimistic lock a change is checked against). */
export type SeenItem = Pick<ReviewItem, 'id' | 'version'>;

/** A decision's body: the reason template, a note only when one was written, and the version seen. */
export function decisionBody(item: SeenItem, decision: ReviewDecision, reason: string, note = '') {
  const written = note.trim();
  return {
    id: item.id,
    version: item.version,
    decision,
    reason,
    ...(written ? { note: written } : {}),
  };
}

export const decideItem = (item: SeenItem, decision: ReviewDecision, reason: string, note?: string) =>
  api().post<ReviewItem>('/admin/review/decide', decisionBody(item, decision, reason, note));

/** Takes the item, or gives it back (`release`), at the version seen. */
export const assignItem = (item: SeenItem, release: boolean) =>
  api().post<ReviewItem>('/admin/review/assign', { id: item.id, version: item.version, release });
