import { describe, expect, it } from 'vitest';
import { clippedTitle } from './clipped-titles.ts';

const text = (value: string) => ({ nodeType: 3, nodeValue: value });
const badge = (value: string) => ({ nodeType: 1, nodeValue: value });
const name = (value: string, scrollWidth: number, clientWidth = 96, childNodes = [text(value)]) => ({
  scrollWidth,
  clientWidth,
  childNodes,
});

describe('tooltips of names cut short (issue 12: page weight)', () => {
  it('give the whole name only when it is wider than its box', () => {
    expect(clippedTitle([name('Borussia Mönchengladbach', 180)])).toBe('Borussia Mönchengladbach');
    expect(clippedTitle([name('Borussia Mönchengladbach', 96)])).toBeNull();
    expect(clippedTitle([name('Ajax', 40)])).toBeNull();
  });

  it("hold the element's own text, not its badges'", () => {
    const withCard = name('', 200, 80, [badge('2'), text('Eagle Rock Royals')]);
    expect(clippedTitle([withCard])).toBe('Eagle Rock Royals');
    expect(clippedTitle([name('', 200, 80, [badge('2')])])).toBeNull();
  });

  it("name both sides of a row's link when either is cut, and none when both fit", () => {
    const home = name('Eagle Rock Royals', 60);
    const away = name('Borussia Mönchengladbach', 180);
    expect(clippedTitle([home, away])).toBe('Eagle Rock Royals – Borussia Mönchengladbach');
    expect(clippedTitle([home, name('Ajax', 40)])).toBeNull();
  });
});
