/**
 * The login dialog's validation rules (spec section 5). Every validator returns the `auth` catalog
 * key of its message, or null when the value is acceptable; the components translate the key.
 */
export type ValidationKey =
  | 'validation.emailEmpty'
  | 'validation.emailFormat'
  | 'validation.accountEmpty'
  | 'validation.phoneEmpty'
  | 'validation.phoneFormat'
  | 'validation.codeEmpty'
  | 'validation.passwordEmpty'
  | 'validation.passwordPattern'
  | 'validation.usernameEmpty'
  | 'validation.usernamePattern'
  | 'validation.agreement';

/** Spec section 9: "Phone input max length 11" (older form). */
export const OLD_PHONE_MAX_LENGTH = 11;
/** Spec section 9: "Password minimum length 8". */
export const PASSWORD_MIN_LENGTH = 8;

/** A standard email address: local part, @, a dotted domain ending in a label of two letters or more. */
export const EMAIL_PATTERN = /^[\w.%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Spec: "must start with 1, then 3-9, then 9 digits". */
export const OLD_PHONE_PATTERN = /^1[3-9]\d{9}$/;
const USERNAME_PATTERN = /^[A-Za-z0-9]+$/;

const isBlank = (value: string) => value.trim() === '';

/** "Email code send: email required and must match a standard email pattern, otherwise a format message." */
export function validateEmail(value: string): ValidationKey | null {
  if (isBlank(value)) return 'validation.emailEmpty';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'validation.emailFormat';
}

/** Password sign-in in email mode takes an email or a username. */
export function validateAccount(value: string): ValidationKey | null {
  return isBlank(value) ? 'validation.accountEmpty' : null;
}

/** "Phone code send (new form): phone required." The area code select covers the country. */
export function validatePhone(value: string): ValidationKey | null {
  return isBlank(value) ? 'validation.phoneEmpty' : null;
}

/** "Phone (old form): required (message: phone number cannot be empty); must start with 1, then 3-9, then 9 digits." */
export function validateOldPhone(value: string): ValidationKey | null {
  if (isBlank(value)) return 'validation.phoneEmpty';
  return OLD_PHONE_PATTERN.test(value.trim()) ? null : 'validation.phoneFormat';
}

/** "Verification code cannot be empty." */
export function validateCode(value: string): ValidationKey | null {
  return isBlank(value) ? 'validation.codeEmpty' : null;
}

/** "Password cannot be empty." Used when signing in with an existing password. */
export function validatePasswordPresent(value: string): ValidationKey | null {
  return value === '' ? 'validation.passwordEmpty' : null;
}

/** A new password: "must contain a letter and a digit (pattern message) and be at least 8 characters." */
export function validateNewPassword(value: string): ValidationKey | null {
  if (value === '') return 'validation.passwordEmpty';
  const fits = value.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(value) && /\d/.test(value);
  return fits ? null : 'validation.passwordPattern';
}

/** "Username: letters and digits only (message: 'Username can only contain letters and numbers')." */
export function validateUsername(value: string): ValidationKey | null {
  if (isBlank(value)) return 'validation.usernameEmpty';
  return USERNAME_PATTERN.test(value) ? null : 'validation.usernamePattern';
}

/** "The user must agree to the user and privacy agreements to use the app." */
export function validateAgreement(agreed: boolean): ValidationKey | null {
  return agreed ? null : 'validation.agreement';
}

/**
 * "Identifier typed in email mode: if it looks like an email it is sent as mobileOrEmail, otherwise
 * as name (username)."
 */
export function identifierPayload(text: string): { mobileOrEmail: string } | { name: string } {
  const value = text.trim();
  return EMAIL_PATTERN.test(value) ? { mobileOrEmail: value } : { name: value };
}
