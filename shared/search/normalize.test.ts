import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH, searchTextProblem } from './model.ts';
import { indexTerms, queryTerms, searchKey } from './normalize.ts';

describe('searchKey: a name as search compares it (research 2026-11 (h))', () => {
  it('lower-cases and strips Latin, Greek and Cyrillic accents, folding letters NFD keeps whole', () => {
    expect(searchKey('Atlético Madrid')).toBe('atletico madrid');
    expect(searchKey('ŁÓDŹ  Straße')).toBe('lodz strasse');
    expect(searchKey('Ørsted Æble Œuvre')).toBe('orsted aeble oeuvre');
    expect(searchKey('Việt Nam')).toBe('viet nam');
    expect(searchKey('Ολυμπιακός')).toBe('ολυμπιακοσ');
    expect(searchKey('Динамо Київ')).toBe('динамо киів');
  });

  it('keeps Han, Kana and Hangul as they are (NFD would take Hangul apart into jamo)', () => {
    expect(searchKey('해동 타이거즈')).toBe('해동 타이거즈');
    expect(searchKey('龍城飛龍')).toBe('龍城飛龍');
    expect(searchKey('高山ホークス')).toBe('高山ホークス');
  });

  it('turns punctuation into single spaces and full-width letters into plain ones', () => {
    expect(searchKey('  1. FC  Köln!! ')).toBe('1 fc koln');
    expect(searchKey('ＴＥＡＭ　Ｎｏｖａ')).toBe('team nova');
    expect(searchKey("Women's Super-League")).toBe('women s super league');
  });
});

describe('indexTerms and queryTerms: what a name is stored under and what a query must match', () => {
  it('stores spaced words whole and Han runs as single characters plus overlapping pairs', () => {
    expect(indexTerms('Longcheng Dragons')).toEqual(['longcheng', 'dragons']);
    expect(indexTerms('英雄联盟')).toEqual(['英', '雄', '联', '盟', '英雄', '雄联', '联盟']);
    // A Latin word inside a Han run is its own word.
    expect(indexTerms('T1电竞')).toEqual(['t1', '电', '竞', '电竞']);
  });

  it('asks spaced words as prefixes, a Han run as its pairs, and one character as itself', () => {
    expect(queryTerms('Reut')).toEqual([{ text: 'reut', prefix: true }]);
    expect(queryTerms('英雄联盟')).toEqual([
      { text: '英雄', prefix: false },
      { text: '雄联', prefix: false },
      { text: '联盟', prefix: false },
    ]);
    expect(queryTerms('湖')).toEqual([{ text: '湖', prefix: false }]);
    expect(queryTerms('해동')).toEqual([{ text: '해동', prefix: false }]);
  });

  it('finds a long name by a shorter query: every query pair is among the name’s terms', () => {
    const stored = new Set(indexTerms('英雄联盟职业联赛'));
    for (const term of queryTerms('英雄联盟')) expect(stored.has(term.text)).toBe(true);
  });
});

describe('searchTextProblem: queries search refuses', () => {
  it('refuses nothing, one Latin letter and over-long text, and searches one Han character', () => {
    expect(searchTextProblem('')).toBe('empty');
    expect(searchTextProblem(' -- !! ')).toBe('empty');
    expect(searchTextProblem('a')).toBe('short');
    expect(searchTextProblem(' é ')).toBe('short');
    expect(searchTextProblem('x'.repeat(SEARCH_MAX_LENGTH + 1))).toBe('long');
    expect(searchTextProblem('x'.repeat(SEARCH_MAX_LENGTH))).toBeNull();
    expect(searchTextProblem('ab')).toBeNull();
    expect(searchTextProblem('湖')).toBeNull();
    expect(searchTextProblem('해')).toBeNull();
  });
});
