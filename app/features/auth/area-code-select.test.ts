import { describe, expect, it } from 'vitest';
import { matchCountry } from './AreaCodeSelect.tsx';

const list = [
  { countryAbbr: 'CA', countryArea: '+1', countryAvatar: '🇨🇦' },
  { countryAbbr: 'US', countryArea: '+1', countryAvatar: '🇺🇸' },
  { countryAbbr: 'HK', countryArea: '+852', countryAvatar: '🇭🇰' },
];

describe('the select settles the default on an entry of the loaded list', () => {
  it('by country first, then by calling code', () => {
    expect(matchCountry(list, { countryAbbr: 'US', countryArea: '+1', countryAvatar: '' })).toBe(list[1]);
    expect(matchCountry(list, { countryAbbr: '', countryArea: '+852', countryAvatar: '' })).toBe(list[2]);
    expect(matchCountry(list, { countryAbbr: 'JP', countryArea: '+81', countryAvatar: '' })).toBeUndefined();
  });
});
