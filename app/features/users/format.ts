/**
 * Pure helpers of the user centre: masked contact details (numbers and dates are written by
 * app/lib/format.ts; the wallet's movement types by features/wallet/format.ts).
 */

/**
 * An email with most of its local part hidden: `alice@example.com` → `a***e@example.com`,
 * `ab@example.com` → `a***@example.com`. Anything without an `@` is masked as a whole.
 */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1) return value.length <= 1 ? '***' : `${value.slice(0, 1)}***`;
  const local = value.slice(0, at);
  const domain = value.slice(at);
  const head = local.slice(0, 1);
  const tail = local.length > 2 ? local.slice(-1) : '';
  return `${head}***${tail}${domain}`;
}

/**
 * A phone number with its middle hidden, after its area code: `+86`, `13812345678` →
 * `+86 138****5678`. Short numbers keep only their last two digits.
 */
export function maskPhone(areaCode: string | null | undefined, phone: string): string {
  const digits = phone.replace(/\s+/g, '');
  const masked =
    digits.length >= 8
      ? `${digits.slice(0, 3)}****${digits.slice(-4)}`
      : `${'*'.repeat(Math.max(digits.length - 2, 1))}${digits.slice(-2)}`;
  const area = areaCode?.trim();
  return area ? `${area} ${masked}` : masked;
}
