/**
 * Pure helpers of the user centre: masked contact details and the catalog key of a wallet movement's
 * type (numbers and dates are written by app/lib/format.ts).
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

/** The movement types the `user` catalog names; any other shows the server's detail text. */
export const KNOWN_WALLET_TYPES = ['registration_bonus'] as const;
export type KnownWalletType = (typeof KNOWN_WALLET_TYPES)[number];

/** The catalog key of a movement type, or null for a type the catalog does not know. */
export function walletTypeKey(type: string): `water.types.${KnownWalletType}` | null {
  return (KNOWN_WALLET_TYPES as readonly string[]).includes(type)
    ? (`water.types.${type}` as `water.types.${KnownWalletType}`)
    : null;
}

/** What a movement of an unknown type is called: its detail, else its raw type. */
export function rawWalletLabel(type: string, detail: string | null): string {
  return detail?.trim() || type;
}
