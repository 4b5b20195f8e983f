/** A country's name in the page's language from its ISO 3166 code ("DE" → "Deutschland"); the code if unknown. */
export function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
