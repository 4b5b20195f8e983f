/**
 * The area code a phone field starts with (issue 12: it was +86 in every language). Spec section 9
 * gives "Default language / area code: zh_CN / +86"; the other languages take their own country's
 * calling code, among the codes the brand sends SMS codes to (`smsAreaCodes` in config/brands).
 */
import type { Country } from './auth-api.ts';

/** Spec section 9: "Default language / area code zh_CN / +86". */
export const DEFAULT_COUNTRY: Country = { countryAbbr: 'CN', countryArea: '+86', countryAvatar: '🇨🇳' };

/** Each interface language's country (ISO 3166-1 alpha-2) and its calling code. */
export const LANGUAGE_COUNTRIES: Readonly<Record<string, { country: string; areaCode: string }>> = {
  zh_CN: { country: 'CN', areaCode: '+86' },
  zh_tw: { country: 'TW', areaCode: '+886' },
  en_US: { country: 'US', areaCode: '+1' },
  vi: { country: 'VN', areaCode: '+84' },
  es: { country: 'ES', areaCode: '+34' },
  pt: { country: 'BR', areaCode: '+55' },
  fr: { country: 'FR', areaCode: '+33' },
  de: { country: 'DE', areaCode: '+49' },
  sv: { country: 'SE', areaCode: '+46' },
  ru: { country: 'RU', areaCode: '+7' },
  uk: { country: 'UA', areaCode: '+380' },
  da: { country: 'DK', areaCode: '+45' },
  pl: { country: 'PL', areaCode: '+48' },
  nl: { country: 'NL', areaCode: '+31' },
  ko: { country: 'KR', areaCode: '+82' },
  ms: { country: 'MY', areaCode: '+60' },
  tl: { country: 'PH', areaCode: '+63' },
  el: { country: 'GR', areaCode: '+30' },
  tr: { country: 'TR', areaCode: '+90' },
  thai: { country: 'TH', areaCode: '+66' },
  ar: { country: 'SA', areaCode: '+966' },
  jp: { country: 'JP', areaCode: '+81' },
};

/** The usual country of a calling code shared by several (+1, +7) or of a served code no language names. */
const CODE_COUNTRIES: Readonly<Record<string, string>> = {
  '+1': 'US',
  '+7': 'RU',
  '+44': 'GB',
  '+852': 'HK',
  '+853': 'MO',
  '+971': 'AE',
  '+351': 'PT',
};

/**
 * The calling code a phone field starts with for `language` on a brand serving `served`: the
 * language's own when served, else the brand's first served code (+86 when the brand lists none).
 */
export function defaultAreaCode(language: string, served: readonly string[]): string {
  const own = LANGUAGE_COUNTRIES[language] ?? LANGUAGE_COUNTRIES[language.toLowerCase()];
  if (own && served.includes(own.areaCode)) return own.areaCode;
  return served[0] ?? DEFAULT_COUNTRY.countryArea;
}

/** A regional-indicator flag for an ISO country code ("JP" → 🇯🇵). */
export function flagOf(country: string): string {
  if (!/^[A-Z]{2}$/.test(country)) return '';
  return String.fromCodePoint(...[...country].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * The country a calling code stands for in the select before the country list has loaded (the
 * list names every served country; `AreaCodeSelect` then settles on the entry of the same code).
 */
export function areaCodeCountry(areaCode: string): Country {
  const country =
    CODE_COUNTRIES[areaCode] ??
    Object.values(LANGUAGE_COUNTRIES).find((entry) => entry.areaCode === areaCode)?.country ??
    '';
  return { countryAbbr: country, countryArea: areaCode, countryAvatar: flagOf(country) };
}
