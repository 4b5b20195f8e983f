import { describe, expect, it } from 'vitest';
import { compileFilter, normalise } from './filter.ts';

describe('banned words: one normaliser, then the operator list (issue 15)', () => {
  const filter = compileFilter([
    { word: '傻逼', action: 'mask' },
    { word: 'spam', action: 'mask' },
    { word: '赌博', action: 'refuse' },
    { word: 'Casino Link', action: 'refuse' },
  ]);

  it('masks a listed word, also spaced, dotted, full width or in another case; the rest stays', () => {
    expect(filter('你是傻逼吗').text).toBe('你是**吗');
    expect(filter('你是傻 逼吗').text).toBe('你是* *吗');
    expect(filter('你是傻B').found).toEqual([]); // a different word: the list decides, not guesses
    expect(filter('no ＳＰＡＭ here, s.p.a.m!').text).toBe('no **** here, *******!');
    expect(filter('Spam and spam').text).toBe('**** and ****');
    expect(filter('a fine comment')).toEqual({ text: 'a fine comment', refused: false, found: [] });
  });

  it('refuses a text with a refused word (wherever it hides), masking alone does not', () => {
    expect(filter('来赌 博吧').refused).toBe(true);
    expect(filter('visit my casino-link now').refused).toBe(true);
    expect(filter('spam only').refused).toBe(false);
  });

  it('keeps characters outside the basic plane whole', () => {
    const emoji = compileFilter([{ word: 'bad', action: 'mask' }]);
    expect(emoji('😀bad😀').text).toBe('😀***😀');
  });

  it('normalises NFKC, case, spaces, punctuation and zero-width characters', () => {
    expect(normalise('Ｆ\u200Bo o!').text).toBe('foo');
    expect(compileFilter([])('anything').found).toEqual([]);
  });
});
