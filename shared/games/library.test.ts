import { describe, expect, it } from 'vitest';
import { LIBRARY_PAGE_MAX, pageCount, parsePageParam } from './library.ts';

describe("the library indexes' pages", () => {
  it('count pages by hand: 0 rows is one empty page, 100 rows one page, 101 two', () => {
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(1, 100)).toBe(1);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
    expect(pageCount(250, 200)).toBe(2);
  });

  it('read ?page= as canonical digits from 1 to the maximum, absent as the first page', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('37')).toBe(37);
    expect(parsePageParam(String(LIBRARY_PAGE_MAX))).toBe(LIBRARY_PAGE_MAX);
  });

  it('refuse zero, signs, leading zeros, fractions, words and huge numbers', () => {
    for (const text of [
      '',
      '0',
      '-1',
      '+2',
      '01',
      '1.5',
      '1e3',
      'two',
      ' 2',
      String(LIBRARY_PAGE_MAX + 1),
      '99999999999',
    ]) {
      expect(parsePageParam(text), text).toBeUndefined();
    }
  });
});
