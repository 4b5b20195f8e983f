/** The invitation record call (docs/api/accounts.md, "Invitation record"). */
import { api } from '../../lib/api.ts';

export interface InvitedUser {
  uid: number;
  username: string | null;
  avatar: string | null;
  joinedAt: string;
}

export interface InvitationRecord {
  inviteCode: string;
  total: number;
  invited: InvitedUser[];
}

export const fetchInvitations = () => api().get<InvitationRecord>('/user/invitations');

/** The link a user shares: the site's home in the page's language, with `?invite=<code>`. */
export function invitationLink(origin: string, homePath: string, code: string): string {
  const home = homePath.endsWith('/') ? homePath : `${homePath}/`;
  return `${origin}${home}?invite=${encodeURIComponent(code)}`;
}
