import { describe, expect, it } from 'vitest';
import { compareHits, editDistance, type Rankable, spellings, tierOf, typosAllowed } from './rules.ts';

describe('tierOf: how a document matched (exact > prefix > partial > similar)', () => {
  const keys = ['ashbridge united', 'asu', '阿什布里奇联'];
  it('exact: a whole name', () => {
    expect(tierOf('ashbridge united', keys)).toBe('exact');
    expect(tierOf('asu', keys)).toBe('exact');
  });
  it('prefix: the start of a name, or every query word starting a word of one name', () => {
    expect(tierOf('ashb', keys)).toBe('prefix');
    expect(tierOf('united ash', keys)).toBe('prefix');
    expect(tierOf('阿什', keys)).toBe('prefix');
  });
  it('partial: inside a name, or every pair of a Han query among one name’s pairs', () => {
    expect(tierOf('bridge', keys)).toBe('partial');
    expect(tierOf('布里', keys)).toBe('partial');
  });
  it('similar: none of those (only trigram similarity found it)', () => {
    expect(tierOf('ashbrige', keys)).toBe('similar');
    // Words of two different names do not make a prefix together.
    expect(tierOf('united asu', keys)).toBe('similar');
  });
});

describe('compareHits: tier, then similarity, weight, shorter name, older id', () => {
  const hit = (over: Partial<Rankable>): Rankable => ({
    match: 'prefix',
    similarity: 0.5,
    weight: 0,
    name: 'Name',
    id: 1,
    ...over,
  });
  it('orders by each key only when the ones before are level', () => {
    const list = [
      hit({ id: 1, match: 'similar', similarity: 1 }),
      hit({ id: 2, match: 'partial' }),
      hit({ id: 3, similarity: 0.4 }),
      hit({ id: 4, weight: 5 }),
      hit({ id: 5, name: 'A much longer name' }),
      hit({ id: 6 }),
      hit({ id: 7, match: 'exact', similarity: 0 }),
    ];
    expect(list.sort(compareHits).map((h) => h.id)).toEqual([7, 4, 6, 5, 3, 2, 1]);
  });
});

describe('typos: edit distance and the spellings a misspelt word may mean', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one each', () => {
    expect(editDistance('united', 'united', 2)).toBe(0);
    expect(editDistance('untied', 'united', 2)).toBe(1); // t and i swapped
    expect(editDistance('ashbrige', 'ashbridge', 2)).toBe(1);
    expect(editDistance('reutre', 'reuter', 2)).toBe(1);
    expect(editDistance('atletico', 'atletica', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    // Stops early: anything over the limit is limit + 1.
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(editDistance('ab', 'abcdef', 2)).toBe(3);
  });

  it('allows no typo up to four letters, one up to seven, two beyond', () => {
    expect(typosAllowed('jinl')).toBe(0);
    expect(typosAllowed('untied')).toBe(1);
    expect(typosAllowed('ashbrigde')).toBe(2);
  });

  it('keeps the stored words within those typos, nearest first', () => {
    const words = ['united', 'unity', 'untie', 'ashbridge', 'ashbury', 'reuter', 'jin', 'jinling'];
    expect(spellings('untied', words)).toEqual(['united', 'untie']);
    expect(spellings('ashbrigde', words)).toEqual(['ashbridge']);
    expect(spellings('jinl', words)).toEqual([]);
  });
});
