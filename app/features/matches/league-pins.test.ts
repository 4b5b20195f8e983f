import { describe, expect, it } from 'vitest';
import { parsePins, togglePin } from './league-pins.ts';

describe('the viewer’s pinned leagues (kept in this browser)', () => {
  it('reads league ids and nothing else', () => {
    expect(parsePins(null)).toEqual([]);
    expect(parsePins('[3, 1, 3, "x", -2, 1.5, 9]')).toEqual([3, 1, 9]);
    expect(parsePins('{"a":1}')).toEqual([]);
    expect(parsePins('not json')).toEqual([]);
  });

  it('pins at the end, in the order pinned, and unpins', () => {
    expect(togglePin([], 4)).toEqual([4]);
    expect(togglePin([4], 2)).toEqual([4, 2]);
    expect(togglePin([4, 2], 4)).toEqual([2]);
  });
});
