import { ApiError } from '../../http/errors.ts';

/** Spec section 5: "a standard email pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec section 5: letters and digits only. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_AREA_CODE = '+86';

export function normalizeEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!email) throw new ApiError(400, 'emailEmpty');
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new ApiError(400, 'emailFormat');
  return email;
}

export function normalizePhone(rawArea: string | undefined, rawPhone: string | undefined) {
  const phone = (rawPhone ?? '').replace(/[\s-]/g, '');
  if (!phone) throw new ApiError(400, 'phoneEmpty');
  if (!/^\d{5,15}$/.test(phone)) throw new ApiError(400, 'phoneFormat');
  const digits = (rawArea ?? DEFAULT_AREA_CODE).replace(/[^\d]/g, '');
  if (!/^\d{1,4}$/.test(digits)) throw new ApiError(400, 'phoneFormat');
  const areaCode = `+${digits}`;
  return { areaCode, phone, identifier: `${areaCode} ${phone}`, international: `${areaCode}${phone}` };
}

/** Spec section 5: at least 8 characters with a letter and a digit. */
export function checkPassword(password: string | undefined): string {
  if (!password) throw new ApiError(400, 'passwordEmpty');
  if (password.length < PASSWORD_MIN_LENGTH || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw new ApiError(400, 'passwordPattern');
  }
  return password;
}

export function checkUsername(username: string | undefined): string {
  const name = (username ?? '').trim();
  if (!name) throw new ApiError(400, 'usernameEmpty');
  if (!USERNAME_PATTERN.test(name) || name.length > 32) throw new ApiError(400, 'usernamePattern');
  return name;
}

export function checkCodeGiven(code: string | undefined): string {
  const value = (code ?? '').trim();
  if (!value) throw new ApiError(400, 'codeEmpty');
  return value;
}
