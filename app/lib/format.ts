/**
 * Numbers and times the way the page's language writes them (`locale` is its BCP 47 tag, as
 * `usePageContext().locale` gives it), for any screen: amounts, balances, dates and times.
 */

/** An amount with its sign (a wallet movement): `+200`, `-50`, `0`, grouped as the language writes numbers. */
export function formatAmount(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(
    amount,
  );
}

/** A whole number (a balance, a count) as the language writes numbers. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * A moment (a wallet movement, a feedback message, a match's start) in the viewer's time zone (the browser's, unless one is given), written the
 * way the page's language writes dates. An unreadable time is shown as it came.
 */
export function formatTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** A date (a VIP expiry, a friend's sign-up) in the page's language. */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
}
