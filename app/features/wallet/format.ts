/** Pure helpers of the wallet's screen: the catalog key of a movement's type (numbers and dates are app/lib/format.ts's). */

/** The movement types the `wallet` catalog names (`types.*`); any other shows the server's detail text. */
export const KNOWN_WALLET_TYPES = ['registration_bonus'] as const;
export type KnownWalletType = (typeof KNOWN_WALLET_TYPES)[number];

/** The catalog key of a movement type, or null for a type the catalog does not know. */
export function walletTypeKey(type: string): `types.${KnownWalletType}` | null {
  return (KNOWN_WALLET_TYPES as readonly string[]).includes(type)
    ? (`types.${type}` as `types.${KnownWalletType}`)
    : null;
}

/** What a movement of an unknown type is called: its detail, else its raw type. */
export function rawWalletLabel(type: string, detail: string | null): string {
  return detail?.trim() || type;
}
