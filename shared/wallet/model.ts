/** The wallet's currencies (spec section 3): gold coins and diamonds. */
export const CURRENCIES = ['gold', 'diamond'] as const;
export type Currency = (typeof CURRENCIES)[number];
