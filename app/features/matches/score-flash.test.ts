import { describe, expect, it } from 'vitest';
import { scoredSides } from './score-flash.ts';

describe('score flash', () => {
  it('highlights the side whose score went up', () => {
    expect(scoredSides({ home: 1, away: 0 }, { home: 2, away: 0 })).toEqual({ home: true, away: false });
    expect(scoredSides({ home: 1, away: 0 }, { home: 1, away: 1 })).toEqual({ home: false, away: true });
    // Basketball: both can change between two pushes.
    expect(scoredSides({ home: 50, away: 48 }, { home: 52, away: 51 })).toEqual({ home: true, away: true });
  });

  it('flashes nothing for the first score, an unchanged one or a correction downwards', () => {
    expect(scoredSides(undefined, { home: 0, away: 0 })).toEqual({ home: false, away: false });
    expect(scoredSides(null, { home: 1, away: 0 })).toEqual({ home: false, away: false });
    expect(scoredSides({ home: 1, away: 0 }, { home: 1, away: 0 })).toEqual({ home: false, away: false });
    expect(scoredSides({ home: 2, away: 0 }, { home: 1, away: 0 })).toEqual({ home: false, away: false });
  });
});
