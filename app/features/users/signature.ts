/** `POST user/modifyUser {signature}`: at most 100 characters (docs/api/accounts.md). */
export const SIGNATURE_MAX_LENGTH = 100;

/**
 * The length the server checks: the trimmed text in UTF-16 units, as a textarea's `maxLength`
 * counts too, so the counter, the field and the server agree.
 */
export function signatureLength(value: string): number {
  return value.trim().length;
}

/** The `users` catalog key of what is wrong with a signature, or null. */
export function checkSignature(value: string): 'signature.tooLong' | null {
  return signatureLength(value) > SIGNATURE_MAX_LENGTH ? 'signature.tooLong' : null;
}
