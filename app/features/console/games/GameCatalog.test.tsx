/**
 * The console's game catalog as the server renders it: every game in the given order with its place,
 * logo and move buttons (none past either end), the product's logo offered back only where the
 * operator replaced it, and one name field per language of the brand, filled with the operator's.
 */
import { describe, expect, it } from 'vitest';
import { renderConsole, textOf } from '../console-test-kit.test-support.ts';
import { GameCatalog, moved } from './GameCatalog.tsx';
import type { GamesData } from './games.server.ts';

const data = (games: GamesData['games']): GamesData => ({
  view: { catalog: {}, uid: 1, roles: ['editor'], timeZone: 'UTC' },
  games,
  languages: [
    { code: 'en_US', name: 'English' },
    { code: 'zh_CN', name: '简体中文' },
    { code: 'ar', name: 'العربية' },
  ],
});

const football = {
  gameId: 202,
  abbr: 'soccer',
  kind: 'sports' as const,
  logo: '/images/games/soccer.svg',
  custom: false,
  names: {},
};
const lol = {
  gameId: 1,
  abbr: 'lol',
  kind: 'esports' as const,
  logo: '/uploads/games/abc-0123456789abcdef.webp',
  custom: true,
  names: { zh_CN: '英雄联盟·全球' },
};

describe('the game catalog screen', () => {
  it('lists the games in order, each once, with its place and its logo', () => {
    const html = renderConsole(<GameCatalog data={data([football, lol])} />, { url: '/admin/games' });
    const text = textOf(html);
    expect(text.indexOf('Football')).toBeLessThan(text.indexOf('League of Legends'));
    expect(html).toContain('src="/images/games/soccer.svg"');
    expect(html).toContain('src="/uploads/games/abc-0123456789abcdef.webp"');
    // The first cannot move up, the last cannot move down.
    expect(html).toMatch(/disabled="" aria-label="Move Football up"/);
    expect(html).toMatch(/disabled="" aria-label="Move League of Legends down"/);
    expect(html).not.toMatch(/disabled="" aria-label="Move Football down"/);
  });

  it("offers the product's logo back only where the operator uploaded one", () => {
    const text = textOf(renderConsole(<GameCatalog data={data([football, lol])} />));
    expect(text.match(/Use the product's logo/g)).toHaveLength(1);
  });

  it("has a name field per brand language, holding the operator's names", () => {
    const html = renderConsole(<GameCatalog data={data([lol])} />);
    expect(html).toContain('value="英雄联盟·全球"');
    expect(html.match(/maxLength="40"/g)).toHaveLength(3);
    expect(textOf(html)).toContain('Own names: 1');
  });

  it('renders in Chinese from the catalogs', () => {
    const text = textOf(renderConsole(<GameCatalog data={data([football])} />, { language: 'zh_CN' }));
    expect(text).toContain('足球');
  });
});

describe('moving a game', () => {
  it('swaps it with its neighbour, and stays put past either end', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
