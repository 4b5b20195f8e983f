import { describe, expect, it } from 'vitest';
import { prefetchMode } from './prefetch.ts';

describe('Prefetch: disabled on 2g or data-saver', () => {
  it('is off with data-saver on, whatever the network', () => {
    expect(prefetchMode({ effectiveType: '4g', saveData: true })).toBe('none');
  });

  it('is off on 2g and slow-2g', () => {
    expect(prefetchMode({ effectiveType: '2g' })).toBe('none');
    expect(prefetchMode({ effectiveType: 'slow-2g', saveData: false })).toBe('none');
  });

  it('prefetches on intent on faster networks', () => {
    expect(prefetchMode({ effectiveType: '3g' })).toBe('intent');
    expect(prefetchMode({ effectiveType: '4g', saveData: false })).toBe('intent');
  });

  it('prefetches on intent where the browser does not tell (no Network Information API)', () => {
    expect(prefetchMode(undefined)).toBe('intent');
    expect(prefetchMode({})).toBe('intent');
  });
});
