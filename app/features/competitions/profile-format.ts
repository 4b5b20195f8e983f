/**
 * How the profile panels write money, calendar dates and subjects' names in the page's language.
 * Money is whole units of its currency (shared/competitions/model.ts); calendar dates ("2024-08-15")
 * have no zone: they read the same everywhere, so they are formatted as UTC days.
 */
import type { Money } from '../../../shared/competitions/model.ts';

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = formats.get(key) as T | undefined;
  if (!found) {
    found = make();
    if (formats.size > 100) formats.clear();
    formats.set(key, found);
  }
  return found;
}

/** "€12,500,000", "12.500.000 €", "US$250,000": whole units, the page's way. */
export function formatMoney(locale: string, money: Money): string {
  try {
    return cached(
      `m:${locale}:${money.currency}`,
      () =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: money.currency,
          maximumFractionDigits: 0,
          minimumFractionDigits: 0,
        }),
    ).format(money.amount);
  } catch {
    return `${money.amount} ${money.currency}`;
  }
}

/** "15 Aug 2024" for a calendar date "2024-08-15". */
export function formatDate(locale: string, date: string): string {
  return cached(
    `d:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }),
  ).format(new Date(`${date}T12:00:00Z`));
}

/** A year without grouping ("1886", "١٨٨٦"). */
export function formatYear(locale: string, year: number): string {
  return cached(`y:${locale}`, () => new Intl.NumberFormat(locale, { useGrouping: false })).format(year);
}
