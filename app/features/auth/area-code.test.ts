import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { areaCodeCountry, defaultAreaCode, flagOf, LANGUAGE_COUNTRIES } from './area-code.ts';

/** The brands' served codes (config/brands/*.json `smsAreaCodes`). */
const ARENA = [
  '+1',
  '+7',
  '+30',
  '+31',
  '+33',
  '+34',
  '+44',
  '+45',
  '+46',
  '+48',
  '+49',
  '+55',
  '+60',
  '+63',
  '+66',
];
const ARENA_REST = [
  '+81',
  '+82',
  '+84',
  '+86',
  '+90',
  '+351',
  '+380',
  '+852',
  '+853',
  '+886',
  '+966',
  '+971',
];
const DRAGON = ['+86', '+852', '+853', '+886', '+81', '+82', '+84', '+55', '+1'];

describe('the area code a phone field starts with (issue 12: it was +86 in every language)', () => {
  it('keeps +86 for zh_CN, as spec section 9 says ("Default language / area code zh_CN / +86")', () => {
    expect(defaultAreaCode('zh_CN', [...ARENA, ...ARENA_REST])).toBe('+86');
    expect(defaultAreaCode('zh_CN', DRAGON)).toBe('+86');
  });

  it("takes the language's own country among the brand's served codes", () => {
    const served = [...ARENA, ...ARENA_REST];
    expect(defaultAreaCode('en_US', served)).toBe('+1');
    expect(defaultAreaCode('jp', served)).toBe('+81');
    expect(defaultAreaCode('ar', served)).toBe('+966');
    expect(defaultAreaCode('zh_tw', served)).toBe('+886');
    expect(defaultAreaCode('pt', DRAGON)).toBe('+55');
    expect(defaultAreaCode('ko', DRAGON)).toBe('+82');
  });

  it("falls back to the brand's first served code when the language's country is not served", () => {
    expect(defaultAreaCode('de', DRAGON)).toBe('+86');
    expect(defaultAreaCode('ar', ['+44', '+1'])).toBe('+44');
    expect(defaultAreaCode('zh_CN', ['+852', '+86'])).toBe('+86');
    expect(defaultAreaCode('unknown', ['+852', '+86'])).toBe('+852');
  });

  it('gives every language of the arena brand its own served country', () => {
    const served = [...ARENA, ...ARENA_REST];
    for (const { code } of LANGUAGES) {
      expect(LANGUAGE_COUNTRIES[code], code).toBeDefined();
      expect(served, code).toContain(defaultAreaCode(code, served));
      expect(defaultAreaCode(code, served), code).toBe(LANGUAGE_COUNTRIES[code]?.areaCode);
    }
  });

  it('names a country and its flag for a code, so the select shows it before the list loads', () => {
    expect(areaCodeCountry('+81')).toEqual({ countryAbbr: 'JP', countryArea: '+81', countryAvatar: '🇯🇵' });
    expect(areaCodeCountry('+1').countryAbbr).toBe('US');
    expect(areaCodeCountry('+852').countryAbbr).toBe('HK');
    expect(areaCodeCountry('+999')).toEqual({ countryAbbr: '', countryArea: '+999', countryAvatar: '' });
    expect(flagOf('SA')).toBe('🇸🇦');
  });
});
