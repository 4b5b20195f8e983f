/** The users domain's limits and rules, as plain values for the site and the services alike. */

/** `POST user/modifyUser {signature}`: at most this many characters (docs/api/accounts.md). */
export const SIGNATURE_MAX_LENGTH = 100;

/**
 * The length checked: the trimmed text in UTF-16 units, as a textarea's `maxLength` counts too, so the
 * counter, the field and the server agree.
 */
export function signatureLength(value: string): number {
  return value.trim().length;
}

/** Spec section 9: "Avatar: 3MB max, JPG/PNG". */
export const AVATAR_MAX_BYTES = 3 * 1024 * 1024;

/** `user/getFollowOrFansH5` types: whom a user follows, and who follows them. */
export const FOLLOW_LIST_TYPES = ['follow', 'fans'] as const;
export type FollowListType = (typeof FOLLOW_LIST_TYPES)[number];
/** Users per page of the follows and fans lists. */
export const FOLLOWS_PAGE_SIZE = 20;
