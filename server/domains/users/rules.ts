import { DomainError } from '../../../shared/errors.ts';
import { SIGNATURE_MAX_LENGTH, signatureLength } from '../../../shared/users/model.ts';

/**
 * Invitations ride on the spec's promotion attribution (decision 009): a user's invitation link
 * carries their uid as `promotionChannelId` with `channelFromtype` 2 (1 is a promotion channel).
 * Registration keeps the pair only when it names an existing, active user.
 */
export const INVITATION_CHANNEL_TYPE = 2;

export interface Attribution {
  promotionChannelId: string | null;
  channelFromtype: number | null;
}

/** The attribution a new user is created with: an invitation naming nobody active is dropped. */
export async function checkedAttribution(
  values: { promotionChannelId?: string | null | undefined; channelFromtype?: number | null | undefined },
  isActiveUser: (uid: number) => Promise<boolean>,
): Promise<Attribution> {
  const id = values.promotionChannelId?.trim() || null;
  if (!id) return { promotionChannelId: null, channelFromtype: null };
  const type = values.channelFromtype ?? 1;
  if (type !== INVITATION_CHANNEL_TYPE) return { promotionChannelId: id, channelFromtype: type };
  if (!/^\d{1,9}$/.test(id)) return { promotionChannelId: null, channelFromtype: null };
  return (await isActiveUser(Number(id)))
    ? { promotionChannelId: String(Number(id)), channelFromtype: INVITATION_CHANNEL_TYPE }
    : { promotionChannelId: null, channelFromtype: null };
}

/** A signature as stored (trimmed; empty is none), or why it is refused. */
export function checkSignature(signature: string): string | null {
  if (signatureLength(signature) > SIGNATURE_MAX_LENGTH) {
    throw new DomainError('invalid', 'signatureTooLong', { max: SIGNATURE_MAX_LENGTH });
  }
  return signature.trim() || null;
}

/**
 * The roles an account has now: what is stored (expert, anchor, channel, and the staff roles an
 * administrator granted in the console), plus `admin` while its email is one of ADMIN_EMAILS (decision
 * 022: the list bootstraps administrators; removing an email, or changing the account's email, ends that
 * grant at the next request, and the console cannot revoke it).
 */
export function effectiveRoles(
  stored: readonly string[],
  email: string | null,
  adminEmails: readonly string[],
): string[] {
  const roles = [...new Set(stored)];
  if (isBootstrapAdmin(email, adminEmails) && !roles.includes('admin')) roles.push('admin');
  return roles;
}

/** Whether ADMIN_EMAILS names this email (case aside). */
export function isBootstrapAdmin(email: string | null, adminEmails: readonly string[]): boolean {
  return email !== null && adminEmails.includes(email.toLowerCase());
}
