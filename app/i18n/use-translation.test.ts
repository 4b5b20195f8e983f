import { describe, expect, it } from 'vitest';
import { pageTranslations, translationOf } from './use-translation.ts';

function page() {
  return pageTranslations('en-US', {
    common: { hello: 'Hello' },
    matches: { live: 'Live now', row: { redCards: '{{n}} red cards' } },
    pages: { title: 'Match list' },
  });
}

describe('the app’s useTranslation (issue 12: an uncached render’s CPU)', () => {
  it('gives every component asking for a namespace on a page the same t', () => {
    const one = page();
    const a = translationOf(one, 'matches');
    expect(translationOf(one, 'matches')).toBe(a);
    expect(translationOf(one, ['matches', 'pages'])).toBe(a);
    expect(a.i18n.language).toBe('en-US');
    expect(translationOf(page(), 'matches')).not.toBe(a);
  });

  it('translates the first namespace plainly and the others by prefix, as react-i18next did', () => {
    const one = page();
    const { t } = translationOf(one, ['matches', 'pages']);
    expect(t('live')).toBe('Live now');
    expect(t('row.redCards', { n: 2 })).toBe('2 red cards');
    expect(t('pages:title')).toBe('Match list');
    expect(t('common:hello')).toBe('Hello');
    // No namespace: `common`.
    expect(translationOf(one).t('hello')).toBe('Hello');
  });
});
