import type { FastifyBaseLogger } from 'fastify';
import { findLanguage, type LanguageCode, languageFromAcceptLanguage } from '../../shared/i18n/languages.ts';
import type { Brand } from '../brands/registry.ts';
import type { CountryLookup } from '../integrations/geoip.ts';

/** Spec section 1: country → language; every other country → en_US. */
const COUNTRY_LANGUAGE: Record<string, LanguageCode> = {
  CN: 'zh_CN',
  HK: 'zh_tw',
  MO: 'zh_tw',
  TW: 'zh_tw',
  JP: 'jp',
  BR: 'pt',
  VN: 'vi',
  KR: 'ko',
};

export function languageForCountry(country: string): LanguageCode {
  return COUNTRY_LANGUAGE[country.toUpperCase()] ?? 'en_US';
}

export type LanguageSource = 'header' | 'cookie' | 'accept-language' | 'country' | 'default';

export interface DetectionInput {
  /** An explicit choice (`lan` request header of API clients). */
  lan?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  ip?: string | undefined;
}

export interface LanguageDetector {
  detect(brand: Brand, input: DetectionInput): { language: LanguageCode; source: LanguageSource };
}

/**
 * The spec's order: the `lang` cookie, the browser's Accept-Language, the country of the IP, then
 * the brand's default. Only languages the brand offers are chosen. A failed country lookup is
 * logged and falls through to the default.
 */
export function createLanguageDetector(geo: CountryLookup, log: FastifyBaseLogger): LanguageDetector {
  return {
    detect(brand, input) {
      const offered = (code: string | undefined): LanguageCode | undefined => {
        const found = findLanguage(code)?.code;
        return found && (!brand.languages || brand.languages.includes(found)) ? found : undefined;
      };
      const fromHeader = offered(input.lan);
      if (fromHeader) return { language: fromHeader, source: 'header' };
      const fromCookie = offered(input.cookie);
      if (fromCookie) return { language: fromCookie, source: 'cookie' };
      const fromBrowser = languageFromAcceptLanguage(input.acceptLanguage, brand.languages);
      if (fromBrowser) return { language: fromBrowser, source: 'accept-language' };
      if (input.ip) {
        try {
          const country = geo.country(input.ip);
          if (country) {
            const fromCountry = offered(languageForCountry(country));
            if (fromCountry) return { language: fromCountry, source: 'country' };
          } else {
            log.debug({ ip: input.ip }, 'no country for this address; using the default language');
          }
        } catch (err) {
          log.warn({ err, ip: input.ip }, 'country lookup failed; using the default language');
        }
      }
      return { language: brand.defaultLanguage, source: 'default' };
    },
  };
}
