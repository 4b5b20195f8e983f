import { DomainError } from '../../../shared/errors.ts';

/** Spec section 5: "a standard email pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec section 5: letters and digits only. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_AREA_CODE = '+86';

export function normalizeEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!email) throw new DomainError('invalid', 'emailEmpty');
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new DomainError('invalid', 'emailFormat');
  return email;
}

export function normalizePhone(rawArea: string | undefined, rawPhone: string | undefined) {
  const phone = (rawPhone ?? '').replace(/[\s-]/g, '');
  if (!phone) throw new DomainError('invalid', 'phoneEmpty');
  if (!/^\d{5,15}$/.test(phone)) throw new DomainError('invalid', 'phoneFormat');
  const digits = (rawArea ?? DEFAULT_AREA_CODE).replace(/[^\d]/g, '');
  if (!/^\d{1,4}$/.test(digits)) throw new DomainError('invalid', 'phoneFormat');
  const areaCode = `+${digits}`;
  return { areaCode, phone, identifier: `${areaCode} ${phone}`, international: `${areaCode}${phone}` };
}

/** Spec section 5: at least 8 characters with a letter and a digit. */
export function checkPassword(password: string | undefined): string {
  if (!password) throw new DomainError('invalid', 'passwordEmpty');
  if (password.length < PASSWORD_MIN_LENGTH || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw new DomainError('invalid', 'passwordPattern');
  }
  return password;
}

export function checkUsername(username: string | undefined): string {
  const name = (username ?? '').trim();
  if (!name) throw new DomainError('invalid', 'usernameEmpty');
  if (!USERNAME_PATTERN.test(name) || name.length > 32) throw new DomainError('invalid', 'usernamePattern');
  return name;
}

export function checkCodeGiven(code: string | undefined): string {
  const value = (code ?? '').trim();
  if (!value) throw new DomainError('invalid', 'codeEmpty');
  return value;
}

/** Spec section 5, old form: "must start with 1, then 3-9, then 9 digits" (the older dialog, +86 only). */
export const OLD_FORM_PHONE = /^1[3-9]\d{9}$/;

/** The older dialog's phone number, or why it is refused. */
export function oldFormPhone(mobile: string | undefined): string {
  const phone = (mobile ?? '').trim();
  if (!phone) throw new DomainError('invalid', 'phoneEmpty');
  if (!OLD_FORM_PHONE.test(phone)) throw new DomainError('invalid', 'phoneFormat');
  return phone;
}
