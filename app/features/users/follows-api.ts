/** Follows between users from the browser (docs/api/accounts.md, "Follows"; shared/users/contract.ts). */
import type { FollowPage, FollowResult } from '../../../shared/users/contract.ts';
import type { FollowListType } from '../../../shared/users/model.ts';
import { api } from '../../lib/api.ts';

/** `GET followUser`: follows the user, or stops following them (the spec's toggle). */
export const toggleFollow = (uid: number) => api().get<FollowResult>('/followUser', { userId: uid });

export const fetchFollowList = (uid: number, type: FollowListType, page: number) =>
  api().get<FollowPage>('/user/getFollowOrFansH5', { userId: uid, type, page });
