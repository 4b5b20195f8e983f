import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translationOf } from './use-translation.ts';

function instance() {
  const i18n = createInstance();
  void i18n.init({
    initAsync: false,
    lng: 'en-US',
    fallbackLng: false,
    resources: {
      'en-US': {
        common: { hello: 'Hello' },
        matches: { live: 'Live now', row: { redCards: '{{n}} red cards' } },
        pages: { title: 'Match list' },
      },
    },
    ns: ['common', 'matches', 'pages'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('the app’s useTranslation (issue 12: an uncached render’s CPU)', () => {
  it('gives every component asking for a namespace the same t and the instance itself', () => {
    const i18n = instance();
    const a = translationOf(i18n, 'matches');
    expect(translationOf(i18n, 'matches')).toBe(a);
    expect(translationOf(i18n, ['matches', 'pages'])).toBe(a);
    expect(a.i18n).toBe(i18n);
    expect(translationOf(instance(), 'matches')).not.toBe(a);
  });

  it('translates the first namespace plainly and the others by prefix, as react-i18next does', () => {
    const i18n = instance();
    const { t } = translationOf(i18n, ['matches', 'pages']);
    expect(t('live')).toBe('Live now');
    expect(t('row.redCards', { n: 2 })).toBe('2 red cards');
    expect(t('pages:title')).toBe('Match list');
    expect(t('common:hello')).toBe('Hello');
    // No namespace: the default one.
    expect(translationOf(i18n).t('hello')).toBe('Hello');
  });
});
