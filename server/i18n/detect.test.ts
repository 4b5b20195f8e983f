import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { SEVEN_LANGUAGES, testBrand } from '../../tests/support/brands.ts';
import { createGeoipCountryLookup } from '../integrations/geoip.ts';
import { createLanguageDetector, languageForCountry } from './detect.ts';

const geo = createGeoipCountryLookup();
const brand = testBrand({ defaultLanguage: 'de' });
const limited = testBrand({ defaultLanguage: 'zh_CN', languages: [...SEVEN_LANGUAGES] });

describe('country → language (spec section 1)', () => {
  it.each([
    ['CN', 'zh_CN'],
    ['HK', 'zh_tw'],
    ['MO', 'zh_tw'],
    ['TW', 'zh_tw'],
    ['JP', 'jp'],
    ['BR', 'pt'],
    ['VN', 'vi'],
    ['KR', 'ko'],
    ['US', 'en_US'],
    ['DE', 'en_US'],
    ['FR', 'en_US'],
  ])('%s → %s', (country, language) => {
    expect(languageForCountry(country)).toBe(language);
  });
});

describe('IP → country with the bundled data set', () => {
  it.each([
    ['1.0.1.1', 'CN'],
    ['203.198.0.1', 'HK'],
    ['60.246.0.1', 'MO'],
    ['1.34.0.1', 'TW'],
    ['126.0.0.1', 'JP'],
    ['200.147.0.1', 'BR'],
    ['14.160.0.1', 'VN'],
    ['1.208.0.1', 'KR'],
    ['8.8.8.8', 'US'],
    ['::ffff:126.0.0.1', 'JP'],
  ])('%s is in %s', (ip, country) => {
    expect(geo.country(ip)).toBe(country);
  });

  it('finds no country for private addresses', () => {
    expect(geo.country('127.0.0.1')).toBeUndefined();
    expect(geo.country('10.1.2.3')).toBeUndefined();
  });
});

describe('language detection order: cookie, Accept-Language, country, default', () => {
  const logged: string[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => logged.push(line) });
  const detector = createLanguageDetector(geo, log);

  it('takes the lang cookie first', () => {
    expect(detector.detect(brand, { cookie: 'ko', acceptLanguage: 'fr', ip: '126.0.0.1' })).toEqual({
      language: 'ko',
      source: 'cookie',
    });
  });

  it('then the browser language', () => {
    expect(detector.detect(brand, { acceptLanguage: 'fr-FR,fr;q=0.9', ip: '126.0.0.1' })).toEqual({
      language: 'fr',
      source: 'accept-language',
    });
  });

  it('then the country of the IP', () => {
    expect(detector.detect(brand, { ip: '126.0.0.1' })).toEqual({ language: 'jp', source: 'country' });
    expect(detector.detect(brand, { ip: '203.198.0.1' })).toEqual({ language: 'zh_tw', source: 'country' });
    expect(detector.detect(brand, { ip: '8.8.8.8' })).toEqual({ language: 'en_US', source: 'country' });
  });

  it('then the brand default, logging the failed lookup', () => {
    expect(detector.detect(brand, { ip: '10.0.0.7' })).toEqual({ language: 'de', source: 'default' });
    expect(logged.some((line) => line.includes('10.0.0.7'))).toBe(true);
    expect(detector.detect(brand, {})).toEqual({ language: 'de', source: 'default' });
  });

  it('logs and falls back when the lookup itself fails', () => {
    const failing = createLanguageDetector(
      {
        country() {
          throw new Error('data set unreadable');
        },
      },
      log,
    );
    expect(failing.detect(brand, { ip: '1.0.1.1' })).toEqual({ language: 'de', source: 'default' });
    expect(logged.some((line) => line.includes('country lookup failed'))).toBe(true);
  });

  it('skips languages the brand does not offer at every step', () => {
    expect(detector.detect(limited, { cookie: 'de', acceptLanguage: 'fr, ar;q=0.5' }).language).toBe('zh_CN');
    expect(detector.detect(limited, { acceptLanguage: 'de, ja;q=0.4' }).language).toBe('jp');
    expect(detector.detect(limited, { ip: '8.8.8.8' }).language).toBe('en_US');
  });
});
